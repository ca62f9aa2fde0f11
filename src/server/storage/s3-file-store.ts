import { AwsClient } from "aws4fetch";
import type { Logger } from "../logger.ts";
import {
  checkContentType,
  contentTypeOfKey,
  deleteClubFilesFrom,
  type FileStore,
  invalidKeyError,
  isValidFileKey,
  type StoredFile,
} from "./file-store.ts";

/** Where the bucket is and how to sign for it (the S3_* settings). */
export interface S3Settings {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://minio:9000`, … */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
}

/** An answer from S3 other than the one expected, or no answer; the message never holds a credential. */
export class S3StoreError extends Error {
  override name = "S3StoreError";
  constructor(
    message: string,
    /** The HTTP status, or undefined when the endpoint did not answer. */
    readonly status: number | undefined,
    /** S3's error code (`NoSuchBucket`, `AccessDenied`, …), or the network error's. */
    readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// aws4fetch retries 5xx and 429 answers (not network errors) with a doubling random wait; a few are enough
// for S3's occasional 503 SlowDown, and an upload request should not hang on a store that is down.
const RETRIES = 3;
const FIRST_RETRY_MS = 100;
const TIMEOUT_MS = 30_000;
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Files in an S3-compatible bucket, under the same keys as in the local folder. The bucket stays private:
 * files are served through the app under `publicUrl` (docs/decisions/016-files-on-s3.md).
 */
export class S3FileStore implements FileStore {
  readonly name = "s3";
  readonly bucket: string;
  /** The endpoint as shown in messages: no query, no user information. */
  readonly endpointLabel: string;
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly forcePathStyle: boolean;
  private readonly publicBaseUrl: string;
  private readonly logger: Logger | undefined;
  private readonly pageSize: number;
  private readonly timeoutMs: number;

  constructor(
    options: S3Settings & {
      publicBaseUrl: string;
      logger?: Logger;
      /** Keys per ListObjectsV2 page (S3's most, 1000, by default; tests page with fewer). */
      pageSize?: number;
      timeoutMs?: number;
    },
  ) {
    const endpoint = new URL(options.endpoint);
    const basePath = endpoint.pathname.replace(/\/+$/, "");
    this.bucket = options.bucket;
    this.endpointLabel = `${endpoint.protocol}//${endpoint.host}${basePath}`;
    this.forcePathStyle = options.forcePathStyle;
    this.bucketUrl = options.forcePathStyle
      ? `${endpoint.protocol}//${endpoint.host}${basePath}/${options.bucket}`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}`;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: "s3",
      region: options.region,
      retries: RETRIES,
      initRetryMs: FIRST_RETRY_MS,
    });
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, "");
    this.logger = options.logger;
    this.pageSize = options.pageSize ?? 1000;
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  private objectUrl(key: string): string {
    if (!isValidFileKey(key)) throw invalidKeyError(key);
    return `${this.bucketUrl}/${key}`;
  }

  /** A signed request; the time-out covers its retries too. */
  private fetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    // S3 answers a wrong region with a redirect, which is an error to report, not to follow.
    return this.client.fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  }

  private async send(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, init, this.timeoutMs);
    } catch (error) {
      const { code, reason } = networkReason(error, this.timeoutMs);
      throw new S3StoreError(
        `Could not ${what} the S3 bucket "${this.bucket}": S3_ENDPOINT ${this.endpointLabel} cannot be reached (${reason}).`,
        undefined,
        code,
        { cause: error },
      );
    }
  }

  /** The error for an answer other than the expected one, with S3's code and message from its body. */
  private async failure(what: string, response: Response): Promise<S3StoreError> {
    const { code, message } = parseError(await readText(response));
    const detail = code ? `, ${said(code, message)}` : "";
    return new S3StoreError(
      `Could not ${what} the S3 bucket "${this.bucket}" at ${this.endpointLabel}: status ${response.status}${detail}.`,
      response.status,
      code,
    );
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const url = this.objectUrl(key);
    checkContentType(key, contentType);
    const what = `store ${key} in`;
    const response = await this.send(what, url, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "Content-Type": contentType },
    });
    if (!response.ok) throw await this.failure(what, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    const what = `read ${key} from`;
    const response = await this.send(what, this.objectUrl(key), { method: "GET" });
    if (response.status === 404) {
      const error = await this.failure(what, response);
      // A missing bucket is a broken set-up, not a missing file.
      if (error.code === "NoSuchBucket") throw error;
      return null;
    }
    if (!response.ok) throw await this.failure(what, response);
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType: contentTypeOfKey(key) };
  }

  async delete(key: string): Promise<void> {
    const what = `delete ${key} from`;
    const response = await this.send(what, this.objectUrl(key), { method: "DELETE" });
    if (response.status === 404) {
      const error = await this.failure(what, response);
      if (error.code === "NoSuchBucket") throw error;
      return;
    }
    if (!response.ok) throw await this.failure(what, response);
    await response.body?.cancel();
  }

  async list(prefix: string): Promise<string[]> {
    const slash = prefix.lastIndexOf("/");
    // The same keys as a folder listing: only the folder's own files, not those of folders below it.
    if (slash >= 0 && !isValidFileKey(prefix.slice(0, slash))) throw invalidKeyError(prefix.slice(0, slash));
    const objects = await this.listObjects(prefix, "/");
    return objects
      .map((o) => o.key)
      .filter(isValidFileKey)
      .sort();
  }

  /** Every object whose key starts with `prefix`, at any depth, with its size in bytes. */
  objects(prefix = ""): Promise<{ key: string; size: number }[]> {
    return this.listObjects(prefix, undefined);
  }

  private async listObjects(prefix: string, delimiter: string | undefined) {
    const what = `list ${prefix ? `${prefix}… in` : "the files of"}`;
    const objects: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ "list-type": "2", "max-keys": String(this.pageSize) });
      if (prefix) query.set("prefix", prefix);
      if (delimiter) query.set("delimiter", delimiter);
      if (token) query.set("continuation-token", token);
      const response = await this.send(what, `${this.bucketUrl}/?${query}`, { method: "GET" });
      if (!response.ok) throw await this.failure(what, response);
      const page = parseListPage(await response.text());
      objects.push(...page.objects);
      if (page.truncated && !page.nextToken) {
        throw new S3StoreError(
          `Could not ${what} the S3 bucket "${this.bucket}": a truncated listing came without a continuation token`,
          response.status,
          undefined,
        );
      }
      token = page.truncated ? page.nextToken : undefined;
    } while (token);
    return objects;
  }

  deleteClubFiles(clubId: string): Promise<void> {
    return deleteClubFilesFrom(this, clubId, this.logger);
  }

  publicUrl(key: string): string {
    return `${this.publicBaseUrl}/${key}`;
  }

  /**
   * Lists the bucket, which needs the endpoint, the bucket, the credentials and the region to be right,
   * and says which of them probably is not. The prefix is one no key of ours can have (keys never start
   * with a dot), so the answer is empty whatever the bucket holds.
   */
  async check(): Promise<void> {
    const url = `${this.bucketUrl}/?list-type=2&max-keys=1&prefix=.clubhouse-check`;
    let response: Response;
    try {
      response = await this.fetch(url, { method: "GET" }, CHECK_TIMEOUT_MS);
    } catch (error) {
      const { code, reason } = networkReason(error, CHECK_TIMEOUT_MS);
      const hint =
        code === "ENOTFOUND" && !this.forcePathStyle
          ? `; the bucket was addressed as ${new URL(this.bucketUrl).host}: for a store that does not serve buckets as sub-domains (MinIO and most self-hosted ones) set S3_FORCE_PATH_STYLE=true`
          : "";
      throw new S3StoreError(
        `S3_ENDPOINT ${this.endpointLabel} cannot be reached: ${reason}${hint}.`,
        undefined,
        code,
        { cause: error },
      );
    }
    const text = await readText(response);
    if (response.ok) {
      if (text.includes("<ListBucketResult")) return;
      throw new S3StoreError(
        `S3_ENDPOINT ${this.endpointLabel} does not answer like an S3 store (status ${response.status} without a bucket listing).`,
        response.status,
        undefined,
      );
    }
    const { code, message } = parseError(text);
    const detail = code ? ` (${said(code, message)})` : ` (status ${response.status})`;
    const bucket = `S3_BUCKET "${this.bucket}"`;
    if (code === "NoSuchBucket") {
      throw new S3StoreError(
        `${bucket} does not exist at ${this.endpointLabel}: create it, or correct the name.`,
        response.status,
        code,
      );
    }
    if (code === "PermanentRedirect" || code === "AuthorizationHeaderMalformed" || response.status === 301) {
      const region = response.headers.get("x-amz-bucket-region") ?? element(text, "Region");
      throw new S3StoreError(
        `S3_REGION is probably wrong for ${bucket}${region ? `, which is in ${region}` : ""}${detail}.`,
        response.status,
        code,
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new S3StoreError(
        `The S3 credentials were refused for ${bucket}${detail}: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may list, read, write and delete the bucket's objects.`,
        response.status,
        code,
      );
    }
    if (response.status === 404) {
      throw new S3StoreError(
        `${bucket} does not exist at ${this.endpointLabel}, or S3_ENDPOINT is not the address of an S3 store${detail}.`,
        response.status,
        code,
      );
    }
    throw new S3StoreError(
      `The S3 bucket "${this.bucket}" at ${this.endpointLabel} answered status ${response.status}${code ? `, ${said(code, message)}` : ""}.`,
      response.status,
      code,
    );
  }
}

/** S3's code and message, as a part of a sentence. */
function said(code: string, message: string | undefined): string {
  const words = message?.replace(/[.\s]+$/, "");
  return words ? `${code}: ${words}` : code;
}

/** Why a request got no answer: the network error's code and words, or the time-out. */
function networkReason(error: unknown, timeoutMs: number): { code: string | undefined; reason: string } {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { code: "ETIMEDOUT", reason: `no answer within ${timeoutMs / 1000} s` };
  }
  // fetch says only "fetch failed"; the cause says why (connect ECONNREFUSED, getaddrinfo ENOTFOUND, …).
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const words = cause instanceof Error ? cause.message : String(cause);
  return { code, reason: words || code || "no answer" };
}

/** The start of an answer's body, enough for an error document; a body that cannot be read is none. */
async function readText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 64 * 1024);
  } catch {
    return "";
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of an XML element: the five named entities and character references, nothing else. */
function xmlText(raw: string): string {
  return raw.replace(/&(#[0-9]{1,7}|#x[0-9A-Fa-f]{1,6}|[A-Za-z]+);/g, (whole, name: string) => {
    if (name.startsWith("#")) {
      const point = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return point <= 0x10ffff && (point < 0xd800 || point > 0xdfff) ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

/** The first `<tag>…</tag>` directly in `xml` (S3's documents have no attributes on these elements). */
function element(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? undefined : xmlText(match[1]);
}

/** An S3 error document's code and message (`<Error><Code>…</Code><Message>…</Message></Error>`). */
export function parseError(xml: string): { code: string | undefined; message: string | undefined } {
  if (!xml.includes("<Error>")) return { code: undefined, message: undefined };
  return { code: element(xml, "Code"), message: element(xml, "Message")?.slice(0, 300) };
}

/**
 * One ListObjectsV2 page. Read with patterns, not an XML parser: S3 sends a fixed, flat document, and
 * no entity is expanded but the predefined ones, so a document cannot make the reader fetch or grow.
 */
export function parseListPage(xml: string): {
  objects: { key: string; size: number }[];
  truncated: boolean;
  nextToken: string | undefined;
} {
  const objects: { key: string; size: number }[] = [];
  for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = element(match[1] ?? "", "Key");
    if (key === undefined) continue;
    objects.push({ key, size: Number(element(match[1] ?? "", "Size") ?? 0) });
  }
  return {
    objects,
    truncated: element(xml, "IsTruncated") === "true",
    nextToken: element(xml, "NextContinuationToken"),
  };
}

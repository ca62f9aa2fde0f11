import { createServer, type Server } from "node:http";
import { AwsClient } from "aws4fetch";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/logger.ts";
import { LocalFileStore } from "../../src/server/storage/file-store.ts";
import { parseListPage, S3FileStore, type S3Settings } from "../../src/server/storage/s3-file-store.ts";
import { createFileStore, s3SettingsOf } from "../../src/server/storage/select-store.ts";
import { freePort } from "../helpers/free-port.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3.ts";
import { APP_URL, testEnv } from "../helpers/test-app.ts";

const SECRET = "wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY";
const publicBaseUrl = `${APP_URL}/files`;

let s3: TestS3Server;
let settings: S3Settings;
const storeWith = (changes: Partial<S3Settings> = {}, extra: { pageSize?: number } = {}) =>
  new S3FileStore({ ...settings, ...changes, ...extra, publicBaseUrl });

beforeAll(async () => {
  s3 = await startS3Server();
  const parsed = s3SettingsOf(parseEnv({ ...s3.env, S3_SECRET_ACCESS_KEY: SECRET }));
  if (!parsed) throw new Error("the test server's settings did not parse");
  settings = parsed;
});
afterAll(() => s3.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The bucket as another S3 client sees it. */
const raw = () =>
  new AwsClient({ accessKeyId: "S3RVER", secretAccessKey: SECRET, service: "s3", region: "us-east-1" });

describe("the S3 file store", () => {
  it("is chosen when the S3 settings are given, the data folder otherwise", () => {
    expect(createFileStore(testEnv(s3.env), createLogger("silent"))).toBeInstanceOf(S3FileStore);
    expect(createFileStore(testEnv(), createLogger("silent"))).toBeInstanceOf(LocalFileStore);
    expect(settings).toMatchObject({ region: "us-east-1", forcePathStyle: true, bucket: "clubhouse" });
  });

  it("keeps the content type on the object in the bucket", async () => {
    const store = storeWith();
    await store.put("club-logos/kept.webp", new Uint8Array([1, 2, 3]), "image/webp");
    const head = await raw().fetch(`${s3.endpoint}/${s3.bucket}/club-logos/kept.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/webp");
    expect(head.headers.get("content-length")).toBe("3");
    expect(await store.objects("club-logos/kept")).toEqual([{ key: "club-logos/kept.webp", size: 3 }]);
  });

  it("reads XML-escaped keys from a listing, and lists only keys it could serve", async () => {
    const put = await raw().fetch(`${s3.endpoint}/${s3.bucket}/odd/a%26b%3Cc.png`, {
      method: "PUT",
      body: "x",
    });
    expect(put.status).toBe(200);
    const store = storeWith();
    await store.put("odd/fine.png", new Uint8Array([1]), "image/png");
    expect(await store.objects("odd/")).toEqual([
      { key: "odd/a&b<c.png", size: 1 },
      { key: "odd/fine.png", size: 1 },
    ]);
    expect(await store.list("odd/")).toEqual(["odd/fine.png"]);
  });

  it("parses a listing's entities and flags without expanding anything else", () => {
    const page = parseListPage(
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY big "boom">]><ListBucketResult><IsTruncated>true</IsTruncated>` +
        `<Contents><Key>a&amp;b&#47;c&#x2e;png&big;</Key><Size>12</Size></Contents>` +
        `<NextContinuationToken>1+/a=</NextContinuationToken></ListBucketResult>`,
    );
    expect(page).toEqual({
      objects: [{ key: "a&b/c.png&big;", size: 12 }],
      truncated: true,
      nextToken: "1+/a=",
    });
  });

  it("pages through a listing with continuation tokens", async () => {
    // s3rver cannot cut a listing on Node 17+ (tests/helpers/s3.ts), so these pages are S3's own words.
    const pages = [
      `<ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>p/a-1.png</Key><Size>1</Size></Contents><Contents><Key>p/a-2.png</Key><Size>2</Size></Contents><NextContinuationToken>1/2+3=</NextContinuationToken></ListBucketResult>`,
      `<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>p/a-3.png</Key><Size>3</Size></Contents></ListBucketResult>`,
    ];
    const urls: URL[] = [];
    vi.stubGlobal("fetch", async (request: Request) => {
      urls.push(new URL(request.url));
      return new Response(pages[urls.length - 1], { status: 200 });
    });
    expect(await storeWith({}, { pageSize: 2 }).list("p/a-")).toEqual([
      "p/a-1.png",
      "p/a-2.png",
      "p/a-3.png",
    ]);
    expect(urls.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { "list-type": "2", "max-keys": "2", prefix: "p/a-", delimiter: "/" },
      { "list-type": "2", "max-keys": "2", prefix: "p/a-", delimiter: "/", "continuation-token": "1/2+3=" },
    ]);
  });

  it("addresses the bucket in the path or as a sub-domain of the endpoint", async () => {
    const seen: string[] = [];
    vi.stubGlobal("fetch", async (request: Request) => {
      seen.push(`${request.method} ${request.url} ${request.headers.get("authorization")?.split(" ")[0]}`);
      return new Response(request.method === "GET" ? "png" : null, { status: 200 });
    });
    const base = { endpoint: "https://s3.eu-central-1.example.com/", region: "eu-central-1" };
    await storeWith({ ...base, forcePathStyle: true }).put(
      "club-logos/a.png",
      new Uint8Array([1]),
      "image/png",
    );
    await storeWith({ ...base, forcePathStyle: false }).get("club-logos/a.png");
    await storeWith({ endpoint: "http://minio:9000/storage", forcePathStyle: true }).delete("b.png");
    expect(seen).toEqual([
      "PUT https://s3.eu-central-1.example.com/clubhouse/club-logos/a.png AWS4-HMAC-SHA256",
      "GET https://clubhouse.s3.eu-central-1.example.com/club-logos/a.png AWS4-HMAC-SHA256",
      "DELETE http://minio:9000/storage/clubhouse/b.png AWS4-HMAC-SHA256",
    ]);
  });

  it("retries a server error a few times, then throws naming the bucket and the status", async () => {
    let calls = 0;
    vi.stubGlobal("fetch", async () => {
      calls++;
      return new Response(
        "<Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>",
        {
          status: 503,
        },
      );
    });
    await expect(storeWith().get("club-logos/a.png")).rejects.toThrow(
      `Could not read club-logos/a.png from the S3 bucket "clubhouse" at ${s3.endpoint}: status 503, SlowDown: Reduce your request rate.`,
    );
    expect(calls).toBe(4);
  });

  it("throws on a missing bucket rather than answering that the file is missing", async () => {
    const store = storeWith({ bucket: "no-such-bucket" });
    await expect(store.get("club-logos/a.png")).rejects.toThrow(
      /Could not read club-logos\/a.png from the S3 bucket "no-such-bucket" at .*: status 404, NoSuchBucket/,
    );
    await expect(store.list("club-logos/")).rejects.toThrow(/status 404, NoSuchBucket/);
  });

  it("never puts a credential in its errors", async () => {
    const store = storeWith({ accessKeyId: "AKIAWRONGKEY" });
    const errors = await Promise.all([
      store.put("club-logos/a.png", new Uint8Array([1]), "image/png").catch((e: Error) => e),
      storeWith({ endpoint: `http://127.0.0.1:${await freePort()}` })
        .get("club-logos/a.png")
        .catch((e: Error) => e),
    ]);
    expect(String(errors[0])).toContain('Could not store club-logos/a.png in the S3 bucket "clubhouse"');
    expect(String(errors[0])).toContain("status 403, InvalidAccessKeyId");
    expect(String(errors[1])).toMatch(
      /S3_ENDPOINT http:\/\/127\.0\.0\.1:\d+ cannot be reached \(.*ECONNREFUSED/,
    );
    for (const error of errors) {
      const shown = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`;
      expect(shown).not.toContain(SECRET);
      expect(shown).not.toContain("Signature=");
    }
  });
});

describe("the start-up check of the S3 settings", () => {
  it("passes on a bucket that answers, however many files it holds", async () => {
    // More than one: s3rver answers 500 to a listing it would have to cut (tests/helpers/s3.ts).
    expect((await storeWith().objects()).length).toBeGreaterThan(1);
    await expect(storeWith().check()).resolves.toBeUndefined();
  });

  it("says that the bucket does not exist", async () => {
    await expect(storeWith({ bucket: "clubhouse-typo" }).check()).rejects.toThrow(
      `S3_BUCKET "clubhouse-typo" does not exist at ${s3.endpoint}: create it, or correct the name.`,
    );
  });

  it("says that the endpoint cannot be reached, and why", async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    await expect(storeWith({ endpoint }).check()).rejects.toThrow(
      new RegExp(`^S3_ENDPOINT ${endpoint} cannot be reached: connect ECONNREFUSED 127\\.0\\.0\\.1:\\d+\\.$`),
    );
  });

  it("suggests path-style addressing when the bucket's sub-domain has no address", async () => {
    const store = storeWith({ endpoint: "http://s3.clubhouse.invalid:9000", forcePathStyle: false });
    await expect(store.check()).rejects.toThrow(
      /^S3_ENDPOINT http:\/\/s3\.clubhouse\.invalid:9000 cannot be reached: getaddrinfo ENOTFOUND clubhouse\.s3\.clubhouse\.invalid; .*set S3_FORCE_PATH_STYLE=true\.$/,
    );
  });

  it("says that the credentials were refused", async () => {
    // s3rver knows one access key id and does not check signatures: a wrong id is the refusal it can show.
    await expect(storeWith({ accessKeyId: "AKIAWRONGKEY" }).check()).rejects.toThrow(
      /^The S3 credentials were refused for S3_BUCKET "clubhouse" \(InvalidAccessKeyId: .*\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  describe("against a server that is not S3", () => {
    let server: Server;
    let endpoint = "";
    let answer = { status: 200, body: "<html>Welcome</html>", headers: {} as Record<string, string> };
    beforeAll(async () => {
      server = createServer((_req, res) => res.writeHead(answer.status, answer.headers).end(answer.body));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("says so when it answers without a bucket listing", async () => {
      await expect(storeWith({ endpoint }).check()).rejects.toThrow(
        `S3_ENDPOINT ${endpoint} does not answer like an S3 store (status 200 without a bucket listing).`,
      );
    });

    it("names the region when S3 says the bucket lives in another", async () => {
      answer = {
        status: 301,
        body: "<Error><Code>PermanentRedirect</Code><Message>Use the right endpoint.</Message></Error>",
        headers: { "x-amz-bucket-region": "eu-west-3" },
      };
      await expect(storeWith({ endpoint }).check()).rejects.toThrow(
        'S3_REGION is probably wrong for S3_BUCKET "clubhouse", which is in eu-west-3 (PermanentRedirect: Use the right endpoint).',
      );
    });
  });
});

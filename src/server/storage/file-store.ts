import { randomBytes } from "node:crypto";
import { constants, type Dirent } from "node:fs";
import { access, mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../logger.ts";
import { clubFilePrefixes, contentTypeOfExtension } from "./keys.ts";

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live (product decisions section 1: a local folder by default). Keys are relative
 * paths such as `club-logos/<clubId>-logo-<timestamp>.png`; a file is readable only once wholly written.
 */
export interface FileStore {
  /** `local` or `s3`, for the start-up line. */
  readonly name: string;
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix`, whose last `/` names the folder (`club-logos/<clubId>-`). */
  list(prefix: string): Promise<string[]>;
  /** Deletes every file of a club, best effort: a file that cannot be deleted is logged, never thrown. */
  deleteClubFiles(clubId: string): Promise<void>;
  /** The address at which the file is served. */
  publicUrl(key: string): string;
  /** Throws, with a message naming the setting that is probably wrong, when the store cannot be used. */
  check(): Promise<void>;
}

/** Letters, digits, dot, dash and underscore; no segment starts with a dot, so no `..` and no temp file. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidFileKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function invalidKeyError(key: string): Error {
  return new Error(`Not a valid file key: ${JSON.stringify(key)}`);
}

function extensionOf(key: string): string {
  const dot = key.lastIndexOf(".");
  return dot < 0 ? "" : key.slice(dot + 1).toLowerCase();
}

/**
 * The type a file is served with: its extension's, whatever the store was told, so that what is stored
 * elsewhere (a bucket edited by hand) cannot change how the browser treats it.
 */
export function contentTypeOfKey(key: string): string {
  return contentTypeOfExtension[extensionOf(key)] ?? "application/octet-stream";
}

/** Refuses a content type that disagrees with the key's extension (an image/png named .jpg). */
export function checkContentType(key: string, contentType: string): void {
  const expected = contentTypeOfExtension[extensionOf(key)];
  if (expected && expected !== contentType) {
    throw new Error(`The content type ${contentType} does not agree with the name ${key}`);
  }
}

/** Deletes every file of a club from `store`, best effort: what cannot be listed or deleted is logged. */
export async function deleteClubFilesFrom(
  store: FileStore,
  clubId: string,
  logger: Logger | undefined,
): Promise<void> {
  for (const prefix of clubFilePrefixes(clubId)) {
    let keys: string[];
    try {
      keys = await store.list(prefix);
    } catch (err) {
      logger?.error({ err, clubId, prefix }, "could not list the files of a deleted club");
      continue;
    }
    for (const key of keys) {
      try {
        await store.delete(key);
      } catch (err) {
        logger?.error({ err, clubId, key }, "could not delete a file of a deleted club");
      }
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/**
 * Files in a folder (`DATA_DIR/files` by default): `<root>/<key>`. A file is written to a temporary name
 * in its folder, flushed, then renamed into place, so that a half-written file is never served.
 */
export class LocalFileStore implements FileStore {
  readonly name = "local";
  private readonly root: string;
  private readonly publicBaseUrl: string;
  private readonly logger: Logger | undefined;

  constructor(options: { root: string; publicBaseUrl: string; logger?: Logger }) {
    this.root = path.resolve(options.root);
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, "");
    this.logger = options.logger;
  }

  private pathOf(key: string): string {
    if (!isValidFileKey(key)) throw invalidKeyError(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw invalidKeyError(key);
    return file;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    checkContentType(key, contentType);
    const folder = path.dirname(file);
    await mkdir(folder, { recursive: true });
    const temp = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      const handle = await open(temp, "wx", 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    let file: string;
    try {
      file = this.pathOf(key);
    } catch {
      return null;
    }
    try {
      const bytes = await readFile(file);
      return { bytes, contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const slash = prefix.lastIndexOf("/");
    const folderKey = slash < 0 ? "" : prefix.slice(0, slash);
    const namePrefix = prefix.slice(slash + 1);
    const folder = folderKey ? this.pathOf(folderKey) : this.root;
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    // Files only: a folder is not a key (a bucket lists only the objects directly under the prefix too).
    return entries
      .filter((e) => e.isFile() && e.name.startsWith(namePrefix) && !e.name.startsWith("."))
      .map((e) => (folderKey ? `${folderKey}/${e.name}` : e.name))
      .sort();
  }

  deleteClubFiles(clubId: string): Promise<void> {
    return deleteClubFilesFrom(this, clubId, this.logger);
  }

  publicUrl(key: string): string {
    return `${this.publicBaseUrl}/${key}`;
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new Error(`The files folder ${this.root} (DATA_DIR/files) cannot be written: ${reason}`);
    }
  }
}

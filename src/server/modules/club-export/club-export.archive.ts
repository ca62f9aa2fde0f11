import { randomBytes } from "node:crypto";
import { type FileHandle, open, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/*
 * A ZIP archive written as it goes into a temporary file (fflate's streaming Zip): one entry at a time, each
 * pushed in pieces, so that what sits in memory is one batch of rows, not the archive.
 */

export class ArchiveWriter {
  private readonly zip: Zip;
  private pending: Uint8Array[] = [];
  private failure: Error | null = null;
  private ended = false;
  private current: ZipDeflate | ZipPassThrough | null = null;
  bytes = 0;

  private constructor(
    private readonly handle: FileHandle,
    readonly file: string,
    private readonly mtime: Date,
  ) {
    this.zip = new Zip((err, data, final) => {
      if (err) this.failure = err;
      else this.pending.push(data);
      if (final) this.ended = true;
    });
  }

  static async create(mtime: Date): Promise<ArchiveWriter> {
    const file = path.join(tmpdir(), `clubhouse-export-${randomBytes(8).toString("hex")}.zip`);
    const handle = await open(file, "wx", 0o600);
    return new ArchiveWriter(handle, file, mtime);
  }

  /** Writes what the archive has made so far to the file. */
  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const chunks = this.pending;
    this.pending = [];
    for (const chunk of chunks) {
      await this.handle.write(chunk);
      this.bytes += chunk.length;
    }
  }

  /** Starts an entry; `compress` false stores it as it is (images, already compressed). */
  begin(name: string, compress = true): void {
    if (this.current) throw new Error("An entry is still open");
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = this.mtime;
    this.zip.add(entry);
    this.current = entry;
  }

  async push(data: Uint8Array | string): Promise<void> {
    if (!this.current) throw new Error("No entry is open");
    this.current.push(typeof data === "string" ? Buffer.from(data, "utf8") : data, false);
    await this.flush();
  }

  async end(): Promise<void> {
    if (!this.current) throw new Error("No entry is open");
    this.current.push(new Uint8Array(0), true);
    this.current = null;
    await this.flush();
  }

  /** One whole entry. */
  async entry(name: string, data: Uint8Array | string, compress = true): Promise<void> {
    this.begin(name, compress);
    await this.push(data);
    await this.end();
  }

  /** Ends the archive and answers its bytes (read back from the temporary file, which is then deleted). */
  async finish(): Promise<Buffer> {
    this.zip.end();
    await this.flush();
    if (!this.ended) throw new Error("The archive did not end");
    await this.handle.close();
    try {
      return await readFile(this.file);
    } finally {
      await rm(this.file, { force: true });
    }
  }

  /** Closes and deletes the temporary file after a failure. */
  async discard(): Promise<void> {
    try {
      this.zip.terminate();
    } catch {
      // already ended
    }
    await this.handle.close().catch(() => {});
    await rm(this.file, { force: true });
  }
}

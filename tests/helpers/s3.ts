import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`, addressed path-style. */
  endpoint: string;
  bucket: string;
  /** The S3_* settings of the bucket, for parseEnv or a child process's environment. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free port of 127.0.0.1, keeping its objects in a fresh temporary
 * folder, with one empty bucket. It checks the access key id (S3RVER) but not the signature, so any secret
 * passes. Its listings cannot page on Node 17 and later (its continuation tokens use DES, which OpenSSL 3
 * leaves out): a page that would be cut answers 500.
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? "clubhouse";
  const directory = await mkdtemp(path.join(tmpdir(), "clubhouse-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import path from "node:path";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { type FileStore, LocalFileStore } from "./file-store.ts";
import { S3FileStore, type S3Settings } from "./s3-file-store.ts";

type S3Env = Pick<
  Env,
  | "S3_ENDPOINT"
  | "S3_BUCKET"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_REGION"
  | "S3_FORCE_PATH_STYLE"
>;

/** The bucket named by the S3_* settings, or undefined when they are not given (env.ts wants all or none). */
export function s3SettingsOf(env: S3Env): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Where uploaded files live (product decisions section 1): the S3 bucket when the S3_* settings are given,
 * else the folder `DATA_DIR/files`. Either way they are served by the app under `APP_URL/files`.
 * Start-up calls `check()` on the result, which throws naming the setting that is probably wrong.
 */
export function createFileStore(env: Env, logger: Logger): FileStore {
  const publicBaseUrl = `${env.APP_URL}/files`;
  const s3 = s3SettingsOf(env);
  if (s3) return new S3FileStore({ ...s3, publicBaseUrl, logger });
  return new LocalFileStore({ root: path.join(env.DATA_DIR, "files"), publicBaseUrl, logger });
}

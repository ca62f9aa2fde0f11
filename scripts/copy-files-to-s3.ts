// `npm run files:copy-to-s3`: copies the uploaded files of the data folder (DATA_DIR/files) into the S3
// bucket of the S3_* settings, under the same keys, before the app is started with those settings. A file
// already in the bucket with the same size is left alone, so the command can be run again; nothing is
// deleted, locally or in the bucket.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError, parseEnv } from "../src/server/env.ts";
import { contentTypeOfKey, isValidFileKey } from "../src/server/storage/file-store.ts";
import { S3FileStore } from "../src/server/storage/s3-file-store.ts";
import { s3SettingsOf } from "../src/server/storage/select-store.ts";

const USAGE = `Usage: npm run files:copy-to-s3

Copies the files of DATA_DIR/files (./data/files by default) into the bucket named by S3_ENDPOINT,
S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (with S3_REGION and S3_FORCE_PATH_STYLE where the
store needs them). Files already there with the same size are skipped; local files are not deleted.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const files = (n: number) => `${n} ${n === 1 ? "file" : "files"}`;

/** The files under `root` as store keys (`/`-separated), or undefined when there is no such folder. */
async function localFiles(root: string): Promise<string[] | undefined> {
  const keys: string[] = [];
  async function walk(folder: string, prefix: string): Promise<void> {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), `${key}/`);
      else if (entry.isFile()) keys.push(key);
    }
  }
  try {
    await walk(root, "");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return keys.sort();
}

async function main() {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log(USAGE);
    return;
  }
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError)
      fail(`${error.message}\nNothing was copied. Fix the setting and run it again.`);
    throw error;
  }
  const settings = s3SettingsOf(env);
  if (!settings) {
    fail(
      "S3 is not configured: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_REGION, S3_FORCE_PATH_STYLE where the store needs them) as the app will have them, then run this again.",
    );
  }
  const store = new S3FileStore({ ...settings, publicBaseUrl: env.APP_URL ?? "http://localhost" });
  try {
    await store.check();
  } catch (error) {
    fail(`Nothing was copied: ${(error as Error).message}`);
  }

  const root = path.resolve(env.DATA_DIR, "files");
  const keys = await localFiles(root);
  if (!keys) {
    console.log(`There is no folder ${root}: there are no files to copy.`);
    return;
  }
  console.log(
    `Copying ${files(keys.length)} from ${root} to the bucket ${settings.bucket} at ${store.endpointLabel}`,
  );
  const inBucket = new Map((await store.objects()).map((o) => [o.key, o.size]));

  let copied = 0;
  let copiedBytes = 0;
  let already = 0;
  let skipped = 0;
  let failed = 0;
  for (const [i, key] of keys.entries()) {
    const step = `[${i + 1}/${keys.length}]`;
    // Temporary files of an interrupted upload start with a dot, and nothing else could be served.
    if (!isValidFileKey(key)) {
      skipped++;
      console.log(`${step} skipped ${key}: not a name the app stores files under`);
      continue;
    }
    const bytes = await readFile(path.join(root, ...key.split("/")));
    if (inBucket.get(key) === bytes.length) {
      already++;
      console.log(`${step} already there: ${key}`);
      continue;
    }
    try {
      await store.put(key, bytes, contentTypeOfKey(key));
      copied++;
      copiedBytes += bytes.length;
      console.log(`${step} copied ${key} (${size(bytes.length)})`);
    } catch (error) {
      failed++;
      console.error(`${step} could not copy ${key}: ${(error as Error).message}`);
    }
  }

  console.log(
    `Copied ${files(copied)} (${size(copiedBytes)}) to bucket ${settings.bucket}; ${already} already there${skipped ? `; ${skipped} skipped` : ""}.`,
  );
  if (failed) fail(`${files(failed)} could not be copied: run the command again to copy the rest.`);
  console.log(
    `The local files were not deleted: ${root} can be removed once Clubhouse runs with the S3 settings.`,
  );
}

await main();

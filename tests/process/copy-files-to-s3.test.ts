import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../src/server/env.ts";
import { S3FileStore } from "../../src/server/storage/s3-file-store.ts";
import { s3SettingsOf } from "../../src/server/storage/select-store.ts";
import { freePort } from "../helpers/free-port.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3.ts";

// `npm run files:copy-to-s3` as a person runs it: a process with the data folder and the S3 settings.

const CLUB = "0b9e7a52-4f1e-4c1e-9a43-1f2d3c4b5a69";

function copy(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/copy-files-to-s3.ts"], {
    // None of the developer's own S3 settings: only the ones given here.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("S3_"))),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

let s3: TestS3Server;
let dataDir = "";
const files: Record<string, Buffer> = {
  [`club-logos/${CLUB}-logo-1700000000000.png`]: Buffer.alloc(3000, 1),
  [`club-logos/${CLUB}-logo-1700000000001.webp`]: Buffer.alloc(1500, 2),
  [`club-favicons/${CLUB}-favicon-1700000000000.jpg`]: Buffer.alloc(200, 3),
};

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), "clubhouse-copy-"));
  for (const [key, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, "files", key)), { recursive: true });
    await writeFile(path.join(dataDir, "files", key), bytes);
  }
  // The temporary file of an upload that was cut short.
  await writeFile(path.join(dataDir, "files", "club-logos", ".half.png.1a2b3c.tmp"), "x");
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run files:copy-to-s3", () => {
  it("copies the data folder's files into the bucket, then finds them there when run again", async () => {
    const first = await copy({ ...s3.env, DATA_DIR: dataDir });
    expect(first.output).toContain(
      `Copying 4 files from ${path.join(dataDir, "files")} to the bucket clubhouse`,
    );
    expect(first.output).toContain(`copied club-logos/${CLUB}-logo-1700000000000.png (2.9 KB)`);
    expect(first.output).toContain(
      "skipped club-logos/.half.png.1a2b3c.tmp: not a name the app stores files under",
    );
    expect(first.output).toContain(
      "Copied 3 files (4.6 KB) to bucket clubhouse; 0 already there; 1 skipped.",
    );
    expect(first.output).toContain(
      `The local files were not deleted: ${path.join(dataDir, "files")} can be removed once Clubhouse runs with the S3 settings.`,
    );
    expect(first.code).toBe(0);

    const settings = s3SettingsOf(parseEnv(s3.env));
    if (!settings) throw new Error("no S3 settings");
    const store = new S3FileStore({ ...settings, publicBaseUrl: "http://localhost:3000/files" });
    for (const [key, bytes] of Object.entries(files)) {
      const stored = await store.get(key);
      expect(stored?.bytes.equals(bytes), key).toBe(true);
    }
    expect((await store.objects()).length).toBe(3);

    // A file changed since (another size) is copied again; the others are already there.
    await writeFile(path.join(dataDir, "files", `club-favicons/${CLUB}-favicon-1700000000000.jpg`), "new");
    const second = await copy({ ...s3.env, DATA_DIR: dataDir });
    expect(second.output).toContain(`already there: club-logos/${CLUB}-logo-1700000000000.png`);
    expect(second.output).toContain("Copied 1 file (3 B) to bucket clubhouse; 2 already there; 1 skipped.");
    expect(second.code).toBe(0);
  });

  it("stops with a message when S3 is not configured, or not reachable", async () => {
    const none = await copy({ DATA_DIR: dataDir });
    expect(none.code).toBe(1);
    expect(none.output).toContain("S3 is not configured: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID");

    const some = await copy({ DATA_DIR: dataDir, S3_BUCKET: "clubhouse" });
    expect(some.code).toBe(1);
    expect(some.output).toContain("S3_ENDPOINT: is required when S3_BUCKET is set");

    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const away = await copy({ ...s3.env, S3_ENDPOINT: endpoint, DATA_DIR: dataDir });
    expect(away.code).toBe(1);
    expect(away.output).toContain(
      `Nothing was copied: S3_ENDPOINT ${endpoint} cannot be reached: connect ECONNREFUSED`,
    );
  });
});

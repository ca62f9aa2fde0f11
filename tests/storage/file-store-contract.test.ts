import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger.ts";
import type { FileStore } from "../../src/server/storage/file-store.ts";
import { createFileStore } from "../../src/server/storage/select-store.ts";
import { startS3Server } from "../helpers/s3.ts";
import { APP_URL, testEnv } from "../helpers/test-app.ts";

// One behaviour, two stores: the same tests run on the data folder and on an S3 bucket, each made by
// createFileStore from its settings, so that the two cannot drift apart.

const CLUB = "0b9e7a52-4f1e-4c1e-9a43-1f2d3c4b5a69";
const OTHER_CLUB = "7c0d1e2f-3a4b-4c5d-8e6f-708192a3b4c5";
const logger = createLogger("silent");
const bytes = (text: string) => new Uint8Array(Buffer.from(text));

async function localStore() {
  const dir = await mkdtemp(path.join(tmpdir(), "clubhouse-contract-"));
  const store = createFileStore({ ...testEnv(), DATA_DIR: dir }, logger);
  return { store, close: () => rm(dir, { recursive: true, force: true }) };
}

async function s3Store() {
  const server = await startS3Server();
  const store = createFileStore(testEnv(server.env), logger);
  return { store, close: server.close };
}

describe.each([
  ["the data folder", "local", localStore],
  ["an S3 bucket", "s3", s3Store],
] as const)("files in %s", (_where, name, make) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await make());
  });
  afterAll(() => close());

  it(`is chosen by the settings (${name}) and passes its start-up check`, async () => {
    expect(store.name).toBe(name);
    await expect(store.check()).resolves.toBeUndefined();
  });

  it("stores, replaces and reads a file, typed by its extension", async () => {
    const key = `club-logos/${CLUB}-logo-1700000000000.png`;
    await store.put(key, bytes("first"), "image/png");
    await store.put(key, bytes("second"), "image/png");
    const file = await store.get(key);
    expect(file?.bytes.toString()).toBe("second");
    expect(file?.contentType).toBe("image/png");
    await store.put("club-favicons/a.jpeg", bytes("j"), "image/jpeg");
    expect((await store.get("club-favicons/a.jpeg"))?.contentType).toBe("image/jpeg");
    await store.put("notes/readme.txt", bytes("t"), "text/plain");
    expect((await store.get("notes/readme.txt"))?.contentType).toBe("application/octet-stream");
  });

  it("answers null for a missing file and for a key it would refuse", async () => {
    expect(await store.get("club-logos/missing.png")).toBeNull();
    expect(await store.get("../secret.png")).toBeNull();
    expect(await store.get(".hidden.png")).toBeNull();
  });

  it("refuses keys that could leave its folder or name a temporary file", async () => {
    for (const key of [
      "../x.png",
      "/x.png",
      "a//b.png",
      ".x.png",
      "club-logos/.x.png",
      "a b.png",
      "a/../b.png",
      "",
    ]) {
      await expect(store.put(key, bytes("x"), "image/png"), key).rejects.toThrow(/Not a valid file key/);
      await expect(store.delete(key), key).rejects.toThrow(/Not a valid file key/);
    }
    await expect(store.list("../club-logos/")).rejects.toThrow(/Not a valid file key/);
  });

  it("refuses a content type that disagrees with the extension", async () => {
    await expect(store.put("club-logos/x.jpg", bytes("x"), "image/png")).rejects.toThrow(
      "The content type image/png does not agree with the name club-logos/x.jpg",
    );
    expect(await store.get("club-logos/x.jpg")).toBeNull();
  });

  it("lists a folder's files by prefix, sorted, without those of folders below it", async () => {
    for (const key of [
      "list/b-2.png",
      "list/b-1.png",
      "list/a-1.png",
      "list/b-sub/c.png",
      "list-other/b-3.png",
    ]) {
      await store.put(key, bytes(key), "image/png");
    }
    expect(await store.list("list/b-")).toEqual(["list/b-1.png", "list/b-2.png"]);
    expect(await store.list("list/c-")).toEqual([]);
    expect(await store.list("nothing/here-")).toEqual([]);
  });

  it("deletes a file; a missing one is not an error", async () => {
    await store.put("gone/a.png", bytes("a"), "image/png");
    await store.delete("gone/a.png");
    expect(await store.get("gone/a.png")).toBeNull();
    await expect(store.delete("gone/a.png")).resolves.toBeUndefined();
    await expect(store.delete("never/was.png")).resolves.toBeUndefined();
  });

  it("deletes every file of a club and no other club's", async () => {
    const mine = [`club-logos/${CLUB}-logo-1.png`, `club-favicons/${CLUB}-favicon-2.webp`];
    const theirs = [`club-logos/${OTHER_CLUB}-logo-1.png`];
    for (const key of [...mine, ...theirs]) {
      await store.put(key, bytes(key), key.endsWith(".webp") ? "image/webp" : "image/png");
    }
    await store.deleteClubFiles(CLUB);
    for (const key of mine) expect(await store.get(key)).toBeNull();
    expect(await store.list(`club-logos/${CLUB}-`)).toEqual([]);
    expect(await store.list(`club-logos/${OTHER_CLUB}-`)).toEqual(theirs);
  });

  it("names the app's address as where a file is served", () => {
    expect(store.publicUrl("club-logos/x.png")).toBe(`${APP_URL}/files/club-logos/x.png`);
  });
});

import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger.ts";
import { S3FileStore } from "../../src/server/storage/s3-file-store.ts";
import { createFileStore } from "../../src/server/storage/select-store.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3.ts";
import { APP_URL, type Client, createTestApp, type TestApp, testEnv } from "../helpers/test-app.ts";

// The branding upload and /files with the app's files in an S3 bucket (tests/api/branding.test.ts covers
// the upload itself on the data folder).

type Settings = { branding: { logoUrl: string | null; faviconUrl: string | null } };

let s3: TestS3Server;
let store: S3FileStore;
let t: TestApp;
let owner: Client;
let clubId = "";

const keyOf = (url: string | null) => (url ?? "").slice(`${APP_URL}/files/`.length);

async function uploadLogo(width: number): Promise<string> {
  const png = await sharp({ create: { width, height: 40, channels: 3, background: "#146c3c" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
  const res = await owner.request(`/api/clubs/${clubId}/branding/logo`, { method: "POST", body: form });
  expect(res.status).toBe(200);
  const url = ((await res.json()) as Settings).branding.logoUrl;
  if (!url) throw new Error("no logo address");
  return url;
}

beforeAll(async () => {
  s3 = await startS3Server();
  const env = testEnv(s3.env);
  store = createFileStore(env, createLogger("silent")) as S3FileStore;
  expect(store).toBeInstanceOf(S3FileStore);
  t = await createTestApp({ env: { TRUST_PROXY: "true" }, fileStore: store });
  owner = await signedInClient(t, "owner@example.com");
  const created = await owner.post("/api/clubs", {
    name: "Bucket Hill Golf Club",
    email: "office@bucket.example",
  });
  clubId = ((await created.json()) as { id: string }).id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe("files in an S3 bucket", () => {
  it("stores an uploaded logo in the bucket, not in the data folder", async () => {
    const url = await uploadLogo(120);
    expect(url).toMatch(new RegExp(`^${APP_URL}/files/club-logos/${clubId}-logo-\\d+\\.png$`));
    expect(await store.objects("club-logos/")).toEqual([
      { key: keyOf(url), size: expect.any(Number) as number },
    ]);
    expect(await readdir(t.filesDir)).toEqual([]);
  });

  it("serves it through the app with the same headers as from the data folder", async () => {
    const url = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as Settings;
    const key = keyOf(url.branding.logoUrl);
    const stored = await store.get(key);
    const served = await owner.request(`/files/${key}`);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(stored?.bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "cross-origin",
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(stored?.bytes).metadata()).toMatchObject({ format: "png", width: 120 });
  });

  it("deletes the replaced logo from the bucket, and answers 404 for it", async () => {
    const before = (await store.list(`club-logos/${clubId}-`))[0];
    await new Promise((r) => setTimeout(r, 5));
    const after = keyOf(await uploadLogo(60));
    expect(await store.list(`club-logos/${clubId}-`)).toEqual([after]);
    expect((await owner.request(`/files/${before}`)).status).toBe(404);
    expect((await owner.request(`/files/${after}`)).status).toBe(200);
  });

  it("answers 404 for a key that is in the bucket but not a club's image", async () => {
    await store.put("private/notes.png", new Uint8Array([1, 2, 3]), "image/png");
    expect((await owner.request("/files/private/notes.png")).status).toBe(404);
  });
});

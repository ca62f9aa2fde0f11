import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandingImageMessages } from "../../src/shared/branding.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { APP_URL, Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Fixtures are made here, with sharp and zlib: no binary files in the repository.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function solidImage(width: number, height: number, alpha = false) {
  const background = alpha ? { r: 20, g: 120, b: 60, alpha: 0.5 } : { r: 20, g: 120, b: 60 };
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } });
}

/** A real PNG with a text chunk after its header and an HTML script appended after its IEND chunk. */
async function pngWithScript(): Promise<Buffer> {
  const png = await solidImage(64, 32, true).png().toBuffer();
  const afterHeader = PNG_SIGNATURE.length + 25; // signature, then the IHDR chunk (4 + 4 + 13 + 4 bytes)
  const comment = pngChunk("tEXt", Buffer.from("Comment\0Made by Secret Studio", "latin1"));
  return Buffer.concat([
    png.subarray(0, afterHeader),
    comment,
    png.subarray(afterHeader),
    Buffer.from("<script>alert(document.cookie)</script>"),
  ]);
}

/** A PNG whose header claims 30000 × 30000 pixels, with a tiny compressed image body. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An 80 × 40 JPEG whose EXIF names an artist, a GPS position, and says "rotate 90°" (orientation 6). */
function jpegWithExif(): Promise<Buffer> {
  return solidImage(80, 40)
    .jpeg()
    .withExif({
      IFD0: { Artist: "Ada Secret" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 1234/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

type Kind = "logo" | "favicon";
type Settings = { branding: { logoUrl: string | null; faviconUrl: string | null; primaryColor: string } };
type ErrorBody = { code: string; title: string; fields?: { path: string; message: string }[] };

/**
 * Uploads a file as a browser does: the multipart body written out, with its length (or, with `length:
 * false`, without, as a chunked upload comes). A FormData body would be written by undici while the server
 * reads it, and undici fails when the server stops reading an upload over the limit.
 */
async function upload(
  client: Client,
  clubId: string,
  kind: Kind,
  bytes: Uint8Array,
  name: string,
  type = "application/octet-stream",
  { length = true } = {},
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  const multipart = new Response(form);
  const body = new Uint8Array(await multipart.arrayBuffer());
  const headers = new Headers({ "content-type": multipart.headers.get("content-type") ?? "" });
  if (length) headers.set("content-length", String(body.byteLength));
  return client.request(`/api/clubs/${clubId}/branding/${kind}`, { method: "POST", body, headers });
}

let t: TestApp;
let owner: Client;
let admin: Client;
let manager: Client;
let member: Client;
let stranger: Client;
let ownerId = "";
let clubId = "";
let otherClubId = "";
const CLUB = "Pebble Creek Golf Club";

const keyOf = (url: string | null) => (url ?? "").slice(`${APP_URL}/files/`.length);
const storedFile = (url: string | null) => readFile(path.join(t.filesDir, keyOf(url)));
const isStored = (url: string | null) => existsSync(path.join(t.filesDir, keyOf(url)));

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of ["club-logos", "club-favicons"]) {
    const names = await readdir(path.join(t.filesDir, folder)).catch(() => []);
    keys.push(...names.map((n) => `${folder}/${n}`));
  }
  return keys.sort();
}

async function settings(client = owner, id = clubId): Promise<Settings> {
  const res = await client.request(`/api/clubs/${id}/settings`);
  expect(res.status).toBe(200);
  return (await res.json()) as Settings;
}

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(422);
  expect(await res.json()).toEqual({
    code: "VALIDATION_FAILED",
    title: message,
    fields: [{ path: "file", message }],
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(t, "owner@example.com");
  admin = await signedInClient(t, "admin@example.com", { firstName: "Alex", lastName: "Admin" });
  manager = await signedInClient(t, "manager@example.com", { firstName: "Mia", lastName: "Manager" });
  member = await signedInClient(t, "member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const created = await owner.post("/api/clubs", { name: CLUB, email: "office@pebble.example" });
  clubId = ((await created.json()) as { id: string }).id;
  const other = await stranger.post("/api/clubs", { name: "Other Club", email: "office@other.example" });
  otherClubId = ((await other.json()) as { id: string }).id;

  ownerId = await userIdOf(t, "owner@example.com");
  await giveRole(t, clubId, "admin@example.com", "admin");
  await giveRole(t, clubId, "manager@example.com", "manager");
  await giveRole(t, clubId, "member@example.com", "member");
});
afterAll(() => t.close());

describe("uploading a logo or favicon", () => {
  it("accepts a PNG carrying a script after its end, and stores and serves only the re-encoded image", async () => {
    const res = await upload(owner, clubId, "logo", await pngWithScript(), "logo.png", "image/png");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Settings;
    expect(body.branding.logoUrl).toMatch(
      new RegExp(`^${APP_URL}/files/club-logos/${clubId}-logo-\\d+\\.png$`),
    );

    const stored = await storedFile(body.branding.logoUrl);
    expect(stored.includes("<script")).toBe(false);
    expect(stored.includes("Secret Studio")).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "png", width: 64, height: 32 });
    expect(meta.comments).toBeUndefined();

    const served = await owner.request(`/files/${keyOf(body.branding.logoUrl)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    // Public: a signed-out visitor (or an e-mail client) sees it too.
    expect((await new Client(t).request(`/files/${keyOf(body.branding.logoUrl)}`)).status).toBe(200);
  });

  it("stores a JPEG without its EXIF (artist, GPS), turned upright, under its own extension", async () => {
    const res = await upload(owner, clubId, "favicon", await jpegWithExif(), "Photo.JPEG", "image/jpeg");
    expect(res.status).toBe(200);
    const url = ((await res.json()) as Settings).branding.faviconUrl;
    expect(url).toMatch(new RegExp(`/files/club-favicons/${clubId}-favicon-\\d+\\.jpeg$`));
    const stored = await storedFile(url);
    expect(stored.includes("Ada Secret")).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 40, height: 80 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const served = await owner.request(`/files/${keyOf(url)}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("fits a logo within 1024 × 1024 and a favicon within 256 × 256, and never enlarges", async () => {
    const wide = await solidImage(2000, 1000).webp().toBuffer();
    const logo = await upload(owner, clubId, "logo", wide, "banner.webp");
    const logoUrl = ((await logo.json()) as Settings).branding.logoUrl;
    expect(logoUrl).toMatch(/\.webp$/);
    expect(await sharp(await storedFile(logoUrl)).metadata()).toMatchObject({
      format: "webp",
      width: 1024,
      height: 512,
    });

    // The name does not decide the type: a PNG named .jpg is stored as .png.
    const square = await solidImage(600, 600).png().toBuffer();
    const favicon = await upload(owner, clubId, "favicon", square, "icon.jpg", "image/jpeg");
    const faviconUrl = ((await favicon.json()) as Settings).branding.faviconUrl;
    expect(faviconUrl).toMatch(/\.png$/);
    expect(await sharp(await storedFile(faviconUrl)).metadata()).toMatchObject({ width: 256, height: 256 });

    const small = await upload(owner, clubId, "logo", await solidImage(100, 50).png().toBuffer(), "s.png");
    const smallUrl = ((await small.json()) as Settings).branding.logoUrl;
    expect(await sharp(await storedFile(smallUrl)).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  it("accepts a file of 1.5 MB, which the 1 MB limit of JSON bodies would have refused", async () => {
    // Random pixels do not compress: a PNG of about 1.5 MB.
    const noise = Buffer.alloc(720 * 720 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 720, height: 720, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(owner, clubId, "favicon", png, "noise.png");
    expect(res.status).toBe(200);
  });

  it("shows the stored address in the settings and the club list", async () => {
    const current = await settings();
    expect(current.branding.logoUrl).toMatch(new RegExp(`^${APP_URL}/files/club-logos/`));
    expect(current.branding.faviconUrl).toMatch(new RegExp(`^${APP_URL}/files/club-favicons/`));
    const list = (await (await owner.request("/api/clubs")).json()) as {
      clubs: { id: string; logoUrl: string | null; faviconUrl: string | null }[];
    };
    expect(list.clubs.find((c) => c.id === clubId)).toMatchObject({
      logoUrl: current.branding.logoUrl,
      faviconUrl: current.branding.faviconUrl,
    });
  });

  it("deletes the previous file when the logo is replaced", async () => {
    const before = (await settings()).branding.logoUrl;
    expect(isStored(before)).toBe(true);
    const res = await upload(admin, clubId, "logo", await solidImage(300, 100).png().toBuffer(), "new.png");
    expect(res.status).toBe(200);
    const after = ((await res.json()) as Settings).branding.logoUrl;
    expect(after).not.toBe(before);
    expect(isStored(after)).toBe(true);
    expect(isStored(before)).toBe(false);
    expect((await owner.request(`/files/${keyOf(before)}`)).status).toBe(404);
    // One logo and one favicon of the club are stored, no more.
    expect(await storedKeys()).toEqual([keyOf((await settings()).branding.faviconUrl), keyOf(after)].sort());
  });

  it("records the change in the audit trail, attributed to the uploader", async () => {
    const res = await upload(owner, clubId, "logo", await solidImage(50, 50).png().toBuffer(), "a.png");
    const url = ((await res.json()) as Settings).branding.logoUrl;
    const updates = await auditRows(t.database.db, { tableName: "clubs", clubId, action: "UPDATE" });
    const entry = updates.find(
      (u) => (u.newData as { branding_settings?: { logoUrl?: string } }).branding_settings?.logoUrl === url,
    );
    expect(entry?.changedFields).toEqual(expect.arrayContaining(["branding_settings"]));
    expect(entry?.changedBy).toBe(ownerId);
    expect(entry?.ipAddress).toMatch(/^198\.51\.100\./);
  });
});

describe("refused uploads", () => {
  let before: Settings["branding"];
  let keysBefore: string[];
  beforeAll(async () => {
    before = (await settings()).branding;
    keysBefore = await storedKeys();
  });
  const unchanged = async () => {
    expect((await settings()).branding).toEqual(before);
    expect(await storedKeys()).toEqual(keysBefore);
  };

  it("refuses an SVG, even named .png", async () => {
    await expectRefused(
      await upload(owner, clubId, "logo", SVG, "logo.png", "image/png"),
      brandingImageMessages.svg,
    );
    await expectRefused(
      await upload(owner, clubId, "favicon", SVG, "icon.svg", "image/svg+xml"),
      brandingImageMessages.svg,
    );
    await unchanged();
  });

  it("refuses a text file renamed .png, and a GIF", async () => {
    const text = Buffer.from("Just some notes, not an image at all.\n");
    await expectRefused(
      await upload(owner, clubId, "logo", text, "notes.png", "image/png"),
      brandingImageMessages.wrongType,
    );
    const gif = await solidImage(10, 10).gif().toBuffer();
    await expectRefused(await upload(owner, clubId, "logo", gif, "a.gif"), brandingImageMessages.wrongType);
    await unchanged();
  });

  it("refuses a file over 2 MB, just over or far over (the upload's own body limit)", async () => {
    const justOver = Buffer.concat([
      await solidImage(10, 10).png().toBuffer(),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    await expectRefused(
      await upload(owner, clubId, "logo", justOver, "big.png"),
      "The file is larger than 2 MB. Upload an image of at most 2 MB.",
    );
    const farOver = Buffer.alloc(3 * 1024 * 1024, 1);
    await expectRefused(
      await upload(owner, clubId, "logo", farOver, "huge.png"),
      brandingImageMessages.tooLarge,
    );
    // Without a declared length, reading stops where the bytes pass the limit.
    await expectRefused(
      await upload(owner, clubId, "logo", farOver, "huge.png", undefined, { length: false }),
      brandingImageMessages.tooLarge,
    );
    await unchanged();
  });

  it("refuses an image of more pixels than the limit from its header, without decoding it", async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(owner, clubId, "logo", bomb, "bomb.png", "image/png");
    await expectRefused(res, brandingImageMessages.tooManyPixels(30000, 30000));
    expect(brandingImageMessages.tooManyPixels(30000, 30000)).toBe(
      "The image is 30000 × 30000 pixels, more than the limit of 16,777,216 pixels (4096 × 4096). Upload a smaller image.",
    );
    await unchanged();
  });

  it("refuses a file that looks like an image but cannot be read", async () => {
    const broken = Buffer.concat([PNG_SIGNATURE, Buffer.from("not really a PNG after all")]);
    await expectRefused(
      await upload(owner, clubId, "logo", broken, "broken.png"),
      "The file is not a readable image.",
    );
    const png = await solidImage(200, 200).png().toBuffer();
    await expectRefused(
      await upload(owner, clubId, "logo", png.subarray(0, 80), "cut.png"),
      brandingImageMessages.unreadable,
    );
    await unchanged();
  });

  it("refuses a request without a file, with an empty file, or with two files", async () => {
    const empty = new FormData();
    empty.append("file", "just text");
    const noFile = await owner.request(`/api/clubs/${clubId}/branding/logo`, { method: "POST", body: empty });
    await expectRefused(noFile, brandingImageMessages.missing);
    const json = await owner.request(`/api/clubs/${clubId}/branding/logo`, { method: "POST", json: {} });
    await expectRefused(json, brandingImageMessages.missing);
    await expectRefused(
      await upload(owner, clubId, "logo", new Uint8Array(0), "empty.png"),
      brandingImageMessages.empty,
    );
    const two = new FormData();
    const png = await solidImage(10, 10).png().toBuffer();
    two.append("file", new File([new Uint8Array(png)], "a.png"));
    two.append("file", new File([new Uint8Array(png)], "b.png"));
    const twoFiles = await owner.request(`/api/clubs/${clubId}/branding/logo`, { method: "POST", body: two });
    await expectRefused(twoFiles, brandingImageMessages.tooMany);
    await unchanged();
  });
});

describe("who may change the branding", () => {
  const png = () => solidImage(20, 20).png().toBuffer();
  const label: Record<string, string> = { manager: "Manager", member: "Member" };
  const denied = (action: string, role: string) =>
    `You do not have permission to update club branding. Only owners and admins can ${action}. Current role: ${label[role]} (Club: ${CLUB})`;

  it("refuses a member and a manager with the spec's text, storing nothing", async () => {
    const keysBefore = await storedKeys();
    for (const [client, role] of [
      [member, "member"],
      [manager, "manager"],
    ] as const) {
      const logo = await upload(client, clubId, "logo", await png(), "l.png");
      expect(logo.status).toBe(403);
      expect(await logo.json()).toEqual({ code: "FORBIDDEN", title: denied("upload logos", role) });
      const favicon = await upload(client, clubId, "favicon", await png(), "f.png");
      expect(favicon.status).toBe(403);
      expect(((await favicon.json()) as ErrorBody).title).toBe(denied("upload favicons", role));
      const removal = await client.request(`/api/clubs/${clubId}/branding/logo`, { method: "DELETE" });
      expect(removal.status).toBe(403);
      expect(((await removal.json()) as ErrorBody).title).toBe(denied("modify branding settings", role));
    }
    // A refused role learns the refusal before any file is read: even an oversized body gets the 403.
    const huge = await upload(member, clubId, "logo", Buffer.alloc(3 * 1024 * 1024), "huge.png");
    expect(huge.status).toBe(403);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it("answers 404 for another club's id and a malformed id, and 401 without a session", async () => {
    for (const id of [otherClubId, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "..%2F..%2Fetc"]) {
      const res = await upload(owner, id, "logo", await png(), "l.png");
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Club not found" });
      const removal = await owner.request(`/api/clubs/${id}/branding/favicon`, { method: "DELETE" });
      expect(removal.status).toBe(404);
    }
    const signedOut = await upload(new Client(t), clubId, "logo", await png(), "l.png");
    expect(signedOut.status).toBe(401);
    expect((await settings(stranger, otherClubId)).branding.logoUrl).toBeNull();
  });
});

describe("removing and serving", () => {
  it("removes the logo: the address becomes null and the file is deleted", async () => {
    const url = (await settings()).branding.logoUrl;
    expect(isStored(url)).toBe(true);
    const res = await admin.request(`/api/clubs/${clubId}/branding/logo`, { method: "DELETE" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Settings;
    expect(body.branding.logoUrl).toBeNull();
    expect(body.branding.faviconUrl).not.toBeNull();
    expect(isStored(url)).toBe(false);
    expect((await owner.request(`/files/${keyOf(url)}`)).status).toBe(404);
    // Removing again changes nothing and still answers the settings.
    const again = await owner.request(`/api/clubs/${clubId}/branding/logo`, { method: "DELETE" });
    expect(again.status).toBe(200);
  });

  it("serves nothing but stored logos and favicons: traversal and other names answer 404", async () => {
    await writeFile(path.join(t.filesDir, "secret.txt"), "secret");
    const favicon = keyOf((await settings()).branding.faviconUrl);
    for (const p of [
      "/files/../auth-secret",
      "/files/club-logos/..%2F..%2Fx",
      "/files/club-logos/%2e%2e/%2e%2e/secret.txt",
      "/files/secret.txt",
      "/files/",
      `/files/${favicon.replace("club-favicons/", "club-logos/")}`,
      `/files/${favicon}/`,
      `/files/${favicon}.svg`,
      `/files/${favicon.toUpperCase()}`,
    ]) {
      const res = await owner.request(p);
      expect(res.status, p).toBe(404);
    }
    expect((await owner.request(`/files/${favicon}`)).status).toBe(200);
  });

  it("documents the routes in the OpenAPI document, with a binary file field", async () => {
    const doc = (await (await t.fetch("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    const logo = doc.paths["/api/clubs/{clubId}/branding/logo"];
    expect(Object.keys(logo ?? {}).sort()).toEqual(["delete", "post"]);
    expect(logo?.post?.requestBody?.content["multipart/form-data"]?.schema).toMatchObject({
      type: "object",
      properties: { file: { type: "string", format: "binary" } },
    });
    expect(doc.paths["/api/clubs/{clubId}/branding/favicon"]).toBeDefined();
  });

  it("deletes the club's files with the club", async () => {
    const created = await owner.post("/api/clubs", { name: "Short Lived", email: "x@short.example" });
    const id = ((await created.json()) as { id: string }).id;
    await upload(owner, id, "logo", await solidImage(30, 30).png().toBuffer(), "l.png");
    await upload(owner, id, "favicon", await solidImage(30, 30).png().toBuffer(), "f.png");
    expect((await storedKeys()).filter((k) => k.includes(id))).toHaveLength(2);
    const res = await owner.request(`/api/clubs/${id}`, {
      method: "DELETE",
      json: { confirmName: "Short Lived" },
    });
    expect(res.status).toBe(204);
    expect((await storedKeys()).filter((k) => k.includes(id))).toEqual([]);
    expect((await storedKeys()).filter((k) => k.includes(clubId))).not.toEqual([]);
  });
});

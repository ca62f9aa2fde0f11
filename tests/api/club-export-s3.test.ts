import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger.ts";
import { S3FileStore } from "../../src/server/storage/s3-file-store.ts";
import { createFileStore } from "../../src/server/storage/select-store.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3.ts";
import { type Client, createTestApp, type TestApp, testEnv } from "../helpers/test-app.ts";

// The full club export with the app's files in an S3 bucket (tests/api/club-export.test.ts covers the
// archive's contents on the data folder): the club's logo is read from the bucket into the archive, and the
// archive is stored in the bucket, not in the data folder.

let s3: TestS3Server;
let store: S3FileStore;
let t: TestApp;
let owner: Client;
let clubId = "";

beforeAll(async () => {
  s3 = await startS3Server();
  store = createFileStore(testEnv(s3.env), createLogger("silent")) as S3FileStore;
  expect(store).toBeInstanceOf(S3FileStore);
  t = await createTestApp({ fileStore: store });
  owner = await signedInClient(t, "bucket-exporter@example.com");
  const created = await owner.post("/api/clubs", {
    name: "Bucket Export Club",
    email: "office@bucket.example",
  });
  clubId = ((await created.json()) as { id: string }).id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe("the full club export on S3", () => {
  it("reads the club's files from the bucket and stores the archive there", async () => {
    const logoKey = `club-logos/${clubId}-logo-1780000000000.png`;
    const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await store.put(logoKey, logo, "image/png");

    const started = await owner.request(`/api/clubs/${clubId}/exports`, { method: "POST" });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await t.jobs.runDue("club.export");
    const status = (await (await owner.request(`/api/clubs/${clubId}/exports/${id}`)).json()) as {
      status: string;
      downloadUrl: string | null;
    };
    expect(status.status).toBe("done");

    expect((await store.objects("club-exports/")).map((o) => o.key)).toEqual([
      `club-exports/${clubId}-${id}.zip`,
    ]);
    const download = await owner.request(status.downloadUrl ?? "");
    expect(download.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(entries[`files/${logoKey}`]).toEqual(logo);
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(["club.json", "members.csv", "manifest.json"]),
    );
  });
});

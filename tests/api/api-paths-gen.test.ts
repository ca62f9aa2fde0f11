// The typed client's paths and types (src/shared/api-paths.gen.ts) are what the server's OpenAPI document
// says today: a route added or changed without `npm run api:types` fails here (decision 053).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_PATH, apiTypesSource, servedDocument } from "../../scripts/api-types.ts";

describe("src/shared/api-paths.gen.ts", () => {
  it("is what `npm run api:types` writes from the document the server serves", async () => {
    const expected = apiTypesSource(await servedDocument());
    const committed = readFileSync(API_TYPES_PATH, "utf8");
    // One line's difference, not the whole 180 KB file, when it fails.
    const a = committed.split("\n");
    const b = expected.split("\n");
    const first = b.findIndex((line, i) => line !== a[i]);
    const at = first < 0 && a.length !== b.length ? b.length : first;
    expect(
      at < 0 ? "" : `line ${at + 1}: committed ${JSON.stringify(a[at])}, expected ${JSON.stringify(b[at])}`,
      "src/shared/api-paths.gen.ts is out of date: run `npm run api:types`",
    ).toBe("");
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256 } from "./sha256.ts";

const node = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("sha256 in JavaScript (the proof of work outside secure contexts)", () => {
  it("gives the digests of FIPS 180-4 and of Node at every length around a block's edges", () => {
    expect(hex(sha256(new TextEncoder().encode("abc")))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    for (let length = 0; length <= 130; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(hex(sha256(bytes)), `length ${length}`).toBe(node(bytes));
    }
  });
});

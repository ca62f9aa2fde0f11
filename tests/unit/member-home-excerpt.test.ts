import { describe, expect, it } from "vitest";
import { excerptOf } from "../../src/server/modules/home/home.service.ts";
import { EXCERPT_LENGTH } from "../../src/shared/member-home.ts";

// A message's excerpt on the member's home (decision 030): one line, at most EXCERPT_LENGTH characters and an
// ellipsis, cut between words.
describe("a message's excerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(excerptOf("Dear Ada,\n\nthe course opens at 7.\n")).toBe("Dear Ada, the course opens at 7.");
  });

  it("cuts a long text at the last word that fits, with an ellipsis", () => {
    const text = `${"word ".repeat(60)}end`;
    const excerpt = excerptOf(text);
    expect(excerpt.endsWith("word…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(excerpt.slice(0, -1)).toBe("word ".repeat(32).trim());
  });

  it("cuts a text without spaces at the length", () => {
    expect(excerptOf("x".repeat(400))).toBe(`${"x".repeat(EXCERPT_LENGTH)}…`);
  });
});

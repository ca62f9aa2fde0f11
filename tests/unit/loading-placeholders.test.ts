import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const web = path.resolve(import.meta.dirname, "../../src/web");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/**
 * Mantine's Skeleton is a plain div: a name on it (aria-label) without a role is an ARIA attribute the div
 * does not allow, which axe reports as serious (aria-prohibited-attr) whenever it runs while data loads. It
 * failed a browser test in CI on a slow machine; a placeholder that names itself is a status.
 */
describe("loading placeholders", () => {
  it("name themselves only with a role that allows a name", () => {
    const wrong: string[] = [];
    for (const file of sources(web)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/<Skeleton\b[^>]*?\/?>/gs)) {
        const tag = match[0];
        if (/\baria-label(ledby)?=/.test(tag) && !/\brole=/.test(tag)) {
          const line = text.slice(0, match.index).split("\n").length;
          wrong.push(`${path.relative(web, file)}:${line}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Decision 073: a native date or time field shows the browser's formats ("mm/dd/yyyy", "06:00 AM"), not the
 * club's; every date and time field is ClubDateInput or ClubTimeInput.
 */
describe("date and time fields", () => {
  it("are the club's fields, never the browser's native ones", () => {
    const native: string[] = [];
    for (const file of sources(web)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/type=["{]+["']?(date|time|datetime-local|month|week)["']/g)) {
        const line = text.slice(0, match.index).split("\n").length;
        native.push(`${path.relative(web, file)}:${line}`);
      }
    }
    expect(native).toEqual([]);
  });
});

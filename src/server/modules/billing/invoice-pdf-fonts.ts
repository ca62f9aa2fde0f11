import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";

/*
 * The invoice PDF's typeface: Inter, from @fontsource/inter's static .woff files (pdfkit cannot read .woff2).
 * Fontsource splits Inter by script, as a browser's unicode-range does: "latin" holds ASCII and Latin-1 (ä, é,
 * ø, ß) but not Latin Extended-A (Ł, ś, ő, č), which "latin-ext" holds without ASCII. No one file covers a
 * name such as "Łukasz Wójcik", so a text is cut into runs, each set in the subset whose range holds its
 * characters (the ranges of the package's unicode.json, as the browser reads them). A subset a document does
 * not use is neither read nor embedded, and pdfkit embeds only the glyphs used of the others.
 *
 * The files are found through the package's own resolution (createRequire from this module), which works from
 * the sources (tsx, vitest) and from the server bundle in dist/server alike, unpacked once from WOFF to the
 * plain font inside (fontkit would inflate the WOFF's tables in JavaScript for every document, about 80 ms a
 * font) and handed to pdfmake in memory: the document itself may read no file at all.
 */

/** The subsets tried for a character, in this order; a character in none is set in the first. */
const SUBSETS = [
  "latin",
  "latin-ext",
  "vietnamese",
  "greek",
  "greek-ext",
  "cyrillic",
  "cyrillic-ext",
] as const;
export type FontSubset = (typeof SUBSETS)[number];

/** pdfmake's family of a subset: "Inter-latin", "Inter-latin-ext", … */
export const familyOf = (subset: FontSubset) => `Inter-${subset}`;
export const DEFAULT_FAMILY = familyOf("latin");

const require = createRequire(import.meta.url);
/** The package's folder, found as Node finds it (its exports name unicode.json). */
const packageDir = () => path.dirname(require.resolve("@fontsource/inter/unicode.json"));

type Ranges = [number, number][];
let ranges: Map<FontSubset, Ranges> | undefined;

/** Each subset's code points, from the package's unicode.json ("U+0000-00FF,U+0131,…"). */
function subsetRanges(): Map<FontSubset, Ranges> {
  if (ranges) return ranges;
  const table = JSON.parse(readFileSync(path.join(packageDir(), "unicode.json"), "utf8")) as Record<
    string,
    string
  >;
  ranges = new Map(
    SUBSETS.map((subset) => [
      subset,
      (table[subset] ?? "").split(",").flatMap((part): Ranges => {
        const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
        if (!match?.[1]) return [];
        const low = Number.parseInt(match[1], 16);
        return [[low, match[2] ? Number.parseInt(match[2], 16) : low]];
      }),
    ]),
  );
  return ranges;
}

/** The subset whose font has a code point; the first (latin) for one that none has. */
function subsetOf(codePoint: number): FontSubset {
  // ASCII and Latin-1, nearly every character of a document: no search.
  if (codePoint <= 0xff) return "latin";
  for (const [subset, list] of subsetRanges()) {
    if (list.some(([low, high]) => codePoint >= low && codePoint <= high)) return subset;
  }
  return "latin";
}

/**
 * Characters that Inter's files lack although their subset's range names them (most of General Punctuation),
 * replaced by ones they have: the narrow no-break space that French money and percentages are written with
 * (1 000,00 €) would print as a box as wide as an M. Invisible marks (soft hyphen, zero-width and direction
 * marks) and control characters are dropped.
 */
const REPLACEMENTS: [RegExp, string][] = [
  [/[\u202f\u2007]/g, "\u00a0"],
  [/[\t\u2000\u2001\u2003-\u2006\u2008\u200a\u205f]/g, " "],
  [/[\u2010\u2011]/g, "-"],
  [/[\u2028\u2029]/g, "\n"],
  // Control characters but the line break; soft hyphen; zero-width, joiner and direction marks.
  [/(?!\n)[\p{Cc}\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu, ""],
];

/** A text in characters the fonts have (see REPLACEMENTS). */
export function printable(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  return out;
}

/** A piece of a text and the subset it is set in. */
export interface FontRun {
  text: string;
  subset: FontSubset;
}

/** A text cut where its characters change subset: "Łukasz" → "Ł" (latin-ext), "ukasz" (latin). */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const subset = subsetOf(char.codePointAt(0) ?? 0);
    const last = runs[runs.length - 1];
    if (last && last.subset === subset) last.text += char;
    else runs.push({ text: char, subset });
  }
  return runs;
}

/** Whether a text needs no other subset than latin (the usual case: nothing to cut). */
export function isPlainLatin(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff && subsetOf(code) !== "latin") return false;
  }
  return true;
}

const fileName = (subset: FontSubset, weight: 400 | 700) => `inter-${subset}-${weight}-normal.woff`;
/** The name a font file has in pdfmake's in-memory file system. */
const virtualName = (subset: FontSubset, weight: 400 | 700) => `clubhouse-fonts/${fileName(subset, weight)}`;

/** pdfmake's in-memory file system (not in its Node typings). */
export interface VirtualFs {
  existsSync(name: string): boolean;
  writeFileSync(name: string, content: Buffer): void;
}

/** Puts a subset's regular and bold fonts in pdfmake's file system, read and unpacked once. */
export function loadSubset(vfs: VirtualFs, subset: FontSubset): void {
  for (const weight of [400, 700] as const) {
    const name = virtualName(subset, weight);
    if (!vfs.existsSync(name)) {
      vfs.writeFileSync(
        name,
        woffToSfnt(readFileSync(path.join(packageDir(), "files", fileName(subset, weight)))),
      );
    }
  }
}

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file: its tables, inflated where they were compressed, behind a
 * new header and table directory (https://www.w3.org/TR/WOFF/). Throws on a file that is not WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

/** pdfmake's font table: every subset a family, by its in-memory names (a family is read only when used). */
export function fontTable(): Record<string, { normal: string; bold: string }> {
  return Object.fromEntries(
    SUBSETS.map((subset) => [
      familyOf(subset),
      { normal: virtualName(subset, 400), bold: virtualName(subset, 700) },
    ]),
  );
}

/*
 * The help articles' Markdown, read into blocks that React draws as elements (decision 031): no HTML is ever
 * made from the text, so nothing in an article can reach the page as markup. Only what the articles use:
 *
 *   # Title                  (the first line; the paragraph after it is the article's summary)
 *   ## Heading / ### Heading (listed in "On this page" when the article has three or more)
 *   1. step / - item         (one line each)
 *   > note                   (a tip set apart)
 *   ![Alt text](image-name)  (alone on its line: images/<image-name>.webp)
 *   {{club:name}}            (alone on its line: the signed-in club's own data, drawn by ArticleBody, e.g.
 *                            {{club:dns-records}}, the club's DNS records; a name it does not know is skipped)
 *   **bold** and [text](/path) inside a line (links stay in the app: a path that starts with "/")
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; to: string };

export type Block =
  | { kind: "heading"; level: 2 | 3; text: string; id: string }
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "note"; inlines: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "image"; name: string; alt: string }
  | { kind: "club"; name: string };

export interface Article {
  slug: string;
  title: string;
  /** The first paragraph, as plain text: shown under the title in the list. */
  summary: string;
  blocks: Block[];
  /** Every heading (for the table of contents). */
  headings: { level: 2 | 3; text: string; id: string }[];
  /** The body as plain text, the blocks separated by a space (searched, and cut into excerpts). */
  text: string;
}

/** Accents and case left out: "Über" and "uber" are the same word to the search and to anchors. */
export function foldChar(char: string): string {
  return char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A heading's anchor: its words in lower case, without accents, joined by hyphens. */
export function anchorOf(text: string): string {
  return (
    [...text]
      .map(foldChar)
      .join("")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

export function parseInlines(line: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) inlines.push({ kind: "text", text: line.slice(last, match.index) });
    if (match[1] !== undefined) inlines.push({ kind: "strong", text: match[1] });
    else inlines.push({ kind: "link", text: match[2] ?? "", to: match[3] ?? "/" });
    last = match.index + match[0].length;
  }
  if (last < line.length) inlines.push({ kind: "text", text: line.slice(last) });
  return inlines;
}

export const plainText = (inlines: readonly Inline[]) => inlines.map((i) => i.text).join("");

/** Reads one article. Throws on a file without a "# Title" first line: every article has a title. */
export function parseArticle(slug: string, source: string): Article {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const first = lines.findIndex((line) => line.trim() !== "");
  const titleLine = lines[first] ?? "";
  if (!titleLine.startsWith("# "))
    throw new Error(`The help article "${slug}" does not start with "# Title"`);
  const title = titleLine.slice(2).trim();
  const blocks: Block[] = [];
  const ids = new Set<string>();
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", inlines: parseInlines(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of lines.slice(first + 1)) {
    const line = raw.trim();
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    const item = /^(?:(\d+)\.|[-*]) (.+)$/.exec(line);
    const image = /^!\[([^\]]*)\]\(([\w-]+)\)$/.exec(line);
    const club = /^\{\{club:([\w-]+)\}\}$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const text = heading[2]?.trim() ?? "";
      let id = anchorOf(text);
      for (let n = 2; ids.has(id); n++) id = `${anchorOf(text)}-${n}`;
      ids.add(id);
      blocks.push({ kind: "heading", level: heading[1] === "##" ? 2 : 3, text, id });
    } else if (item) {
      flush();
      const ordered = item[1] !== undefined;
      const previous = blocks.at(-1);
      const inlines = parseInlines(item[2] ?? "");
      if (previous?.kind === "list" && previous.ordered === ordered) previous.items.push(inlines);
      else blocks.push({ kind: "list", ordered, items: [inlines] });
    } else if (image) {
      flush();
      blocks.push({ kind: "image", alt: image[1]?.trim() ?? "", name: image[2] ?? "" });
    } else if (club) {
      flush();
      blocks.push({ kind: "club", name: club[1] ?? "" });
    } else if (line.startsWith("> ")) {
      flush();
      blocks.push({ kind: "note", inlines: parseInlines(line.slice(2)) });
    } else paragraph.push(line);
  }
  flush();
  const firstParagraph = blocks.find((b) => b.kind === "paragraph");
  return {
    slug,
    title,
    summary: firstParagraph?.kind === "paragraph" ? plainText(firstParagraph.inlines) : "",
    blocks,
    headings: blocks.flatMap((b) =>
      b.kind === "heading" ? [{ level: b.level, text: b.text, id: b.id }] : [],
    ),
    text: blocks
      .flatMap((b) => {
        switch (b.kind) {
          case "heading":
            return [b.text];
          case "paragraph":
          case "note":
            return [plainText(b.inlines)];
          case "list":
            return b.items.map(plainText);
          default:
            return [];
        }
      })
      .join(" "),
  };
}

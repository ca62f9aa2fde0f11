import { type Article, foldChar } from "./markdown.ts";

/*
 * The help center's search (decision 031): every word typed must be in the article (its title or its body),
 * accents and case ignored. A word in the title counts most, then in a heading, then each time it is in the
 * body; equal scores keep the articles' own order. Each result has an excerpt of its body around the first
 * word found, with every word typed marked.
 */

/** A text without accents, in lower case, and where each of its characters came from in the original. */
export interface Folded {
  text: string;
  /** `from[i]` is the index in the original text of the folded text's character `i`. */
  from: number[];
}

export function fold(original: string): Folded {
  let text = "";
  const from: number[] = [];
  let index = 0;
  for (const char of original) {
    const folded = foldChar(char);
    text += folded;
    for (let i = 0; i < folded.length; i++) from.push(index);
    index += char.length;
  }
  return { text, from };
}

/** A piece of an excerpt: `hit` when it is a word searched for (drawn marked). */
export interface Segment {
  text: string;
  hit: boolean;
}

export interface SearchResult {
  article: Article;
  score: number;
  excerpt: Segment[];
}

/** The words searched for, folded; words of one letter are left out unless nothing else was typed. */
export function termsOf(query: string): string[] {
  const words = [
    ...new Set(
      fold(query)
        .text.split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  const longer = words.filter((w) => w.length > 1);
  return longer.length ? longer : words;
}

function occurrences(haystack: string, term: string): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(term); at !== -1; at = haystack.indexOf(term, at + term.length))
    found.push(at);
  return found;
}

/** How many characters of body an excerpt shows around the first word found. */
const BEFORE = 60;
const LENGTH = 180;

/** The excerpt of `text` around the first of `terms` (or its start), the words marked. */
export function excerptOf(text: string, terms: readonly string[]): Segment[] {
  const folded = fold(text);
  const firsts = terms.map((t) => folded.text.indexOf(t)).filter((at) => at !== -1);
  const firstAt = firsts.length ? (folded.from[Math.min(...firsts)] ?? 0) : 0;
  let start = Math.max(0, firstAt - BEFORE);
  // Whole words: start after a space, end before one.
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > firstAt ? text.lastIndexOf(" ", end) : end;

  // The marked ranges inside [start, end), in the original text's indexes.
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (const at of occurrences(folded.text, term)) {
      const from = folded.from[at] ?? 0;
      const to = folded.from[at + term.length] ?? text.length;
      if (from >= start && to <= end) ranges.push([from, to]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const segments: Segment[] = [];
  let cursor = start;
  const push = (piece: string, hit: boolean) => {
    if (piece) segments.push({ text: piece, hit });
  };
  push(start > 0 ? "… " : "", false);
  for (const [from, to] of ranges) {
    if (to <= cursor) continue;
    push(text.slice(cursor, Math.max(cursor, from)), false);
    push(text.slice(Math.max(cursor, from), to), true);
    cursor = to;
  }
  push(text.slice(cursor, end), false);
  push(end < text.length ? " …" : "", false);
  // Pieces of plain text side by side are one piece.
  return segments.reduce<Segment[]>((joined, segment) => {
    const last = joined.at(-1);
    if (last && !last.hit && !segment.hit) last.text += segment.text;
    else joined.push({ ...segment });
    return joined;
  }, []);
}

/** The articles that have every word of `query`, best first. */
export function searchArticles(articles: readonly Article[], query: string): SearchResult[] {
  const terms = termsOf(query);
  if (!terms.length) return [];
  const results: SearchResult[] = [];
  articles.forEach((article, order) => {
    const title = fold(article.title).text;
    const headings = fold(article.headings.map((h) => h.text).join(" ")).text;
    const body = fold(article.text).text;
    let score = 0;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const inBody = occurrences(body, term).length;
      if (!inTitle && !inBody) return;
      if (inTitle)
        score += 100 + (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, "u").test(title) ? 20 : 0);
      if (headings.includes(term)) score += 10;
      score += Math.min(inBody, 10);
    }
    results.push({ article, score: score - order / 1000, excerpt: excerptOf(article.text, terms) });
  });
  return results.sort((a, b) => b.score - a.score);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

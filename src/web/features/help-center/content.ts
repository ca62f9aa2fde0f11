import type { Locale } from "../../../shared/i18n/locales.ts";
import { type Article, parseArticle } from "./markdown.ts";
import { helpTopics } from "./topics.ts";

/*
 * The articles of one language, downloaded when the help center is first opened in it: each language's
 * Markdown files are one chunk of their own (articles/<locale>.ts), so no other screen carries them and a
 * reader downloads only the language they read (decision 031).
 */
const bundles = import.meta.glob<{ default: Record<string, string> }>("./articles/*.ts");

const loaded = new Map<Locale, Promise<Article[]>>();

/** The articles in a language, in the topics' order (areas in order, then each area's articles). */
export function loadArticles(locale: Locale): Promise<Article[]> {
  let promise = loaded.get(locale);
  if (!promise) {
    const load = bundles[`./articles/${locale}.ts`];
    if (!load) return Promise.reject(new Error(`No help articles in ${locale}`));
    promise = load().then(
      ({ default: files }) => articlesOf(locale, files),
      (error: unknown) => {
        // A failed download is tried again the next time.
        loaded.delete(locale);
        throw error;
      },
    );
    loaded.set(locale, promise);
  }
  return promise;
}

/** The files of a language read into articles, every topic's (a missing one is an error: the tests say so). */
export function articlesOf(locale: string, files: Record<string, string>): Article[] {
  return helpTopics.map((topic) => {
    const source = files[`./${locale}/${topic.slug}.md`];
    if (source === undefined) throw new Error(`The help article "${topic.slug}" is missing in ${locale}`);
    return parseArticle(topic.slug, source);
  });
}

/** The "shell" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  language: "Language",
  /** The menu item that follows the club's language again; `name` is that language in its own name. */
  clubLanguage: (name: string) => `Club's language (${name})`,
};

/** The "dashboard" texts in English: the source that every other language follows (docs/translations.md). */
export default {};

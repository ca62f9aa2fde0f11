/**
 * The messages of the templates' schemas' checks (src/shared/communication-templates.ts) in English, the source
 * every other language follows (docs/translations.md). Only the templates' and messages' screens download them.
 */
export default {
  nameRequired: "Name the template.",
  nameTooLong: (max: number) => `A template's name has at most ${max} characters.`,
  category: "Choose a category: announcement, event, reminder, billing, welcome or other.",
  subjectRequired: "Write a subject.",
  subjectTooLong: (max: number) => `A subject has at most ${max} characters.`,
  bodyRequired: "Write the message.",
  bodyTooLarge: (maxKb: number) => `The message is too long: at most ${maxKb} KB of text and formatting.`,
  /** A {{variable}} that is not one of the known ones; `names` are written as {{name}}, each once. */
  unknownVariable: (names: string) => `Unknown variable ${names}`,
  unknownVariables: (names: string) => `Unknown variables ${names}`,
  searchTooLong: (max: number) => `A search has at most ${max} characters.`,
  member: "Choose a member of the club.",
  language: "Choose English, German, French or Spanish.",
  sayWhatToChange: "Say what to change: a name, category, subject or message.",
};

/*
 * The variables a template's subject and body may use, written {{name}} (issue 16). The web app offers them in
 * the editor; the server refuses any other name on save and fills them in per recipient
 * (src/server/modules/communications/render.ts).
 */
export const templateVariables = [
  "first_name",
  "last_name",
  "full_name",
  "email",
  "club_name",
  "membership_type",
  "membership_status",
  "membership_end",
  "membership_number",
] as const;
export type TemplateVariable = (typeof templateVariables)[number];

/** A variable as written in a template: {{ name }}, spaces allowed inside the braces. */
export const VARIABLE_PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The names of the variables a text uses that are not known, each once, in the order they first appear. */
export function unknownVariables(text: string): string[] {
  const known = new Set<string>(templateVariables);
  const unknown: string[] = [];
  for (const match of text.matchAll(VARIABLE_PATTERN)) {
    const name = match[1] ?? "";
    if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

export type TemplateValues = Record<TemplateVariable, string>;

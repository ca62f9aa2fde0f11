/** The term as a LIKE pattern that matches it literally anywhere (its %, _ and \ escaped). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

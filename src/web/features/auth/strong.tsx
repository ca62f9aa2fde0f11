import type { ReactNode } from "react";

/** Stands in for the value while the catalog's sentence is written: no text contains it. */
const MARK = "\u0000";

/**
 * A catalog's sentence with its value in bold, wherever the language puts it: `withStrong(t.sent, email)` for
 * `sent: (email: string) => \`We have sent a link to ${email}.\``.
 */
export function withStrong(text: (value: string) => string, value: string): ReactNode {
  const [before = "", ...rest] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {rest.join(value)}
    </>
  );
}

import { createElement, Fragment, type ReactNode } from "react";

/** A stand-in for an element inside a translated sentence: characters no name or text of a catalog has. */
const slot = (index: number) => `\uE000${index}\uE001`;
const SLOTS = /\uE000(\d+)\uE001/;

/**
 * A translated sentence with elements in it (a name in bold, a link): the catalog's text is written with a
 * stand-in for each element, which then takes its place, wherever the language puts it.
 * `rich(t.declineText, <strong>{clubName}</strong>)` for `declineText: (club: string) => \`…${club}…\``.
 */
export function rich(write: (...slots: string[]) => string, ...nodes: ReactNode[]): ReactNode {
  const parts = write(...nodes.map((_, index) => slot(index))).split(SLOTS);
  // split() keeps the captured numbers at the odd places.
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => (index % 2 === 1 ? nodes[Number(part)] : part)),
  );
}

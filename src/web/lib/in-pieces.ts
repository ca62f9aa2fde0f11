import { type ReactNode, startTransition, useEffect, useState } from "react";

/** The rows a phone's first screen shows, and how many more each later task renders. */
const FIRST = 10;
const STEP = 15;

/**
 * A long list rendered in pieces (issue 30): the first rows at once, the rest a few at a time in later tasks,
 * each in a transition that yields to the browser, so that no single task renders (and commits) the whole
 * list. The tee sheet's 79 times were one task of 527 ms on Lighthouse's phone. Once every item has been
 * shown, a new list (a refresh, another day) renders whole: it replaces rows that are already there.
 */
export function useInPieces<T>(items: readonly T[], first = FIRST, step = STEP): readonly T[] {
  const [shown, setShown] = useState(first);
  const more = shown < items.length;
  useEffect(() => {
    if (!more) return;
    // Each piece schedules the next once it has rendered.
    const timer = window.setTimeout(() => startTransition(() => setShown(shown + step)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, more, step]);
  return more ? items.slice(0, shown) : items;
}

/** useInPieces for a list drawn inside a render prop (a PagedList's rows): `children` gets the items so far. */
export function InPieces<T>({
  items,
  children,
}: {
  items: readonly T[];
  children: (items: readonly T[]) => ReactNode;
}): ReactNode {
  return children(useInPieces(items));
}

import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

/**
 * A component whose code downloads when it is first drawn, or before that through `preload()` (when the
 * pointer or focus reaches what opens it): what a screen opens later, such as its dialogs, does not delay
 * the screen's first paint (decision 018). A failed download is tried again the next time.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const preload = loadOnce(() => load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

/** `load`, called once and its promise kept; a failed download is tried again the next time. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Whether `opened` has been true yet: what a panel or dialog shows is drawn when it is first opened (not with
 * the screen under it), and stays drawn after that so that it can play its closing transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/** Its children from the first time `opened` is true: a lazy dialog's code loads when it is first opened. */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  return useOpenedOnce(opened) ? <Suspense fallback={null}>{children}</Suspense> : null;
}

import { useEffect, useState } from "react";

let painted = false;
const waiting = new Set<() => void>();

function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const wake of waiting) wake();
  waiting.clear();
}

// The browser reports its first contentful paint; a browser that does not, or a screen that never paints
// text, goes on a moment after the page's load and the app's first render, whichever is later. (After the
// load alone, a slow phone still rendering its first screen a second later counted as painted, and fetched
// the fonts before that screen was drawn.)
if (
  typeof PerformanceObserver !== "undefined" &&
  PerformanceObserver.supportedEntryTypes?.includes("paint")
) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) {
      observer.disconnect();
      // After the paint's frame, not inside it.
      window.setTimeout(markPainted, 0);
    }
  }).observe({ type: "paint", buffered: true });
}

/** Calls `then` once the app has put something on the page. */
function afterFirstRender(then: () => void): void {
  const root = document.getElementById("root");
  if (!root || root.firstChild) {
    then();
    return;
  }
  new MutationObserver((_, observer) => {
    if (!root.firstChild) return;
    observer.disconnect();
    then();
  }).observe(root, { childList: true });
}
window.addEventListener("load", () => afterFirstRender(() => window.setTimeout(markPainted, 1000)), {
  once: true,
});

/**
 * False until the first screen has painted: what can come after it (the session watcher, toasts, OAuth
 * buttons) renders, and so starts loading its code, only then, so that its downloads do not compete with
 * the first screen's (decision 018).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const wake = () => setReady(true);
    if (painted) wake();
    else waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
  }, [ready]);
  return ready;
}

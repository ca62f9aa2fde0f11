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
// text, goes on after the page's load and a moment more.
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
window.addEventListener("load", () => window.setTimeout(markPainted, 1000), { once: true });

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

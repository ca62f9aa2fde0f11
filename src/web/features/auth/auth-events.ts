/** When the app last handled a sign-in or sign-out, and when the window last regained focus (redirect guards). */
let lastAuthEventAt: number | null = null;
let lastFocusAt: number | null = null;
let focusTracking = false;

export function markAuthEvent(now = Date.now()): void {
  lastAuthEventAt = now;
}

export function guardTimes(now = Date.now()) {
  return { now, lastAuthEventAt, lastFocusAt };
}

/** Starts recording focus changes; safe to call more than once. */
export function trackWindowFocus(): void {
  if (focusTracking) return;
  focusTracking = true;
  const onFocus = () => {
    lastFocusAt = Date.now();
  };
  window.addEventListener("focus", onFocus);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") onFocus();
  });
}

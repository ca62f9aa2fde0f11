import type { NotificationData } from "@mantine/notifications";

/*
 * Toasts load when the first one is shown: @mantine/notifications (its code, styles and container) is no part
 * of a screen that shows none, as the sign-in screen usually does not (decision 018). The container
 * (components/Toasts.tsx) mounts when `toastsWanted()` turns true; a toast shown before it has mounted waits
 * in Mantine's store and appears with it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (spec: top right, 4 seconds, close button, at most 3), loading the toasts on first use. */
export function showToast(toast: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({ withCloseButton: true, ...toast }),
  );
}

import { errorAction } from "./error-actions.ts";
import { showToast } from "./toasts.ts";

export interface ErrorHandlingDeps {
  /** Goes to an app path (the router's navigate). */
  navigate: (to: string) => void;
  /** Ends the session locally and on the server, then goes to /sign-in?redirect=… */
  endSession: () => void | Promise<void>;
}

let deps: ErrorHandlingDeps | undefined;

/** Called once at start-up by the app, which knows the router and the auth client. */
export function configureErrorHandling(next: ErrorHandlingDeps): void {
  deps = next;
}

let lastSessionExpiry = 0;

function toast(message: string): void {
  // The same message twice in a row (several queries failing alike) shows once.
  showToast({ id: `error:${message}`, message, color: "red" });
}

/** The one place that turns a failed request into a toast and/or a navigation. */
export function handleApiError(error: unknown, origin: "query" | "mutation"): void {
  const action = errorAction(error, origin);
  switch (action.kind) {
    case "toast":
      toast(action.message);
      return;
    case "navigate":
      if (action.toast) toast(action.toast);
      deps?.navigate(action.to);
      return;
    case "session-expired": {
      const now = Date.now();
      if (now - lastSessionExpiry < 2000) return;
      lastSessionExpiry = now;
      toast(action.toast);
      void deps?.endSession();
      return;
    }
  }
}

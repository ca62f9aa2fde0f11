import { showToast } from "./toasts.ts";

/** A success toast (errors go through the app's error handling instead). */
export function notify(message: string): void {
  showToast({ message, color: "teal" });
}

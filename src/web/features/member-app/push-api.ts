import { queryOptions } from "@tanstack/react-query";
import type { PushSettings, PushState } from "../../../shared/push.ts";
import { api } from "../../lib/api-client.ts";

/** The signed-in user's pushes (issue 34): /api/me/push, their own only. */
export const pushKeys = { state: ["me", "push"] as const };

export const pushStateQuery = queryOptions({
  queryKey: pushKeys.state,
  queryFn: ({ signal }): Promise<PushState> => api.get("/api/me/push", { signal }),
});

export function savePushSettings(settings: PushSettings): Promise<PushSettings> {
  return api.put("/api/me/push/settings", { body: settings });
}

/** The browser's key as bytes, as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type EnableOutcome = "enabled" | "blocked" | "unsupported" | "failed";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** This device's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns pushes on for this device: asks the browser's permission, subscribes with the server's public key and
 * gives the server the subscription.
 */
export async function enablePush(publicKey: string): Promise<EnableOutcome> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "blocked";
  try {
    const registration =
      (await navigator.serviceWorker.getRegistration("/")) ??
      (await navigator.serviceWorker.register("/sw.js", { scope: "/" }));
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const json = subscription.toJSON();
    await api.post("/api/me/push/subscriptions", {
      body: {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      },
    });
    return "enabled";
  } catch {
    return "failed";
  }
}

/** Turns pushes off for this device: the server forgets it, and the browser unsubscribes. */
export async function disablePush(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await api.post("/api/me/push/subscriptions/remove", { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe().catch(() => false);
}

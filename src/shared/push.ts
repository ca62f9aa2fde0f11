import { z } from "zod";
import { text, webAddress } from "./text.ts";

/** The kinds of push a member can have (issue 34): each also comes by e-mail. */
export const pushKinds = ["waitlist", "ballot", "booking", "message"] as const;
export type PushKind = (typeof pushKinds)[number];

/** The kinds a user allows (GET/PUT /api/me/push/settings). */
export const pushSettingsSchema = z.object({
  waitlist: z.boolean(),
  ballot: z.boolean(),
  booking: z.boolean(),
  message: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** GET /api/me/push: the server's public VAPID key, the user's settings and how many devices they subscribed. */
export const pushStateSchema = z.object({
  publicKey: z.string(),
  settings: pushSettingsSchema,
  devices: z.number().int(),
});
export type PushState = z.infer<typeof pushStateSchema>;

/** A browser's push subscription (PushSubscription.toJSON()), as the member's device gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: webAddress({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: text()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+={0,2}$/),
    auth: text()
      .max(100)
      .regex(/^[A-Za-z0-9_-]+={0,2}$/),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/me/push/subscriptions: the device's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: text().max(2000) });

/** What a push carries to the service worker, which shows it as a notification. */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** The app's page that the notification opens (a path). */
  url: string;
}

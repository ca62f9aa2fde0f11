import webpush from "web-push";
import type { PushSettings, PushState, PushSubscriptionInput } from "../../../shared/push.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/client.ts";
import { validationFailed } from "../../errors.ts";
import { t } from "../../i18n.ts";
import {
  countDevices,
  deleteSubscription,
  findPushSettings,
  findVapidKeys,
  keepVapidKeys,
  savePushSettings,
  saveSubscription,
} from "./push.repository.ts";

/** What the private key is sealed for (the secret box's associated data). */
const VAPID_SEAL = "push-vapid-private-key";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keysOf = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: made once (web-push's generateVAPIDKeys) and kept in the database, the private
 * key sealed with the secret box as the clubs' payment keys are, so that every instance on the database signs
 * with the same pair and a browser's subscriptions stay valid across restarts.
 */
export function vapidKeys(db: Db, box: SecretBox): Promise<VapidKeys> {
  let keys = keysOf.get(db);
  if (!keys) {
    keys = (async () => {
      let kept = await findVapidKeys(db);
      if (!kept) {
        const made = webpush.generateVAPIDKeys();
        await keepVapidKeys(db, made.publicKey, box.seal(made.privateKey, VAPID_SEAL));
        kept = await findVapidKeys(db);
      }
      if (!kept) throw new Error("The VAPID keys were not kept");
      return { publicKey: kept.publicKey, privateKey: box.open(kept.privateKeySealed, VAPID_SEAL) };
    })();
    keys.catch(() => keysOf.delete(db));
    keysOf.set(db, keys);
  }
  return keys;
}

export async function pushState(db: Db, box: SecretBox, userId: string): Promise<PushState> {
  const [{ publicKey }, settings, devices] = await Promise.all([
    vapidKeys(db, box),
    findPushSettings(db, userId),
    countDevices(db, userId),
  ]);
  return { publicKey, settings, devices };
}

export async function updatePushSettings(
  db: Db,
  userId: string,
  settings: PushSettings,
  now: Date,
): Promise<PushSettings> {
  await savePushSettings(db, userId, settings, now);
  return findPushSettings(db, userId);
}

/** Loopback addresses: a push service stand-in of a test or a developer's machine (never in production). */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Keeps the signed-in user's device. The server will POST to the endpoint: only over HTTPS, as every browser's
 * push service is (a plain-HTTP endpoint on this machine outside production, for tests).
 */
export async function subscribe(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  now: Date,
  production: boolean,
): Promise<void> {
  const url = new URL(input.endpoint);
  const allowed = url.protocol === "https:" || (!production && LOOPBACK.has(url.hostname));
  if (!allowed) {
    throw validationFailed([{ path: "endpoint", message: t("errors").fieldsNotValid }]);
  }
  await saveSubscription(
    db,
    userId,
    { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    now,
  );
}

export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  await deleteSubscription(db, userId, endpoint);
}

import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * A member's unsubscribe token (issue 16): the club's and the member's ids and an HMAC-SHA256 of them under the
 * app's AUTH_SECRET, in base64url. No table: the link of any bulk e-mail the member ever received keeps
 * working, and nobody can make one for another member without the secret.
 */

const UUID_HEX = /^[0-9a-f]{32}$/;

function mac(secret: string, clubId: string, memberId: string): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe:${clubId}:${memberId}`).digest();
}

function uuidBytes(id: string): Buffer {
  const hex = id.replaceAll("-", "").toLowerCase();
  if (!UUID_HEX.test(hex)) throw new Error(`Not a UUID: ${id}`);
  return Buffer.from(hex, "hex");
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The token of a member's unsubscribe link. */
export function unsubscribeToken(secret: string, clubId: string, memberId: string): string {
  const club = uuidBytes(clubId);
  const member = uuidBytes(memberId);
  return Buffer.concat([club, member, mac(secret, uuidOf(club), uuidOf(member))]).toString("base64url");
}

/** The club and member a token names, or null when it is not one this server made. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { clubId: string; memberId: string } | null {
  if (!/^[A-Za-z0-9_-]{86}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== 64) return null;
  const clubId = uuidOf(bytes.subarray(0, 16));
  const memberId = uuidOf(bytes.subarray(16, 32));
  const given = bytes.subarray(32);
  const expected = mac(secret, clubId, memberId);
  return timingSafeEqual(given, expected) ? { clubId, memberId } : null;
}

/** The public page of a token, and the one-click address of RFC 8058 (List-Unsubscribe). */
export function unsubscribeLinks(appUrl: string, token: string) {
  const base = appUrl.replace(/\/+$/, "");
  return { page: `${base}/unsubscribe/${token}`, oneClick: `${base}/api/public/unsubscribe/${token}` };
}

import { readStorage, writeStorage } from "./storage.ts";

/**
 * Spec sections 3 and 4: club data given at sign-up is kept in this browser until the e-mail is confirmed
 * and the user signs in; /club-onboarding then creates the club from it. It names the account it belongs
 * to, so that someone else signing in on the same browser is not sent to create that club.
 */
export const PENDING_CLUB_KEY = "clubhouse.pendingClub";

export interface PendingClub {
  /** The e-mail address of the account that asked for the club. */
  forEmail: string;
  name: string;
  /** The club's e-mail address (the account's own when none was given). */
  email: string;
}

function parse(raw: string | null): PendingClub | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof PendingClub, unknown>>;
    if (typeof value.forEmail !== "string" || typeof value.name !== "string") return null;
    return {
      forEmail: value.forEmail,
      name: value.name,
      email: typeof value.email === "string" ? value.email : "",
    };
  } catch {
    return null;
  }
}

/** The pending club data of this account, if any. */
export function readPendingClub(accountEmail: string): PendingClub | null {
  const pending = parse(readStorage(PENDING_CLUB_KEY));
  if (!pending) return null;
  return pending.forEmail.toLowerCase() === accountEmail.trim().toLowerCase() ? pending : null;
}

export function savePendingClub(pending: PendingClub): void {
  writeStorage(PENDING_CLUB_KEY, JSON.stringify(pending));
}

export function clearPendingClub(): void {
  writeStorage(PENDING_CLUB_KEY, null);
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";
import type { Db } from "../db/client.ts";
import { findAccessRecords, type RoleRecords } from "./access.repository.ts";
import type { Auth } from "./auth.ts";
import { findSessionRecords, type SessionKey, type SessionRecords } from "./session.repository.ts";
import type { SessionUser } from "./session.ts";

/** Who is signed in, and their records in the club the request names (when it names one). */
export interface SignedIn {
  user: SessionUser;
  /** better-auth's id of the session (not its token): the key of its user_sessions record. */
  sessionId: string;
  /** The user's records in the named club; undefined when no club was named or it does not exist. */
  club: RoleRecords | undefined;
}

/**
 * Reads the session of an API request (decision 024). better-auth writes sessions (sign-in, refresh,
 * sign-out, revoke) and answers /api/auth/get-session; the route guards read the session of every other
 * request here, in one call with the user's records in the named club (session.repository.ts), instead of
 * better-auth's two queries and the club's third.
 *
 * Only the common case is read here: a well-signed cookie of a session that is neither expired nor due for
 * its daily refresh. Everything else is better-auth's own `getSession` (which deletes an expired session and
 * extends one due for refresh), so the two can never disagree on who is signed in.
 */
export interface SessionReader {
  read(headers: Headers, clubId: string | null): Promise<SignedIn | null>;
}

/** An HMAC-SHA256 in base64, as better-call writes it and reads it back (`atob`: no other alphabet). */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The token of a session cookie signed as better-call signs it (`token.base64(HMAC-SHA256)`), or null. */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // Buffer would also read base64url's "-" and "_", which better-call refuses.
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** At most this many sessions in one read. */
const READ_BATCH_MAX = 200;
/** A read asked for this soon after the last batch finds the server busy… */
const BUSY_MS = 5;
/** …and waits this long for the reads of the requests that follow it. */
const GATHER_MS = 2;

/**
 * Reads sessions in batches, one batch at a time: a read asked for while none is under way goes to the
 * database when its turn of the event loop is done (setImmediate), with every other read asked for in that
 * turn; the reads asked for while a batch is under way wait for it and then go together, in one statement.
 * Alone, a request waits for no timer and no other request; in a rush (hundreds of members at once, the
 * database busy with their bookings), their sessions take a few statements instead of one each. Nothing is
 * kept between batches: a revoked session is refused on its next request, as decision 024 wants.
 */
function sessionBatches(db: Db): (key: SessionKey) => Promise<SessionRecords | undefined> {
  type Waiting = {
    key: SessionKey;
    resolve: (found: SessionRecords | undefined) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];
  let reading = false;
  let lastRead = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (reading || waiting.length === 0) return;
    lastRead = performance.now();
    const batch = waiting.slice(0, READ_BATCH_MAX);
    waiting = waiting.slice(batch.length);
    reading = true;
    findSessionRecords(
      db,
      batch.map((w) => w.key),
    )
      .then(
        (found) => {
          batch.forEach((w, i) => {
            w.resolve(found[i]);
          });
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        reading = false;
        flush();
      });
  };
  return (key) =>
    new Promise((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (waiting.length > 1 || reading) return;
      // Reads asked for within BUSY_MS of the last batch gather for GATHER_MS more (a rush's requests arrive
      // a few per millisecond); otherwise at the end of this turn.
      if (performance.now() - lastRead < BUSY_MS) setTimeout(flush, GATHER_MS);
      else setImmediate(flush);
    });
}

export function createSessionReader(auth: Auth, db: Db): SessionReader {
  const readSession = sessionBatches(db);
  // better-auth's own settings: the cookie's name (with its __Secure- prefix over HTTPS), the secret it signs
  // with, a session's length and how often it is extended.
  const settings = auth.$context.then((ctx) => ({
    cookieName: ctx.authCookies.sessionToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    // The user's fields as better-auth gives them: its own and our additional ones, not the other columns of
    // the table (an invitation's pending club).
    userFields: [
      "id",
      ...Object.entries(ctx.tables.user?.fields ?? {})
        .filter(([, field]) => field.returned !== false)
        .map(([name]) => name),
    ],
  }));

  /** better-auth's own reading, for every case but the common one. */
  async function byBetterAuth(headers: Headers, clubId: string | null): Promise<SignedIn | null> {
    const result = await auth.api.getSession({ headers });
    if (!result) return null;
    return {
      user: result.user,
      sessionId: result.session.id,
      club: clubId ? await findAccessRecords(db, clubId, result.user.id) : undefined,
    };
  }

  return {
    async read(headers, clubId) {
      const { cookieName, secret, expiresInMs, updateAgeMs, userFields } = await settings;
      const cookie = headers.get("cookie");
      const token = cookie ? verifiedToken(parse(cookie, cookieName)[cookieName], secret) : null;
      // No session cookie, or one not signed with the secret: better-auth finds no session either.
      if (!token) return null;
      const found = await readSession({ token, clubId });
      if (!found) return null;
      const expiresAt = found.session.expiresAt.getTime();
      const now = Date.now();
      if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now)
        return byBetterAuth(headers, clubId);
      const user = Object.fromEntries(
        userFields.map((name) => [name, (found.user as Record<string, unknown>)[name]]),
      );
      return { user: user as SessionUser, sessionId: found.session.id, club: found.club };
    },
  };
}

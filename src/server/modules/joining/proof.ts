import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  hasLeadingZeroBits,
  JOIN_CHALLENGE_MINUTES,
  JOIN_PROOF_BITS,
  type JoinChallenge,
  proofInput,
} from "../../../shared/joining.ts";

// The proof of work of the join page (decision 032): the server signs a challenge (HMAC-SHA256 with the auth
// secret) naming the club, its expiry, its difficulty and a random id; the browser finds a nonce whose
// SHA-256(challenge ":" nonce) starts with `bits` zero bits. Nothing is stored until a challenge is spent.

interface Payload {
  /** The challenge's id: spent once (join_proofs). */
  id: string;
  clubId: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
  bits: number;
}

const PURPOSE = "clubhouse-join-challenge:";

function sign(secret: string, body: string): string {
  return createHmac("sha256", secret)
    .update(PURPOSE + body)
    .digest("base64url");
}

/** A new challenge for the club's join page. */
export function issueChallenge(
  secret: string,
  clubId: string,
  now: Date,
  bits = JOIN_PROOF_BITS,
): JoinChallenge {
  const payload: Payload = {
    id: randomBytes(16).toString("base64url"),
    clubId,
    exp: now.getTime() + JOIN_CHALLENGE_MINUTES * 60_000,
    bits,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return {
    challenge: `${body}.${sign(secret, body)}`,
    bits,
    expiresAt: new Date(payload.exp).toISOString(),
  };
}

export type ProofCheck =
  | { ok: true; challengeId: string }
  | { ok: false; reason: "invalid" | "expired" | "otherClub" | "unsolved" };

/** Whether the proof is this server's challenge for this club, unexpired, and solved. */
export function checkProof(
  secret: string,
  clubId: string,
  proof: { challenge: string; nonce: string },
  now: Date,
): ProofCheck {
  const [body, mac, extra] = proof.challenge.split(".");
  if (!body || !mac || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "invalid" };
  }
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (payload.clubId !== clubId) return { ok: false, reason: "otherClub" };
  if (!(payload.exp > now.getTime())) return { ok: false, reason: "expired" };
  const hash = createHash("sha256").update(proofInput(proof.challenge, proof.nonce), "utf8").digest();
  if (!hasLeadingZeroBits(hash, payload.bits)) return { ok: false, reason: "unsolved" };
  return { ok: true, challengeId: payload.id };
}

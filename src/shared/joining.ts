import { z } from "zod";
import { message } from "./i18n/zod.ts";
import { memberFields } from "./members.ts";
import { membershipTypeSchema } from "./membership-types.ts";
import { newPasswordSchema } from "./password.ts";
import { publicClubSchema } from "./public-club.ts";
import { emailAddress, lineText, text, trimWhitespace } from "./text.ts";

// Joining online (issue 18, decision 032): a club's public join page, its proof of work and its answers.

/** Leading zero bits of SHA-256(challenge ":" nonce): about 2^15 tries on average (decision 032). */
export const JOIN_PROOF_BITS = 15;
/** A challenge is good for this long after it was issued. */
export const JOIN_CHALLENGE_MINUTES = 30;
/** At most this many applications (or attempts with a good proof) from one address in an hour. */
export const JOINS_PER_ADDRESS_PER_HOUR = 5;
/** At most this many applications to one club in an hour, from any address. */
export const JOINS_PER_CLUB_PER_HOUR = 60;

/** A signed challenge of the server: the browser finds a nonce for it (`solveJoinChallenge`). */
export const joinChallengeSchema = z.object({
  challenge: z.string(),
  /** Leading zero bits the hash must have. */
  bits: z.number().int(),
  expiresAt: z.string(),
});
export type JoinChallenge = z.infer<typeof joinChallengeSchema>;

/** A membership type the club offers on its join page: what it costs, in its currency. */
export const joinTypeSchema = membershipTypeSchema.pick({
  code: true,
  name: true,
  description: true,
  priceMinor: true,
  currency: true,
  billingPeriod: true,
  joiningFeeMinor: true,
});
export type JoinType = z.infer<typeof joinTypeSchema>;

/** `GET /api/public/clubs/{clubId}/join`: the club's public join page. */
export const joinPageSchema = publicClubSchema.extend({
  membershipTypes: z.array(joinTypeSchema),
  /** Whether an application to a priced type waits for its joining invoice to be paid. */
  requirePaymentOnSignup: z.boolean(),
  /** Whether applications are approved at once (unless they wait for payment or a place). */
  autoApprove: z.boolean(),
  /** Whether the club takes payments online (Stripe), so that a joining invoice can be paid at once. */
  payOnline: z.boolean(),
});
export type JoinPage = z.infer<typeof joinPageSchema>;

const requiredName = (field: "firstName" | "lastName") =>
  lineText(field)
    .min(
      1,
      message((m) => m.invitations[field]),
    )
    .max(
      50,
      message((m) => m.tooLong[field](50)),
    );

/** The proof of work: the server's challenge and the nonce the browser found. */
export const joinProofSchema = z.object({
  challenge: text().max(1000),
  nonce: text().max(40),
});

/** `POST /api/public/clubs/{clubId}/join`: the person, their new account and the type they apply for. */
export const joinRequestSchema = z.object({
  firstName: requiredName("firstName"),
  lastName: requiredName("lastName"),
  email: emailAddress(),
  password: newPasswordSchema,
  dateOfBirth: memberFields.dateOfBirth,
  phoneNumber: memberFields.phoneNumber,
  /** The code of a type the club offers online. */
  membershipType: text().overwrite(trimWhitespace).min(1).max(100),
  /** The honeypot: a field people do not see. Filled, the application is answered but not stored. */
  website: text().max(500).optional(),
  proof: joinProofSchema,
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** What became of an application: waiting for staff, a member at once, or waiting for its joining invoice. */
export const joinOutcomes = ["pending", "active", "awaitingPayment"] as const;
export type JoinOutcome = (typeof joinOutcomes)[number];

export const joinResultSchema = z.object({
  outcome: z.enum(joinOutcomes),
  clubId: z.string(),
  clubName: z.string(),
  /** The joining invoice, when the type has a price. */
  invoice: z
    .object({
      id: z.string(),
      number: z.string().nullable(),
      totalMinor: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
  /** Whether the invoice can be paid online now (Stripe Checkout through the member's billing). */
  payOnline: z.boolean(),
  /** The club's bank account and instructions (its financial settings), for paying by transfer. */
  bankTransfer: z
    .object({
      accountHolder: z.string().nullable(),
      bankName: z.string().nullable(),
      accountNumber: z.string().nullable(),
      routingCode: z.string().nullable(),
      instructions: z.string().nullable(),
    })
    .nullable(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

/** Whether `SHA-256(challenge ":" nonce)` starts with `bits` zero bits. */
export function hasLeadingZeroBits(hash: Uint8Array, bits: number): boolean {
  let left = bits;
  for (const byte of hash) {
    if (left <= 0) return true;
    if (left >= 8) {
      if (byte !== 0) return false;
      left -= 8;
    } else {
      return byte >> (8 - left) === 0;
    }
  }
  return left <= 0;
}

/** The text hashed for a nonce. */
export function proofInput(challenge: string, nonce: string): string {
  return `${challenge}:${nonce}`;
}

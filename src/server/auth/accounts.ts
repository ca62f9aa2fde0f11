import { and, eq, or, sql } from "drizzle-orm";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { account, user } from "../db/schema/auth.ts";
import { hashPassword } from "./password.ts";

/** The account with this e-mail (any case), with its password hash when it has one. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerified,
      passwordHash: account.password,
    })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /**
   * Spec section 4: the account carries its pending invitation until the first sign-in completes it. None for
   * an account made on a club's join page (issue 18).
   */
  pending?: { invitationId: string; clubId: string; invitedBy: string | null; acceptedAt: Date };
  /**
   * Whether the address was proved: the invitation's link went to it; a club's join page takes it as given
   * (decision 032), and such an account claims no member records by its address (issue 32 §5).
   */
  addressProved: boolean;
  /**
   * The language the person chose where the account was made (the join page's, issue 33); null or absent when
   * none: the account follows its club's (decision 022).
   */
  language?: Locale | null;
}

/**
 * Creates an account with a password, its e-mail confirmed (the invitation link proved the address; a club's
 * join page takes it as given, decision 032), in the caller's transaction, the way better-auth's own sign-up
 * stores it.
 */
export async function createConfirmedAccount(tx: Db, input: NewAccount): Promise<string> {
  const [created] = await tx
    .insert(user)
    .values({
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      emailVerified: true,
      emailUnproved: !input.addressProved,
      language: input.language ?? null,
      pendingInvitationId: input.pending?.invitationId ?? null,
      pendingClubId: input.pending?.clubId ?? null,
      invitedBy: input.pending?.invitedBy ?? null,
      invitationAcceptedAt: input.pending?.acceptedAt ?? null,
    })
    .returning({ id: user.id });
  if (!created) throw new Error("The account was not created");
  await tx.insert(account).values({
    userId: created.id,
    accountId: created.id,
    providerId: "credential",
    password: await hashPassword(input.password),
  });
  return created.id;
}

/** A password reset went through the address (its link or code): the address is the account's. */
export async function markAddressProved(db: Db, userId: string): Promise<void> {
  await db
    .update(user)
    .set({ emailUnproved: false })
    .where(and(eq(user.id, userId), eq(user.emailUnproved, true)));
}

/** A link or code sent to the address proved it (an invitation's link): confirmed, and not taken as given. */
export async function markEmailVerified(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(user)
    .set({ emailVerified: true, emailUnproved: false, updatedAt: now })
    .where(and(eq(user.id, userId), or(eq(user.emailVerified, false), eq(user.emailUnproved, true))));
}

/** The account's pending invitation (spec section 4), or undefined when it has none. */
export async function pendingInvitationOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      invitationId: user.pendingInvitationId,
      clubId: user.pendingClubId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
    .for("update");
  return row;
}

export async function clearPendingInvitation(tx: Db, userId: string): Promise<void> {
  await tx
    .update(user)
    .set({ pendingInvitationId: null, pendingClubId: null, invitedBy: null, invitationAcceptedAt: null })
    .where(eq(user.id, userId));
}

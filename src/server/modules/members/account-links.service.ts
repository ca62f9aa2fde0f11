import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { claimMembers, hasClaimableMembers } from "./account-links.repository.ts";

/**
 * Issue 32 §5: a person whom staff added or imported with their e-mail address signs up with that address
 * (any case) and confirms it, or an account that has confirmed it signs in: each member record of theirs that
 * has no account yet, in every club, is linked to the account, so that they land on their member home rather
 * than on "Create your club". In one transaction, audited as the account itself (the members' audit trigger
 * writes an UPDATE row for each record, in the same transaction).
 *
 * Only a verified address links: an unconfirmed one would let anyone claim a member's record. Left alone: a
 * record linked to another account; a club where the account has a record already; a record whose role is
 * not `member` (staff roles come from the administrators' records through an invitation, decision 011).
 * A record's own status (inactive) and its membership's (pending, expired, …) do not matter: the record is
 * the person's, and they see what the club gives that membership.
 *
 * Costs one read for an account with nothing to claim (every later sign-in). Answers the records linked.
 */
export async function linkAccountToMembers(
  db: Db,
  userId: string,
  audit: AuditContext,
  now: Date,
): Promise<{ memberId: string; clubId: string }[]> {
  if (!(await hasClaimableMembers(db, userId))) return [];
  return withAudit(db, { ...audit, actorId: userId }, (tx) => claimMembers(tx, userId, now));
}

/*
 * The members' records that other modules read and write (decision 051). Members' own service builds on
 * billing, golf and memberships, so these are offered from here, a service that imports nothing but the
 * members' repositories: a module that needs a member's row does not close a circle through members.service.
 */

export { payerOfMember } from "./households.repository.ts";
export type { MemberRow, MemberWithType } from "./members.repository.ts";
export { findMemberForUpdate, findMemberOfUserWithType, findMemberWithType } from "./members.repository.ts";
export { allocateMembershipNumbers } from "./numbers.repository.ts";

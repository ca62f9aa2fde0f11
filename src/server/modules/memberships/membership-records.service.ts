/*
 * The memberships' records that other modules write (decision 051): a membership's history and the daily
 * move through grace to expired. Memberships' own service builds on members.service, which writes these
 * too, so they are offered from here, a service that imports nothing but the memberships' repository.
 */

export type { NewMembershipEvent } from "./memberships.repository.ts";
export { advanceMemberships, insertMembershipEvents, leavePastQuiet } from "./memberships.repository.ts";

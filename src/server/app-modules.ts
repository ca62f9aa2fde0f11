import type { SignInEvent } from "./auth/auth.ts";
import type { Clock } from "./clock.ts";
import type { Db } from "./db/client.ts";
import type { ModuleRoutes } from "./http/app-context.ts";
import type { Logger } from "./logger.ts";
import { adminsRoutes } from "./modules/admins/admins.routes.ts";
import { auditLogsRoutes } from "./modules/audit/audit-logs.routes.ts";
import { auditEventsRoutes } from "./modules/audit-events/audit-events.routes.ts";
import { accountsRoutes } from "./modules/billing/accounts.routes.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { journalRoutes } from "./modules/billing/journal.routes.ts";
import { onlinePaymentRoutes } from "./modules/billing/online.routes.ts";
import { isSepaReturnsImport, sepaRoutes } from "./modules/billing/sepa.routes.ts";
import { taxRatesRoutes } from "./modules/billing/tax-rates.routes.ts";
import { brandingRoutes, isBrandingUpload } from "./modules/branding/branding.routes.ts";
import { clubExportRoutes } from "./modules/club-export/club-export.routes.ts";
import { clubsRoutes } from "./modules/clubs/clubs.routes.ts";
import { domainRoutes } from "./modules/communications/domain.routes.ts";
import { messagesRoutes } from "./modules/communications/messages.routes.ts";
import { templatesRoutes } from "./modules/communications/templates.routes.ts";
import { unsubscribeRoutes } from "./modules/communications/unsubscribe.routes.ts";
import { competitionsRoutes } from "./modules/competitions/competitions.routes.ts";
import { competitionScoresRoutes } from "./modules/competitions/scores.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { goLiveRoutes } from "./modules/go-live/go-live.routes.ts";
import { golfRoutes } from "./modules/golf/golf.routes.ts";
import { visitorRoutes } from "./modules/golf/visitors.routes.ts";
import { handicapsRoutes } from "./modules/handicaps/handicaps.routes.ts";
import { homeRoutes } from "./modules/home/home.routes.ts";
import { invitationsRoutes } from "./modules/invitations/invitations.routes.ts";
import { completePendingInvitation } from "./modules/invitations/invitations.service.ts";
import { joiningRoutes } from "./modules/joining/joining.routes.ts";
import { meRoutes } from "./modules/me/me.routes.ts";
import { memberAppRoutes } from "./modules/member-app/member-app.routes.ts";
import { linkAccountToMembers } from "./modules/members/account-links.service.ts";
import { householdsRoutes } from "./modules/members/households.routes.ts";
import { memberFieldsRoutes } from "./modules/members/member-fields.routes.ts";
import { isMembersImport, membersImportRoutes } from "./modules/members/members.import.routes.ts";
import { membersRoutes } from "./modules/members/members.routes.ts";
import { signInInvitationsRoutes } from "./modules/members/sign-in-invitations.routes.ts";
import { membershipTypesRoutes } from "./modules/memberships/membership-types.routes.ts";
import { membershipsRoutes } from "./modules/memberships/memberships.routes.ts";
import { ownershipTransferRoutes } from "./modules/ownership-transfer/ownership-transfer.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { pushRoutes } from "./modules/push/push.routes.ts";
import { securityRoutes } from "./modules/security/security.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { timeZoneRoutes } from "./modules/system/time-zones.routes.ts";

/**
 * Every module's routes, in the order `createApp` mounts them (decision 052): each takes the app's context and
 * nothing else. A composition root, as job-registry.ts is for the jobs: a new module adds its line here. Where
 * two modules' paths could both match, the more particular comes first (the members import before a member).
 */
export const moduleRoutes: readonly ModuleRoutes[] = [
  systemRoutes,
  timeZoneRoutes,
  meRoutes,
  pushRoutes,
  memberAppRoutes,
  auditEventsRoutes,
  clubsRoutes,
  brandingRoutes,
  adminsRoutes,
  membershipTypesRoutes,
  membershipsRoutes,
  membersImportRoutes,
  membersRoutes,
  householdsRoutes,
  memberFieldsRoutes,
  signInInvitationsRoutes,
  invitationsRoutes,
  golfRoutes,
  visitorRoutes,
  competitionScoresRoutes,
  handicapsRoutes,
  competitionsRoutes,
  homeRoutes,
  billingRoutes,
  accountsRoutes,
  journalRoutes,
  taxRatesRoutes,
  sepaRoutes,
  ownershipTransferRoutes,
  templatesRoutes,
  joiningRoutes,
  paymentsRoutes,
  messagesRoutes,
  securityRoutes,
  auditLogsRoutes,
  clubExportRoutes,
  goLiveRoutes,
  dashboardRoutes,
  unsubscribeRoutes,
  domainRoutes,
  onlinePaymentRoutes,
];

/** The routes that read their bodies themselves, past the pipeline's body limit: uploads and the CSV import. */
export function readsOwnBody(method: string, path: string): boolean {
  return isBrandingUpload(method, path) || isMembersImport(method, path) || isSepaReturnsImport(method, path);
}

/**
 * What a sign-in does before it answers: spec section 4, the first sign-in of an account created from an
 * invitation joins its club; then issue 32 §5, a verified address claims its member records in every club.
 * Each failure is logged and the sign-in stands; the next one tries again.
 */
export function completeSignIn(db: Db, logger: Logger, clock: Clock) {
  const link = linkMembers(db, logger, clock);
  return async (event: SignInEvent) => {
    const audit = { actorId: event.userId, ipAddress: event.ipAddress, userAgent: event.userAgent };
    try {
      await completePendingInvitation(db, event.userId, audit, clock.now());
    } catch (error) {
      logger.error({ err: error, userId: event.userId }, "Failed to complete the pending invitation");
    }
    await link(event);
  };
}

/**
 * Issue 32 §5: an account whose e-mail address is verified (just now, or at a sign-in) is linked to the member
 * records with that address that have no account, in every club. A failure is logged; the next sign-in tries
 * again.
 */
export function linkMembers(db: Db, logger: Logger, clock: Clock) {
  return async (event: SignInEvent) => {
    try {
      await linkAccountToMembers(
        db,
        event.userId,
        { actorId: event.userId, ipAddress: event.ipAddress, userAgent: event.userAgent },
        clock.now(),
      );
    } catch (error) {
      logger.error({ err: error, userId: event.userId }, "Failed to link the account to its member records");
    }
  };
}

import type { z } from "zod";
import { periodEnd } from "../../../shared/billing-periods.ts";
import { addDays } from "../../../shared/dates.ts";
import { type MembershipStatus, membershipStatusLabel } from "../../../shared/member-statuses.ts";
import {
  allowedMembershipActions,
  type Member,
  type MembershipAction,
  type membershipChangeSchema,
} from "../../../shared/members.ts";
import type { Access } from "../../auth/access.ts";
import type { Clock } from "../../clock.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import {
  findMemberForUpdate,
  findMemberWithType,
  type MemberRow,
} from "../members/member-records.service.ts";
import { toMemberView } from "../members/member-view.ts";
import { MEMBER_NOT_FOUND } from "../members/members.service.ts";
import { type ApplicationMailDeps, sendApplicationDecision } from "./application-mail.ts";
import {
  countTypeHolders,
  findMembershipTypeByCode,
  type MembershipTypeRow,
} from "./membership-types.repository.ts";
import {
  advanceMemberships,
  insertMembershipEvents,
  type MembershipValues,
  updateMembership,
} from "./memberships.repository.ts";

type Change = z.output<typeof membershipChangeSchema>;
type ChangeAction = Change["action"];

/**
 * 'An active membership cannot be approved. It can be renewed, suspended or cancelled.', in the request's
 * language.
 */
export function disallowedActionText(status: MembershipStatus, action: ChangeAction): string {
  const texts = t("errors").memberships;
  const allowed = allowedMembershipActions(status).map((a) => texts.participles[a]);
  const last = allowed.pop() ?? "";
  const list = allowed.length > 0 ? texts.or(allowed.join(", "), last) : last;
  return texts.disallowed(membershipStatusLabel(status), texts.participles[action], list);
}

/**
 * Refuses a type the member is about to hold when it is full: `others` members already hold it. Pending
 * applications wait for a place, so an approval counts only the members holding it as active, grace or
 * suspended; a renewal counts the pending ones too (decision 012, capacity).
 */
function checkCapacity(type: MembershipTypeRow, others: number): void {
  if (type.capacity != null && others >= type.capacity) {
    throw new AppError("CONFLICT", t("errors").members.typeFull(type.name, type.capacity));
  }
}

interface Outcome {
  values: MembershipValues;
  event: MembershipAction;
}

async function targetType(tx: Db, clubId: string, member: MemberRow, code: string | undefined) {
  const type = await findMembershipTypeByCode(tx, clubId, code ?? member.membershipType, true);
  if (!type) {
    const message = t("errors").memberships.chooseType;
    throw fieldRefused("membershipType", message);
  }
  return type;
}

async function renew(
  tx: Db,
  clubId: string,
  member: MemberRow,
  code: string | undefined,
  today: string,
): Promise<Outcome> {
  const type = await targetType(tx, clubId, member, code);
  if (!type.active) {
    throw new AppError("CONFLICT", t("errors").memberships.renewInactive(type.name));
  }
  const changesType = type.code !== member.membershipType;
  const holdsItNow = !changesType && ["active", "grace"].includes(member.membershipStatus);
  if (!holdsItNow) checkCapacity(type, await countTypeHolders(tx, clubId, type.code, undefined, member.id));
  // The next period follows the current one without a gap while it runs (or its grace does), else starts today.
  const current = member.membershipEndDate;
  const continues = ["active", "grace"].includes(member.membershipStatus) && current !== null;
  const next = continues ? addDays(current, 1) : today;
  const start = next >= today ? next : today;
  return {
    event: changesType ? "changed" : "renewed",
    values: {
      membershipType: type.code,
      membershipStatus: "active",
      membershipStartDate: start,
      membershipEndDate: periodEnd(start, type.billingPeriod),
    },
  };
}

async function approve(tx: Db, clubId: string, member: MemberRow, today: string): Promise<Outcome> {
  const type = await targetType(tx, clubId, member, undefined);
  const others = await countTypeHolders(tx, clubId, type.code, ["active", "grace", "suspended"], member.id);
  checkCapacity(type, others);
  return {
    event: "approved",
    values: {
      membershipType: type.code,
      membershipStatus: "active",
      membershipStartDate: today,
      membershipEndDate: periodEnd(today, type.billingPeriod),
    },
  };
}

async function outcomeOf(
  tx: Db,
  clubId: string,
  member: MemberRow,
  change: Change,
  today: string,
): Promise<Outcome> {
  const kept: MembershipValues = {
    membershipType: member.membershipType,
    membershipStatus: member.membershipStatus,
    membershipStartDate: member.membershipStartDate,
    membershipEndDate: member.membershipEndDate,
  };
  switch (change.action) {
    case "renew":
      return renew(tx, clubId, member, change.membershipType, today);
    case "approve":
      return approve(tx, clubId, member, today);
    case "cancel":
      return { event: "cancelled", values: { ...kept, membershipStatus: "cancelled" } };
    case "reject":
      return { event: "rejected", values: { ...kept, membershipStatus: "cancelled" } };
    case "suspend":
      return { event: "suspended", values: { ...kept, membershipStatus: "suspended" } };
    case "reinstate":
      // Active again; a period that has ended meanwhile then goes to grace or expired (changeMembership).
      return { event: "reinstated", values: { ...kept, membershipStatus: "active" } };
  }
}

/**
 * `POST /members/{memberId}/membership`: one change of the membership's life cycle (decision 012), with its
 * history row, in one audited transaction. The member row is locked first, so of two changes sent at once
 * the second sees the first's result (and is refused when that no longer allows it). Approving or rejecting
 * an application tells the applicant by e-mail, in the same transaction (application-mail.ts).
 */
export async function changeMembership(
  db: Db,
  clock: Clock,
  access: Access,
  memberId: string,
  change: Change,
  audit: AuditContext,
  mail: ApplicationMailDeps,
): Promise<Member> {
  const { clubId } = access;
  return withAudit(db, audit, async (tx) => {
    const member = await findMemberForUpdate(tx, clubId, memberId);
    if (!member) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
    if ((change.action === "cancel" || change.action === "suspend") && member.role === "owner") {
      throw new AppError("FORBIDDEN", t("errors").memberships.ownerProtected);
    }
    if (!allowedMembershipActions(member.membershipStatus).includes(change.action)) {
      throw new AppError("CONFLICT", disallowedActionText(member.membershipStatus, change.action));
    }
    const today = await clubToday(tx, clubId, clock.now());
    const { values, event } = await outcomeOf(tx, clubId, member, change, today);
    await updateMembership(tx, clubId, memberId, values);
    await insertMembershipEvents(tx, clubId, [
      {
        memberId,
        action: event,
        membershipType: values.membershipType,
        status: values.membershipStatus,
        startDate: values.membershipStartDate,
        endDate: values.membershipEndDate,
        note: change.note ?? null,
        actorId: audit.actorId,
      },
    ]);
    // The dates decide what an active membership is now (a reinstated one may have ended meanwhile).
    await advanceMemberships(tx, { clubId, today }, [memberId]);
    if (event === "approved" || event === "rejected") {
      await sendApplicationDecision(tx, mail, clubId, memberId, event);
    }
    const row = await findMemberWithType(tx, clubId, memberId);
    if (!row) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
    return toMemberView(row, access);
  });
}

/**
 * The membership of a paid renewal or joining invoice (issue 15): `memberId` holds `membershipType` from
 * `start` to `end` (null: for life), with its history row, in the caller's transaction. A renewal extends an
 * active, grace or expired membership; a joining payment approves a pending application. A membership that
 * already runs to `end` or later, or one suspended or cancelled meanwhile, is left as it is (staff decide).
 * Answers whether the membership changed. An approved application tells the applicant by e-mail (`mail`;
 * null only for a payment recorded outside a request or job, such as a test's direct call).
 */
export async function applyPaidPeriod(
  tx: Db,
  clubId: string,
  memberId: string,
  period: { membershipType: string; start: string; end: string | null; today: string },
  action: "renewed" | "approved",
  actorId: string | null,
  mail: ApplicationMailDeps | null,
): Promise<boolean> {
  const member = await findMemberForUpdate(tx, clubId, memberId);
  if (!member) return false;
  const allowed = action === "approved" ? ["pending"] : ["active", "grace", "expired"];
  if (!allowed.includes(member.membershipStatus)) return false;
  const current = member.membershipEndDate;
  const covered =
    action === "renewed" &&
    member.membershipType === period.membershipType &&
    current !== null &&
    (period.end === null ? false : current >= period.end);
  if (covered) return false;
  const values: MembershipValues = {
    membershipType: period.membershipType,
    membershipStatus: "active",
    // A period paid late starts when it was billed to; one whose end is past already ends as billed.
    membershipStartDate: period.start,
    membershipEndDate: period.end,
  };
  await updateMembership(tx, clubId, memberId, values);
  await insertMembershipEvents(tx, clubId, [
    {
      memberId,
      action,
      membershipType: values.membershipType,
      status: values.membershipStatus,
      startDate: values.membershipStartDate,
      endDate: values.membershipEndDate,
      note: null,
      actorId,
    },
  ]);
  await advanceMemberships(tx, { clubId, today: period.today }, [memberId]);
  if (action === "approved" && mail) await sendApplicationDecision(tx, mail, clubId, memberId, "approved");
  return true;
}

/**
 * The memberships' day (memberships.job.ts, renewal-reminders.ts), for the go-live screen's count of the first
 * day (decision 061), which runs them in a transaction it rolls back (decision 051).
 */
export { advanceClubMemberships } from "./memberships.job.ts";
export { sendRenewalReminders } from "./renewal-reminders.ts";

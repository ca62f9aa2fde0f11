import { periodEnd } from "../../../shared/billing-periods.ts";
import type {
  ApplicationResult,
  createMemberSchema,
  Member,
  MemberDetail,
  MemberList,
  MemberListQuery,
  MembershipEvent,
  updateMemberSchema,
} from "../../../shared/members.ts";
import { DEFAULT_MEMBERSHIP_TYPE } from "../../../shared/membership-types.ts";
import { can } from "../../../shared/permissions.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused, uniqueViolationAs } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { lockInvoicesOfMember } from "../billing/invoice-records.service.ts";
import { issueSignupInvoice } from "../billing/signup.ts";
import { clubMembershipSettings, clubToday, namesFromEmail } from "../clubs/clubs.service.ts";
import { afterDeparture, type DepartureDeps, releaseDepartingMember } from "../golf/departure.ts";
import {
  advanceMemberships,
  insertMembershipEvents,
  type NewMembershipEvent,
} from "../memberships/membership-records.service.ts";
import { countTypeHolders, findMembershipTypeByCode } from "../memberships/membership-types.service.ts";
import { householdView } from "./households.service.ts";
import { checkedMemberFieldValues, memberFieldConditions, memberFieldsFor } from "./member-fields.service.ts";
import { type MemberActor, toMemberView } from "./member-view.ts";
import {
  deleteMemberRow,
  findMemberForUpdate,
  findMemberOfUserWithType,
  findMemberWithType,
  insertMemberRow,
  listMembers,
  type MemberChanges,
  type MemberRow,
  type MembershipEventRow,
  type MemberWithType,
  membershipHistory,
  takenByOthers,
  updateMemberRow,
} from "./members.repository.ts";
import { allocateMembershipNumbers, reserveMembershipNumber } from "./numbers.repository.ts";

type CreateMemberValues = ReturnType<typeof createMemberSchema.parse>;
type UpdateMemberValues = ReturnType<typeof updateMemberSchema.parse>;

export const HISTORY_LIMIT = 200;

/** 'Member not found', in the request's language (a route's malformed id answers it too). */
export const MEMBER_NOT_FOUND = () => t("errors").members.notFound;
/** The refusal of a role that does not manage members (the spec's), in the request's language. */
export const MEMBERS_DENIED = () => t("errors").members.denied;

/** `GET /members`: spec section 5's search and filters, one page in the chosen order, and the count. */
export async function listClubMembers(db: Db, access: Access, query: MemberListQuery): Promise<MemberList> {
  const fieldConditions = await memberFieldConditions(db, access.clubId, query.cf);
  const { rows, total, totalCapped } = await listMembers(
    db,
    access.clubId,
    { ...query, fieldConditions },
    { sort: query.sort, order: query.order },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    members: rows.map((r) => toMemberView(r, access)),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function duplicate(fields: { email: boolean; membershipNumber: boolean }): AppError {
  const errors = t("errors").members;
  const list = [
    ...(fields.email ? [{ path: "email", message: errors.duplicateEmail }] : []),
    ...(fields.membershipNumber ? [{ path: "membershipNumber", message: errors.duplicateNumber }] : []),
  ];
  return new AppError("CONFLICT", list[0]?.message ?? errors.duplicateEmail, { fields: list });
}

/** Runs a write of a member row; a clash with another member's e-mail or number answers 409 with the field. */
function writingMember<T>(work: () => Promise<T>): Promise<T> {
  return uniqueViolationAs(work(), ["members_club_email_idx", "members_club_number_idx"], (index) =>
    duplicate({
      email: index === "members_club_email_idx",
      membershipNumber: index === "members_club_number_idx",
    }),
  );
}

async function viewOf(tx: Db, clubId: string, memberId: string, actor: MemberActor): Promise<Member> {
  const row = await findMemberWithType(tx, clubId, memberId);
  if (!row) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
  return toMemberView(row, actor);
}

/** The capacity refusal of a full type (product decisions section 3). */
function typeFull(name: string, capacity: number): AppError {
  const errors = t("errors").members;
  return new AppError("CONFLICT", errors.typeFull(name, capacity), {
    fields: [{ path: "membershipType", message: errors.typeFullField(name) }],
  });
}

/** A membership number for a new member: the given one (moving the sequence past it), else the next free one. */
async function numberFor(tx: Db, clubId: string, given: string | null | undefined): Promise<string> {
  if (given) {
    await reserveMembershipNumber(tx, clubId, given);
    return given;
  }
  // A number typed by hand under another prefix may already hold the next one: skip it.
  for (let i = 0; i < 1000; i++) {
    const [number] = await allocateMembershipNumbers(tx, clubId);
    if (!number) break;
    if (!(await takenByOthers(tx, clubId, { membershipNumber: number })).membershipNumber) return number;
  }
  throw new Error("No free membership number was found");
}

type Admission = "member" | "application";

/**
 * Adds a member (spec section 4) in the caller's transaction: status and membership active (or pending for
 * an application), type monthly unless given, joined today in the club's time zone unless given, names from
 * the e-mail's local part when not given, the next membership number unless given; a history row.
 */
async function admit(
  tx: Db,
  actor: Access,
  input: CreateMemberValues,
  admission: Admission,
  now: Date,
  queue?: Pick<JobQueue, "send">,
  /** The applicant's own account (joining online), linked to the new member row. */
  userId: string | null = null,
): Promise<ApplicationResult> {
  const { clubId } = actor;
  const taken = await takenByOthers(tx, clubId, {
    email: input.email ?? null,
    membershipNumber: input.membershipNumber ?? null,
  });
  if (taken.email || taken.membershipNumber) throw duplicate(taken);
  // The number before the type: its counter row is the club's lock for creations (the order the import
  // takes too), so the capacity count below sees every earlier creation.
  const membershipNumber = await numberFor(tx, clubId, input.membershipNumber);

  const code = input.membershipType ?? DEFAULT_MEMBERSHIP_TYPE;
  const type = await findMembershipTypeByCode(tx, clubId, code, true);
  if (!type?.active) {
    const errors = t("errors").members;
    const message = type ? errors.typeInactive(type.name) : errors.typeUnknown(code);
    throw fieldRefused("membershipType", message);
  }

  let status: "active" | "pending" = "active";
  let autoApproved = false;
  const priced = type.priceMinor > 0 || type.joiningFeeMinor > 0;
  if (admission === "application") {
    const settings = await clubMembershipSettings(tx, clubId);
    // With payment required on signup, an application to a type with a price waits for its joining invoice.
    autoApproved = settings.autoApproveApplications && !(settings.requirePaymentOnSignup && priced);
    status = autoApproved ? "active" : "pending";
  }
  if (status === "active" && type.capacity !== null) {
    const holding = await countTypeHolders(tx, clubId, code);
    if (holding >= type.capacity) {
      // A full type refuses a new member; an application waits for a place instead.
      if (admission === "member") throw typeFull(type.name, type.capacity);
      status = "pending";
      autoApproved = false;
    }
  }

  // The custom fields' values: an applicant joining online (their own account) is not asked for the required
  // ones, which staff fill in later; staff adding a member or recording an application are.
  const customFields = await checkedMemberFieldValues(tx, clubId, input.customFields, null, userId === null);
  const today = await clubToday(tx, clubId, now);
  const joinDate = input.joinDate ?? today;
  const fromEmail = input.email ? namesFromEmail(input.email) : { firstName: null, lastName: null };
  const row = await writingMember(() =>
    insertMemberRow(tx, clubId, {
      userId,
      role: "member",
      status: input.status ?? "active",
      membershipNumber,
      firstName: input.firstName ?? fromEmail.firstName,
      lastName: input.lastName ?? fromEmail.lastName,
      email: input.email ?? null,
      phoneNumber: input.phoneNumber ?? null,
      membershipType: code,
      membershipStatus: status,
      membershipStartDate: joinDate,
      membershipEndDate: periodEnd(joinDate, type.billingPeriod),
      joinDate,
      dateOfBirth: input.dateOfBirth ?? null,
      notes: input.notes ?? null,
      customFields: customFields ?? {},
    }),
  );
  const event = (action: NewMembershipEvent["action"], eventStatus: string): NewMembershipEvent => ({
    memberId: row.id,
    action,
    membershipType: code,
    status: eventStatus,
    startDate: row.membershipStartDate,
    endDate: row.membershipEndDate,
    note: null,
    actorId: actor.userId,
  });
  const events =
    admission === "member"
      ? [event("joined", "active")]
      : autoApproved
        ? [event("applied", "pending"), event("approved", "active")]
        : [event("applied", "pending")];
  await insertMembershipEvents(tx, clubId, events);
  // A join date long past may have ended the membership already: grace or expired, as the daily job would.
  await advanceMemberships(tx, { clubId, today }, [row.id]);
  // An application to a type with a price is billed its joining fee and first period (issue 15).
  const invoice =
    admission === "application" && priced
      ? await issueSignupInvoice(tx, clubId, row, type, actor.userId, queue, now)
      : null;
  return {
    member: await viewOf(tx, clubId, row.id, actor),
    autoApproved,
    invoice: invoice ? { id: invoice.id, number: invoice.number, totalMinor: invoice.totalMinor } : null,
  };
}

/** `POST /members`. */
export async function createMember(
  db: Db,
  access: Access,
  input: CreateMemberValues,
  audit: AuditContext,
  now: Date,
): Promise<Member> {
  return withAudit(db, audit, async (tx) => (await admit(tx, access, input, "member", now)).member);
}

/** `POST /applications`: pending unless the club approves applications automatically. */
export async function recordApplication(
  db: Db,
  access: Access,
  input: CreateMemberValues,
  audit: AuditContext,
  now: Date,
  queue?: Pick<JobQueue, "send">,
): Promise<ApplicationResult> {
  return withAudit(db, audit, (tx) => admit(tx, access, input, "application", now, queue));
}

/**
 * An application made online by the applicant (issue 18), in the caller's transaction: as `recordApplication`,
 * with the member row linked to the applicant's account (`access.userId`).
 */
export function recordOwnApplication(
  tx: Db,
  access: Access,
  input: CreateMemberValues,
  now: Date,
  queue?: Pick<JobQueue, "send">,
): Promise<ApplicationResult> {
  return admit(tx, access, input, "application", now, queue, access.userId);
}

function actorName(row: MembershipEventRow): string | null {
  const full = [row.actorFirstName, row.actorLastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return full || row.actorName?.trim() || row.actorEmail || null;
}

function toEventView(row: MembershipEventRow): MembershipEvent {
  return {
    id: row.id,
    action: row.action,
    membershipType: row.membershipType,
    membershipTypeName: row.membershipTypeName ?? row.membershipType,
    status: row.status as MembershipEvent["status"],
    startDate: row.startDate,
    endDate: row.endDate,
    note: row.note,
    actorName: actorName(row),
    createdAt: row.createdAt.toISOString(),
  };
}

async function detail(db: Db, clubId: string, member: Member): Promise<MemberDetail> {
  const [history, household] = await Promise.all([
    membershipHistory(db, clubId, member.id, HISTORY_LIMIT),
    householdView(db, clubId, member.household?.id ?? null),
  ]);
  return { member, history: history.map(toEventView), household };
}

/**
 * `GET /members/{memberId}`: the record and its membership history. A role that does not manage members
 * reads only its own record: another member's id answers 404 like an id that does not exist, so that the
 * answer tells nothing of who is a member.
 */
export async function getMember(db: Db, access: Access, memberId: string): Promise<MemberDetail> {
  const row = await findMemberWithType(db, access.clubId, memberId);
  const visible = row && (can(access.role, "members.manage") || row.userId === access.userId);
  if (!visible) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
  return detail(db, access.clubId, await ownView(db, row, access));
}

/**
 * A member's view of a record (their own): with the custom fields visible to members only, unless the role
 * manages members (and sees them all).
 */
async function ownView(db: Db, row: MemberWithType, access: Access): Promise<Member> {
  if (can(access.role, "members.manage")) return toMemberView(row, access);
  const visible = await memberFieldsFor(db, access.clubId, access.role);
  return toMemberView(row, access, new Set(visible.map((f) => f.id)));
}

/** `GET /members/me`: one's own record in the club, whatever the role. */
export async function getOwnMember(db: Db, access: Access): Promise<MemberDetail> {
  const row = await findMemberOfUserWithType(db, access.clubId, access.userId);
  if (!row) throw new AppError("NOT_FOUND", t("errors").members.noOwnRecord);
  return detail(db, access.clubId, await ownView(db, row, access));
}

/**
 * `PATCH /members/me`: what a member changes on their own record, whatever the role: whether they receive the
 * club's bulk mail (issue 16). The time of an unsubscribe is kept when it is given again.
 */
export async function updateOwnMember(
  db: Db,
  access: Access,
  input: { bulkMailUnsubscribed: boolean },
  audit: AuditContext,
  now: Date,
): Promise<Member> {
  const own = await findMemberOfUserWithType(db, access.clubId, access.userId);
  if (!own) throw new AppError("NOT_FOUND", t("errors").members.noOwnRecord);
  return withAudit(db, audit, async (tx) => {
    const current = await lockMember(tx, access.clubId, own.id);
    const at = input.bulkMailUnsubscribed ? (current.bulkMailUnsubscribedAt ?? now) : null;
    await updateMemberRow(tx, access.clubId, own.id, { bulkMailUnsubscribedAt: at });
    const row = await findMemberWithType(tx, access.clubId, own.id);
    if (!row) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
    return ownView(tx, row, access);
  });
}

async function lockMember(tx: Db, clubId: string, memberId: string): Promise<MemberRow> {
  const row = await findMemberForUpdate(tx, clubId, memberId);
  if (!row) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
  return row;
}

/** `PATCH /members/{memberId}`: the record's own fields (the membership changes through its actions). */
export async function updateMember(
  db: Db,
  access: Access,
  memberId: string,
  input: UpdateMemberValues,
  audit: AuditContext,
  now: Date,
): Promise<Member> {
  const { clubId } = access;
  return withAudit(db, audit, async (tx) => {
    const current = await lockMember(tx, clubId, memberId);
    if (current.role === "owner" && input.status === "inactive") {
      throw new AppError("FORBIDDEN", t("errors").members.ownerRecordProtected);
    }
    const changes: MemberChanges = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName;
    if (input.lastName !== undefined) changes.lastName = input.lastName;
    if (input.email !== undefined) changes.email = input.email;
    if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
    if (input.dateOfBirth !== undefined) changes.dateOfBirth = input.dateOfBirth;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.status !== undefined) changes.status = input.status;
    if (input.joinDate !== undefined) changes.joinDate = input.joinDate;
    if (input.bulkMailUnsubscribed !== undefined) {
      changes.bulkMailUnsubscribedAt = input.bulkMailUnsubscribed
        ? (current.bulkMailUnsubscribedAt ?? now)
        : null;
    }

    const customFields = await checkedMemberFieldValues(tx, clubId, input.customFields, current.customFields);
    if (customFields !== undefined) changes.customFields = customFields;

    const after = { ...current, ...changes };
    if (!after.email && !(after.firstName && after.lastName)) {
      const message = t("validation").members.emailOrNames;
      throw fieldRefused("email", message);
    }
    const emailChanged =
      Boolean(changes.email) && changes.email?.toLowerCase() !== current.email?.toLowerCase();
    const numberChanged =
      Boolean(input.membershipNumber) && input.membershipNumber !== current.membershipNumber;
    const taken = await takenByOthers(
      tx,
      clubId,
      {
        email: emailChanged ? changes.email : null,
        membershipNumber: numberChanged ? input.membershipNumber : null,
      },
      memberId,
    );
    if (taken.email || taken.membershipNumber) throw duplicate(taken);
    if (numberChanged && input.membershipNumber) {
      await reserveMembershipNumber(tx, clubId, input.membershipNumber);
      changes.membershipNumber = input.membershipNumber;
    } else if (input.membershipNumber === null && !current.membershipNumber) {
      // An empty number on a record without one: the next of the sequence.
      changes.membershipNumber = await numberFor(tx, clubId, null);
    }
    await writingMember(() => updateMemberRow(tx, clubId, memberId, changes));
    return viewOf(tx, clubId, memberId, access);
  });
}

/**
 * `DELETE /members/{memberId}`: never the owner's record, one's own, or an administrator's. What the member
 * leaves behind is kept without them (decision 039): invoices keep whom they were addressed to, past rounds
 * keep the member's place as a former member; their upcoming tee times are freed for the waiting list
 * (`golf`: what it needs to tell the groups it serves; without it, the places are freed and not offered).
 *
 * Locks in decision 035's order: the member's invoices, then their golf (departure.ts), and the member's row
 * last. Deleting the row waits for every row that refers to it (the foreign keys change them), and every writer
 * that adds such a row checks the member's key while it holds its other locks: the row taken first would wait
 * for them while they wait for it (a payment renewing the membership, a guest added to their booking, an offer
 * accepted for a group naming them).
 */
export async function deleteMember(
  db: Db,
  access: Access,
  memberId: string,
  audit: AuditContext,
  golf: DepartureDeps,
): Promise<void> {
  const { clubId } = access;
  await withAudit(db, audit, async (tx) => {
    // Refused at once when it would be refused; checked again under the row's lock, taken last.
    refuseDeletion(access, await findMemberWithType(tx, clubId, memberId));
    await lockInvoicesOfMember(tx, clubId, memberId);
    const now = golf.clock.now();
    const freed = await releaseDepartingMember(tx, clubId, memberId, access.userId, now);
    refuseDeletion(access, await findMemberForUpdate(tx, clubId, memberId));
    await deleteMemberRow(tx, clubId, memberId);
    await afterDeparture(tx, golf, clubId, freed);
  });
}

/** Refuses to delete a record that is gone, the owner's, one's own or an administrator's. */
function refuseDeletion(access: Access, target: MemberRow | undefined): void {
  if (!target) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
  const errors = t("errors").members;
  if (target.role === "owner") throw new AppError("FORBIDDEN", errors.ownerRecordProtected);
  if (target.userId === access.userId) throw new AppError("FORBIDDEN", errors.ownRecordDelete);
  if (target.role !== "member") throw new AppError("CONFLICT", errors.adminRecordDelete);
}

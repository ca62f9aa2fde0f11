import { z } from "zod";
import { pageQuerySchema } from "./admins.ts";
import { calendarDateSchema } from "./date-schema.ts";
import { householdSchema, memberHouseholdSchema } from "./households.ts";
import { sharedMessages } from "./i18n/current.ts";
import { liveTexts } from "./i18n/live.ts";
import { message, type ValidationMessages } from "./i18n/zod.ts";
import {
  memberFieldFiltersSchema,
  memberFieldValuesInputSchema,
  memberFieldValuesSchema,
} from "./member-fields.ts";
import {
  type MembershipStatus,
  memberSortFields,
  memberStatuses,
  membershipStatuses,
  SEARCH_MAX,
} from "./member-statuses.ts";
import { roles } from "./permissions.ts";
import {
  type LongTextField,
  type OneLineField,
  optionalBoundedLine,
  optionalBoundedText,
  text,
  trimWhitespace,
} from "./text.ts";

/**
 * A search counts its matches up to this many (bounded pagination): a broad term such as "an" matches a
 * quarter of 100,000 members, and counting them all would take longer than finding the page.
 */
export const SEARCH_COUNT_CAP = 1000;

/** A date of a member as YYYY-MM-DD, with the messages of `field` (the catalog's `dates`). */
export const dateString = (field: keyof ValidationMessages["dates"]) =>
  calendarDateSchema(
    message((m) => m.dates[field].format),
    message((m) => m.dates[field].notText),
  );

const name = (field: LongTextField & OneLineField) => optionalBoundedLine(50, field);

export const membershipNumberSchema = text()
  .overwrite(trimWhitespace)
  .regex(
    /^[A-Za-z0-9-]{1,20}$/,
    message((m) => m.members.membershipNumber),
  )
  .transform((v) => v.toUpperCase());

/**
 * An optional field: empty text is null, anything else must pass `schema` and fails with its own message
 * (a union with "" would answer zod's bare 'Invalid input').
 */
function emptyAsNull<T extends z.ZodType<unknown, string>>(schema: T) {
  return text()
    .overwrite(trimWhitespace)
    .transform((v) => (v === "" ? null : v))
    .pipe(schema.nullable());
}

/** The member's own fields, each with its rule (the CSV import checks a file's columns with these). */
export const memberFields = {
  firstName: name("firstName").nullish(),
  lastName: name("lastName").nullish(),
  email: emptyAsNull(
    text()
      .max(
        254,
        message((m) => m.tooLong.emailAddress(254)),
      )
      .transform((v) => v.toLowerCase())
      .pipe(z.email(message((m) => m.email))),
  ).nullish(),
  phoneNumber: optionalBoundedLine(20, "phoneNumber").nullish(),
  /** Empty or absent: the next number of the club's sequence (member_id_prefix + 00001). */
  membershipNumber: emptyAsNull(membershipNumberSchema).nullish(),
  dateOfBirth: emptyAsNull(dateString("dateOfBirth")).nullish(),
  notes: optionalBoundedText(2000, "notes").nullish(),
  status: z
    .enum(
      memberStatuses,
      message((m) => m.statusActiveOrInactive),
    )
    .optional(),
  joinDate: dateString("joinDate").optional(),
};

const needsEmailOrNames = (v: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) => Boolean(v.email) || Boolean(v.firstName && v.lastName);
const emailOrNames = {
  ...message((m) => m.members.emailOrNames),
  path: ["email"],
};

/**
 * Adding a member (spec section 4): status and membership status active, membership type monthly and join
 * date today unless given; names from the e-mail's local part when not given. Roles other than member come
 * from the administrators screen (invitations), not from here.
 */
export const createMemberSchema = z
  .object({
    ...memberFields,
    /** A membership type code of the club; monthly when absent. */
    membershipType: text()
      .overwrite(trimWhitespace)
      .min(
        1,
        message((m) => m.members.chooseType),
      )
      .max(50)
      .optional(),
    /** The club's custom fields (decision 064): values by field id, checked against the club's definitions. */
    customFields: memberFieldValuesInputSchema.optional(),
  })
  .refine(needsEmailOrNames, emailOrNames);
export type CreateMemberInput = z.input<typeof createMemberSchema>;

/**
 * Whether the member receives the club's bulk mail (messages): true when they unsubscribed, by the link of a
 * message or on their record. Transactional mail (invitations, bookings, invoices) reaches them either way.
 */
const bulkMailUnsubscribed = z.boolean();

/** Editing a member's record. The membership (type, dates, status) changes through the membership actions. */
export const updateMemberSchema = z
  .object({
    ...memberFields,
    bulkMailUnsubscribed: bulkMailUnsubscribed.optional(),
    /** Values by field id to set (null clears one); the fields left out keep theirs (decision 064). */
    customFields: memberFieldValuesInputSchema.optional(),
  })
  .refine(
    (v) => Object.keys(v).length > 0,
    message((m) => m.sayWhatToChange),
  );
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

/** What a member changes on their own record: whether they receive the club's bulk mail. */
export const ownMemberChangeSchema = z.object({ bulkMailUnsubscribed });
export type OwnMemberChange = z.input<typeof ownMemberChangeSchema>;

/** The filters of the members list and of its CSV export (spec section 5), with the sort. */
const memberFilterFields = {
  q: text()
    .overwrite(trimWhitespace)
    .max(
      SEARCH_MAX,
      message((m) => m.tooLong.search(SEARCH_MAX)),
    )
    .optional(),
  membershipType: text().overwrite(trimWhitespace).max(50).optional(),
  membershipStatus: z
    .enum(
      membershipStatuses,
      message((m) => m.members.unknownMembershipStatus),
    )
    .optional(),
  role: z
    .enum(
      roles,
      message((m) => m.members.unknownRole),
    )
    .optional(),
  status: z
    .enum(
      memberStatuses,
      message((m) => m.members.unknownStatus),
    )
    .optional(),
  sort: z
    .enum(
      memberSortFields,
      message((m) => m.members.unknownSortField),
    )
    .default("name"),
  order: z
    .enum(
      ["asc", "desc"],
      message((m) => m.members.order),
    )
    .default("asc"),
  /**
   * Memberships ending from and to these calendar dates (both included; either alone is open on its other
   * side): the dashboard's "memberships ending soon" link (decision 029). A member without an end date never
   * matches.
   */
  endsFrom: dateString("endsFrom").optional(),
  endsTo: dateString("endsTo").optional(),
  /** The members of one household (decision 062); an id that is no household of the club matches nobody. */
  householdId: text().overwrite(trimWhitespace).max(100).optional(),
  /**
   * Custom field filters (decision 064), `cf=<field id>:<value>` repeated: choice and yes/no equal, text
   * contains, number and date equal or lie in `<from>..<to>`.
   */
  cf: memberFieldFiltersSchema.optional(),
};

/** Whether the end dates' range is in order (its message goes on `endsTo`). */
const endsInOrder = (q: { endsFrom?: string | undefined; endsTo?: string | undefined }) =>
  !q.endsFrom || !q.endsTo || q.endsFrom <= q.endsTo;
const endsReversed = { ...message((m) => m.members.endsReversed), path: ["endsTo"] };

/** `GET /api/clubs/{clubId}/members`: spec section 5's search and filters, sorted and a page at a time. */
export const memberListQuerySchema = pageQuerySchema
  .extend(memberFilterFields)
  .refine(endsInOrder, endsReversed);
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
/** The filters alone (the CSV export takes these, without paging). */
export const memberFilterSchema = z.object(memberFilterFields).refine(endsInOrder, endsReversed);
export type MemberFilter = z.infer<typeof memberFilterSchema>;

/** Spec section 3 'Club member', as the API shows it. Dates are YYYY-MM-DD; times ISO 8601. */
export const memberSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  userId: z.string().nullable(),
  role: z.enum(roles),
  status: z.enum(memberStatuses),
  membershipNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Full name, else e-mail, else the membership number. */
  displayName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  membershipType: z.string(),
  membershipTypeName: z.string(),
  membershipStatus: z.enum(membershipStatuses),
  membershipStartDate: z.string(),
  membershipEndDate: z.string().nullable(),
  joinDate: z.string(),
  dateOfBirth: z.string().nullable(),
  /** The staff's notes: only for those who manage members (members.manage); absent for the others. */
  notes: z.string().nullable().optional(),
  joinedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the signed-in user may delete this record (owner's record, own record and administrators: no). */
  canDelete: z.boolean(),
  /** True when the member unsubscribed from the club's bulk mail (messages); transactional mail still goes. */
  bulkMailUnsubscribed: z.boolean(),
  /** The household the member belongs to, and whether they pay for it (decision 062). */
  household: memberHouseholdSchema.nullable(),
  /**
   * The member's custom field values by field id (decision 064). Staff who manage members see every field;
   * the member, on their own record, only the fields visible to members.
   */
  customFields: memberFieldValuesSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({
  members: z.array(memberSchema),
  total: z.number().int(),
  /** True when a search matched more than SEARCH_COUNT_CAP members: `total` is then the cap, and pages end there. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const membershipActions = [
  "joined",
  "applied",
  "approved",
  "rejected",
  "renewed",
  "changed",
  "cancelled",
  "suspended",
  "reinstated",
  "grace",
  "expired",
  "imported",
  /** A renewal reminder was e-mailed (note: the days before the end it was for, 0 when it had ended). */
  "reminded",
  /**
   * The membership's period had ended when the club started quietly (a quiet import, or going live from today;
   * decision 061): no renewal invoice and no renewal notice go out automatically for this end date.
   */
  "quiet",
] as const;
export type MembershipAction = (typeof membershipActions)[number];

/** One line of a member's membership history (newest first). */
export const membershipEventSchema = z.object({
  id: z.string(),
  action: z.enum(membershipActions),
  membershipType: z.string(),
  membershipTypeName: z.string(),
  status: z.enum(membershipStatuses),
  startDate: z.string(),
  endDate: z.string().nullable(),
  note: z.string().nullable(),
  /** Who made the change: a name or e-mail; null for the daily job. */
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type MembershipEvent = z.infer<typeof membershipEventSchema>;

/** `GET /members/{id}` and `GET /members/me`: the record and its membership history. */
export const memberDetailSchema = z.object({
  member: memberSchema,
  history: z.array(membershipEventSchema),
  /** The member's household with its members and payer (decision 062); null when they belong to none. */
  household: householdSchema.nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/**
 * `POST /members/{id}/membership`: what to do with the membership.
 * - renew: a new period from the day after the current end (or today when it has passed), of the given type
 *   (a change of type) or the same; status active.
 * - cancel, suspend: status cancelled or suspended, dates kept.
 * - reinstate: a suspended membership back to active, or to grace or expired when its dates have passed.
 * - approve, reject: a pending application; approve starts the period today, reject cancels it.
 */
export const membershipChangeSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("renew"),
      membershipType: text().overwrite(trimWhitespace).min(1).max(50).optional(),
      note: optionalBoundedText(500, "note").nullish(),
    }),
    z.object({ action: z.literal("cancel"), note: optionalBoundedText(500, "note").nullish() }),
    z.object({ action: z.literal("suspend"), note: optionalBoundedText(500, "note").nullish() }),
    z.object({ action: z.literal("reinstate"), note: optionalBoundedText(500, "note").nullish() }),
    z.object({ action: z.literal("approve"), note: optionalBoundedText(500, "note").nullish() }),
    z.object({ action: z.literal("reject"), note: optionalBoundedText(500, "note").nullish() }),
  ],
  message((m) => m.members.action),
);
export type MembershipChange = z.input<typeof membershipChangeSchema>;

/** Which actions a membership in `status` allows (the server and the screens both ask). */
export function allowedMembershipActions(status: MembershipStatus): MembershipChange["action"][] {
  switch (status) {
    case "pending":
      return ["approve", "reject"];
    case "active":
    case "grace":
      return ["renew", "suspend", "cancel"];
    case "expired":
    case "cancelled":
      return ["renew"];
    case "suspended":
      return ["reinstate", "cancel"];
  }
}

/**
 * `POST /applications`: an application for membership, recorded by staff. It waits as pending unless the
 * club's `auto_approve_applications` is on (and, for a type with a price when the club requires payment on
 * signup, until its joining invoice is paid). `invoice` is that joining invoice, issued with the application.
 */
export const applicationResultSchema = z.object({
  member: memberSchema,
  autoApproved: z.boolean(),
  invoice: z.object({ id: z.string(), number: z.string().nullable(), totalMinor: z.number() }).nullable(),
});
export type ApplicationResult = z.infer<typeof applicationResultSchema>;

/** CSV import and export (the same columns, so an export can be imported into another club). */
export const csvColumns = [
  "membership_number",
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "membership_type",
  "membership_status",
  "membership_start_date",
  "membership_end_date",
  "join_date",
  "date_of_birth",
  "status",
  "role",
  "notes",
] as const;
/** Columns the import reads; `role` is written by the export only (roles come from the administrators screen). */
export const importColumns = csvColumns.filter((c) => c !== "role");
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const importErrorSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** What the import does with a row (issue 32): adds a member, updates one, leaves one as it is, or skips it. */
export const importOutcomes = ["new", "updated", "unchanged", "skipped"] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** The dry run's answer (the import itself answers 422 listing the first problems in `fields`). */
export const importReportSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  /** Every bad row's problems, in file order (at most 1,000; `errorCount` has them all). */
  errors: z.array(importErrorSchema),
  errorCount: z.number().int(),
  /** With a mapping: how many rows are new, update a member, change nothing, are skipped (not members). */
  outcomes: z
    .object({
      new: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      skipped: z.number().int(),
    })
    .optional(),
  /** With a mapping: each row that is not new, with the import's columns it changes (at most 1,000). */
  changes: z
    .array(
      z.object({
        line: z.number().int(),
        outcome: z.enum(importOutcomes),
        /** The member it matched ("Ada Lovelace, MB00012"). */
        member: z.string().nullable(),
        fields: z.array(z.string()),
      }),
    )
    .optional(),
  /** With a mapping: the membership types the import creates from the file's values (their names). */
  newTypes: z.array(z.string()).optional(),
  /** With a mapping: the file's header and its bad rows as they were (at most 1,000), to fix and import again. */
  rejected: z
    .object({
      header: z.array(z.string()),
      rows: z.array(z.object({ line: z.number().int(), values: z.array(z.string()) })),
    })
    .optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The import's answer is a stream of these, one JSON object per line (application/x-ndjson). */
export const importEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progress"), done: z.number().int(), total: z.number().int() }),
  z.object({
    type: z.literal("done"),
    /** Members added. */
    imported: z.number().int(),
    /** With a mapping: members updated, and rows left out (not members, or bad with skipErrors). */
    updated: z.number().int().optional(),
    skipped: z.number().int().optional(),
    /** With a mapping: rows whose household or payer could not be followed (imported without it). */
    warnings: z.array(importErrorSchema).optional(),
  }),
  z.object({ type: z.literal("failed"), title: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

/** How the screens name a line of the membership history, in the language in use ("labels" catalog). */
export function membershipActionLabel(action: MembershipAction): string {
  return sharedMessages("labels").membershipActions[action] ?? action;
}

/**
 * `membershipActionLabels[action]`: each read gives the label in the language in use (`membershipActionLabel`).
 */
export const membershipActionLabels: Readonly<Record<MembershipAction, string>> = liveTexts(
  membershipActions,
  membershipActionLabel,
);

import { z } from "zod";
import { message } from "./i18n/zod.ts";
import { lineText, text, trimWhitespace } from "./text.ts";

/*
 * Households (issue 32 §6, decision 062): members grouped under one payer, to whom the documents of the others
 * are billed. A member belongs to at most one household; the payer is one of its members.
 */

/** The most members a household has (a family, not a club within the club). */
export const HOUSEHOLD_MAX_MEMBERS = 20;
export const HOUSEHOLD_NAME_MAX = 100;

export const householdNameSchema = lineText(
  "householdName",
  message((m) => m.households.nameRequired),
)
  .min(
    1,
    message((m) => m.households.nameRequired),
  )
  .max(
    HOUSEHOLD_NAME_MAX,
    message((m) => m.households.nameTooLong(HOUSEHOLD_NAME_MAX)),
  );

/** A member's household as the members list and every member view show it. */
export const memberHouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether this member is the household's payer. */
  payer: z.boolean(),
});
export type MemberHousehold = z.infer<typeof memberHouseholdSchema>;

/** A household with its members, the payer first, then by name. */
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The member who pays for the household; null while it has none. */
  payerMemberId: z.string().nullable(),
  members: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      membershipNumber: z.string().nullable(),
      payer: z.boolean(),
    }),
  ),
});
export type Household = z.infer<typeof householdSchema>;

/** `GET /households`: the club's households by name, for choosing one (a search and a page). */
export const householdListSchema = z.object({
  /** At most HOUSEHOLD_LIST_LIMIT, by name. */
  households: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      memberCount: z.number().int(),
      payerName: z.string().nullable(),
    }),
  ),
});
export type HouseholdList = z.infer<typeof householdListSchema>;
export const HOUSEHOLD_LIST_LIMIT = 20;

export const householdListQuerySchema = z.object({
  q: text()
    .overwrite(trimWhitespace)
    .max(
      HOUSEHOLD_NAME_MAX,
      message((m) => m.households.nameTooLong(HOUSEHOLD_NAME_MAX)),
    )
    .optional(),
  /** How many to answer (the picker asks for a few), at most HOUSEHOLD_LIST_LIMIT. */
  limit: z.coerce
    .number(message((m) => m.households.limit(HOUSEHOLD_LIST_LIMIT)))
    .int(message((m) => m.households.limit(HOUSEHOLD_LIST_LIMIT)))
    .min(
      1,
      message((m) => m.households.limit(HOUSEHOLD_LIST_LIMIT)),
    )
    .max(
      HOUSEHOLD_LIST_LIMIT,
      message((m) => m.households.limit(HOUSEHOLD_LIST_LIMIT)),
    )
    .optional(),
});

const memberIdText = text().overwrite(trimWhitespace).max(100);

/** `POST /households`: a new household, with its first members and its payer (one of them) when given. */
export const createHouseholdSchema = z.object({
  name: householdNameSchema,
  memberIds: z
    .array(memberIdText)
    .max(
      HOUSEHOLD_MAX_MEMBERS,
      message((m) => m.households.memberIds(HOUSEHOLD_MAX_MEMBERS)),
    )
    .default([]),
  payerMemberId: memberIdText.nullable().optional(),
});
export type CreateHousehold = z.infer<typeof createHouseholdSchema>;

/** `PATCH /households/{id}`: its name, and its payer (one of its members; null for none). */
export const updateHouseholdSchema = z.object({
  name: householdNameSchema.optional(),
  payerMemberId: memberIdText.nullable().optional(),
});
export type UpdateHousehold = z.infer<typeof updateHouseholdSchema>;

/** `PUT /households/{id}/members/{memberId}`: a member joins, as its payer when `payer`. */
export const householdMemberSchema = z.object({
  payer: z.boolean(message((m) => m.households.payer)).default(false),
});

import { z } from "zod";
import { dateFormats, timeFormats } from "./formats.ts";
import { locales } from "./i18n/locales.ts";
import { message } from "./i18n/zod.ts";
import { memberFilterSchema } from "./members.ts";
import { newPasswordSchema } from "./password.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * Inviting members to sign in (issue 32 §5, decision 065): staff send each member without an account a personal
 * link, through the club's bulk mail; the member sets a password there (or signs in with a provider) and the
 * account is linked to their record.
 */

/** A sign-in link is valid for this many days from its sending. */
export const SIGN_IN_INVITATION_EXPIRY_DAYS = 14;
/** Members an invitation of selected rows may name at once (the list's largest page is 100). */
export const SIGN_IN_INVITATION_MAX_IDS = 1000;

/** A member's id as the request gives it: a uuid's length at most (the server answers 404 for one not the club's). */
const memberIdText = text().max(36);

/**
 * Which members: the rows selected (`memberIds`), else those matching the list's filters (`filter`; all members
 * when it has none). Not both.
 */
export const signInInvitationRequestSchema = z
  .object({
    filter: memberFilterSchema.optional(),
    memberIds: z.array(memberIdText).min(1).max(SIGN_IN_INVITATION_MAX_IDS).optional(),
  })
  .refine((v) => !(v.filter && v.memberIds), {
    ...message((m) => m.signInInvitations.filterOrMembers),
    path: ["memberIds"],
  });
export type SignInInvitationRequest = z.input<typeof signInInvitationRequestSchema>;

/** A resend: to every member of the club not signed in yet, or to those named. */
export const signInInvitationResendSchema = z.object({
  memberIds: z.array(memberIdText).min(1).max(SIGN_IN_INVITATION_MAX_IDS).optional(),
});
export type SignInInvitationResend = z.input<typeof signInInvitationResendSchema>;

/** How many of a set get an e-mail, and how many are left out and why. */
export const signInInvitationCountsSchema = z.object({
  /** Members in the set. */
  total: z.number().int(),
  /** Members who get an e-mail. */
  toSend: z.number().int(),
  /** Left out: they have an account already. */
  withAccount: z.number().int(),
  /** Left out: no e-mail address on their record. */
  withoutEmail: z.number().int(),
  /** Left out: their link is still valid (a resend sends it again). */
  alreadyInvited: z.number().int(),
});
export type SignInInvitationCounts = z.infer<typeof signInInvitationCountsSchema>;

/** The action's answer: its id (its progress in the summary) and its counts. */
export const signInInvitationRunSchema = z.object({
  runId: z.string().nullable(),
  counts: signInInvitationCountsSchema,
});
export type SignInInvitationRun = z.infer<typeof signInInvitationRunSchema>;

/**
 * A member's link as staff see it: queued (in the outbox), sent (the outbox delivered it), failed (the outbox
 * gave up), opened (the link was opened), signedIn (the record has an account).
 */
export const signInInvitationStatuses = ["queued", "sent", "failed", "opened", "signedIn"] as const;
export type SignInInvitationStatus = (typeof signInInvitationStatuses)[number];

export const signInInvitationSummarySchema = z.object({
  /** Members invited so far (each counted once, by the state of their latest link). */
  invited: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  opened: z.number().int(),
  signedIn: z.number().int(),
  /** Invited, not signed in yet, with an e-mail address: a resend goes to them. */
  notSignedIn: z.number().int(),
  /** The latest action: how many of its e-mails are in the outbox so far. */
  latest: z
    .object({
      runId: z.string(),
      createdAt: z.string(),
      toSend: z.number().int(),
      written: z.number().int(),
      done: z.boolean(),
    })
    .nullable(),
});
export type SignInInvitationSummary = z.infer<typeof signInInvitationSummarySchema>;

export const signInInvitationStatusesQuerySchema = z.object({
  memberIds: z.array(memberIdText).max(200),
});

export const memberSignInStatusSchema = z.object({
  memberId: z.string(),
  status: z.enum(signInInvitationStatuses),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type MemberSignInStatus = z.infer<typeof memberSignInStatusSchema>;

export const memberSignInStatusListSchema = z.object({ statuses: z.array(memberSignInStatusSchema) });
export type MemberSignInStatusList = z.infer<typeof memberSignInStatusListSchema>;

// --- The link's holder ---------------------------------------------------------------------------------------

const token = text()
  .overwrite(trimWhitespace)
  .min(
    1,
    message((m) => m.invitations.noToken),
  )
  .max(
    200,
    message((m) => m.invitations.notFound),
  );
export const signInTokenSchema = z.object({ token });

/**
 * What the link opens: `valid` (set a password), `used` (the record has an account: sign in), `expired`, or
 * `changed` (the club has another address for the member since).
 */
export const signInLinkStates = ["valid", "used", "expired", "changed"] as const;
export type SignInLinkState = (typeof signInLinkStates)[number];

export const signInLinkSchema = z.object({
  state: z.enum(signInLinkStates),
  clubId: z.string(),
  clubName: z.string(),
  clubLogoUrl: z.string().nullable(),
  primaryColor: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  expiresAt: z.string(),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  timezone: z.string(),
  /** The club's language: the page shows itself in it unless its reader chose one (decision 022). */
  language: z.enum(locales),
});
export type SignInLink = z.infer<typeof signInLinkSchema>;

export const setPasswordFromLinkSchema = z.object({ token, password: newPasswordSchema });
export type SetPasswordFromLink = z.input<typeof setPasswordFromLinkSchema>;

/** After setting the password: signed in, and the club whose member home opens. */
export const signedInFromLinkSchema = z.object({ clubId: z.string(), clubName: z.string() });
export type SignedInFromLink = z.infer<typeof signedInFromLinkSchema>;

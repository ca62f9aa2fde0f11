import { z } from "zod";
import { invitationRoles } from "./admins.ts";
import { dateFormats, timeFormats } from "./formats.ts";
import { locales } from "./i18n/locales.ts";
import { message } from "./i18n/zod.ts";
import { pageSchema } from "./page-schema.ts";
import { newPasswordSchema } from "./password.ts";
import { lineText, text, trimWhitespace } from "./text.ts";

/** Spec section 9: an invitation is valid for 7 days from its (re)sending. */
export const INVITATION_EXPIRY_DAYS = 7;
/** At most this many invitations (new or resent) per club in one hour. */
export const INVITATIONS_PER_CLUB_PER_HOUR = 50;
export const INVITATION_MESSAGE_MAX = 500;
export const NAME_MAX = 100;

/** Stored statuses, and `expired`: a pending invitation past its expiry (spec section 4). */
export const invitationStatuses = ["pending", "accepted", "declined", "cancelled", "expired"] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** How the invitation e-mail fares in the outbox: queued, sent, retrying after a failure, or given up. */
export const invitationEmailStatuses = ["queued", "sent", "retrying", "failed"] as const;
export type InvitationEmailStatus = (typeof invitationEmailStatuses)[number];

export const createInvitationSchema = z.object({
  email: text()
    .overwrite(trimWhitespace)
    .toLowerCase()
    .pipe(z.email(message((m) => m.email))),
  role: z.enum(
    invitationRoles,
    message((m) => m.invitations.role),
  ),
  message: text()
    .overwrite(trimWhitespace)
    .max(
      INVITATION_MESSAGE_MAX,
      message((m) => m.invitations.messageTooLong(INVITATION_MESSAGE_MAX)),
    )
    .optional()
    .nullable(),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** Spec section 3 'Admin invitation' as the club's administrators see it (never its token). */
export const invitationSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  email: z.string(),
  role: z.enum(invitationRoles),
  status: z.enum(invitationStatuses),
  invitedBy: z.string().nullable(),
  /** The inviter's name, else e-mail; null when that account is gone. */
  invitedByName: z.string().nullable(),
  invitationMessage: z.string().nullable(),
  expiresAt: z.string(),
  sentAt: z.string(),
  acceptedAt: z.string().nullable(),
  createdUserId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The client view's names: not stored, blank in lists (spec section 3). */
  firstName: z.string(),
  lastName: z.string(),
  emailStatus: z.enum(invitationEmailStatuses),
  /** 'Failed to send invitation email: …' while the e-mail is retrying or has failed. */
  emailError: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = z.object({
  status: z
    .enum(
      invitationStatuses,
      message((m) => m.invitations.status),
    )
    .optional(),
});

export const invitationListSchema = pageSchema("invitations", invitationSchema);
export type InvitationList = z.infer<typeof invitationListSchema>;

/** The answer to creating an invitation: `reused` when one for this e-mail and role existed. */
export const createdInvitationSchema = z.object({ invitation: invitationSchema, reused: z.boolean() });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

// --- The public side: the person holding the link -------------------------------------------------------

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
export const invitationTokenSchema = z.object({ token });

/**
 * What the link's holder sees. For a pending invitation: the club, the role, who invited, the e-mail it was
 * sent to and until when it stands, with how the club writes dates and times (the holder may have no
 * account, so not the club's list that signed-in screens read them from). Nothing here says whether the
 * e-mail has an account.
 */
export const invitationPreviewSchema = z.object({
  status: z.enum(invitationStatuses),
  clubName: z.string(),
  clubLogoUrl: z.string().nullable(),
  primaryColor: z.string(),
  role: z.enum(invitationRoles),
  invitedByName: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  expiresAt: z.string(),
  /** The club's date format, clock (12 or 24 hours) and time zone, as in GET /api/clubs. */
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  timezone: z.string(),
  /**
   * The club's language (one Clubhouse speaks), as in GET /api/clubs: the page shows itself in it unless its
   * reader chose their own (decision 022).
   */
  language: z.enum(locales),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** A new person's account, created from the invitation (the e-mail is the invited one). */
export const registerFromInvitationSchema = z.object({
  token,
  firstName: lineText("firstName")
    .min(
      1,
      message((m) => m.invitations.firstName),
    )
    .max(
      NAME_MAX,
      message((m) => m.invitations.firstNameTooLong(NAME_MAX)),
    ),
  lastName: lineText("lastName")
    .min(
      1,
      message((m) => m.invitations.lastName),
    )
    .max(
      NAME_MAX,
      message((m) => m.invitations.lastNameTooLong(NAME_MAX)),
    ),
  password: newPasswordSchema,
});
export type RegisterFromInvitationInput = z.infer<typeof registerFromInvitationSchema>;

/** After accepting: the club to open and the role held there. */
export const acceptedInvitationSchema = z.object({
  clubId: z.string(),
  clubName: z.string(),
  role: z.enum(invitationRoles),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

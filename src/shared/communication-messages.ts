import { z } from "zod";
import { audienceKinds, messageStatuses, recipientStatuses } from "./communications.ts";
import { instantSchema } from "./date-schema.ts";
import { communicationsMessage } from "./i18n/zod.ts";
import { membershipStatuses } from "./member-statuses.ts";
import { pageSchema } from "./page-schema.ts";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./paging.ts";
import { roles } from "./permissions.ts";
import { lineText, text, textsBeforeUnion, trimWhitespace } from "./text.ts";

/*
 * The messages API's requests and answers (issue 16): an audience and its live count, a message sent now or
 * at a chosen time, the history with each message's counts, its recipients, cancel and resend; and the public
 * unsubscribe page's answers. The checks' messages are in the "communicationsValidation" catalog.
 */

export const SUBJECT_MAX = 200;
/** The body as the rich-text editor writes it (HTML), before it is sanitised. */
export const BODY_MAX = 100_000;
/** Chosen members, membership types, statuses or roles an audience names at most. */
export const AUDIENCE_VALUES_MAX = 1000;

const pageFields = {
  page: z.coerce
    .number(communicationsMessage((m) => m.page))
    .int(communicationsMessage((m) => m.page))
    .min(
      1,
      communicationsMessage((m) => m.page),
    )
    .default(1),
  pageSize: z.coerce
    .number(communicationsMessage((m) => m.pageSize))
    .refine(
      (n) => (PAGE_SIZES as readonly number[]).includes(n),
      communicationsMessage((m) => m.pageSize),
    )
    .default(DEFAULT_PAGE_SIZE),
};

const values = <T extends z.ZodType>(item: T) =>
  z
    .array(
      item,
      communicationsMessage((m) => m.audience.values),
    )
    .min(
      1,
      communicationsMessage((m) => m.audience.values),
    )
    .max(
      AUDIENCE_VALUES_MAX,
      communicationsMessage((m) => m.audience.tooMany(AUDIENCE_VALUES_MAX)),
    );

/**
 * Whom a message goes to: every member, or those of the listed membership types (codes), membership statuses,
 * roles, or the chosen members (ids). Only members with an e-mail address who have not unsubscribed from the
 * club's bulk mail receive it.
 */
const audienceKindsSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all"), values: z.array(text()).max(0).default([]) }),
    z.object({
      kind: z.literal("membershipType"),
      values: values(
        text(communicationsMessage((m) => m.audience.membershipType))
          .overwrite(trimWhitespace)
          .min(
            1,
            communicationsMessage((m) => m.audience.membershipType),
          )
          .max(50),
      ),
    }),
    z.object({
      kind: z.literal("membershipStatus"),
      values: values(
        z.enum(
          membershipStatuses,
          communicationsMessage((m) => m.audience.membershipStatus),
        ),
      ),
    }),
    z.object({
      kind: z.literal("role"),
      values: values(
        z.enum(
          roles,
          communicationsMessage((m) => m.audience.role),
        ),
      ),
    }),
    z.object({
      kind: z.literal("members"),
      values: values(z.uuid(communicationsMessage((m) => m.audience.member))),
    }),
    z.object({
      kind: z.literal("customField"),
      /** A choice or yes/no custom field of the club (decision 064). */
      fieldId: z.uuid(communicationsMessage((m) => m.audience.field)),
      /** Its choices, or yes/no (true, false): a member holding any of them is in the audience. */
      values: values(text().overwrite(trimWhitespace).max(60)),
    }),
  ],
  communicationsMessage((m) => m.audience.kind),
);
export const audienceSchema = textsBeforeUnion(
  z.object({ values: z.array(text()).optional(), fieldId: text().optional() }),
  audienceKindsSchema,
);
export type Audience = z.output<typeof audienceKindsSchema>;
export type AudienceInput = z.input<typeof audienceKindsSchema>;
// The kinds the union names are the shared list's (communications.ts).
audienceKinds satisfies readonly Audience["kind"][];

/** The live count of an audience. */
export const audienceCountRequestSchema = z.object({ audience: audienceSchema });
export const audienceCountSchema = z.object({
  /** Members who receive it: with an e-mail address and not unsubscribed. */
  recipients: z.number().int(),
  /** Members of the audience left out because they unsubscribed from the club's bulk mail. */
  unsubscribed: z.number().int(),
  /** Members of the audience left out because they have no e-mail address. */
  withoutEmail: z.number().int(),
});
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/** A new message: sent at once when `scheduledAt` is null, else at that time (ISO 8601 with its offset). */
export const createMessageSchema = z.object({
  subject: lineText(
    "subject",
    communicationsMessage((m) => m.subject),
  )
    .min(
      1,
      communicationsMessage((m) => m.subject),
    )
    .max(
      SUBJECT_MAX,
      communicationsMessage((m) => m.subjectTooLong(SUBJECT_MAX)),
    ),
  bodyHtml: text(communicationsMessage((m) => m.body))
    .max(
      BODY_MAX,
      communicationsMessage((m) => m.bodyTooLong(BODY_MAX)),
    )
    .refine(
      (v) => v.replace(/<[^>]*>/g, "").trim() !== "",
      communicationsMessage((m) => m.body),
    ),
  /** The template it was written from, if any (kept for the history). */
  templateId: z.uuid(communicationsMessage((m) => m.template)).nullish(),
  audience: audienceSchema,
  scheduledAt: instantSchema(communicationsMessage((m) => m.scheduledAt)).nullish(),
});
export type CreateMessageInput = z.input<typeof createMessageSchema>;
export type CreateMessageRequest = z.output<typeof createMessageSchema>;

/** How a message's recipients stand. `opened` and `clicked` count those the provider reported (tracking on). */
export const messageCountsSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

export const messageSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(messageStatuses),
  audience: z.object({
    kind: z.enum(audienceKinds),
    values: z.array(z.string()),
    /** The custom field of a `customField` audience. */
    fieldId: z.string().optional(),
  }),
  templateId: z.string().nullable(),
  counts: messageCountsSchema,
  /** The name of who wrote it; null once that user is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/** One message with its body (sanitised, variables not filled in). */
export const messageDetailSchema = messageSummarySchema.extend({ bodyHtml: z.string() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const messageListQuerySchema = z.object(pageFields);
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageListSchema = pageSchema("messages", messageSummarySchema);
export type MessageList = z.infer<typeof messageListSchema>;

/** The recipients' filter: a delivery status, or those who opened or clicked. */
export const recipientFilters = [...recipientStatuses, "opened", "clicked"] as const;
export type RecipientFilter = (typeof recipientFilters)[number];

export const recipientListQuerySchema = z.object({
  status: z
    .enum(
      recipientFilters,
      communicationsMessage((m) => m.recipientStatus),
    )
    .optional(),
  ...pageFields,
});
export type RecipientListQuery = z.output<typeof recipientListQuerySchema>;

export const messageRecipientSchema = z.object({
  id: z.string(),
  memberId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  status: z.enum(recipientStatuses),
  /** Why it failed or bounced. */
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const recipientListSchema = pageSchema("recipients", messageRecipientSchema);
export type RecipientList = z.infer<typeof recipientListSchema>;

/**
 * Resend: the failed recipients put back in the queue, each at its member's current address, and how many of
 * them still have the address that failed (nobody corrected it since).
 */
export const resendResultSchema = z.object({ requeued: z.number().int(), unchanged: z.number().int() });
export type ResendResult = z.infer<typeof resendResultSchema>;

/** The public unsubscribe page (no sign-in: the link's token names the club and the member). */
export const unsubscribeStateSchema = z.object({
  clubName: z.string(),
  /** The member's address, masked (j***@example.org). */
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

/** POST on the page: unsubscribe (the default, and RFC 8058's one-click POST), or `subscribed: true` to undo. */
export const unsubscribeRequestSchema = z.object({ subscribed: z.boolean().default(false) });

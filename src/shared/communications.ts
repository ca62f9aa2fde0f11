/*
 * Communications (issue 16): the names the database, the server and the web app share. The requests' and
 * answers' schemas are in communication-templates.ts (templates), communication-messages.ts (messages) and
 * communication-domain.ts (the club's sending domain).
 */

/** What a template is for (the list). */
export const templateCategories = [
  "announcement",
  "event",
  "reminder",
  "billing",
  "welcome",
  "other",
] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/** The product's own e-mails, shown as built-in templates a club may edit and restore. */
export const builtinTemplateKeys = [
  "invitation",
  "welcome",
  "renewal_reminder",
  "booking_confirmation",
  "invoice",
] as const;
export type BuiltinTemplateKey = (typeof builtinTemplateKeys)[number];

/** A message's life: waiting for its time, being sent, done, or called off before it started. */
export const messageStatuses = ["scheduled", "sending", "sent", "cancelled"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** One recipient's delivery: written to the outbox, accepted by the transport, refused, or bounced back. */
export const recipientStatuses = ["queued", "sent", "failed", "bounced"] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/** Whom a message goes to. */
export const audienceKinds = [
  "all",
  "membershipType",
  "membershipStatus",
  "role",
  "members",
  /** The members holding one of the values of a choice or yes/no custom field (decision 064). */
  "customField",
] as const;
export type AudienceKind = (typeof audienceKinds)[number];

/** A DNS record's state for the club's sending domain (spec section 3's spf/dkim/dmarc_record_status). */
export const domainRecordStatuses = ["pending", "verified", "failed"] as const;
export type DomainRecordStatus = (typeof domainRecordStatuses)[number];

/** Which of the transport's streams a message goes through: bulk mail or the rest (Postmark's MessageStream). */
export const mailStreams = ["transactional", "broadcast"] as const;
export type MailStream = (typeof mailStreams)[number];

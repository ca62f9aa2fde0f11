import { z } from "zod";
import { dateFormats, timeFormats } from "./formats.ts";
import { locales } from "./i18n/locales.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * Transfer of ownership (issue 18, decision 033): the owner names an active administrator of the club, who
 * confirms by the link of an e-mail; then the two swap roles in one transaction.
 */

/** How long the link stands. */
export const TRANSFER_EXPIRY_HOURS = 72;

/** `expired` is not stored: a pending transfer past its expiry reads so. */
export const transferStatuses = ["pending", "accepted", "declined", "cancelled", "expired"] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** A person of the transfer: the owner who started it, or the nominee. */
export const transferPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type TransferPerson = z.infer<typeof transferPersonSchema>;

/** A transfer as the owner sees it (never its token). */
export const ownershipTransferSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  status: z.enum(transferStatuses),
  from: transferPersonSchema,
  to: transferPersonSchema,
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnershipTransfer = z.infer<typeof ownershipTransferSchema>;

/** An administrator the owner may name: an active admin record of the club with the role admin. */
export const transferCandidateSchema = z.object({
  adminId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type TransferCandidate = z.infer<typeof transferCandidateSchema>;

/** The owner's view: the pending transfer, if any, and whom they may name. */
export const ownershipTransferStateSchema = z.object({
  pending: ownershipTransferSchema.nullable(),
  candidates: z.array(transferCandidateSchema),
});
export type OwnershipTransferState = z.infer<typeof ownershipTransferStateSchema>;

/** The owner names the administrator by their admin record's id. */
export const startTransferSchema = z.object({ adminId: z.uuid() });
export type StartTransferInput = z.infer<typeof startTransferSchema>;

export const transferTokenSchema = z.object({ token: text().overwrite(trimWhitespace).min(1).max(200) });

/** What the link shows its nominee: the club, who asks, until when, in the club's formats. */
export const transferPreviewSchema = z.object({
  status: z.enum(transferStatuses),
  clubId: z.string(),
  clubName: z.string(),
  fromName: z.string(),
  toName: z.string(),
  expiresAt: z.string(),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  timezone: z.string(),
  language: z.enum(locales),
});
export type TransferPreview = z.infer<typeof transferPreviewSchema>;

export const acceptedTransferSchema = z.object({ clubId: z.string(), clubName: z.string() });
export type AcceptedTransfer = z.infer<typeof acceptedTransferSchema>;

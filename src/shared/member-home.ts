import { z } from "zod";
import { bookingSchema } from "./golf.ts";
import { invoiceSummarySchema } from "./invoices.ts";
import { membershipStatuses } from "./member-statuses.ts";

/*
 * A member's home (issue 18, decision 030): their membership with what they can do to renew it, their next
 * tee times, their open invoices and the club's latest messages to them, in one answer
 * (`GET /api/clubs/{clubId}/home`). Only the signed-in member's own records, never another's.
 */

/** How many of each the home shows. */
export const HOME_BOOKINGS = 5;
export const HOME_INVOICES = 5;
export const HOME_MESSAGES = 5;
/** The length of a message's excerpt, in characters. */
export const EXCERPT_LENGTH = 160;

/**
 * What the member can do about renewing:
 * - `notDue`: nothing (the period ends later than the club's renewal notice, lifetime, pending, suspended, cancelled);
 * - `renew`: "Renew" issues the renewal invoice of the next period (`periodStart`–`periodEnd`, `amountMinor`);
 * - `pay`: a renewal invoice is open (`invoiceId`): paying it renews the membership;
 * - `askClub`: due, but not renewed online (a free type, one no longer offered, or priced in another currency);
 * - `payerPays`: due or billed, to the payer of the member's household (decision 062): they renew and pay it
 *   (the period and amount are told, the invoice is not the member's to open).
 */
export const renewalStates = ["notDue", "renew", "pay", "askClub", "payerPays"] as const;
export type RenewalState = (typeof renewalStates)[number];

export const renewalOfferSchema = z.object({
  state: z.enum(renewalStates),
  /** The open renewal invoice (`pay`). */
  invoiceId: z.string().nullable(),
  /** The period a renewal bills (`renew`, `pay`); null end for a lifetime type. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** What it costs before tax (`renew`), or what is owed on it (`pay`), in minor units of `currency`. */
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;

export const homeMembershipSchema = z.object({
  memberId: z.string(),
  displayName: z.string(),
  membershipNumber: z.string().nullable(),
  membershipType: z.string(),
  membershipTypeName: z.string(),
  membershipStatus: z.enum(membershipStatuses),
  membershipStartDate: z.string(),
  /** Null for lifetime. */
  membershipEndDate: z.string().nullable(),
  renewal: renewalOfferSchema,
});
export type HomeMembership = z.infer<typeof homeMembershipSchema>;

/** A message the club sent to the member: its subject filled in as in their e-mail, and a plain-text excerpt. */
export const homeMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** When it went to them (ISO instant). */
  sentAt: z.string(),
  excerpt: z.string(),
});
export type HomeMessage = z.infer<typeof homeMessageSchema>;

export const memberHomeSchema = z.object({
  /** Null when the signed-in user has no member record in the club (staff may have none). */
  membership: homeMembershipSchema.nullable(),
  /** The next bookings from today on (not cancelled), soonest first, at most HOME_BOOKINGS. */
  bookings: z.array(bookingSchema),
  /** Their open and overdue invoices, the oldest due first, at most HOME_INVOICES; `openCount` counts them all. */
  invoices: z.array(invoiceSummarySchema),
  openCount: z.number().int(),
  /** What they owe on those, per currency. */
  balances: z.array(z.object({ currency: z.string(), balanceMinor: z.number() })),
  /** Whether the club takes payments online now: an invoice offers "Pay" only then, else "How to pay". */
  payOnline: z.boolean(),
  /** The club's latest messages to them, newest first, at most HOME_MESSAGES. */
  messages: z.array(homeMessageSchema),
});
export type MemberHome = z.infer<typeof memberHomeSchema>;

/** One whole message to the member: its body as sanitized HTML, their values filled in. */
export const homeMessageDetailSchema = homeMessageSchema.omit({ excerpt: true }).extend({ html: z.string() });
export type HomeMessageDetail = z.infer<typeof homeMessageDetailSchema>;

/** What "Renew" did: the renewal invoice to pay, and whether it was issued now (false: it was open already). */
export const renewalResultSchema = z.object({
  invoiceId: z.string(),
  number: z.string().nullable(),
  created: z.boolean(),
});
export type RenewalResult = z.infer<typeof renewalResultSchema>;

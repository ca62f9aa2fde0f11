import { z } from "zod";
import { domainRecordStatuses } from "./communications.ts";
import { message } from "./i18n/zod.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * The club's own sending domain (issue 16 item 6; the spec's e-mail domain setup with its actions setup,
 * verify, get-records and delete): the records to publish, what verification found per record.
 */

/** A host name of at least two labels, letters, digits and hyphens, ending in a top-level domain of letters. */
export const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Setting up a domain: the name the club's mail is sent from (e.g. mail.example.com). */
export const domainSetupSchema = z.object({
  domain: text()
    .overwrite(trimWhitespace)
    .toLowerCase()
    .transform((v) => v.replace(/\.$/, ""))
    .pipe(
      z.string().regex(
        DOMAIN_NAME,
        message((m) => m.clubs.customDomain),
      ),
    ),
});
export type DomainSetup = z.infer<typeof domainSetupSchema>;

export const domainRecordKinds = ["spf", "dkim", "dmarc"] as const;
export type DomainRecordKind = (typeof domainRecordKinds)[number];

/** One DNS record to publish, and what the last verification found. */
export const domainRecordSchema = z.object({
  kind: z.enum(domainRecordKinds),
  /** The full name the record is published at (e.g. clubhouse202611._domainkey.mail.example.com). */
  host: z.string(),
  type: z.literal("TXT"),
  /** The record's value as one text (what a DNS provider's web form takes). */
  value: z.string(),
  /** The value for a zone file: quoted strings of at most 255 characters each. */
  zoneValue: z.string(),
  status: z.enum(domainRecordStatuses),
  /** What the last verification read there (joined), or null when nothing was found or not checked yet. */
  found: z.string().nullable(),
  /** Why it is pending or failed, in the reader's language; null when verified or not checked yet. */
  message: z.string().nullable(),
});
export type DomainRecord = z.infer<typeof domainRecordSchema>;

/** The club's sending domain with its records. */
export const clubDomainSchema = z.object({
  domain: z.string(),
  /** Who signs the mail: the server with the club's own DKIM key (SMTP), or Postmark. */
  signedBy: z.enum(["clubhouse", "postmark"]),
  dkimSelector: z.string(),
  /** All three records verified: the club's mail goes out from this domain. */
  verified: z.boolean(),
  records: z.array(domainRecordSchema),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClubDomain = z.infer<typeof clubDomainSchema>;

/** The spec's get-records: the domain, or null when none is set up. */
export const domainStateSchema = z.object({ domain: clubDomainSchema.nullable() });
export type DomainState = z.infer<typeof domainStateSchema>;

/** The spec's verify: the records with their results, and the suggestion when a record failed. */
export const domainVerificationSchema = z.object({
  domain: clubDomainSchema,
  verified: z.boolean(),
  /** A sentence for the person: all verified, waiting for DNS, or what failed. */
  message: z.string(),
  /** The spec's suggestion, given when a record failed. */
  suggestion: z.string().nullable(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;

/** The spec's delete: success false with a message when there was no domain. */
export const domainRemovalSchema = z.object({ success: z.boolean(), message: z.string() });
export type DomainRemoval = z.infer<typeof domainRemovalSchema>;

/** A DKIM value split into quoted strings of at most 255 characters, as a zone file writes a long TXT record. */
export function zoneFileValue(value: string): string {
  const parts: string[] = [];
  for (let i = 0; i < value.length; i += 255) parts.push(value.slice(i, i + 255));
  return parts.map((p) => `"${p.replace(/(["\\])/g, "\\$1")}"`).join(" ");
}

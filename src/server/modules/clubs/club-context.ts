import {
  type Branding,
  brandingOf,
  type ClubSummary,
  type CommunicationSettings,
  communicationSettingsOf,
} from "../../../shared/clubs.ts";
import type { BuiltinTemplateKey } from "../../../shared/communications.ts";
import type { Db } from "../../db/client.ts";
import type { ClubMailFrame } from "../../mail/club-mail.ts";
import { senderOf } from "../../mail/club-sender.ts";
import type { EmailTheme } from "../../mail/templates.ts";
import { findClubContextRow } from "./clubs.repository.ts";
import { clubFormatsOf } from "./clubs.service.ts";

/*
 * A club's context (issue 31 §2), loaded in one place: its settings with their defaults, its formats, time zone
 * and language, its branding, and the frame of its e-mail (sender, look, signature). Every module that writes
 * to a club's people or in a club's formats starts from here rather than merging the stored JSON itself.
 */

export interface ClubContext {
  id: string;
  name: string;
  email: string | null;
  /** The zone the club's dates go by (a stored zone the server does not know is UTC). */
  timeZone: string;
  /** Its language, date and time formats, and zone, as its screens and e-mails write them. */
  formats: Pick<ClubSummary, "dateFormat" | "timeFormat" | "timezone" | "language">;
  branding: Branding;
  communication: CommunicationSettings;
  /** The stored preferences and zone, as the template variables read them (communications). */
  preferences: unknown;
  timezone: string | null;
  /** Its e-mail's frame: mail/club-mail.ts. */
  mail: ClubMailFrame;
  /** The product's e-mails it has reworded (communications' built-in templates). */
  editedBuiltins: readonly BuiltinTemplateKey[];
}

/** A row of `clubContextColumns`: read alone (`loadClubContext`) or within another module's query. */
export type ClubContextRow = NonNullable<Awaited<ReturnType<typeof findClubContextRow>>>;

/** The context of the club a row of `clubContextColumns` describes; `serverFrom` is the server's own sender. */
export function clubContextOf(row: ClubContextRow, serverFrom: string): ClubContext {
  const formats = clubFormatsOf(row);
  const branding = brandingOf(row.brandingSettings);
  const sender = senderOf(
    row.id,
    {
      name: row.name,
      email: row.email,
      settings: row.communicationSettings,
      domain: row.domain,
      verified: row.verified,
    },
    serverFrom,
  );
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    timeZone: formats.timezone,
    formats,
    branding,
    communication: communicationSettingsOf(row.communicationSettings),
    preferences: row.preferences,
    timezone: row.timezone,
    editedBuiltins: row.editedBuiltins ?? [],
    mail: {
      sender,
      brand: row.name,
      theme: branding.emailTheme as EmailTheme,
      primaryColor: branding.primaryColor,
      logoUrl: branding.logoUrl ?? null,
    },
  };
}

/** The club's context, or undefined for a club that is not there (deleted meanwhile). */
export async function loadClubContext(
  db: Db,
  clubId: string,
  serverFrom: string,
): Promise<ClubContext | undefined> {
  const row = await findClubContextRow(db, clubId);
  return row ? clubContextOf(row, serverFrom) : undefined;
}

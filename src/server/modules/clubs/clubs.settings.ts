import {
  type ClubProfile,
  type ClubSettings,
  clubSettingsSchema,
  type OperatingHours,
  structuredAddressSchema,
} from "../../../shared/clubs.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { authorize } from "./authorize.ts";
import { deleteClubRow, findClub, updateClub } from "./clubs.repository.ts";

type ClubRow = NonNullable<Awaited<ReturnType<typeof findClub>>>;

const SETTINGS_DENIED =
  "You do not have permission to update club settings. Only owners and admins can modify club information.";
const HOURS_DENIED =
  "You do not have permission to update club settings. Only owners and admins can modify operating hours.";

/** The address column holds plain text or JSON text with address, city, state, postal_code, country. */
export function decodeAddress(stored: string | null): ClubProfile["address"] {
  if (!stored) return null;
  if (stored.trim().startsWith("{")) {
    try {
      const raw = JSON.parse(stored) as Record<string, unknown>;
      const parsed = structuredAddressSchema.safeParse({
        ...raw,
        postalCode: raw.postal_code ?? raw.postalCode,
      });
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON after all: plain text
    }
  }
  return stored;
}

export function encodeAddress(address: ClubProfile["address"]): string | null {
  if (address === null || address === "") return null;
  if (typeof address === "string") return address;
  const { postalCode, ...rest } = address;
  return JSON.stringify({ ...rest, postal_code: postalCode });
}

function toSettings(row: ClubRow): ClubSettings {
  return clubSettingsSchema.parse({
    id: row.id,
    profile: {
      name: row.name,
      description: row.description,
      tagline: row.tagline,
      email: row.email,
      contactNumber: row.contactNumber,
      website: row.website,
      address: decodeAddress(row.address),
      currency: row.currency,
      timezone: row.timezone,
      availableSports: row.availableSports,
      sportContacts: row.sportContacts,
      preferences: row.preferences,
    },
    operatingHours: row.operatingHours,
    branding: row.brandingSettings,
    theme: row.theme,
    communication: row.communicationSettings,
    financial: row.financialSettings,
    membership: row.membershipSettings,
    establishedYear: row.createdAt.getUTCFullYear(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

async function loadClub(db: Db, clubId: string): Promise<ClubRow> {
  const row = await findClub(db, clubId);
  if (!row) throw new AppError("NOT_FOUND", "Club not found");
  return row;
}

export async function getClubSettings(db: Db, clubId: string, userId: string): Promise<ClubSettings> {
  await authorize(db, clubId, userId, "settings.manage", SETTINGS_DENIED);
  return toSettings(await loadClub(db, clubId));
}

export async function updateClubProfile(
  db: Db,
  clubId: string,
  userId: string,
  profile: ClubProfile,
  audit: AuditContext,
): Promise<ClubSettings> {
  await authorize(db, clubId, userId, "settings.manage", SETTINGS_DENIED);
  const row = await withAudit(db, audit, (tx) =>
    updateClub(tx, clubId, {
      name: profile.name,
      description: profile.description,
      tagline: profile.tagline,
      email: profile.email,
      contactNumber: profile.contactNumber,
      website: profile.website,
      address: encodeAddress(profile.address),
      currency: profile.currency,
      timezone: profile.timezone,
      availableSports: profile.availableSports,
      sportContacts: profile.sportContacts,
      preferences: profile.preferences,
    }),
  );
  if (!row) throw new AppError("NOT_FOUND", "Club not found");
  return toSettings(row);
}

export async function updateOperatingHours(
  db: Db,
  clubId: string,
  userId: string,
  hours: OperatingHours,
  audit: AuditContext,
): Promise<ClubSettings> {
  await authorize(db, clubId, userId, "settings.manage", HOURS_DENIED);
  const row = await withAudit(db, audit, (tx) => updateClub(tx, clubId, { operatingHours: hours }));
  if (!row) throw new AppError("NOT_FOUND", "Club not found");
  return toSettings(row);
}

/** Club deletion (spec sections 4, 5 and 8): owner only, the typed name must match ignoring case and spaces. */
export async function deleteClub(
  db: Db,
  clubId: string,
  userId: string,
  confirmName: string,
  audit: AuditContext,
): Promise<void> {
  await authorize(db, clubId, userId, "club.delete", "Only club owners can delete their clubs");
  const club = await loadClub(db, clubId);
  if (club.name.trim().toLowerCase() !== confirmName.trim().toLowerCase()) {
    throw new AppError("BAD_REQUEST", "Club name confirmation does not match");
  }
  const deleted = await withAudit(db, audit, (tx) => deleteClubRow(tx, clubId));
  if (!deleted) throw new AppError("NOT_FOUND", "Club not found");
}

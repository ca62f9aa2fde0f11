import type { z } from "zod";
import {
  type BrandingUpdate,
  type ClubProfile,
  type ClubSettings,
  clubSettingsSchema,
  type communicationSettingsSchema,
  type FinancialSettings,
  financialSettingsOf,
  type MembershipSettings,
  membershipSettingsOf,
  type OperatingHours,
  settingsSectionSchemas,
  structuredAddressSchema,
} from "../../../shared/clubs.ts";
import { currencyDigits, isWholeMinor } from "../../../shared/money.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import { canonicalTimeZone, clubTimeZone } from "../../../shared/time-zones.ts";
import type { Access, Denied } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, validationFailed } from "../../errors.ts";
import { type ServerNamespaces, t } from "../../i18n.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { deleteClubRow, findClub, findClubForUpdate, updateClub } from "./clubs.repository.ts";

export type ClubRow = NonNullable<Awaited<ReturnType<typeof findClub>>>;

// The refusals of the settings routes, in the request's language (their `denied`).
export const SETTINGS_DENIED = () => t("errors").clubs.settingsDenied;
/** A read is refused in words of its own: the spec's SETTINGS_DENIED speaks of updating. */
export const SETTINGS_VIEW_DENIED = () => t("errors").clubs.settingsViewDenied;
export const CLUB_DELETE_DENIED = () => t("errors").clubs.deleteDenied;
const HOURS_DENIED = () => t("errors").clubs.hoursDenied;

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

/**
 * A club row as the settings document of the API. A stored time zone this runtime does not know (saved before
 * zones were checked, or dropped from a newer runtime's list) reads as FALLBACK_TIME_ZONE, the zone its dates
 * and daily jobs already go by; an alias reads as its listed name (decision 021).
 */
export function toSettings(row: ClubRow): ClubSettings {
  return clubSettingsSchema.parse({
    id: row.id,
    profile: {
      name: row.name,
      description: row.description,
      tagline: row.tagline,
      email: row.email,
      contactNumber: row.contactNumber,
      website: row.website,
      foundedYear: row.foundedYear,
      address: decodeAddress(row.address),
      currency: row.currency,
      timezone: clubTimeZone(row.timezone),
      availableSports: row.availableSports,
      sportContacts: row.sportContacts,
      preferences: row.preferences,
    },
    operatingHours: row.operatingHours,
    branding: row.brandingSettings,
    theme: row.theme,
    communication: row.communicationSettings,
    // A club saved before a setting existed reads it as its default.
    financial: financialSettingsOf(row.financialSettings),
    membership: membershipSettingsOf(row.membershipSettings),
    // The year the owner says the club was founded; else the spec's: the year it was created in Clubhouse.
    establishedYear: row.foundedYear ?? row.createdAt.getUTCFullYear(),
    createdYear: row.createdAt.getUTCFullYear(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

async function loadClub(db: Db, clubId: string): Promise<ClubRow> {
  const row = await findClub(db, clubId);
  if (!row) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return row;
}

export async function getClubSettings(db: Db, access: Access): Promise<ClubSettings> {
  return toSettings(await loadClub(db, access.clubId));
}

export async function updateClubProfile(
  db: Db,
  access: Access,
  profile: ClubProfile,
  audit: AuditContext,
): Promise<ClubSettings> {
  const { clubId } = access;
  // The answer is formed inside the transaction: a change whose answer cannot be formed is not kept.
  return withAudit(db, audit, async (tx) => {
    const row = await updateClub(tx, clubId, {
      name: profile.name,
      description: profile.description,
      tagline: profile.tagline,
      email: profile.email,
      contactNumber: profile.contactNumber,
      website: profile.website,
      // Left out (a client that does not know it): kept as it is.
      ...(profile.foundedYear !== undefined && { foundedYear: profile.foundedYear }),
      address: encodeAddress(profile.address),
      currency: profile.currency,
      timezone: canonicalTimeZone(profile.timezone) ?? profile.timezone,
      availableSports: profile.availableSports,
      sportContacts: profile.sportContacts,
      preferences: profile.preferences,
    });
    if (!row) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
    return toSettings(row);
  });
}

/**
 * Spec section 8: a refused branding change names what was tried (upload logos, upload favicons or modify
 * branding settings), the role and the club.
 */
export function brandingDenied(
  action: keyof ServerNamespaces["errors"]["clubs"]["brandingDenied"],
): (role: string, clubName: string) => string {
  return (role, clubName) => t("errors").clubs.brandingDenied[action](roleLabel(role), clubName);
}

/** How each settings section other than the profile is refused and stored (its schema is the shared one). */
const sections = {
  hours: {
    schema: settingsSectionSchemas.hours,
    denied: HOURS_DENIED,
    columns: (value: OperatingHours) => ({ operatingHours: value }),
  },
  branding: {
    schema: settingsSectionSchemas.branding,
    denied: brandingDenied("modifyBranding"),
    columns: (value: BrandingUpdate, row: ClubRow) => ({
      brandingSettings: {
        ...(row.brandingSettings as object),
        primaryColor: value.primaryColor,
        emailTheme: value.emailTheme,
      },
      theme: value.theme,
    }),
  },
  communication: {
    schema: settingsSectionSchemas.communication,
    denied: SETTINGS_DENIED,
    columns: (value: z.infer<typeof communicationSettingsSchema>, row: ClubRow) => {
      // The sending domain and its verification are the domain setup's (communications/domain.service.ts):
      // setting one up turns it on, removing it off; a save of this section keeps them as stored.
      const kept = row.communicationSettings as z.infer<typeof communicationSettingsSchema>;
      return {
        communicationSettings: {
          ...value,
          // SMS is not available (issue 16): it stays off whatever is sent.
          smsNotificationsEnabled: false,
          customDomain: kept.customDomain ?? null,
          customDomainEnabled: kept.customDomainEnabled ?? false,
          domainVerified: kept.domainVerified ?? false,
          spfRecordStatus: kept.spfRecordStatus ?? "pending",
          dkimRecordStatus: kept.dkimRecordStatus ?? "pending",
          dmarcRecordStatus: kept.dmarcRecordStatus ?? "pending",
        },
      };
    },
  },
  financial: {
    schema: settingsSectionSchemas.financial,
    denied: SETTINGS_DENIED,
    columns: (value: FinancialSettings, row: ClubRow, access: Access) => {
      // The gateway and its test mode belong with the payment credentials: the owner's alone
      // (product decisions section 2). Others save the rest of the section and leave the gateway as it is.
      const kept = financialSettingsOf(row.financialSettings).paymentGateway;
      const changed =
        kept.provider !== value.paymentGateway.provider || kept.testMode !== value.paymentGateway.testMode;
      if (changed && !access.permissions.includes("payments.credentials")) {
        throw new AppError("FORBIDDEN", t("errors").clubs.gatewayDenied);
      }
      return { financialSettings: value };
    },
  },
  membership: {
    schema: settingsSectionSchemas.membership,
    denied: SETTINGS_DENIED,
    columns: (value: MembershipSettings, row: ClubRow) => {
      // The fixed late fee is typed in major units: it must be a whole number of the billing currency's minor
      // units, so that the fee billed is the fee typed (1.234 dollars was billed as 1.23; decision 039).
      const currency = financialSettingsOf(row.financialSettings).currency;
      if (!isWholeMinor(value.lateFeeAmount, currency)) {
        const message = t("validation").clubs.lateFeeAmount.decimals(currencyDigits(currency), currency);
        throw validationFailed([{ path: "lateFeeAmount", message }]);
      }
      return { membershipSettings: value };
    },
  },
} as const;

export type SectionName = keyof typeof sections;
export const sectionSchemas = {
  hours: sections.hours.schema,
  branding: sections.branding.schema,
  communication: sections.communication.schema,
  financial: sections.financial.schema,
  membership: sections.membership.schema,
};

/** The refusal of a role without settings.manage, section by section (the spec's texts). */
export function sectionDenied(section: SectionName): Denied {
  return sections[section].denied;
}

/** Saves one settings section (owner and admin); the value has been validated by the section's schema. */
export async function updateSettingsSection<S extends SectionName>(
  db: Db,
  access: Access,
  section: S,
  value: z.infer<(typeof sections)[S]["schema"]>,
  audit: AuditContext,
): Promise<ClubSettings> {
  const { clubId } = access;
  const def = sections[section];
  const toColumns = def.columns as (v: typeof value, row: ClubRow, access: Access) => Partial<ClubRow>;
  // Sections merge into what is stored (e.g. branding keeps the uploaded logo): read and write under a lock,
  // so that an upload or another save in between is not overwritten with an older copy. The answer is formed
  // inside the transaction: a change whose answer cannot be formed is not kept.
  return withAudit(db, audit, async (tx) => {
    const club = await findClubForUpdate(tx, clubId);
    const row = club && (await updateClub(tx, clubId, toColumns(value, club, access)));
    if (!row) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
    return toSettings(row);
  });
}

/** Club deletion (spec sections 4, 5 and 8): owner only, the typed name must match ignoring case and spaces. */
export async function deleteClub(
  db: Db,
  access: Access,
  confirmName: string,
  audit: AuditContext,
  files: FileStore,
): Promise<void> {
  const { clubId, clubName } = access;
  if (clubName.trim().toLowerCase() !== confirmName.trim().toLowerCase()) {
    throw new AppError("BAD_REQUEST", t("errors").clubs.nameMismatch);
  }
  const deleted = await withAudit(db, audit, (tx) => deleteClubRow(tx, clubId));
  if (!deleted) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  // Its logos and favicons go once the club is gone (best effort: a failure is logged by the store).
  await files.deleteClubFiles(clubId);
}

import {
  brandingOf,
  CLUB_DEFAULTS,
  type ClubProfile,
  type ClubSummary,
  type CreateClubInput,
  clubStatusOf,
  clubThemes,
  DEFAULT_CREATION_HOURS,
} from "../../../shared/clubs.ts";
import { todayIn } from "../../../shared/dates.ts";
import { dateFormats, timeFormats } from "../../../shared/formats.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales.ts";
import type { Role } from "../../../shared/permissions.ts";
import { firstDayOfWeekOf, regionalDefaults, regionalLanguage } from "../../../shared/regional-defaults.ts";
import { canonicalTimeZone, clubTimeZone, FALLBACK_TIME_ZONE } from "../../../shared/time-zones.ts";
import type { AccessRecords } from "../../auth/access.repository.ts";
import { effectiveRole } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { currentLocale, t } from "../../i18n.ts";
import { clubLanguageOf } from "../../mail/recipient-locale.ts";
import { allocateMembershipNumbers } from "../members/member-records.service.ts";
import { insertMembershipEvents } from "../memberships/membership-records.service.ts";
import { insertDefaultMembershipTypes } from "../memberships/membership-types.service.ts";
import { insertClub, insertClubAdmin, insertMember, listClubsOfUser } from "./clubs.repository.ts";

/** What other modules use of this module's queries (decision 051). */
export {
  clubMembershipSettings,
  clubToday,
  clubZone,
  findClub,
  findClubForUpdate,
  listClubsOfUser,
  updateClub,
} from "./clubs.repository.ts";

export interface ActingUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

const capitalise = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1).toLowerCase() : s);

/**
 * Names from an e-mail's local part (spec section 4): its parts split on dot, underscore or hyphen,
 * capitalised; the first is the first name, the rest the last name (null where there is none).
 */
export function namesFromEmail(email: string): { firstName: string | null; lastName: string | null } {
  const parts = (email.split("@")[0] ?? "")
    .split(/[._-]+/)
    .filter(Boolean)
    .map(capitalise);
  return { firstName: parts[0] || null, lastName: parts.slice(1).join(" ") || null };
}

/**
 * The admin record's names (spec section 4): the user's own first and last name, else the capitalised parts
 * of the e-mail's local part split on dot, underscore or hyphen, else 'Club' and 'Owner'.
 */
export function ownerNames(user: ActingUser): { firstName: string; lastName: string } {
  const fromEmail = namesFromEmail(user.email);
  return {
    firstName: user.firstName?.trim() || fromEmail.firstName || "Club",
    lastName: user.lastName?.trim() || fromEmail.lastName || "Owner",
  };
}

/**
 * Creates a club in one transaction: the club with the spec's defaults, the owner's admin record and the
 * owner's member record (role owner, lifetime, 'Club owner and administrator'). Every row is audited.
 */
export async function createClub(db: Db, user: ActingUser, input: CreateClubInput, audit: AuditContext) {
  // The country names the currency, formats, first weekday and language; none keeps the spec's defaults.
  const region = regionalDefaults(input.country);
  const currency = input.currency ?? region.currency;
  const names = ownerNames(user);
  // The owner's note, in the language of the person creating the club (kept with the record).
  const ownerNote = t("labels").ownerMemberNote;
  return withAudit(db, audit, async (tx) => {
    const club = await insertClub(tx, {
      name: input.name,
      ownerId: user.id,
      email: input.email,
      contactNumber: input.contactNumber ?? null,
      website: input.website ?? null,
      address: input.address ?? null,
      description: input.description ?? null,
      currency,
      timezone: (input.timezone && canonicalTimeZone(input.timezone)) || CLUB_DEFAULTS.timezone,
      availableSports: input.availableSports ?? [],
      operatingHours: input.operatingHours ?? DEFAULT_CREATION_HOURS,
      // As its country writes dates and times, in its country's language where Clubhouse speaks it (issue 32);
      // with no country, as the language its creator set it up in does (decision 022). The owner changes
      // them in the profile settings.
      preferences: creationPreferences(input.country, currentLocale()),
      brandingSettings: CLUB_DEFAULTS.branding,
      theme: CLUB_DEFAULTS.theme,
      status: CLUB_DEFAULTS.status,
      communicationSettings: CLUB_DEFAULTS.communication,
      financialSettings: { ...CLUB_DEFAULTS.financial, currency },
      membershipSettings: CLUB_DEFAULTS.membership,
    });
    await insertClubAdmin(tx, club.id, {
      userId: user.id,
      role: "owner",
      status: "active",
      email: user.email,
      ...names,
    });
    await insertDefaultMembershipTypes(tx, club.id, currency);
    const [membershipNumber] = await allocateMembershipNumbers(tx, club.id);
    const today = todayIn(club.timezone);
    const { id: memberId } = await insertMember(tx, club.id, {
      membershipNumber,
      userId: user.id,
      role: "owner",
      status: "active",
      membershipType: "lifetime",
      membershipStatus: "active",
      membershipStartDate: today,
      membershipEndDate: null,
      joinDate: today,
      email: user.email,
      notes: ownerNote,
      ...names,
    });
    await insertMembershipEvents(tx, club.id, [
      {
        memberId,
        action: "joined",
        membershipType: "lifetime",
        status: "active",
        startDate: today,
        endDate: null,
        note: ownerNote,
        actorId: user.id,
      },
    ]);
    return club;
  });
}

/**
 * A new club's language, formats and first weekday: from its country when it names one (regionalDefaults),
 * else from the language of the screen it is created from: English has the spec's defaults (MM/DD/YYYY, 12 h,
 * weeks from Sunday); German, French and Spanish write DD/MM/YYYY and 24 h from Monday.
 */
function creationPreferences(country: string | undefined, locale: Locale): ClubProfile["preferences"] {
  if (country) {
    const { dateFormat, timeFormat, firstDayOfWeek } = regionalDefaults(country);
    return { language: regionalLanguage(country, locale), dateFormat, timeFormat, firstDayOfWeek };
  }
  if (locale === DEFAULT_LOCALE) return CLUB_DEFAULTS.preferences;
  return { language: locale, dateFormat: "DD/MM/YYYY", timeFormat: "24", firstDayOfWeek: 1 };
}

/** `value` when it is one of `allowed`, else `fallback` (a stored setting the schema no longer knows). */
function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * How the club writes its dates and times, for every reader of them (its roles, and the holder of an
 * invitation link): its stored formats, the defaults for what the schema no longer knows, and its zone.
 */
export function clubFormatsOf(records: {
  preferences: unknown;
  timezone: string | null;
}): Pick<ClubSummary, "dateFormat" | "timeFormat" | "firstDayOfWeek" | "timezone" | "language"> {
  const preferences = (records.preferences ?? {}) as { dateFormat?: unknown; timeFormat?: unknown };
  return {
    // Its language, which its people read the app in unless they chose their own (decision 022).
    language: clubLanguageOf(records.preferences) ?? DEFAULT_LOCALE,
    dateFormat: oneOf(dateFormats, preferences.dateFormat, CLUB_DEFAULTS.preferences.dateFormat),
    timeFormat: oneOf(timeFormats, preferences.timeFormat, CLUB_DEFAULTS.preferences.timeFormat),
    // The day its calendars start on (date pickers): as stored, else as its date format suggests.
    firstDayOfWeek: firstDayOfWeekOf(records.preferences),
    // The zone the server's own dates go by (clubToday, the settings): a stored zone it does not know is UTC.
    timezone: clubTimeZone(records.timezone ?? FALLBACK_TIME_ZONE),
  };
}

function summary(
  records: Pick<AccessRecords, "id" | "name" | "branding" | "theme" | "preferences" | "timezone" | "status">,
  role: Role,
): ClubSummary {
  const branding = brandingOf(records.branding);
  return {
    id: records.id,
    name: records.name,
    role,
    logoUrl: branding.logoUrl ?? null,
    faviconUrl: branding.faviconUrl ?? null,
    primaryColor: branding.primaryColor,
    theme: oneOf(clubThemes, records.theme, CLUB_DEFAULTS.theme),
    status: clubStatusOf(records.status),
    // Every role writes dates as the club does (issue 12): the settings are for owners and admins only.
    ...clubFormatsOf(records),
  };
}

/** The new club as the creator sees it in the switcher (the creator is its owner). */
export function createdClubSummary(club: {
  id: string;
  name: string;
  brandingSettings: unknown;
  theme: string;
  preferences: unknown;
  timezone: string;
  status: string;
}): ClubSummary {
  return summary({ ...club, branding: club.brandingSettings }, "owner");
}

export async function myClubs(db: Db, userId: string): Promise<ClubSummary[]> {
  const out: ClubSummary[] = [];
  for (const records of await listClubsOfUser(db, userId)) {
    const role = effectiveRole(records, userId);
    if (role) out.push(summary(records, role));
  }
  return out;
}

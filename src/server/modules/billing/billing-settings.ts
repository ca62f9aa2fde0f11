import { financialSettingsOf, membershipSettingsOf } from "../../../shared/clubs.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/client.ts";
import type { BillTo } from "../../db/schema/billing.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { type MemberWithType, payerOfMember } from "../members/member-records.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { type ClubBilling, clubBilling } from "./invoices.repository.ts";

/*
 * What billing reads of a club and a member (issue 15): the club's settings completed with their defaults,
 * its language and today's date, a member as a document addresses them, and a membership's next period.
 */

/** The club, or 404. */
export async function clubOrRefuse(db: Db, clubId: string): Promise<ClubBilling> {
  const club = await clubBilling(db, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return club;
}

/** What billing reads of a club's settings: its currency, tax, terms, and its membership rules. */
export function billingSettingsOf(club: ClubBilling) {
  const financial = financialSettingsOf(club.financialSettings);
  return {
    financial,
    membership: membershipSettingsOf(club.membershipSettings),
    currency: financial.currency || club.currency,
    formats: clubFormatsOf({ preferences: club.preferences, timezone: club.timezone }),
  };
}

/** The club's documents are written in its language (the lines, the late fee, the credit note). */
export function clubLocale(club: ClubBilling): Locale {
  return billingSettingsOf(club).formats.language ?? DEFAULT_LOCALE;
}

/** The member's name and contact as a document addresses them. */
export function billToOf(member: MemberWithType) {
  return {
    name: memberDisplayName(member),
    email: member.email,
    membershipNumber: member.membershipNumber,
    address: null,
  };
}

/** Whom a document of `member` is billed to: the payer of their household when it is another member (decision 062). */
export interface BilledParty {
  payerMemberId: string | null;
  billTo: BillTo;
}

/**
 * Whom a new document of `member` is billed to (decision 062): the payer of their household, when they belong to
 * one whose payer is another member (the document names the member it bills for), else the member themselves.
 */
export async function billedParty(db: Db, clubId: string, member: MemberWithType): Promise<BilledParty> {
  const payer = await payerOfMember(db, clubId, member.id);
  if (!payer) return { payerMemberId: null, billTo: billToOf(member) };
  return {
    payerMemberId: payer.id,
    billTo: {
      name: memberDisplayName(payer),
      email: payer.email,
      membershipNumber: payer.membershipNumber,
      address: null,
      forMember: memberDisplayName(member),
    },
  };
}

/** The first day a membership line bills by default: the day after the current period, or today. */
export function nextPeriodStart(member: MemberWithType, today: string): string {
  const end = member.membershipEndDate;
  if (end && ["active", "grace", "expired"].includes(member.membershipStatus)) {
    const next = addDays(end, 1);
    return member.membershipStatus === "expired" && next < today ? today : next;
  }
  return today;
}

/** The club's date at `now`. */
export function clubTodayOf(club: ClubBilling, now: Date): string {
  return todayIn(billingSettingsOf(club).formats.timezone, now);
}

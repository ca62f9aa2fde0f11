// Realistic demo members in bulk, for `npm run seed` and the benchmarks: varied names from many countries,
// unique e-mail addresses, phone numbers, the three default membership types, statuses mostly active with
// some grace, expired, cancelled, suspended and pending, join dates over 20 years and dates of birth.
import { count, eq } from "drizzle-orm";
import { withAudit } from "../src/server/db/audit.ts";
import type { Db } from "../src/server/db/client.ts";
import { clubs, members } from "../src/server/db/schema/clubs.ts";
import {
  analyzeMembers,
  insertMembersWithHistory,
  type NewImportedMember,
} from "../src/server/modules/members/import.repository.ts";
import { allocateMembershipNumbers } from "../src/server/modules/members/numbers.repository.ts";
import { type BillingPeriod, periodEnd } from "../src/shared/billing-periods.ts";
import { addDays, todayIn } from "../src/shared/dates.ts";
import type { MembershipStatus } from "../src/shared/member-statuses.ts";
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, NOTES } from "./seed-data.ts";

/** A small seeded random generator (mulberry32), so that a seed gives the same members every time. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Picks a key by weight ({ active: 80, grace: 5 } → active four times in five). */
function weighted<K extends string>(random: Random, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  let r = random() * entries.reduce((n, [, w]) => n + w, 0);
  for (const [key, w] of entries) {
    r -= w;
    if (r < 0) return key;
  }
  return entries[0]?.[0] as K;
}

const TYPES = { monthly: 45, annual: 40, lifetime: 15 } as const;
const STATUSES: Record<MembershipStatus, number> = {
  active: 80,
  grace: 5,
  expired: 5,
  cancelled: 4,
  suspended: 3,
  pending: 3,
};
const PERIOD_DAYS: Record<BillingPeriod, number> = { monthly: 30, quarterly: 91, annual: 365, lifetime: 0 };

const ascii = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

const PHONE_FORMATS = [
  "+1 202 555 ####",
  "+44 7700 9#####",
  "+61 491 57# ###",
  "+49 30 9#######",
  "+33 6 ## ## ## ##",
  "+34 6## ### ###",
  "+81 90 #### ####",
  "+27 82 ### ####",
  "+91 98### #####",
  "+353 87 ### ####",
];

/** One demo member; `n` makes its e-mail address unique. */
export function demoMember(random: Random, n: number, today: string): NewImportedMember {
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const age = random() < 0.08 ? between(random, 8, 17) : between(random, 18, 90);
  const junior = age < 18;
  // Juniors often have no e-mail of their own (spec section 4: a first and last name are enough then).
  let email: string | null = null;
  if (!junior || random() < 0.5) {
    const f = ascii(firstName);
    const l = ascii(lastName);
    const local = pick(random, [`${f}.${l}`, `${f[0]}${l}`, `${f}_${l}`, `${l}.${f}`, `${f}${l}`]);
    email = `${local}${n}@${pick(random, EMAIL_DOMAINS)}`;
  }
  const phoneNumber =
    random() < 0.9 ? pick(random, PHONE_FORMATS).replace(/#/g, () => String(between(random, 0, 9))) : null;

  const membershipType = junior ? weighted(random, { monthly: 1, annual: 1 }) : weighted(random, TYPES);
  let membershipStatus = weighted(random, STATUSES);
  let joinDate = addDays(today, -between(random, 0, 20 * 365));
  let start: string;
  let end: string | null;
  if (membershipStatus === "pending") {
    joinDate = addDays(today, -between(random, 0, 30));
    start = joinDate;
    end = periodEnd(start, membershipType);
  } else if (membershipType === "lifetime") {
    if (membershipStatus === "grace" || membershipStatus === "expired") membershipStatus = "active";
    start = joinDate;
    end = null;
  } else {
    const days = PERIOD_DAYS[membershipType];
    const lapsed =
      membershipStatus === "grace" ||
      membershipStatus === "expired" ||
      (membershipStatus !== "active" && random() < 0.5);
    // A current period for active members (renewed over the years), an ended one for the others.
    start = lapsed
      ? addDays(
          today,
          -days - (membershipStatus === "grace" ? between(random, 2, 28) : between(random, 31, 1500)),
        )
      : addDays(today, -between(random, 0, days - 1));
    if (start < joinDate) {
      if (lapsed) joinDate = start;
      else start = joinDate;
    }
    end = periodEnd(start, membershipType);
  }
  const dateOfBirth = addDays(today, -(age * 365 + between(random, 0, 364)));
  return {
    membershipNumber: null,
    firstName,
    lastName,
    email,
    phoneNumber,
    membershipType,
    membershipStatus,
    membershipStartDate: start,
    membershipEndDate: end,
    joinDate,
    dateOfBirth,
    status: random() < 0.03 ? "inactive" : "active",
    notes: random() < 0.03 ? pick(random, NOTES) : null,
  };
}

export interface SeedOptions {
  /** Rows per transaction (one multi-row statement each). */
  batch?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Adds `total` demo members to the club: their numbers taken from the club's sequence in one go, then
 * multi-row inserts of `batch` members with a history row each ('joined'), one audited transaction per batch
 * (the trigger writes each member's trail entry, as the product's writes do: the benches
 * seed this way too, decision 036); then the planner's statistics are refreshed.
 */
export async function seedMembers(db: Db, clubId: string, total: number, options: SeedOptions = {}) {
  const batch = options.batch ?? 1000;
  const random = randomSource(options.seed ?? 20_260_101);
  const [club] = await db.select({ timezone: clubs.timezone }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw new Error(`No club with the id ${clubId}`);
  const today = todayIn(club.timezone);
  // E-mail addresses carry a running number: past the club's member count, so a second seed adds to the first.
  const [existing] = await db.select({ n: count() }).from(members).where(eq(members.clubId, clubId));
  const offset = (existing?.n ?? 0) + 1;
  const numbers = await withAudit(db, { actorId: null }, (tx) =>
    allocateMembershipNumbers(tx, clubId, total),
  );
  let done = 0;
  while (done < total) {
    const size = Math.min(batch, total - done);
    const rows = Array.from({ length: size }, (_, i) => ({
      ...demoMember(random, offset + done + i, today),
      membershipNumber: numbers[done + i] ?? null,
    }));
    await withAudit(db, { actorId: null }, (tx) =>
      insertMembersWithHistory(tx, clubId, rows, { action: "joined", actorId: null }),
    );
    done += size;
    options.onProgress?.(done, total);
  }
  // PGlite has no autovacuum: fresh statistics keep the list and search on their indexes.
  await analyzeMembers(db);
}

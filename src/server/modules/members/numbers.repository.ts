import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubs, memberNumberCounters } from "../../db/schema/clubs.ts";

/** Digits of a membership number's sequence part: MB00001 (more digits once a club passes 99,999). */
export const MEMBERSHIP_NUMBER_DIGITS = 5;

export function formatMembershipNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(MEMBERSHIP_NUMBER_DIGITS, "0")}`;
}

/**
 * Hands out the club's next `count` membership numbers (product decisions section 3): the club's
 * `member_id_prefix` plus its per-club sequence. The counter row is incremented in one statement, which
 * holds its row lock until the transaction ends, so concurrent creations never get the same number; a
 * rolled-back transaction gives its numbers back.
 */
export async function allocateMembershipNumbers(tx: Db, clubId: string, count = 1): Promise<string[]> {
  if (count < 1) return [];
  const result = await tx.execute<{ last_number: number; prefix: string | null }>(sql`
    with bumped as (
      insert into ${memberNumberCounters} (club_id, last_number) values (${clubId}, ${count})
      on conflict (club_id) do update set last_number = ${memberNumberCounters.lastNumber} + ${count}
      returning last_number
    )
    select bumped.last_number, ${clubs.membershipSettings}->>'memberIdPrefix' as prefix
    from bumped, ${clubs} where ${clubs.id} = ${clubId}`);
  const row = (result as unknown as { rows: { last_number: number; prefix: string | null }[] }).rows[0];
  if (!row) throw new Error("The club of the membership numbers was not found");
  const prefix = row.prefix ?? "MB";
  const first = Number(row.last_number) - count + 1;
  return Array.from({ length: count }, (_, i) => formatMembershipNumber(prefix, first + i));
}

/**
 * Takes the club's counter row lock without handing out a number, until the transaction ends: the club's
 * lock for new members (every creation takes it when it allocates a number). An import holds it from its
 * check to its commit, so that a second import, or a member added meanwhile, waits and is checked against it.
 */
export async function lockMemberCreations(tx: Db, clubId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${memberNumberCounters} (club_id, last_number) values (${clubId}, 0)
    on conflict (club_id) do update set last_number = ${memberNumberCounters.lastNumber}`);
}

/**
 * Moves the sequence past a number given by hand (MB00120 with prefix MB moves it to at least 120), so
 * that the sequence does not later hand out the same number.
 */
export async function reserveMembershipNumber(tx: Db, clubId: string, number: string): Promise<void> {
  await tx.execute(sql`
    insert into ${memberNumberCounters} (club_id, last_number)
    select ${clubId}, substring(${number} from length(prefix) + 1)::int
    from (select ${clubs.membershipSettings}->>'memberIdPrefix' as prefix from ${clubs} where ${clubs.id} = ${clubId}) p
    where upper(${number}) like upper(prefix) || '%' and substring(${number} from length(prefix) + 1) ~ '^[0-9]{1,9}$'
    on conflict (club_id) do update
      set last_number = greatest(${memberNumberCounters.lastNumber}, excluded.last_number)`);
}

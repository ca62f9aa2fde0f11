import { addDays } from "../../../shared/dates.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import { matchLocale } from "../../../shared/i18n/locales.ts";
import { formatMoney } from "../../../shared/money.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import type { BatchOutcome, ClubDay, DailyClubJobInBatches, DailyContext } from "../../jobs/daily.ts";
import { JOB_BATCH_ROWS } from "../../jobs/yield.ts";
import { renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import { transactionMailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { loadClubContext } from "../clubs/club-context.ts";
import { clubInstant } from "../golf/golf-time.ts";
import { markStatement, movementsBetween, statementsDue } from "./accounts.repository.ts";

/*
 * Monthly statements of member accounts by e-mail (decision 081): from the first day of a month, each account
 * made before it gets the last month's statement once (its `last_statement_month`), in its holder's language:
 * the balance at the start, each movement, the balance at the end. A batch at a time, each in a short
 * transaction that marks the accounts it wrote to (decision 037); an account with nothing to tell (no movement,
 * nothing on it) is marked without an e-mail.
 */

/** The month before `date`'s (YYYY-MM), and the first days of it and of `date`'s month. */
export function statementMonth(date: string): { month: string; from: string; to: string } {
  const to = `${date.slice(0, 7)}-01`;
  const from = `${addDays(to, -1).slice(0, 7)}-01`;
  return { month: from.slice(0, 7), from, to };
}

export async function sendStatements(tx: Db, day: ClubDay, context: DailyContext): Promise<BatchOutcome> {
  const none = { done: 0, counts: { statements: 0 }, more: false };
  const serverFrom = context.mailFrom ?? "Clubhouse <no-reply@clubhouse.localhost>";
  const club = await loadClubContext(tx, day.clubId, serverFrom);
  if (!club) return none;
  const { month, from, to } = statementMonth(day.localDate);
  const start = clubInstant(from, "00:00", club.formats.timezone);
  const end = clubInstant(to, "00:00", club.formats.timezone);
  const size = context.batchRows ?? JOB_BATCH_ROWS;
  const due = await statementsDue(tx, club.id, month, end, size + 1);
  const batch = due.slice(0, size);
  const appUrl = (context.appUrl ?? "").replace(/\/+$/, "");
  let sent = 0;
  for (const account of batch) {
    if (!(await markStatement(tx, account.id, month))) continue;
    const { rows, opening } = await movementsBetween(tx, account.id, start, end);
    const closing = rows.at(-1)?.balanceAfterMinor ?? opening;
    if ((rows.length === 0 && closing === 0) || !account.email) continue;
    const locale = memberEmailLocale({
      accountLanguage: matchLocale(account.language ?? undefined),
      clubLanguage: club.formats.language,
    });
    const words = t("accounts", locale).statement;
    const money = (minor: number) => formatMoney(minor, account.currency, locale);
    const date = (d: string) => formatCalendarDate(d, club.formats.dateFormat) ?? d;
    const name = [account.firstName, account.lastName].filter(Boolean).join(" ") || account.email;
    const lines = rows.map((m) =>
      words.line(
        date(m.createdAt.toISOString().slice(0, 10)),
        m.description,
        money(m.amountMinor),
        money(m.balanceAfterMinor),
      ),
    );
    const content = renderClubEmail(club.mail, {
      locale,
      subject: words.subject(
        new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${from}T12:00:00Z`),
        ),
        club.name,
      ),
      heading: words.heading(name),
      paragraphs: [
        words.opening(date(from), money(opening)),
        ...(lines.length > 0 ? lines : [words.nothingMoved]),
        words.closing(date(addDays(to, -1)), money(closing)),
      ],
      ...(appUrl ? { action: { label: words.action, url: `${appUrl}/billing?tab=mine` } } : {}),
      footer: words.footer(club.name),
    });
    await sendClubMail(tx, transactionMailer(tx, serverFrom, context.queue), club.mail, [
      { to: account.email, content, tag: "account-statement" },
    ]);
    sent += 1;
  }
  return { done: batch.length, counts: { statements: sent }, more: due.length > size };
}

/** Each club's statements, in the morning of the month's first day (and the days after, for what is left). */
export const statementsDailyJob: DailyClubJobInBatches = {
  name: "billing.account-statements",
  at: "07:00",
  batch: sendStatements,
};

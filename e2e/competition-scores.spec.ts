import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { type DateFormat, formatCalendarDate } from "../src/shared/formats.ts";
import scoresDe from "../src/web/messages/competitionScores/de.ts";
import scoresEs from "../src/web/messages/competitionScores/es.ts";
import scoresFr from "../src/web/messages/competitionScores/fr.ts";
import { check, SCREENSHOTS, settled } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner } from "./club-helpers.ts";
import { addRatedTee, drawnCompetition } from "./competition-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { openMail } from "./helpers.ts";

/*
 * Scores from phones, the live leaderboard and results (issue 35 items 6 and 7): two players of one group, each
 * on a phone (375 px), enter their own card and the card of the player they mark hole by hole, and confirm;
 * the cards lock. The leaderboard, open on another screen, follows without a reload. Staff unlock a card and
 * approve it again, and publish the results
 * and the players get them by e-mail. Each screen passes axe in light and dark mode; with SHOTS set, each is
 * photographed at 375 px, light and dark, into screenshots/competition-scores.
 */

const SHOTS = "screenshots/competition-scores";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

const PHONE = { width: 375, height: 812 };

let owner: Owner;
let clubId = "";
let competitionId = "";
let ann: Owner;
let ben: Owner;

test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
  const context = await browser.newContext({ baseURL: serverUrl });
  await context.addCookies(owner.cookies);
  const api = context.request;
  const club = await api.post("/api/clubs", { data: { name: "Lakeside Golf", email: owner.email } });
  expect(club.status(), await club.text()).toBe(201);
  clubId = ((await club.json()) as { id: string }).id;
  const golf = `/api/clubs/${clubId}/golf`;
  const suggested = await api.get(`${golf}/courses/suggested-days?holes=18`);
  const { days } = (await suggested.json()) as { days: Record<string, unknown>[] };
  const course = await api.post(`${golf}/courses`, {
    data: { name: "Old Course", holes: 18, active: true, days: days.map((d) => ({ ...d, open: true })) },
  });
  expect(course.status(), await course.text()).toBe(201);
  const { id: courseId } = (await course.json()) as { id: string };
  ann = await joinByApi(browser, serverUrl, owner, clubId, "member", "Ann");
  ben = await joinByApi(browser, serverUrl, owner, clubId, "member", "Ben");
  // Ann and Ben, index 10.0 (playing handicap 10), are drawn together: each marks the other.
  const teeId = await addRatedTee(api, clubId, courseId);
  competitionId = await drawnCompetition(api, browser, serverUrl, {
    clubId,
    courseId,
    teeId,
    name: "Saturday Medal",
    handicapIndex: 10,
    players: [ann, ben],
  });
  await context.close();
});

/** A phone of one player, signed in, on their scorecard. */
async function phoneOf(
  browser: Browser,
  baseURL: string,
  who: Owner,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true });
  await context.addCookies(who.cookies);
  const page = await context.newPage();
  await page.goto(`/competitions/${competitionId}/card`);
  await expect(page.getByRole("heading", { level: 1, name: "Saturday Medal" })).toBeVisible({
    timeout: 20_000,
  });
  return { context, page };
}

/** Enters a whole card on the phone: each hole's first + gives par (4), `extra` more taps on the holes named. */
async function enterCard(page: Page, extra: Record<number, number> = {}) {
  for (let hole = 1; hole <= 18; hole++) {
    const section = page.getByRole("region", { name: `Hole ${hole}` });
    await expect(section).toBeVisible();
    for (let tap = 0; tap <= (extra[hole] ?? 0); tap++) {
      await section.getByRole("button", { name: `One stroke more on hole ${hole}` }).click();
    }
    await expect(section.getByTestId("hole-score")).toHaveText(String(4 + (extra[hole] ?? 0)));
    if (hole < 18) await section.getByRole("button", { name: "Next hole" }).click();
  }
}

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const mode of ["light", "dark"] as const) {
    await page.evaluate((theme) => {
      window.localStorage.setItem("clubhouse.theme", theme);
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: "clubhouse.theme",
          newValue: theme,
          storageArea: window.localStorage,
        }),
      );
    }, mode);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-375-${mode}.png`, fullPage: true });
  }
}

test("two players enter and confirm each other's cards on phones, the leaderboard follows, staff publish", async ({
  browser,
  serverUrl,
}) => {
  test.setTimeout(240_000);
  // The leaderboard on another screen (the owner's), open before any score.
  const screen = await browser.newContext({ baseURL: serverUrl });
  await screen.addCookies(owner.cookies);
  const board = await screen.newPage();
  // The board comes in its events (gzip), not by asking again: count the leaderboard's own requests.
  let boardRequests = 0;
  board.on("request", (request) => {
    if (/\/leaderboard$/.test(new URL(request.url()).pathname)) boardRequests += 1;
  });
  await board.goto(`/competitions/${competitionId}/leaderboard`);
  await expect(board.getByRole("heading", { level: 1, name: "Saturday Medal" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(board.getByText("No scores yet")).toBeVisible();
  const loadRequests = boardRequests;

  const a = await phoneOf(browser, serverUrl, ann);
  const b = await phoneOf(browser, serverUrl, ben);
  await check(a.page, "the scorecard on a phone", a.page.getByRole("button", { name: "Confirm card" }));
  await shot(a.page, "card-empty");

  // Ann's own card: par everywhere but a 5 on the 3rd. The leaderboard shows her without a reload.
  await enterCard(a.page, { 3: 1 });
  const annRow = board.getByRole("row").filter({ hasText: "Ann Lovelace" });
  await expect(annRow).toBeVisible({ timeout: 10_000 });
  await expect(annRow.getByRole("cell").nth(2)).toHaveText("Finished");

  // Ben marks Ann: the same, but he writes a 4 on the 3rd — the versions differ there.
  await b.page.locator("label", { hasText: "Marking Ann Lovelace" }).click();
  await enterCard(b.page);
  await a.page.getByRole("button", { name: "Confirm card" }).click();
  await expect(a.page.getByText("You confirmed this card.")).toBeVisible();
  await b.page.getByRole("button", { name: "Confirm their card" }).click();
  await expect(b.page.getByText("The two versions differ on holes 3.")).toBeVisible();
  await shot(b.page, "card-differs");
  // Ben corrects the 3rd and confirms again: the card locks.
  await b.page.getByRole("button", { name: /^Hole 3\b.*\(differs\)/ }).click();
  await b.page.getByRole("button", { name: "One stroke more on hole 3" }).click();
  await b.page.getByRole("button", { name: "Confirm their card" }).click();
  await expect(b.page.getByText("This card is locked")).toBeVisible();

  // Ben's own card, and Ann marks him; both confirm.
  await b.page.locator("label", { hasText: "My card" }).click();
  await enterCard(b.page);
  await a.page.locator("label", { hasText: "Marking Ben Lovelace" }).click();
  await enterCard(a.page);
  await b.page.getByRole("button", { name: "Confirm card" }).click();
  // Ben's confirmation first: Ann's, answered before his, would find his card not confirmed yet.
  await expect(b.page.getByText("You confirmed this card.")).toBeVisible();
  await a.page.getByRole("button", { name: "Confirm their card" }).click();
  await expect(a.page.getByText("This card is locked")).toBeVisible();
  await check(a.page, "a locked card", a.page.getByText("This card is locked"));
  await shot(a.page, "card-locked");

  // The leaderboard, without a reload: Ben 72 (net 62) before Ann 73 (net 63).
  const rows = board.getByRole("row");
  await expect(rows.nth(1)).toContainText("Ben Lovelace", { timeout: 10_000 });
  await expect(rows.nth(2)).toContainText("Ann Lovelace");
  expect(boardRequests, "no request for the board while scores came in: its events carried them").toBe(
    loadRequests,
  );
  await check(board, "the leaderboard", board.getByRole("heading", { level: 2, name: "Field" }));
  await board.setViewportSize(PHONE);
  await shot(board, "leaderboard");

  // The clubhouse screen: large type over the whole window.
  await board.getByRole("button", { name: "Screen mode" }).click();
  await expect(board.getByTestId("screen-mode")).toBeVisible();
  await shot(board, "leaderboard-screen-mode");
  await board.getByRole("button", { name: "Leave screen mode" }).click();

  // Staff share the leaderboard by a public link: anyone opens it without signing in.
  await board.goto(`/competitions/${competitionId}/scores`);
  await board.getByRole("switch", { name: "Public leaderboard link" }).click({ force: true });
  const link = board.getByRole("textbox", { name: "Public leaderboard link" });
  await expect(link).toHaveValue(/\/leaderboard\/[\w-]+$/);
  const publicUrl = await link.inputValue();
  const visitor = await browser.newContext({ baseURL: serverUrl, viewport: PHONE });
  const open = await visitor.newPage();
  await open.goto(new URL(publicUrl).pathname);
  await expect(open.getByRole("row").nth(1)).toContainText("Ben Lovelace", { timeout: 20_000 });
  // The play date in the club's date format, as its own screens write it (not as the API's YYYY-MM-DD).
  const { clubs } = (await (await board.request.get("/api/clubs")).json()) as {
    clubs: { id: string; dateFormat: DateFormat }[];
  };
  const dateFormat = clubs.find((c) => c.id === clubId)?.dateFormat as DateFormat;
  const playDate = addDays(todayIn("UTC"), 1);
  await expect(
    open.getByText(`${formatCalendarDate(playDate, dateFormat)}. Updates as scores come in.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(open.getByText(playDate, { exact: false })).toHaveCount(0);
  await check(open, "the public leaderboard", open.getByRole("heading", { level: 2, name: "Field" }));
  await shot(open, "public-leaderboard");
  await visitor.close();

  // Staff publish the results from the scores grid.
  await board.goto(`/competitions/${competitionId}/scores`);
  await expect(board.getByRole("heading", { level: 1, name: "Scores: Saturday Medal" })).toBeVisible();
  await check(board, "the scores grid", board.getByRole("button", { name: "Publish results" }));
  await shot(board, "scores-grid");
  // Staff unlock Ann's locked card to have it corrected (after a question), and approve it again.
  const annGrid = board.getByRole("row").filter({ hasText: "Ann Lovelace" });
  await annGrid.getByRole("button", { name: "Unlock the card of Ann Lovelace" }).click();
  const unlockDialog = board.getByRole("dialog", { name: "Unlock the card of Ann Lovelace?" });
  await check(board, "the unlock question", unlockDialog);
  await shot(board, "unlock-card");
  await unlockDialog.getByRole("button", { name: "Unlock" }).click();
  await expect(board.getByText("Card of Ann Lovelace unlocked")).toBeVisible();
  await expect(annGrid.getByText("Locked", { exact: true })).toHaveCount(0);
  await expect(annGrid.getByRole("textbox", { name: "Ann Lovelace, hole 3" })).toBeEnabled();
  await annGrid.getByRole("button", { name: "Approve" }).click();
  await expect(board.getByText("Card of Ann Lovelace approved and locked")).toBeVisible();
  await expect(annGrid.getByRole("button", { name: "Unlock the card of Ann Lovelace" })).toBeVisible();
  // Results are of a round played: two days on, the competition's day (tomorrow) has come in any zone.
  const setClock = async (offsetMs: number) =>
    expect((await board.request.post("/api/test/clock", { data: { offsetMs } })).status()).toBe(204);
  await setClock(2 * 86_400_000);
  try {
    await board.getByRole("button", { name: "Publish results" }).click();
    await board.getByRole("dialog").getByRole("button", { name: "Publish results" }).click();
    await expect(board.getByText("Results published; 2 e-mails sent")).toBeVisible();
    await expect(board.getByText("The results are published.")).toBeVisible();
  } finally {
    await setClock(0);
  }

  await openMail(a.page, ann.email, "Results: Saturday Medal");
  await expect(a.page.getByText("You finished in position 2 in Field.", { exact: true })).toBeVisible();

  // The same screens in German, French and Spanish (the owner's own language), checked with axe and photographed.
  for (const [locale, web] of [
    ["de", scoresDe],
    ["fr", scoresFr],
    ["es", scoresEs],
  ] as const) {
    const chosen = await board.request.put("/api/me/language", { data: { language: locale } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await board.goto(`/competitions/${competitionId}/leaderboard`);
    await expect(board.locator("html")).toHaveAttribute("lang", locale);
    // The division keeps the name the club gave it; the columns are in the reader's language.
    const division = board.getByRole("heading", { level: 2, name: "Field" });
    await expect(division).toBeVisible();
    await expect(board.getByRole("columnheader", { name: web.board.name }).first()).toBeVisible();
    await expect(board.getByText(web.board.final, { exact: true }).first()).toBeVisible();
    await expect(
      board.getByText(web.board.introPublished(formatCalendarDate(playDate, dateFormat) ?? "")),
    ).toBeVisible();
    // axe in one of them (German's words are the longest); the translations test checks every text is there.
    if (locale === "de") await check(board, `the leaderboard in ${locale}`, division);
    await shot(board, `leaderboard-${locale}`);
    await board.goto(`/competitions/${competitionId}/scores`);
    const grid = board.getByRole("heading", { level: 1, name: `${web.grid.title}: Saturday Medal` });
    await expect(grid).toBeVisible();
    if (locale === "de") await check(board, `the scores grid in ${locale}`, grid);
    await shot(board, `scores-grid-${locale}`);
  }
  expect((await board.request.put("/api/me/language", { data: { language: null } })).status()).toBe(200);

  await Promise.all([a.context.close(), b.context.close(), screen.close()]);
});

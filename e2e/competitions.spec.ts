import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { addRatedTee } from "./competition-helpers.ts";
import { fillDate, fillTime } from "./date-fields.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Competitions (issue 35 items 4, 5): staff set a competition up in the form and open it for entries, a member
 * enters on a phone (375 px), staff close entries, make the draw and see the start sheet, which is on the tee
 * sheet. Each screen passes axe in light and dark mode; SHOTS=1 photographs them at 1280 and 375 px.
 */

const SHOTS = "screenshots/competitions";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/**
 * A club in UTC with one course, tee times every 10 minutes from 07:00 to 18:00 every day, and a tee rated for
 * men and women made by the course ratings API (unless `withTee` is false).
 */
async function golfClub(page: Page, name: string, withTee = true) {
  const { clubId } = await openNewClub(page, owner, name);
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    profile: Record<string, unknown>;
  };
  const profile = await page.request.put(`/api/clubs/${clubId}/settings/profile`, {
    data: { ...settings.profile, timezone: "UTC" },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = (await (await page.request.get(`${golf}/courses/suggested-days?holes=18`)).json()) as {
    days: Record<string, unknown>[];
  };
  const course = await page.request.post(`${golf}/courses`, {
    data: {
      name: "Old Course",
      holes: 18,
      active: true,
      days: days.map((d) => ({ ...d, open: true, firstTee: "07:00", lastTee: "18:00", intervalMinutes: 10 })),
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: string }).id;
  if (withTee) await addRatedTee(page.request, clubId, courseId);
  return { clubId, courseId, today: todayIn("UTC") };
}

test("staff set up a competition, a member enters on a phone, staff make the draw and see the start sheet", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { clubId, courseId, today } = await golfClub(page, "Medal Golf Club");
  const play = addDays(today, 3);

  // Staff: Competitions in the navigation, New competition.
  await page.goto("/");
  await page.getByRole("link", { name: "Competitions", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Competitions" })).toBeVisible();
  await page.getByRole("button", { name: "New competition" }).click();
  const form = page.getByRole("dialog", { name: "New competition" });
  await form.getByLabel("Name", { exact: true }).fill("Saturday Medal");
  await fillDate(form.getByLabel("Date", { exact: true }), play);
  await form.getByLabel("Division name").fill("Open");
  await fillTime(form, "Opening time", "00:00");
  await fillDate(form.getByLabel("Entries close", { exact: true }), addDays(today, 2));
  // No tee yet: the form asks for one for each gender the competition is open to (men and women). The
  // course's tee is rated for men and women: each may pick it.
  const menMissing = "Choose the tee for men: the competition is open to men.";
  const womenMissing = "Choose the tee for women: the competition is open to women.";
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText(menMissing)).toBeVisible();
  await form.getByLabel("Men's tee", { exact: true }).click();
  await page.getByRole("option", { name: "Yellow" }).click();
  await expect(form.getByText(menMissing)).toBeHidden();
  await expect(form.getByText(womenMissing)).toBeVisible();
  await expect(form.getByLabel("Women's tee", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Women's tee", { exact: true }).click();
  await page.getByRole("option", { name: "Yellow" }).click();
  await expect(form.getByText(womenMissing)).toBeHidden();
  await check(page, "the competition form", form);
  await screenshots(page, `${SHOTS}/competition-form`, { fullPage: false });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The competition is set up as a draft.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Saturday Medal" })).toBeVisible();
  const competitionId = page.url().split("/").pop() as string;
  await page.getByRole("button", { name: "Open for entries" }).click();
  await expect(page.getByText("Open for entries", { exact: true })).toBeVisible();

  // Three more entrants by the API, so the draw makes a group.
  for (const name of ["Ada", "Alan", "Katherine"]) {
    const joined = await joinByApi(browser, baseURL as string, owner, clubId, "member", name);
    const ctx = await browser.newContext({ baseURL });
    await ctx.addCookies(joined.cookies);
    const res = await ctx.request.post(`/api/clubs/${clubId}/competitions/${competitionId}/entries`, {
      data: {},
    });
    expect(res.status(), await res.text()).toBe(201);
    await ctx.close();
  }

  // A member on a phone: the competition, Enter with an early time request.
  const member = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Grace");
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await phone.addCookies(member.cookies);
  await phone.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const m = await phone.newPage();
  await m.goto("/competitions");
  await expect(m.getByRole("heading", { level: 1, name: "Competitions" })).toBeVisible();
  const card = m.getByRole("listitem").filter({ hasText: "Saturday Medal" });
  await expect(card).toContainText("3 of 40 places taken");
  await card.getByLabel("Time request").click();
  await m.getByRole("option", { name: "Early" }).click();
  await card.getByRole("button", { name: "Enter" }).click();
  await expect(toast(m, "You are entered.")).toBeVisible();
  await expect(card.getByText("Entered", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Withdraw" })).toBeVisible();
  await check(m, "the member's competitions", card);
  await screenshots(m, `${SHOTS}/competitions-member`);
  await m.setViewportSize({ width: 375, height: 812 });

  // Staff close entries, make the draw and see the start sheet.
  await page.reload();
  await expect(page.getByRole("cell", { name: "Grace Lovelace", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Close entries" }).click();
  await expect(page.getByText("Entries closed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Make the draw" }).click();
  await page
    .getByRole("dialog", { name: "Make the draw?" })
    .getByRole("button", { name: "Make the draw" })
    .click();
  await expect(toast(page, "The draw is made.")).toBeVisible();
  const sheet = page.getByRole("heading", { level: 2, name: "Start sheet" });
  await expect(sheet).toBeVisible();
  await expect(page.getByText(/^8:00\sAM · Tee 1 · Group 1$/)).toBeVisible();
  await check(page, "the start sheet", sheet);
  await screenshots(page, `${SHOTS}/competition-drawn`);

  // The member sees their start on the phone.
  await m.reload();
  await expect(m.getByText(/^Your start: 8:00\sAM, Tee 1$/)).toBeVisible();
  // Below the list, the competitions they play in: this one, in play.
  const history = m.getByRole("region", { name: "My competitions" });
  await expect(history.getByRole("link", { name: "Saturday Medal" })).toBeVisible();
  await expect(history.getByText("In play")).toBeVisible();
  await screenshots(m, `${SHOTS}/competitions-member-drawn`);

  // The group is a booking on the blocked time of the tee sheet.
  const teeSheet = (await (
    await page.request.get(`/api/clubs/${clubId}/golf/tee-sheet?courseId=${courseId}&date=${play}`)
  ).json()) as {
    times: { time: string; block: { reason: string } | null; bookings: { source: string }[] }[];
  };
  const at8 = teeSheet.times.find((x) => x.time === "08:00");
  expect(at8?.block?.reason).toBe("competition");
  expect(at8?.bookings.map((b) => b.source)).toEqual(["competition"]);
  await phone.close();
});

test("four-ball: a member enters with their partner on a phone, staff see the pair and may pair again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { clubId, courseId, today } = await golfClub(page, "Pairs Golf Club", false);
  const teeId = await addRatedTee(page.request, clubId, courseId);
  const made = await page.request.post(`/api/clubs/${clubId}/competitions`, {
    data: {
      name: "Spring Four-Ball",
      playDate: addDays(today, 3),
      courseId,
      holes: 18,
      format: "fourball_stableford",
      tees: [
        { gender: "male", teeId },
        { gender: "female", teeId },
      ],
      divisions: [{ name: "Open", maxIndex: null }],
      entryOpensOn: today,
      entryOpensTime: "00:00",
      entryClosesOn: addDays(today, 2),
      entryClosesTime: "18:00",
      maxEntrants: 40,
      entryFeeMinor: 0,
      firstTeeTime: "08:00",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const competitionId = ((await made.json()) as { id: string }).id;
  expect(
    (
      await page.request.post(`/api/clubs/${clubId}/competitions/${competitionId}/status`, {
        data: { status: "open" },
      })
    ).status(),
  ).toBe(200);
  await joinByApi(browser, baseURL as string, owner, clubId, "member", "Ada");
  await joinByApi(browser, baseURL as string, owner, clubId, "member", "Katherine");

  // On a phone: find the partner by name, choose her, enter the pair.
  const member = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Grace");
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await phone.addCookies(member.cookies);
  await phone.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const m = await phone.newPage();
  await m.goto("/competitions");
  const card = m.getByRole("listitem").filter({ hasText: "Spring Four-Ball" });
  await expect(card.getByRole("button", { name: "Enter" })).toBeDisabled();
  await card.getByRole("textbox", { name: "Partner", exact: true }).fill("Ada");
  await card.getByRole("option", { name: /^Ada / }).click();
  await check(m, "the four-ball entry", card);
  await screenshots(m, `${SHOTS}/competitions-fourball-enter`);
  await m.setViewportSize({ width: 375, height: 812 });
  await card.getByRole("button", { name: "Enter" }).click();
  await expect(toast(m, "You are entered.")).toBeVisible();
  await expect(card.getByText(/^With Ada /)).toBeVisible();
  await screenshots(m, `${SHOTS}/competitions-fourball-entered`);

  // Staff see the pair in the field and may choose another partner.
  await page.goto(`/competitions/${competitionId}`);
  await expect(page.getByText(/^With Grace /)).toBeVisible();
  await page.getByRole("button", { name: /^Choose the partner of Grace / }).click();
  const pair = page.getByRole("dialog", { name: /^Partner of Grace / });
  await expect(pair.getByRole("combobox", { name: "Partner", exact: true })).toHaveValue(/^Ada /);
  await check(page, "the pair dialog", pair);
  await screenshots(page, `${SHOTS}/competition-fourball-pair`, { fullPage: false });
  await pair.getByRole("button", { name: "Cancel" }).click();

  // Staff add a pair: a member with a guest from another club as partner.
  await page.getByRole("button", { name: "Add an entrant" }).click();
  const add = page.getByRole("dialog", { name: "Add an entrant" });
  await add.getByRole("textbox", { name: "Find a member" }).fill("Kath");
  await add.getByRole("option", { name: /^Katherine / }).click();
  await add
    .locator("label")
    .filter({ hasText: /^Guest$/ })
    .click();
  await add.getByLabel("Guest's name").fill("Gus Guest");
  await add.getByLabel("Home club").fill("Elsewhere GC");
  await check(page, "the pair's entry", add);
  await screenshots(page, `${SHOTS}/competition-fourball-add`, { fullPage: false });
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "The entrant is added.")).toBeVisible();
  await expect(page.getByText("With Gus Guest")).toBeVisible();
  await phone.close();
});

test("a course without tees sends staff to Golf settings to set them and their ratings", async ({ page }) => {
  await golfClub(page, "Bare Golf Club", false);
  await page.goto("/competitions");
  await page.getByRole("button", { name: "New competition" }).click();
  const form = page.getByRole("dialog", { name: "New competition" });
  await expect(
    form.getByText("This course has no tees yet: tees and their ratings are set in Golf settings."),
  ).toBeVisible();
  await expect(form.getByLabel("Men's tee", { exact: true })).toHaveCount(0);
  await form.getByRole("link", { name: "Open Golf settings" }).click();
  await expect(page).toHaveURL(/\/golf-settings$/);
});

import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { backToDesktopLight, check, chooseTheme, type Mode, SCREENSHOTS, settled } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { openMail } from "./helpers.ts";

/*
 * The tee sheet at /golf-bookings (issue 14): a member books a tee time with a guest, finds it in My bookings
 * with its confirmation (and calendar file) in the mailbox, and cancels it; staff book for a member and check
 * the player in; a ballot day is entered by a member, drawn by staff and its results read. Each screen passes
 * axe in light and dark mode and is photographed at 1280 and 375 px.
 */

// Screenshots of each screen, light and dark, to look at: in the project's git-ignored screenshots/ folder
// (a fixed folder outside it may belong to another user).
const SHOTS = "screenshots/golf";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

/**
 * A real time zone where it is now late morning, so that the day has past and future tee times whenever the
 * test runs: the club is moved there.
 */
const ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Halifax",
  "America/Sao_Paulo",
  "Atlantic/South_Georgia",
  "Atlantic/Azores",
  "UTC",
  "Europe/Berlin",
  "Europe/Athens",
  "Europe/Moscow",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Dhaka",
  "Asia/Bangkok",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Brisbane",
  "Pacific/Noumea",
  "Pacific/Auckland",
];
function lateMorningZone(): string {
  const hourIn = (zone: string) =>
    Number(
      new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: zone }).format(
        new Date(),
      ),
    );
  return [...ZONES].sort((a, b) => Math.abs(hourIn(a) - 11) - Math.abs(hourIn(b) - 11))[0] as string;
}

/** The club writes dates as MM/DD/YYYY and times on a 12-hour clock (a new club's formats). */
const shownDate = (date: string) => {
  const [y, m, d] = date.split("-");
  return `${m}/${d}/${y}`;
};
const dayOf = (date: string) =>
  `${new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`))} ${shownDate(date)}`;
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

interface Setup {
  clubId: string;
  courseId: string;
  zone: string;
  today: string;
}

/**
 * A club with one 18-hole course, tee times every 30 minutes from 07:00 to 18:00 every day, released first
 * come, except the weekday of `ballotDay`, released by ballot; green fees of $45 (members) and $70 (guests).
 */
async function golfClub(
  page: Page,
  name: string,
  ballotDay: (today: string) => string,
  options: { zone?: string; firstTee?: string; intervalMinutes?: number; memberGreenFeeMinor?: number } = {},
): Promise<Setup> {
  const { clubId } = await openNewClub(page, owner, name);
  const zone = options.zone ?? lateMorningZone();
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    profile: Record<string, unknown>;
  };
  const profile = await page.request.put(`/api/clubs/${clubId}/settings/profile`, {
    data: { ...settings.profile, timezone: zone },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const today = todayIn(zone);

  const golf = `/api/clubs/${clubId}/golf`;
  const suggested = await page.request.get(`${golf}/courses/suggested-days?holes=18`);
  expect(suggested.status(), await suggested.text()).toBe(200);
  const { days } = (await suggested.json()) as { days: Record<string, unknown>[] };
  const ballotWeekday = weekdayOf(ballotDay(today));
  const course = await page.request.post(`${golf}/courses`, {
    data: {
      name: "Old Course",
      holes: 18,
      active: true,
      days: days.map((d) => ({
        ...d,
        open: true,
        firstTee: options.firstTee ?? "07:00",
        lastTee: "18:00",
        intervalMinutes: options.intervalMinutes ?? 30,
        release: d.weekday === ballotWeekday ? "ballot" : "first_come",
      })),
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const { id: courseId } = (await course.json()) as { id: string };

  const rules = (await (await page.request.get(`${golf}/settings`)).json()) as Record<string, unknown>;
  const { currency: _currency, ...input } = rules;
  const saved = await page.request.put(`${golf}/settings`, {
    data: { ...input, memberGreenFeeMinor: options.memberGreenFeeMinor ?? 4500, guestGreenFeeMinor: 7000 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { clubId, courseId, zone, today };
}

/** A member of the club signed in on a page of their own, in the club. */
async function memberPage(browser: Browser, baseURL: string, clubId: string, firstName: string) {
  const member = await joinByApi(browser, baseURL, owner, clubId, "member", firstName);
  const context = await browser.newContext({ baseURL });
  await context.addCookies(member.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  return { page: await context.newPage(), email: member.email };
}

/**
 * Screenshots at a desktop's and a phone's width, light and dark (screenshots/golf/golf-bookings-<name>-…png), back
 * to the desktop's width and light mode after. A dialog or a menu is taken as the screen shows it (not the
 * whole page); `open` shows a menu again after each change of width closed it.
 */
async function shoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; open?: () => Promise<void> } = {},
): Promise<void> {
  if (!SCREENSHOTS) return backToDesktopLight(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (options.open) await options.open();
    for (const mode of ["light", "dark"] as Mode[]) {
      await chooseTheme(page, mode);
      await settled(page);
      await page.screenshot({
        path: `${SHOTS}/golf-bookings-${name}-${width}-${mode}.png`,
        fullPage: options.fullPage ?? true,
      });
    }
  }
  await backToDesktopLight(page);
}

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test("a member books a tee time with a guest, finds it in My bookings and the mailbox, and cancels it; staff check a player in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { clubId, courseId, today } = await golfClub(page, "Heron Bay Golf Club", (d) => addDays(d, 4));
  const grace = await memberPage(browser, baseURL as string, clubId, "Grace");
  const m = grace.page;
  const day = addDays(today, 2);

  // The member finds the tee sheet in the navigation and goes two days ahead.
  await m.goto("/");
  await m.getByRole("link", { name: "Tee sheet", exact: true }).click();
  await expect(m.getByRole("heading", { level: 1, name: "Tee sheet" })).toBeVisible();
  await m.getByRole("button", { name: "Next day" }).click();
  await m.getByRole("button", { name: "Next day" }).click();
  await expect(m).toHaveURL(new RegExp(`date=${day}`));
  await expect(m.getByRole("heading", { level: 2, name: dayOf(day) })).toBeVisible();
  const sheet = m.getByRole("table", { name: "Tee sheet of Old Course" });
  const row = (time: string) =>
    sheet.getByRole("row").filter({ has: m.getByRole("rowheader", { name: time, exact: true }) });
  await expect(row("9:00 AM")).toContainText("4 of 4 free");
  await expect(m.getByText(/^Updated /)).toBeVisible();
  await check(m, "the tee sheet", sheet);
  await shoot(m, "sheet-member");

  // A morning rate for visitors until 9:30 on that weekday (decision 083): the guest's green fee at 9:00 is its
  // price (today, another weekday, keeps the guests' green fee).
  const morning = await page.request.post(`/api/clubs/${clubId}/golf/price-classes`, {
    data: {
      name: "Early bird",
      kind: "visitor",
      courseId: null,
      weekdays: [weekdayOf(day)],
      fromTime: null,
      untilTime: "09:30",
      priceMinor: 6000,
      active: true,
    },
  });
  expect(morning.status(), await morning.text()).toBe(201);

  // Booking: the member (fixed) and a guest; the green fees are said.
  await row("9:00 AM").getByRole("button", { name: "Book 9:00 AM" }).click();
  const dialog = m.getByRole("dialog", { name: "Book 9:00 AM" });
  await expect(dialog.getByText("Grace Lovelace (you)")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Remove Grace Lovelace" })).toHaveCount(0);
  await expect(dialog.getByText("Green fee: $45.00 per member, $60.00 per guest.")).toBeVisible();
  // Two days ahead: outside the 24-hour cut-off, so no notice of it.
  await expect(dialog.getByText(/cancellation cut-off/)).toHaveCount(0);
  await dialog.getByLabel("Guest's name").fill("Peter Pan");
  await dialog.getByRole("button", { name: "Add guest" }).click();
  await expect(dialog.getByText("Guest of Grace Lovelace")).toBeVisible();
  await check(m, "the booking dialog", dialog);
  await shoot(m, "booking-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Book tee time" }).click();
  await expect(toast(m, `Tee time booked: ${dayOf(day)} at 9:00 AM`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row("9:00 AM")).toContainText("Grace Lovelace");
  await expect(row("9:00 AM")).toContainText("Peter Pan (guest of Grace Lovelace)");
  await expect(row("9:00 AM")).toContainText("Your booking");
  await expect(row("9:00 AM")).toContainText("2 of 4 free");

  // A second round that overlaps the first is refused in the dialog, with the server's message.
  await row("10:00 AM").getByRole("button", { name: "Book 10:00 AM" }).click();
  const second = m.getByRole("dialog", { name: "Book 10:00 AM" });
  await second.getByRole("button", { name: "Book tee time" }).click();
  await expect(second.getByRole("alert")).toBeVisible();
  await expect(second.getByRole("alert")).not.toBeEmpty();
  await second.getByRole("button", { name: "Close" }).first().click();
  await expect(row("10:00 AM")).toContainText("4 of 4 free");

  // My bookings: the tee time, its players, cancel until the cut-off, and the private calendar feed.
  await m.getByRole("tab", { name: "My bookings" }).click();
  await expect(m).toHaveURL(/tab=mine/);
  const upcoming = m.getByRole("list", { name: "Upcoming tee times" });
  const booking = upcoming.getByRole("listitem").filter({ hasText: `${dayOf(day)} at 9:00 AM` });
  await expect(booking).toContainText("Old Course");
  await expect(booking).toContainText("Grace Lovelace, Peter Pan (guest of Grace Lovelace)");
  const feed = m.getByLabel("Your private calendar address");
  await expect(feed).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const firstFeed = await feed.inputValue();
  await check(m, "My bookings", booking);
  await shoot(m, "my-bookings");

  // The confirmation arrived with its calendar file.
  await openMail(m, grace.email, "Your booking at");
  await expect(m.getByRole("link", { name: "tee-time.ics" })).toBeVisible();

  // Reset the feed: a new address.
  await m.goto("/golf-bookings?tab=mine");
  await expect(feed).toHaveValue(firstFeed);
  await m.getByRole("button", { name: "Reset link" }).click();
  const reset = m.getByRole("dialog", { name: "Reset your calendar link?" });
  await expect(reset).toContainText("The old link stops working");
  await reset.getByRole("button", { name: "Reset link" }).click();
  await expect(toast(m, "Calendar link reset")).toBeVisible();
  await expect(feed).not.toHaveValue(firstFeed);
  await expect(feed).toHaveValue(/\/api\/calendar\/.+\.ics$/);

  // Cancelled before the cut-off.
  await booking.getByRole("button", { name: `Cancel the booking of ${dayOf(day)} at 9:00 AM` }).click();
  const cancel = m.getByRole("dialog", { name: `Cancel the booking of ${dayOf(day)} at 9:00 AM?` });
  await cancel.getByLabel("Reason (optional)").fill("Rain forecast.");
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(toast(m, "Booking cancelled")).toBeVisible();
  await expect(m.getByText("No upcoming tee times")).toBeVisible();
  await openMail(m, grace.email, "Tee time cancelled");

  // A full tee time (the owner and three guests, booked through the API): the member joins its waiting list,
  // finds the place in My bookings and leaves it again.
  const own = (await (await page.request.get(`/api/clubs/${clubId}/members/me`)).json()) as {
    member: { id: string };
  };
  const full = await page.request.post(`/api/clubs/${clubId}/golf/bookings`, {
    data: {
      courseId,
      date: day,
      time: "14:00",
      players: [{ memberId: own.member.id }, { guestName: "Ann" }, { guestName: "Ben" }, { guestName: "Cy" }],
    },
  });
  expect(full.status(), await full.text()).toBe(201);
  await m.goto(`/golf-bookings?date=${day}`);
  await expect(row("2:00 PM")).toContainText("Full");
  await row("2:00 PM").getByRole("button", { name: "Join waiting list for 2:00 PM" }).click();
  const wait = m.getByRole("dialog", { name: "Waiting list for 2:00 PM" });
  await expect(wait.getByText("Grace Lovelace (you)")).toBeVisible();
  await wait.getByRole("button", { name: "Join waiting list" }).click();
  await expect(toast(m, "You are on the waiting list for 2:00 PM")).toBeVisible();
  await expect(row("2:00 PM")).toContainText("Full · 1 group waiting");
  await m.getByRole("tab", { name: "My bookings" }).click();
  const waiting = m.getByRole("list", { name: "Waiting lists" }).getByRole("listitem");
  await expect(waiting).toContainText(`${dayOf(day)} at 2:00 PM`);
  await expect(waiting).toContainText("Waiting");
  await expect(waiting).toContainText("Old Course · group of 1");
  await waiting
    .getByRole("button", { name: `Withdraw from the waiting list of ${dayOf(day)} at 2:00 PM` })
    .click();
  await expect(toast(m, "You left the waiting list")).toBeVisible();
  await expect(m.getByRole("list", { name: "Waiting lists" })).toHaveCount(0);

  // Today's times are all inside the 24-hour cut-off: the member is told before booking one.
  await m.goto("/golf-bookings");
  await m
    .getByRole("table", { name: "Tee sheet of Old Course" })
    .getByRole("button", { name: /^Book / })
    .first()
    .click();
  const inside = m.getByRole("dialog", { name: /^Book / });
  await expect(
    inside.getByText(
      "This tee time is within the 24-hour cancellation cut-off: you will not be able to cancel it yourself.",
    ),
  ).toBeVisible();
  await inside.getByRole("button", { name: "Close" }).first().click();
  await expect(inside).toHaveCount(0);

  // Staff: today's sheet, a booking for the member, the day's green fees, and the player checked in.
  await page.goto("/golf-bookings");
  const staffSheet = page.getByRole("table", { name: "Tee sheet of Old Course" });
  await expect(staffSheet).toBeVisible();
  await expect(page.getByText("Green fees owed today")).toBeVisible();
  // Today opens at the current tee time, the earlier ones folded away.
  await expect(staffSheet.getByText("On the tee")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Show \d+ earlier times?$/ })).toBeVisible();
  const book = staffSheet.getByRole("button", { name: /^Book / }).first();
  const time = ((await book.getAttribute("aria-label")) ?? "").replace(/^Book /, "");
  await book.click();
  const staffDialog = page.getByRole("dialog", { name: `Book ${time}` });
  await staffDialog.getByLabel("Find a member").fill("Grace");
  await staffDialog.getByRole("button", { name: "Add Grace Lovelace" }).click();
  await staffDialog.getByLabel("Guest's name").fill("Wendy Darling");
  await staffDialog.getByRole("button", { name: "Add guest" }).click();
  await staffDialog.getByRole("button", { name: "Book tee time" }).click();
  await expect(toast(page, `Tee time booked: ${dayOf(today)} at ${time}`)).toBeVisible();
  const staffRow = staffSheet
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: time, exact: true }) });
  await expect(staffRow).toContainText("Wendy Darling (guest of Grace Lovelace)");
  await expect(page.getByText("$115.00")).toBeVisible();

  await staffRow.getByRole("button", { name: `Booking actions for ${time}, Grace Lovelace` }).click();
  await page.getByRole("menuitem", { name: "Check in Grace Lovelace" }).click();
  await expect(toast(page, "Grace Lovelace checked in")).toBeVisible();
  await expect(staffRow.getByText("Checked in", { exact: true })).toBeVisible();
  await check(page, "the staff's tee sheet", staffSheet);
  await shoot(page, "sheet-staff");
  await shoot(page, "booking-menu", {
    fullPage: false,
    open: async () => {
      // The sheet lays itself out again at the new width: the button may be replaced while it is scrolled to
      // (CI: "Element is not attached to the DOM"), so the click is tried again until the menu shows.
      await expect(async () => {
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: `Booking actions for ${time}, Grace Lovelace` }).click();
        await expect(page.getByRole("menu")).toBeVisible({ timeout: 2_000 });
      }).toPass();
    },
  });

  // Staff move the booking to the day's last tee time, then cancel it after the cut-off with the override.
  await page.keyboard.press("Escape");
  const actionsOf = (at: string) =>
    page
      .getByRole("table", { name: "Tee sheet of Old Course" })
      .getByRole("button", { name: `Booking actions for ${at}, Grace Lovelace` });
  await actionsOf(time).click();
  await page.getByRole("menuitem", { name: "Move to another tee time" }).click();
  const move = page.getByRole("dialog", { name: `Move the booking of ${dayOf(today)} at ${time}` });
  await move.getByRole("combobox", { name: "New tee time" }).click();
  await page.getByRole("option", { name: "6:00 PM · 4 places free" }).click();
  await move.getByRole("button", { name: "Move booking" }).click();
  await expect(toast(page, `Booking moved to ${dayOf(today)} at 6:00 PM`)).toBeVisible();
  await expect(actionsOf("6:00 PM")).toBeVisible();

  await actionsOf("6:00 PM").click();
  await page.getByRole("menuitem", { name: "Cancel booking" }).click();
  const staffCancel = page.getByRole("dialog", { name: `Cancel the booking of ${dayOf(today)} at 6:00 PM?` });
  await staffCancel.getByLabel("Reason (optional)").fill("Course closed for frost.");
  // Within the cut-off: refused without the override, in the dialog.
  await staffCancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(staffCancel.getByRole("alert")).toBeVisible();
  await staffCancel.getByRole("checkbox", { name: "Cancel after the cut-off" }).check();
  await staffCancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(toast(page, "Booking cancelled")).toBeVisible();
  await expect(actionsOf("6:00 PM")).toHaveCount(0);
  await expect(page.getByText("$0.00")).toBeVisible();
  await m.context().close();
});

test("a ballot day: a member enters a group, staff print the starter sheet and draw it, and the results show each request, the seed and how to check the draw", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { clubId, today } = await golfClub(page, "Kestrel Downs Golf Club", (d) => addDays(d, 4));
  const day = addDays(today, 4);
  const grace = await memberPage(browser, baseURL as string, clubId, "Grace");
  const m = grace.page;

  await m.goto(`/golf-bookings?date=${day}`);
  const ballot = m.getByRole("region", { name: "Ballot day" });
  await expect(ballot).toContainText("Open");
  await expect(
    m
      .getByRole("table", { name: "Tee sheet of Old Course" })
      .getByText(/^Ballot day/)
      .first(),
  ).toBeVisible();
  await ballot.getByRole("button", { name: "Enter the ballot" }).click();
  const entry = m.getByRole("dialog", { name: "Enter the ballot" });
  await expect(entry.getByText("Grace Lovelace (you)")).toBeVisible();
  await entry.getByLabel("Find a member").fill("Olivia");
  await entry.getByRole("button", { name: "Add Olivia Lovelace" }).click();
  await entry.getByRole("combobox", { name: "Earliest tee time" }).click();
  await m.getByRole("option", { name: "9:00 AM", exact: true }).click();
  await entry.getByRole("combobox", { name: "Latest tee time" }).click();
  await m.getByRole("option", { name: "11:00 AM", exact: true }).click();
  await check(m, "the ballot entry dialog", entry);
  await entry.getByRole("button", { name: "Enter the ballot" }).click();
  await expect(toast(m, "Your ballot entry is in")).toBeVisible();
  await expect(ballot).toContainText("Your entry");
  await expect(ballot).toContainText("Grace Lovelace, Olivia Lovelace · 9:00 AM–11:00 AM");
  await expect(ballot.getByRole("button", { name: "Withdraw" })).toBeVisible();
  await shoot(m, "ballot-member");

  // Staff see the entry and draw now.
  await page.goto(`/golf-bookings?date=${day}`);
  const staffBallot = page.getByRole("region", { name: "Ballot day" });
  await expect(staffBallot).toContainText("1 entry");
  // The printed starter sheet of the day: a PDF from the server, for staff only (members have no button).
  const starter = page.getByRole("link", { name: "Starter sheet" });
  await expect(starter).toHaveAttribute("target", "_blank");
  const pdf = await page.request.get((await starter.getAttribute("href")) as string);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(m.getByRole("link", { name: "Starter sheet" })).toHaveCount(0);
  await shoot(page, "ballot-staff");
  await staffBallot.getByRole("button", { name: "Draw now" }).click();
  const confirm = page.getByRole("dialog", { name: "Draw the ballot now?" });
  await confirm.getByRole("button", { name: "Draw now" }).click();
  await expect(toast(page, "Ballot drawn")).toBeVisible();
  await expect(page).toHaveURL(/ballot=/);
  await expect(page.getByRole("heading", { name: "Ballot results" })).toBeVisible();
  const results = page.getByRole("table", { name: "Requests in the order of the draw" });
  const first = results.getByRole("row").nth(1);
  await expect(first).toContainText("Grace Lovelace");
  await expect(first).toContainText("9:00 AM–11:00 AM");
  await expect(first).toContainText("10:00 AM");
  await expect(first).toContainText("Placed at the free tee time nearest the middle of its range.");
  await expect(page.getByText("Seed of the draw:")).toBeVisible();
  // How anyone checks it: the generator, the order of the entries, the entry ids and the sheet the draw found.
  const howTo = page.getByRole("region", { name: "How to check the draw" });
  await expect(howTo).toContainText("SHA-256 of the seed");
  await expect(howTo).toContainText("sorted as plain text");
  await expect(howTo.getByText("10:00 AM: 4 places free")).toBeVisible();
  await expect(howTo.getByRole("button", { name: "Download the draw's data (JSON)" })).toBeVisible();
  await expect(first).toContainText(/Entry id: [0-9a-f-]{36}/);
  await check(page, "the ballot results", results);
  await shoot(page, "ballot-results");

  // The member reads the results from the sheet; the e-mail told them too.
  await m.goto(`/golf-bookings?date=${day}`);
  await expect(ballot).toContainText("Your group was placed at 10:00 AM.");
  await ballot.getByRole("button", { name: "See the results" }).click();
  await expect(m.getByRole("heading", { name: "Ballot results" })).toBeVisible();
  await expect(m.getByText("Seed of the draw:")).toBeVisible();
  await expect(m.getByRole("table", { name: "Requests in the order of the draw" })).toContainText(
    "Grace Lovelace",
  );
  await m.getByRole("button", { name: "Back to the tee sheet" }).click();
  await expect(m.getByRole("table", { name: "Tee sheet of Old Course" })).toBeVisible();
  await openMail(m, grace.email, "Ballot result");
  await m.context().close();
});

/** Minutes since midnight and the date, now, in a time zone. */
function localNow(zone: string, at = new Date()) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
    timeZone: zone,
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { seconds: part("hour") * 3600 + part("minute") * 60 + part("second"), date: todayIn(zone, at) };
}

/**
 * A time zone where it is now nearly `hhmm` (on `date`, when given), and how far the server's clock must move
 * for it to be `hhmm` and 30 seconds there: less than half an hour wherever the test runs (a zone for every
 * hour of the day, and the half hours), so that other tests running meanwhile hardly notice.
 */
function zoneAt(hhmm: string, date?: string): { zone: string; offsetMs: number } {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const target = h * 3600 + m * 60 + 30;
  const now = new Date();
  const candidates = Intl.supportedValuesOf("timeZone")
    .map((zone) => ({ zone, ...localNow(zone, now) }))
    .filter((z) => date === undefined || z.date === date)
    .sort((a, b) => Math.abs(a.seconds - target) - Math.abs(b.seconds - target));
  const best = candidates[0];
  if (!best) throw new Error(`No time zone where it is ${hhmm}`);
  return { zone: best.zone, offsetMs: (target - best.seconds) * 1000 - (now.getTime() % 1000) };
}

test("the starter's sheet at 7:00 AM and at noon: opens at now with the earlier times folded, one tap checks a group in, green fee badges, the cut-off notice", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const early = zoneAt("07:00");
  const setClock = async (offsetMs: number) => {
    expect((await page.request.post("/api/test/clock", { data: { offsetMs } })).status()).toBe(204);
    await page.clock.setSystemTime(new Date(Date.now() + offsetMs));
  };
  // Tee times every 10 minutes from 6:00 AM; members play without a green fee, guests pay $70.
  const { clubId, courseId } = await golfClub(page, "Osprey Point Golf Club", (d) => addDays(d, 5), {
    zone: early.zone,
    firstTee: "06:00",
    intervalMinutes: 10,
    memberGreenFeeMinor: 0,
  });
  const own = (await (await page.request.get(`/api/clubs/${clubId}/members/me`)).json()) as {
    member: { id: string; displayName: string };
  };
  const me = own.member.displayName;
  try {
    await setClock(early.offsetMs);
    const today = localNow(early.zone, new Date(Date.now() + early.offsetMs)).date;
    const bookAt = async (time: string, guests: string[]) => {
      const res = await page.request.post(`/api/clubs/${clubId}/golf/bookings`, {
        data: {
          courseId,
          date: today,
          time,
          players: [{ memberId: own.member.id }, ...guests.map((guestName) => ({ guestName }))],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: string; players: { id: string; guest: boolean }[] };
    };
    const group = await bookAt("07:10", ["Ann Guest", "Ben Guest"]);
    await bookAt("12:00", ["Cleo Guest"]);
    // Ann's green fee invoiced to the member and paid (billing); Ben's still to invoice.
    const invoice = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
      data: {
        memberId: own.member.id,
        lines: [{ kind: "green_fee", bookingPlayerId: group.players[1]?.id }],
        issue: true,
        send: false,
      },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
    const { id: invoiceId, totalMinor } = (await invoice.json()) as { id: string; totalMinor: number };
    const paid = await page.request.post(`/api/clubs/${clubId}/billing/invoices/${invoiceId}/payments`, {
      data: { method: "cash", amountMinor: totalMinor },
    });
    expect(paid.status(), await paid.text()).toBe(201);

    // 7:00 AM: the sheet opens at the 7:00 AM tee time, the six before it folded away.
    await page.goto("/golf-bookings");
    const sheet = page.getByRole("table", { name: "Tee sheet of Old Course" });
    const row = (time: string) =>
      sheet.getByRole("row").filter({ has: page.getByRole("rowheader", { name: time, exact: true }) });
    await expect(row("7:00 AM")).toContainText("On the tee");
    await expect(row("6:50 AM")).toHaveCount(0);
    const earlier = page.getByRole("button", { name: "Show 6 earlier times" });
    await expect(earlier).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Now", exact: true })).toBeVisible();

    // Each player's green fee, in words.
    const groupRow = row("7:10 AM");
    await expect(groupRow.getByText("No fee", { exact: true })).toBeVisible();
    await expect(groupRow.getByText("Fee paid", { exact: true })).toBeVisible();
    await expect(groupRow.getByText("Fee to invoice", { exact: true })).toBeVisible();

    // One tap checks the whole group in.
    await groupRow.getByRole("button", { name: `Check in the group of 7:10 AM, ${me}` }).click();
    await expect(toast(page, "3 players checked in")).toBeVisible();
    await expect(groupRow.getByText("Checked in", { exact: true })).toHaveCount(3);
    await expect(groupRow.getByRole("button", { name: /^Check in the group/ })).toHaveCount(0);
    await check(page, "the starter's sheet at 7:00 AM", sheet);
    await shoot(page, "starter-0700", { fullPage: false });

    // The earlier times on request, and "Now" brings the current one back into view.
    await earlier.click();
    await expect(row("6:00 AM")).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide earlier times" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.getByRole("button", { name: "Now", exact: true }).click();
    await expect(row("7:00 AM")).toBeInViewport();

    // Booking 8:00 AM, inside the 24-hour cut-off: the dialog says so before anything is booked.
    await row("8:00 AM").getByRole("button", { name: "Book 8:00 AM" }).click();
    const dialog = page.getByRole("dialog", { name: "Book 8:00 AM" });
    await expect(
      dialog.getByText(
        "This tee time is within the 24-hour cancellation cut-off: the member will not be able to cancel it themselves.",
      ),
    ).toBeVisible();
    await check(page, "the booking dialog inside the cut-off", dialog);
    await shoot(page, "booking-inside-cutoff", { fullPage: false });
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toHaveCount(0);

    // Noon (the club moved to a zone where it is noon on the same day): 36 earlier times folded.
    const noon = zoneAt("12:00", today);
    const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
      profile: Record<string, unknown>;
    };
    const moved = await page.request.put(`/api/clubs/${clubId}/settings/profile`, {
      data: { ...settings.profile, timezone: noon.zone },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await setClock(noon.offsetMs);
    await page.goto("/golf-bookings");
    await expect(row("12:00 PM")).toContainText("On the tee");
    await expect(row("12:00 PM")).toContainText("Cleo Guest (guest of");
    await expect(row("11:50 AM")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show 36 earlier times" })).toBeVisible();
    await check(page, "the starter's sheet at noon", sheet);
    await shoot(page, "starter-noon", { fullPage: false });
  } finally {
    await page.request.post("/api/test/clock", { data: { offsetMs: 0 } });
  }
});

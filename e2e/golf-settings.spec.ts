import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { addDays, minutesOf, timeOf, todayIn } from "../src/shared/dates.ts";
import { clockTime } from "../src/shared/formats.ts";
import type { Course, CourseDay, GolfSettingsView } from "../src/shared/golf.ts";
import type { Tee } from "../src/shared/tees.ts";
import { check, chooseTheme, SCREENSHOTS } from "./axe.ts";
import { actAs, createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { fillDate, fillTime } from "./date-fields.ts";
import { expect, test } from "./fixtures.ts";
import { openMail, uniqueEmail } from "./helpers.ts";

/*
 * /golf-settings (issue 14, deliverables 1 and 2): an owner sets the booking rules, adds courses from the
 * suggested days, reorders them and blocks tee times, once on a free day and once weekly over a booking.
 */

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Gwen");
});

// Screenshots of each screen, light and dark, to look at: in the project's git-ignored screenshots/ folder
// (a fixed folder outside it may belong to another user).
const SHOTS = "screenshots/golf";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

/** A new club's time zone (CLUB_DEFAULTS) decides its "today". */
const clubToday = () => todayIn("America/New_York");
/** A new club writes its dates as MM/DD/YYYY. */
const shown = (date: string) => {
  const [y, m, d] = date.split("-");
  return `${m}/${d}/${y}`;
};
/** The first date after `date` that falls on `weekday` (0 Sunday … 6 Saturday). */
function next(date: string, weekday: number): string {
  let day = addDays(date, 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const courseList = (page: Page) => page.getByRole("list", { name: "Courses" });

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Full-page screenshots of the screen as it is, light and dark, at the page's width. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return chooseTheme(page, "light");
  // From the top: the app's header and the sticky bars where a reader first sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const mode of ["light", "dark"] as const) {
    await chooseTheme(page, mode);
    await page.screenshot({ path: `${SHOTS}/${name}-${mode}.png`, fullPage: true });
  }
  await chooseTheme(page, "light");
}

/** Closes a toast, so that the next one is its own. */
async function dismiss(toastLocator: Locator): Promise<void> {
  await toastLocator.getByRole("button", { name: "Close notification" }).click();
  await expect(toastLocator).toHaveCount(0);
}

test("an owner sets the booking rules, adds and orders courses, and blocks tee times over a booking", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Heather Hills Golf Club");
  const golf = `/api/clubs/${clubId}/golf`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/golf-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Golf settings" })).toBeVisible();
  await expect(tab(page, "Booking rules")).toHaveAttribute("aria-selected", "true");

  // ---- Booking rules: the defaults, one field refused and put right, then saved.
  const windowDays = page.getByLabel("Member booking window", { exact: true });
  await expect(windowDays).toHaveValue("7");
  await expect(page.getByLabel("Window opening time", { exact: true })).toHaveValue("7:00 AM");
  await expect(page.getByText(/in the club's time zone \(America\/New_York\)/)).toBeVisible();
  await expect(page.getByText(/in the club's currency \(USD\)/)).toBeVisible();
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();

  await windowDays.fill("400");
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();
  await save.click();
  await expect(page.getByText("Nothing was saved. Check the fields marked below.")).toBeVisible();
  await expect(page.getByText("The booking window must be a whole number from 0 to 365.")).toBeVisible();
  await expect(windowDays).toHaveAttribute("aria-invalid", "true");
  await expect(windowDays).toBeFocused();
  await windowDays.fill("10");
  await expect(page.getByText("The booking window must be a whole number from 0 to 365.")).toBeHidden();

  await fillTime(page, "Window opening time", "19:00");
  await page.getByLabel("Guests per booking", { exact: true }).fill("2");
  await page.getByLabel("Cancellation cut-off", { exact: true }).fill("48");
  await page.getByLabel("Members' green fee", { exact: true }).fill("45");
  await page.getByLabel("Guests' green fee", { exact: true }).fill("80.5");
  await page.getByLabel("Members see each other's names").uncheck();
  await page.getByLabel("No-show rule").check();
  await page.getByLabel("No-shows in 90 days", { exact: true }).fill("2");
  await page.getByLabel("Days without booking", { exact: true }).fill("30");
  await expect(
    page.getByText("After 2 no-shows in 90 days, a member cannot book for 30 days."),
  ).toBeVisible();
  await page.getByLabel("Offer the place for 30 minutes").check();
  // Leaving with unsaved rules asks first; staying keeps them.
  await page.getByRole("link", { name: "Dashboard" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/golf-settings$/);
  await expect(page.getByLabel("Guests' green fee", { exact: true })).toHaveValue("80.50");
  await check(page, "Golf settings, booking rules", windowDays);
  await chooseTheme(page, "light");
  await shoot(page, "golf-settings-rules-1280");
  await save.click();
  await dismiss(toast(page, "Booking rules saved"));
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeHidden();
  const settings = await api<GolfSettingsView>(page, `${golf}/settings`);
  expect(settings).toMatchObject({
    bookingWindowDays: 10,
    windowOpensAt: "19:00",
    guestAllowance: 2,
    cancellationCutoffHours: 48,
    memberGreenFeeMinor: 4500,
    guestGreenFeeMinor: 8050,
    showMemberNames: false,
    noShowRuleEnabled: true,
    noShowLimit: 2,
    noShowSuspensionDays: 30,
    waitlistMode: "offer",
    currency: "USD",
  });
  // Kept after a reload.
  await page.reload();
  await expect(page.getByLabel("Guests' green fee", { exact: true })).toHaveValue("80.50");

  // ---- Courses: an 18-hole course from the suggested days, with one day changed.
  await tab(page, "Courses").click();
  await expect(page).toHaveURL(/\/golf-settings\?tab=courses$/);
  await expect(page.getByText("No courses yet", { exact: true })).toBeVisible();
  const suggested = (await api<{ days: CourseDay[] }>(page, `${golf}/courses/suggested-days?holes=18`)).days;
  // Suggested from the club's opening hours: the first tee time at opening, the last 4 h 30 before closing.
  const { operatingHours } = await api<{
    operatingHours: Record<string, { isOpen: boolean; openTime?: string; closeTime?: string }>;
  }>(page, `/api/clubs/${clubId}/settings`);
  const monday = operatingHours.monday as { openTime: string; closeTime: string };
  const lastTee = timeOf(Math.floor((minutesOf(monday.closeTime) - 270) / 10) * 10);
  expect(suggested[0]).toMatchObject({ open: true, firstTee: monday.openTime, lastTee, roundMinutes: 270 });
  const mondayTimes = (minutesOf(lastTee) - minutesOf(monday.openTime)) / 10 + 1;
  // The bookings and blocks below are on Tuesdays and Thursdays from 09:00 to 12:00.
  for (const day of [suggested[1], suggested[3]]) {
    expect(day?.open && day.firstTee <= "09:00" && day.lastTee >= "12:00").toBe(true);
  }

  await page.getByRole("button", { name: "Add course" }).first().click();
  let dialog = page.getByRole("dialog", { name: "New course" });
  await expect(dialog.getByText(/suggested from the club's opening hours/)).toBeVisible();
  const days = dialog.getByRole("table", { name: "Tee times by weekday" });
  await expect(days.getByLabel("First tee time on Monday")).toHaveValue(clockTime(monday.openTime, "12"));
  await expect(days.getByLabel("Last tee time on Monday")).toHaveValue(clockTime(lastTee, "12"));
  await expect(days.getByLabel("Round duration on Monday, hours and minutes")).toHaveValue("4:30");
  // Each field of the table has a label of its own, with its day (issue 34: they had none).
  await expect(days.locator("label", { hasText: "Players per tee time on Monday" })).toHaveCount(1);
  await expect(days.locator("label", { hasText: "Release on Sunday" })).toHaveCount(1);
  for (const [i, day] of suggested.entries()) {
    const name = day.weekday.charAt(0).toUpperCase() + day.weekday.slice(1);
    await expect(days.getByLabel(`Open on ${name}`)).toBeChecked({ checked: day.open });
    if (i === 0) expect(day.open).toBe(true);
  }
  await expect(days.getByRole("rowheader", { name: /Monday/ })).toContainText(`${mondayTimes} tee times`);
  // Nothing is sent without a name.
  await dialog.getByRole("button", { name: "Add course" }).click();
  await expect(dialog.getByText("Give the course a name.")).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill("Old Course");
  // Saturday starts earlier and is released by ballot, closing three days before at 20:00.
  await fillTime(days, "First tee time on Saturday", "07:30");
  await days.getByLabel("Release on Saturday").click();
  await page.getByRole("option", { name: "Ballot", exact: true }).click();
  await days.getByLabel("Days before Saturday that its ballot closes").fill("3");
  await fillTime(days, "Time the ballot for Saturday closes", "20:00");
  await check(
    page,
    "Golf settings, new course dialog",
    dialog.getByLabel("Name", { exact: true }),
    '[role="dialog"]',
  );
  await chooseTheme(page, "light");
  await shoot(page, "golf-settings-course-dialog-1280");
  await dialog.getByRole("button", { name: "Add course" }).click();
  await dismiss(toast(page, "Old Course added"));
  await expect(dialog).toHaveCount(0);

  let courses = (await api<{ courses: Course[] }>(page, `${golf}/courses`)).courses;
  expect(courses).toHaveLength(1);
  const oldCourse = courses[0] as Course;
  expect(oldCourse).toMatchObject({ name: "Old Course", holes: 18, active: true });
  expect(oldCourse.days).toEqual(
    suggested.map((d) =>
      d.weekday === "saturday"
        ? { ...d, firstTee: "07:30", release: "ballot", ballotCloseDaysBefore: 3, ballotCloseTime: "20:00" }
        : d,
    ),
  );
  await expect(courseList(page).getByRole("listitem", { name: "Old Course" })).toContainText(
    `Open ${suggested.filter((d) => d.open).length} days a week · 1 day by ballot`,
  );

  // A 9-hole course: its rounds default to 2 h 15.
  await page.getByRole("button", { name: "Add course" }).first().click();
  dialog = page.getByRole("dialog", { name: "New course" });
  await dialog.getByLabel("Name", { exact: true }).fill("Heather Nine");
  await dialog.getByLabel("9 holes").check();
  await expect(dialog.getByLabel("Round duration on Tuesday, hours and minutes")).toHaveValue("2:15");
  await dialog.getByRole("button", { name: "Add course" }).click();
  await dismiss(toast(page, "Heather Nine added"));

  // Reordered: the 9 holes first, kept after a reload.
  const items = courseList(page).getByRole("listitem");
  await expect(items).toHaveText([/Old Course/, /Heather Nine/]);
  await expect(page.getByRole("button", { name: "Move Old Course up" })).toBeDisabled();
  await page.getByRole("button", { name: "Move Heather Nine up" }).click();
  await expect(items).toHaveText([/Heather Nine/, /Old Course/]);
  await expect(page.getByRole("button", { name: "Move Heather Nine down" })).toBeFocused();
  await expect(
    page.getByRole("status").filter({ hasText: "Heather Nine is now number 1 of 2." }),
  ).toBeAttached();
  await page.reload();
  await expect(items).toHaveText([/Heather Nine/, /Old Course/]);
  courses = (await api<{ courses: Course[] }>(page, `${golf}/courses`)).courses;
  expect(courses.map((c) => c.name)).toEqual(["Heather Nine", "Old Course"]);
  await check(page, "Golf settings, courses", items.first());
  await chooseTheme(page, "light");
  await shoot(page, "golf-settings-courses-1280");

  // ---- Blocks: a single morning of maintenance.
  await tab(page, "Blocks").click();
  await expect(page).toHaveURL(/\?tab=blocks$/);
  await page.getByLabel("Course", { exact: true }).click();
  await page.getByRole("option", { name: "Old Course", exact: true }).click();
  await expect(page.getByText("No upcoming blocks", { exact: true })).toBeVisible();
  // A Thursday: never the Tuesday booked below.
  const maintenanceDay = next(clubToday(), 4);
  await page.getByRole("button", { name: "Add block" }).click();
  let blockDialog = page.getByRole("dialog", { name: "New block" });
  await fillDate(blockDialog.getByLabel("Date", { exact: true }), maintenanceDay);
  await fillTime(blockDialog, "From", "09:00");
  await fillTime(blockDialog, "To", "08:00");
  await blockDialog.getByLabel("Note (optional)").fill("Greens hollow-tined");
  await blockDialog.getByRole("button", { name: "Add block" }).click();
  await expect(blockDialog.getByText("The end must be after the start.")).toBeVisible();
  await fillTime(blockDialog, "To", "11:00");
  await check(
    page,
    "Golf settings, new block dialog",
    blockDialog.getByLabel("Date", { exact: true }),
    '[role="dialog"]',
  );
  await chooseTheme(page, "light");
  await blockDialog.getByRole("button", { name: "Add block" }).click();
  await dismiss(toast(page, "Block added"));
  const blocks = page.getByRole("list", { name: "Upcoming blocks of Old Course" });
  await expect(blocks.getByRole("listitem")).toHaveCount(1);
  const maintenance = blocks.getByRole("listitem").first();
  await expect(maintenance).toContainText("Maintenance");
  await expect(maintenance).toContainText(shown(maintenanceDay));
  await expect(maintenance).toContainText("9:00 AM – 11:00 AM");
  await expect(maintenance).toContainText("Greens hollow-tined");

  // ---- A weekly competition over a member's booking, made by staff through the API.
  const memberEmail = uniqueEmail("ada");
  const member = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Ada", lastName: "Byron", email: memberEmail },
  });
  expect(member.status(), await member.text()).toBe(201);
  const { id: memberId } = (await member.json()) as { id: string };
  const tuesday = next(clubToday(), 2);
  const booked = await page.request.post(`${golf}/bookings`, {
    data: {
      courseId: oldCourse.id,
      date: tuesday,
      time: "10:00",
      players: [{ memberId }, { guestName: "Lord Byron" }],
      override: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.getByRole("button", { name: "Add block" }).click();
  blockDialog = page.getByRole("dialog", { name: "New block" });
  await blockDialog.getByLabel("Course", { exact: true }).click();
  await page.getByRole("option", { name: "Old Course", exact: true }).click();
  await fillDate(blockDialog.getByLabel("Date", { exact: true }), tuesday);
  await blockDialog.getByLabel("Repeat every week").check();
  await expect(blockDialog.getByText("Every Tuesday until the date below.")).toBeVisible();
  const until = addDays(tuesday, 21);
  await fillDate(blockDialog.getByLabel("Until", { exact: true }), until);
  await fillTime(blockDialog, "From", "09:30");
  await fillTime(blockDialog, "To", "12:00");
  await blockDialog.getByLabel("Reason", { exact: true }).click();
  await page.getByRole("option", { name: "Competition", exact: true }).click();
  await blockDialog.getByRole("button", { name: "Add block" }).click();

  const preview = page.getByRole("dialog", { name: "Bookings inside the block" });
  await expect(
    preview.getByText("1 booking falls inside this block. What should happen to it?"),
  ).toBeVisible();
  const inside = preview.getByRole("list", { name: "Bookings inside the block" }).getByRole("listitem");
  await expect(inside).toHaveCount(1);
  await expect(inside).toContainText(`${shown(tuesday)} 10:00 AM`);
  await expect(inside).toContainText("2 players");
  await expect(inside).toContainText("Booked by Ada Byron");
  await check(
    page,
    "Golf settings, bookings inside a block",
    preview.getByRole("button", { name: "Keep them" }),
    '[role="dialog"]',
  );
  await chooseTheme(page, "light");
  await shoot(page, "golf-settings-block-preview-1280");
  await preview.getByRole("button", { name: "Cancel these bookings (each booker gets an e-mail)" }).click();
  await dismiss(toast(page, "Block added; 1 booking cancelled and its booker told by e-mail"));
  await expect(blocks.getByRole("listitem")).toHaveCount(2);
  await expect(
    blocks
      .getByRole("listitem")
      .filter({ hasText: `Every Tuesday from ${shown(tuesday)} until ${shown(until)}` }),
  ).toContainText("Competition");

  // Nothing is left inside the block: the booking is cancelled.
  const again = await page.request.post(`${golf}/blocks/preview`, {
    data: {
      courseId: oldCourse.id,
      startDate: tuesday,
      repeatUntil: until,
      startTime: "09:30",
      endTime: "12:00",
      reason: "competition",
      note: null,
    },
  });
  expect(((await again.json()) as { bookings: unknown[] }).bookings).toEqual([]);
  await check(page, "Golf settings, blocks", blocks.getByRole("listitem").first());
  await chooseTheme(page, "light");
  await shoot(page, "golf-settings-blocks-1280");

  // ---- At a phone's width everything stacks: the weekday editor is a card per day.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/golf-settings");
  await expect(page.getByLabel("Member booking window", { exact: true })).toHaveValue("10");
  await expectNoSideways(page);
  await shoot(page, "golf-settings-rules-375");
  await tab(page, "Courses").click();
  await expect(items).toHaveCount(2);
  await expectNoSideways(page);
  await shoot(page, "golf-settings-courses-375");
  await page.getByRole("button", { name: "Edit Old Course" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Old Course" });
  const dayCards = dialog.getByRole("list", { name: "Tee times by weekday" }).getByRole("listitem");
  await expect(dayCards).toHaveCount(7);
  await expect(dayCards.filter({ hasText: "Saturday" }).getByLabel("First tee time on Saturday")).toHaveValue(
    "7:30 AM",
  );
  await check(page, "Golf settings, course dialog at 375 px", dayCards.first(), '[role="dialog"]');
  await chooseTheme(page, "light");
  await shoot(page, "golf-settings-course-dialog-375");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await tab(page, "Blocks").click();
  await page.getByLabel("Course", { exact: true }).click();
  await page.getByRole("option", { name: "Old Course", exact: true }).click();
  await expect(blocks.getByRole("listitem")).toHaveCount(2);
  await expectNoSideways(page);
  await shoot(page, "golf-settings-blocks-375");
  await page.getByRole("button", { name: "Add block" }).click();
  blockDialog = page.getByRole("dialog", { name: "New block" });
  await blockDialog.getByLabel("Repeat every week").check();
  await check(
    page,
    "Golf settings, new block dialog at 375 px",
    blockDialog.getByLabel("Until", { exact: true }),
    '[role="dialog"]',
  );
  await chooseTheme(page, "light");
  await shoot(page, "golf-settings-block-dialog-375");
  await blockDialog.getByRole("button", { name: "Cancel" }).click();

  // A course with bookings (even cancelled ones) is not deleted: the server says why; one without is.
  await tab(page, "Courses").click();
  await page.getByRole("button", { name: "Delete Old Course" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Old Course?" });
  await confirm.getByRole("button", { name: "Delete course" }).click();
  await expect(confirm.getByRole("alert")).toContainText(
    'The course "Old Course" has bookings, so it cannot be deleted.',
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Delete Heather Nine" }).click();
  await page
    .getByRole("dialog", { name: "Delete Heather Nine?" })
    .getByRole("button", { name: "Delete course" })
    .click();
  await dismiss(toast(page, "Heather Nine deleted"));
  await expect(items).toHaveText([/Old Course/]);

  // The booker is told, in the development mailbox.
  await openMail(page, memberEmail, "Tee time cancelled");
  await expect(page.getByText(/Old Course/).first()).toBeVisible();
});

test("a role without the golf settings is told whom to ask", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Gorse Links");
  await actAs(page, "manager", clubId);
  await page.goto("/golf-settings");
  await expect(
    page.getByRole("heading", { level: 1, name: "You do not have permission to change the golf settings" }),
  ).toBeVisible();
  await expect(page.getByText(/Your role in Gorse Links is Manager/)).toBeVisible();
});

test("an owner adds a course's tee with its ratings and holes, on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Tee Box Golf Club");
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = await api<{ days: CourseDay[] }>(page, `${golf}/courses/suggested-days?holes=18`);
  const created = await page.request.post(`${golf}/courses`, {
    data: { name: "North", holes: 18, active: true, days },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/golf-settings");
  await tab(page, "Courses").click();
  await page.getByRole("button", { name: "Tees and ratings (North)" }).click();
  const dialog = page.getByRole("dialog", { name: "Tees and ratings: North" });
  await expect(dialog.getByText("No tees yet")).toBeVisible();
  await dialog.getByRole("button", { name: "Add tee" }).click();

  // A new tee starts from par 4 and stroke indexes in order: two holes changed keep par 72.
  await dialog.getByLabel("Name", { exact: true }).fill("White");
  await expect(dialog.getByLabel("Hole 18: stroke index")).toHaveValue("18");
  await dialog.getByLabel("Hole 3: par").fill("3");
  await dialog.getByLabel("Hole 5: par").fill("5");
  await dialog.getByLabel("Hole 1: length").fill("365");
  const rating = (part: string, field: string) =>
    dialog.getByLabel(`Men, ${part}: ${field}`, { exact: true });
  await rating("18 holes", "Course rating").fill("71.3");
  await rating("18 holes", "Slope rating").fill("160");
  await rating("Front nine", "Course rating").fill("35.6");
  await rating("Front nine", "Slope rating").fill("126");
  await rating("Back nine", "Course rating").fill("35.7");
  await rating("Back nine", "Slope rating").fill("130");
  await expect(dialog.getByRole("row", { name: /Front nine/ })).toContainText("36");

  // A slope out of range is refused on its field, then put right.
  await dialog.getByRole("button", { name: "Add tee" }).click();
  await expect(dialog.getByText("A slope rating is a whole number from 55 to 155.")).toBeVisible();
  await expect(rating("18 holes", "Slope rating")).toBeFocused();
  await check(
    page,
    "Golf settings, tee form at 375 px",
    rating("18 holes", "Slope rating"),
    '[role="dialog"]',
  );
  await chooseTheme(page, "light");
  await shootDialog(page, "golf-tees-form-375");
  await rating("18 holes", "Slope rating").fill("128");
  await dialog.getByRole("button", { name: "Add tee" }).click();
  await dismiss(toast(page, "White added"));

  const tees = dialog.getByRole("list", { name: "Tees" }).getByRole("listitem");
  await expect(tees).toHaveCount(1);
  await expect(tees.first()).toContainText("White");
  await expect(tees.first()).toContainText("Par 72");
  await expect(tees.first()).toContainText("Men 71.3 / 128");
  await expectNoSideways(page);
  await check(page, "Golf settings, tees at 375 px", tees.first(), '[role="dialog"]');
  await chooseTheme(page, "light");
  await shootDialog(page, "golf-tees-list-375");

  // A second tee copies the first one's holes and is rated for women only, hole 1 a par 5 for them.
  await dialog.getByRole("button", { name: "Add tee" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("Red");
  await dialog.getByLabel("Colour", { exact: true }).fill("#fa5252");
  // Escape closes the colour picker, not the dialog.
  await page.keyboard.press("Escape");
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Red");
  await dialog.getByRole("combobox", { name: "Copy holes from" }).click();
  await page.getByRole("option", { name: "White", exact: true }).click();
  await dismiss(toast(page, "Holes copied from White"));
  await expect(dialog.getByLabel("Hole 3: par")).toHaveValue("3");
  await expect(dialog.getByLabel("Hole 1: length")).toHaveValue("365");
  await dialog.getByLabel("Rated for men").uncheck();
  await dialog.getByLabel("Rated for women").check();
  await dialog.getByLabel("Women's par or stroke index differ on some holes").check();
  await dialog.getByLabel("Hole 1: women's par").fill("5");
  const women = (part: string, field: string) =>
    dialog.getByLabel(`Women, ${part}: ${field}`, { exact: true });
  await women("18 holes", "Course rating").fill("73.9");
  await women("18 holes", "Slope rating").fill("133");
  await women("Front nine", "Course rating").fill("36.8");
  await women("Front nine", "Slope rating").fill("131");
  await women("Back nine", "Course rating").fill("37.1");
  await women("Back nine", "Slope rating").fill("135");
  await expect(dialog.getByRole("row", { name: /18 holes/ })).toContainText("73");
  await expectNoSideways(page);
  if (SCREENSHOTS) {
    await women("18 holes", "Course rating").scrollIntoViewIfNeeded();
    for (const mode of ["light", "dark"] as const) {
      await chooseTheme(page, mode);
      await page.screenshot({ path: `${SHOTS}/golf-tees-women-375-${mode}.png` });
    }
    await dialog.getByLabel("Hole 1: women's par").scrollIntoViewIfNeeded();
    for (const mode of ["light", "dark"] as const) {
      await chooseTheme(page, mode);
      await page.screenshot({ path: `${SHOTS}/golf-tees-women-holes-375-${mode}.png` });
    }
    await chooseTheme(page, "light");
  }
  await dialog.getByRole("button", { name: "Add tee" }).click();
  await dismiss(toast(page, "Red added"));
  await expect(tees).toHaveCount(2);
  await expect(tees.nth(1)).toContainText("Women 73.9 / 133");
  await expect(tees.nth(1)).toContainText("Par 73");

  const [saved] = (await api<{ tees: Tee[] }>(page, `${golf}/courses/${(await created.json()).id}/tees`))
    .tees;
  expect(saved?.ratings).toEqual([
    {
      gender: "male",
      par: 72,
      courseRating: 71.3,
      slopeRating: 128,
      front: { par: 36, courseRating: 35.6, slopeRating: 126 },
      back: { par: 36, courseRating: 35.7, slopeRating: 130 },
    },
  ]);
  expect(saved?.holes[0]).toMatchObject({ par: 4, strokeIndex: 1, length: 365 });
  expect(saved?.holes[2]).toMatchObject({ par: 3, strokeIndex: 3 });
});

/** Screenshots of the open dialog, light and dark, from its top. */
async function shootDialog(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const mode of ["light", "dark"] as const) {
    await chooseTheme(page, mode);
    await page.evaluate(() => {
      for (const box of document.querySelectorAll(".mantine-Modal-content")) box.scrollTop = 0;
    });
    await page.screenshot({ path: `${SHOTS}/${name}-${mode}.png`, fullPage: true });
    // And the dialog scrolled to its end (the holes).
    await page.evaluate(() => {
      for (const box of document.querySelectorAll(".mantine-Modal-content")) box.scrollTop = box.scrollHeight;
    });
    await page.screenshot({ path: `${SHOTS}/${name}-end-${mode}.png` });
  }
  await chooseTheme(page, "light");
}

/** The page does not scroll sideways at this width. */
async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an owner adds a green fee price class on a phone, and a member's guest pays it", async ({ page }) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Price Class Golf Club");
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = await api<{ days: CourseDay[] }>(page, `${golf}/courses/suggested-days?holes=18`);
  const created = await page.request.post(`${golf}/courses`, {
    data: { name: "Meadow", holes: 18, active: true, days },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as Course;

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/golf-settings");
  const card = page.getByRole("region", { name: "Green fee price classes" });
  await expect(card.getByText("No price classes yet")).toBeVisible();
  await card.getByRole("button", { name: "Add a price class" }).click();
  const dialog = page.getByRole("dialog", { name: "New price class" });
  await dialog.getByLabel("Name", { exact: true }).fill("Twilight after 16:00");
  await dialog.getByLabel("Whom it prices", { exact: true }).click();
  await page.getByRole("option", { name: "Twilight", exact: true }).click();
  await dialog.getByLabel("Saturday").uncheck();
  await dialog.getByLabel("Sunday").uncheck();
  // A start after the end is refused on its field.
  await dialog.getByLabel("Price per player").fill("45");
  await fillTime(dialog, "From", "18:00");
  await fillTime(dialog, "Until", "16:00");
  await dialog.getByRole("button", { name: "Add a price class" }).click();
  await expect(dialog.getByText("The end time must be after the start time.")).toBeVisible();
  await fillTime(dialog, "From", "16:00");
  await fillTime(dialog, "Until", "19:00");
  await check(
    page,
    "Golf settings, price class form at 375 px",
    dialog.getByLabel("Price per player"),
    '[role="dialog"]',
  );
  await dialog.getByRole("button", { name: "Add a price class" }).click();
  await expect(toast(page, "Twilight after 16:00 added")).toBeVisible();
  const row = card.getByRole("listitem", { name: "Twilight after 16:00" });
  await expect(row).toContainText("$45.00 per player");
  await expect(row).toContainText(
    "Every course · Monday, Tuesday, Wednesday, Thursday, Friday · 4:00 PM–7:00 PM",
  );
  await check(page, "Golf settings, price classes at 375 px", row);
  await shoot(page, "price-classes-375");

  // A member brings a guest to a Monday round at 16:30: the guest pays the class, the member the members' fee.
  const member = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Paula", lastName: "Price", email: uniqueEmail("paula"), membershipType: "annual" },
  });
  expect(member.status(), await member.text()).toBe(201);
  const { id: memberId } = (await member.json()) as { id: string };
  const monday = next(clubToday(), 1);
  const booking = await page.request.post(`${golf}/bookings`, {
    data: {
      courseId: course.id,
      date: monday,
      time: "16:30",
      override: true,
      players: [{ memberId }, { guestName: "Gus Guest" }],
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const { players } = (await booking.json()) as { players: { guest: boolean; greenFeeMinor: number }[] };
  expect(players.find((p) => p.guest)?.greenFeeMinor).toBe(4500);
});

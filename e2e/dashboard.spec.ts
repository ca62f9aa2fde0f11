import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

/*
 * The staff dashboard at / (issue 18): the owner sees every card (members with the two just added, a course's
 * places today, an invoice part paid, messages, recent activity) and the two charts with their tables; an admin
 * the same; a manager all but the recent activity (no audit.read). Axe light and dark; screenshots at 1280 and
 * 375 px (in the git-ignored screenshots/dashboard).
 */

const SHOTS = "screenshots/dashboard";
mkdirSync(SHOTS, { recursive: true });

async function addMember(page: Page, clubId: string, firstName: string, membershipType = "annual") {
  const response = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: {
      firstName,
      lastName: "Lovelace",
      email: uniqueEmail(firstName.toLowerCase()),
      membershipType,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An invoice of $120.00 issued to the member, $50.00 of it paid today; and a course open every day. */
async function billedAndCourse(page: Page, clubId: string, memberId: string) {
  const invoice = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId,
      lines: [{ kind: "custom", description: "Lessons", quantity: 1, unitMinor: 12_000, taxable: false }],
      issue: true,
      send: false,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const { id } = (await invoice.json()) as { id: string };
  const paid = await page.request.post(`/api/clubs/${clubId}/billing/invoices/${id}/payments`, {
    data: { method: "card", amountMinor: 5_000 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = (await (await page.request.get(`${golf}/courses/suggested-days?holes=18`)).json()) as {
    days: Record<string, unknown>[];
  };
  const course = await page.request.post(`${golf}/courses`, {
    data: {
      name: "Old Course",
      holes: 18,
      active: true,
      days: days.map((x) => ({ ...x, open: true, firstTee: "07:00", lastTee: "17:00", intervalMinutes: 10 })),
    },
  });
  expect(course.status(), await course.text()).toBe(201);
}

/** A page of another browser, signed in as `person`, in the club. */
async function pageOf(browser: Browser, serverUrl: string, person: Owner, clubId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverUrl });
  await context.addCookies(person.cookies);
  const page = await context.newPage();
  await page.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  return page;
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("owner, admin and manager each see the sections of their role on the dashboard", async ({
  page,
  browser,
  serverUrl,
}) => {
  test.setTimeout(150_000);
  const owner = await createOwnerByApi(browser, serverUrl, "Olivia");
  const { clubId } = await openNewClub(page, owner, "Heron Golf Club");
  const grace = await addMember(page, clubId, "Grace");
  // Monthly from today: ends within 30 days (the card's "ending soon"); Grace's annual one does not.
  await addMember(page, clubId, "Alan", "monthly");
  await billedAndCourse(page, clubId, grace);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Olivia" })).toBeVisible();
  const members = card(page, "Members");
  // Issue 34: the card counts what its chart counts, and says so.
  await expect(members.getByText("3", { exact: true }).first()).toBeVisible();
  await expect(members.getByText("current members", { exact: true })).toBeVisible();
  await expect(
    members.getByText("Expired and cancelled memberships are not counted, as in the chart."),
  ).toBeVisible();
  await expect(members.getByText("New this month")).toBeVisible();
  // 07:00 to 17:00 every 10 minutes: 61 tee times of 4 players.
  await expect(card(page, "Today's tee sheet").getByText("0 of 244 places booked")).toBeVisible();
  const billing = card(page, "Billing");
  await expect(billing.getByText("Revenue this month")).toBeVisible();
  await expect(billing.getByText("$50.00")).toBeVisible();
  await expect(billing.getByText("$70.00")).toBeVisible();
  await expect(card(page, "Messages").getByText("Sent this week")).toBeVisible();
  const activity = card(page, "Recent activity");
  await expect(activity.getByText("Members").first()).toBeVisible();
  await expect(activity.getByText("by Olivia Lovelace").first()).toBeVisible();
  // Each entry names its record (issue 34): the invoice by its number, the course by its name.
  await expect(activity.getByText(/^INV-\d{4}-00001$/).first()).toBeVisible();
  await expect(activity.getByText(/^Invoices · by Olivia Lovelace · /).first()).toBeVisible();
  await expect(activity.getByText("Old Course", { exact: true })).toBeVisible();

  // The members chart: drawn, described, and its numbers as a table on demand.
  const chart = card(page, "Current members over 12 months");
  await expect(
    chart.getByRole("img", { name: /^Members at the end of each month from .*: 0 at first, 3 now\.$/ }),
  ).toBeVisible();
  await chart.getByRole("button", { name: "Show as table" }).click();
  const table = chart.getByRole("table", { name: "Current members over 12 months" });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(
    card(page, "Revenue by month").getByRole("img", {
      name: /^Revenue each month from .*: \$50\.00 in all\.$/,
    }),
  ).toBeVisible();
  await check(page, "the owner's dashboard", table);
  await screenshots(page, `${SHOTS}/owner`);

  // The ending memberships' link opens the members list of exactly those: as many as the card says, the filter
  // shown as a chip that clears it.
  const ending = members.getByRole("link", { name: /^Ending in the next 30 days: 1\./ });
  await ending.click();
  await expect(page).toHaveURL(/\/members\?.*membershipStatus=active/);
  await expect(page).toHaveURL(
    /endsFrom=\d{4}-\d{2}-\d{2}.*endsTo=\d{4}-\d{2}-\d{2}.*sort=membershipEndDate/,
  );
  const chip = page.getByRole("status").filter({ hasText: /^Membership ends: \S+ – \S+$/ });
  await expect(page.getByText("1–1 of 1 member", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Alan Lovelace" }).first()).toBeVisible();
  await check(page, "the members list from the dashboard's link", chip);
  await screenshots(page, `${SHOTS}/members-ending`);
  await chip.getByRole("button", { name: "Show every end date" }).click();
  await expect(chip).toHaveCount(0);
  await expect(page.getByText("1–3 of 3 members", { exact: true })).toBeVisible();

  // An admin: every section too.
  const admin = await joinByApi(browser, serverUrl, owner, clubId, "admin", "Adam");
  const adminPage = await pageOf(browser, serverUrl, admin, clubId);
  await adminPage.goto("/");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Welcome, Adam" })).toBeVisible();
  for (const name of ["Members", "Today's tee sheet", "Billing", "Messages", "Recent activity"])
    await expect(card(adminPage, name)).toBeVisible();
  await adminPage.context().close();

  // A manager: no recent activity (the audit trail is not theirs to read).
  const manager = await joinByApi(browser, serverUrl, owner, clubId, "manager", "Mia");
  const managerPage = await pageOf(browser, serverUrl, manager, clubId);
  await managerPage.goto("/");
  await expect(managerPage.getByRole("heading", { level: 1, name: "Welcome, Mia" })).toBeVisible();
  for (const name of [
    "Members",
    "Today's tee sheet",
    "Billing",
    "Messages",
    "Current members over 12 months",
    "Revenue by month",
  ])
    await expect(card(managerPage, name)).toBeVisible();
  await expect(card(managerPage, "Recent activity")).toHaveCount(0);
  await expect(managerPage.getByRole("link", { name: "Open the audit log" })).toHaveCount(0);
  await check(managerPage, "the manager's dashboard", card(managerPage, "Members"));
  await screenshots(managerPage, `${SHOTS}/manager`);
  await managerPage.context().close();
});

test("the owner of a new club sees the go-live checklist, goes live, and the club is live", async ({
  page,
  browser,
  serverUrl,
}) => {
  // A quiet start (decision 061): a new club sets up, nothing goes out until its owner goes live.
  const owner = await createOwnerByApi(browser, serverUrl, "Gwen");
  await openNewClub(page, owner, "Kestrel Golf Club");
  await page.goto("/");
  const goLive = page.getByRole("region", { name: "Your club is setting up" });
  for (const item of [
    "Financial details: how members pay",
    "Membership types with prices",
    "Sender name and e-mail",
  ])
    await expect(goLive.getByRole("link", { name: item })).toBeVisible();
  await expect(goLive.getByText("Not done", { exact: true })).toHaveCount(3);
  await expect(goLive.getByText("Nothing goes out on the first day.")).toBeVisible();
  await check(page, "the go-live card", goLive);
  await screenshots(page, `${SHOTS}/go-live`);

  await goLive.getByRole("button", { name: "Go live" }).click();
  await expect(
    page.getByText("Your club is live. Automatic invoices and reminders now go out."),
  ).toBeVisible();
  await expect(goLive).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Gwen" })).toBeVisible();
});

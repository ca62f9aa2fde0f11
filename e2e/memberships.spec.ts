import type { Locator, Page } from "@playwright/test";
import { periodEnd } from "../src/shared/billing-periods.ts";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { actAs, createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Mona");
});

/** A new club's time zone (CLUB_DEFAULTS) decides its "today". */
const clubToday = () => todayIn("America/New_York");
/** A new club writes its dates as MM/DD/YYYY. */
const shown = (date: string | null) => {
  if (!date) return "—";
  const [y, m, d] = date.split("-");
  return `${m}/${d}/${y}`;
};

const membershipsTable = (page: Page) => page.getByRole("table", { name: "Memberships" });
const applicationsTable = (page: Page) => page.getByRole("table", { name: "Applications" });
const typesTable = (page: Page) => page.getByRole("table", { name: "Membership types" });
const rowOf = (table: Locator, text: string) => table.getByRole("row").filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Adds a member through the API (the members screen is tested in its own spec). */
async function addMember(page: Page, clubId: string, firstName: string, lastName: string) {
  const response = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; membershipNumber: string };
}

async function recordApplication(page: Page, firstName: string, lastName: string): Promise<void> {
  await page.getByRole("button", { name: "New application", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New application" });
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByLabel("E-mail").fill(uniqueEmail(firstName.toLowerCase()));
  await dialog.getByRole("button", { name: "Record application" }).click();
  const recorded = page.getByRole("alert").filter({ hasText: "Application recorded" });
  await expect(recorded).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Closed, so that the next application's toast is its own.
  await recorded.getByRole("button", { name: "Close notification" }).click();
  await expect(recorded).toHaveCount(0);
}

/** Opens a membership row's menu and picks an action. */
async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await rowOf(membershipsTable(page), name)
    .getByRole("button", { name: `Membership actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

test("an application waits in the queue; approved it becomes an active membership, rejected it is cancelled", async ({
  page,
}) => {
  await openNewClub(page, owner, "Heron Bay Golf Club");
  await page.goto("/");
  await page.getByRole("link", { name: "Memberships", exact: true }).click();
  await expect(page).toHaveURL(/\/memberships$/);
  await expect(page.getByRole("heading", { level: 1, name: "Memberships" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Memberships" })).toHaveAttribute("aria-selected", "true");
  // The owner holds the lifetime membership: it has no end.
  const ownerRow = rowOf(membershipsTable(page), "Mona Lovelace");
  await expect(ownerRow.getByText("Lifetime", { exact: true })).toBeVisible();
  await expect(ownerRow.getByText("Active", { exact: true })).toBeVisible();
  await expect(ownerRow.getByRole("cell", { name: "—", exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Applications" }).click();
  await expect(page).toHaveURL(/\/memberships\?tab=applications$/);
  await expect(page.getByText("No applications waiting", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Auto-approve is off/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Change in the membership settings" })).toBeVisible();

  // The member form checks with the shared schema before sending.
  await page.getByRole("button", { name: "New application", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New application" });
  await dialog.getByRole("button", { name: "Record application" }).click();
  await expect(dialog.getByText("Give an e-mail address, or a first and a last name.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await recordApplication(page, "Grace", "Hopper");
  await recordApplication(page, "Alan", "Turing");
  await expect(page.getByRole("tab", { name: "Applications (2)" })).toBeVisible();
  // Oldest first.
  await expect(applicationsTable(page).getByRole("row").nth(1)).toContainText("Grace Hopper");
  await expect(applicationsTable(page).getByRole("row").nth(2)).toContainText("Alan Turing");
  await expect(
    rowOf(applicationsTable(page), "Grace Hopper").getByText("Monthly", { exact: true }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Approve: Grace Hopper" }).click();
  await expect(toast(page, "Grace Hopper's application approved")).toBeVisible();
  await expect(rowOf(applicationsTable(page), "Grace Hopper")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Applications (1)" })).toBeVisible();

  await page.getByRole("button", { name: "Reject: Alan Turing" }).click();
  const reject = page.getByRole("dialog", { name: "Reject Alan Turing's application?" });
  await reject.getByLabel("Reason (optional)").fill("No handicap certificate yet.");
  await reject.getByRole("button", { name: "Reject application" }).click();
  await expect(toast(page, "Alan Turing's application rejected")).toBeVisible();
  await expect(page.getByText("No applications waiting", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Applications", exact: true })).toBeVisible();

  // Approved: active from today for a month.
  await page.getByRole("tab", { name: "Memberships" }).click();
  const today = clubToday();
  const grace = rowOf(membershipsTable(page), "Grace Hopper");
  await expect(grace.getByText("Active", { exact: true })).toBeVisible();
  await expect(grace.getByText("Monthly", { exact: true })).toBeVisible();
  await expect(grace.getByText(shown(today), { exact: true })).toBeVisible();
  await expect(grace.getByText(shown(periodEnd(today, "monthly")), { exact: true })).toBeVisible();
  // Rejected: cancelled, found with the status filter.
  await page.getByRole("combobox", { name: "Membership status" }).click();
  await page.getByRole("option", { name: "Cancelled", exact: true }).click();
  await expect(page).toHaveURL(/membershipStatus=cancelled/);
  await expect(membershipsTable(page).getByRole("row")).toHaveCount(2);
  await expect(
    rowOf(membershipsTable(page), "Alan Turing").getByText("Cancelled", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("1–1 of 1 membership", { exact: true })).toBeVisible();
});

test("renew into another type with the new period shown first, then suspend and reinstate", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Kestrel Links");
  await addMember(page, clubId, "Ada", "Byron");
  const today = clubToday();
  const end = periodEnd(today, "monthly") as string;

  await page.goto("/memberships");
  const row = rowOf(membershipsTable(page), "Ada Byron");
  await expect(row.getByText(shown(today), { exact: true })).toBeVisible();
  await expect(row.getByText(shown(end), { exact: true })).toBeVisible();

  await rowAction(page, "Ada Byron", "Renew");
  const dialog = page.getByRole("dialog", { name: "Renew Ada Byron's membership" });
  // The next month follows the current one without a gap.
  const nextStart = addDays(end, 1);
  const period = dialog.getByRole("status", { name: "New period" });
  await expect(period).toContainText(`${shown(nextStart)} – ${shown(periodEnd(nextStart, "monthly"))}`);
  await dialog.getByRole("combobox", { name: "Membership type" }).click();
  await page.getByRole("option", { name: "Annual", exact: true }).click();
  const annualEnd = periodEnd(nextStart, "annual") as string;
  await expect(period).toContainText(`${shown(nextStart)} – ${shown(annualEnd)}`);
  await expect(period).toContainText("The type changes from Monthly to Annual.");
  await dialog.getByRole("button", { name: "Renew membership" }).click();
  await expect(
    toast(page, `Ada Byron's membership renewed (Annual) until ${shown(annualEnd)}`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText("Annual", { exact: true })).toBeVisible();
  await expect(row.getByText(shown(nextStart), { exact: true })).toBeVisible();
  await expect(row.getByText(shown(annualEnd), { exact: true })).toBeVisible();

  await rowAction(page, "Ada Byron", "Suspend");
  const suspend = page.getByRole("dialog", { name: "Suspend Ada Byron's membership?" });
  await suspend.getByLabel("Note (optional)").fill("Dues in dispute.");
  await suspend.getByRole("button", { name: "Suspend membership" }).click();
  await expect(toast(page, "Ada Byron's membership is suspended")).toBeVisible();
  await expect(row.getByText("Suspended", { exact: true })).toBeVisible();
  // The dates stay.
  await expect(row.getByText(shown(annualEnd), { exact: true })).toBeVisible();

  // A suspended membership can be reinstated or cancelled, not renewed.
  await row.getByRole("button", { name: "Membership actions for Ada Byron" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Reinstate", "Cancel membership"]);
  await page.getByRole("menuitem", { name: "Reinstate" }).click();
  await expect(toast(page, "Ada Byron's membership is active again")).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // The history on the member's page keeps each step, with the note.
  await row.getByRole("link", { name: "Ada Byron" }).click();
  await expect(page).toHaveURL(/\/members\/[0-9a-f-]+$/);
  await expect(page.getByText("Dues in dispute.")).toBeVisible();
  // The member's page offers the same actions.
  await page.getByRole("button", { name: "Suspend: Ada Byron" }).click();
  await page
    .getByRole("dialog", { name: "Suspend Ada Byron's membership?" })
    .getByRole("button", { name: "Suspend membership" })
    .click();
  await expect(page.getByRole("button", { name: "Reinstate: Ada Byron" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Renew: Ada Byron" })).toHaveCount(0);
});

test("membership types: add, edit and deactivate; a deactivated type is not offered on renewal", async ({
  page,
}) => {
  await openNewClub(page, owner, "Osprey Country Club");
  await page.goto("/membership-settings");
  await page.getByRole("link", { name: "Manage membership types →" }).click();
  await expect(page).toHaveURL(/\/settings\/membership-types$/);
  await expect(page.getByRole("heading", { level: 1, name: "Membership types" })).toBeVisible();
  for (const name of ["Annual", "Lifetime", "Monthly"]) {
    await expect(rowOf(typesTable(page), name).getByText("Active", { exact: true })).toBeVisible();
  }
  await expect(rowOf(typesTable(page), "Lifetime").getByText("1 member, no limit")).toBeVisible();

  // The form checks with the shared schema.
  await page.getByRole("button", { name: "New membership type" }).click();
  const dialog = page.getByRole("dialog", { name: "New membership type" });
  await dialog.getByRole("button", { name: "Add membership type" }).click();
  await expect(dialog.getByText("Name is required.")).toBeVisible();
  await expect(dialog.getByText("Price must be an amount.")).toBeVisible();
  await expect(dialog.getByText("Choose monthly, quarterly, annual or lifetime.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");

  await dialog.getByRole("textbox", { name: "Name" }).fill("Junior");
  await dialog.getByRole("combobox", { name: "Billing period" }).click();
  await page.getByRole("option", { name: "Annual", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Price" }).fill("120");
  await dialog.getByRole("textbox", { name: "Capacity (optional)" }).fill("0");
  await expect(dialog.getByText("Capacity must be at least 1, or left empty for no limit.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Capacity (optional)" }).fill("50");
  await dialog.getByRole("button", { name: "Add membership type" }).click();
  await expect(toast(page, "Junior added")).toBeVisible();
  const junior = rowOf(typesTable(page), "Junior");
  await expect(junior.getByText("$120.00", { exact: true })).toBeVisible();
  await expect(junior.getByText("0 / 50 members", { exact: true })).toBeVisible();
  await expect(junior.getByText("Active", { exact: true })).toBeVisible();

  // The server refuses a name the club has: the message stands under the name.
  await page.getByRole("button", { name: "New membership type" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill("junior");
  await dialog.getByRole("combobox", { name: "Billing period" }).click();
  await page.getByRole("option", { name: "Monthly", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Price" }).fill("10");
  await dialog.getByRole("button", { name: "Add membership type" }).click();
  await expect(dialog.getByText("This club already has a membership type with this name.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await junior.getByRole("button", { name: "Actions for Junior" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Junior" });
  await expect(edit.getByRole("textbox", { name: "Price" })).toHaveValue("120.00");
  await edit.getByRole("textbox", { name: "Price" }).fill("149.50");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Junior saved")).toBeVisible();
  await expect(junior.getByText("$149.50", { exact: true })).toBeVisible();

  await junior.getByRole("button", { name: "Actions for Junior" }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate Junior?" });
  await expect(confirm).toContainText("Members who hold Junior keep it, but new members can't choose it");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Junior is deactivated")).toBeVisible();
  await expect(junior.getByText("Inactive", { exact: true })).toBeVisible();

  // Renewing the owner's membership offers the active types only.
  await page.goto("/memberships");
  await rowAction(page, "Mona Lovelace", "Renew");
  const renew = page.getByRole("dialog", { name: "Renew Mona Lovelace's membership" });
  await renew.getByRole("combobox", { name: "Membership type" }).click();
  await expect(page.getByRole("option")).toHaveText(["Annual", "Lifetime", "Monthly"]);
});

test("a member sees their own membership only; a manager may not change the types", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Plover Sports Club");
  await actAs(page, "member", clubId);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Members", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Memberships", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My membership" })).toBeVisible();
  await expect(page.getByText("Lifetime").first()).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New application" })).toHaveCount(0);

  await page.unrouteAll();
  await actAs(page, "manager", clubId);
  await page.goto("/settings/membership-types");
  await expect(
    page.getByRole("heading", { name: "You do not have permission to manage membership types" }),
  ).toBeVisible();
});

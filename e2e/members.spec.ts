import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { todayIn } from "../src/shared/dates.ts";
import membersDe from "../src/web/messages/members/de.ts";
import membersEs from "../src/web/messages/members/es.ts";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { fillDate } from "./date-fields.ts";
import { expect, test } from "./fixtures.ts";
import { openMail, PASSWORD, uniqueEmail } from "./helpers.ts";

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

const membersTable = (page: Page) => page.getByRole("table", { name: "Members" });
const rowOf = (page: Page, text: string) => membersTable(page).getByRole("row").filter({ hasText: text });
const status = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Adds a member through the API (the test's own set-up, not what it checks). */
async function addByApi(
  page: Page,
  clubId: string,
  member: { firstName: string; lastName: string; email?: string; membershipType?: string },
): Promise<{ id: string; membershipNumber: string }> {
  const response = await page.request.post(`/api/clubs/${clubId}/members`, { data: member });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; membershipNumber: string };
}

/** Picks a file in the import dialog as a person does: through the browser's file chooser. */
async function chooseFile(page: Page, name: string, content: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("dialog").getByRole("button", { name: "CSV or Excel file" }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content) });
  await expect(page.getByRole("dialog").getByText(name)).toBeVisible();
}

test("add a member (the form's messages first), find them by part of the surname, filter, sort, edit and delete", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Elm Park Golf Club");
  const annualEmail = uniqueEmail("alan");
  await addByApi(page, clubId, {
    firstName: "Alan",
    lastName: "Turing",
    email: annualEmail,
    membershipType: "annual",
  });

  await page.goto("/");
  await page.getByRole("link", { name: "Members", exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  // The owner's own record and Alan.
  await expect(status(page, "1–2 of 2 members")).toBeVisible();
  await expect(rowOf(page, owner.email).getByText("Owner", { exact: true })).toBeVisible();
  await expect(rowOf(page, "Alan Turing").getByText("Annual", { exact: true })).toBeVisible();

  // The form checks with the shared schema before sending, a message under each bad field.
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add member" });
  await expect(dialog.getByLabel("Membership number")).toHaveAttribute("placeholder", "Next: automatic");
  await expect(dialog.getByRole("combobox", { name: "Membership type", exact: true })).toHaveValue("Monthly");
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog.getByText("Give an e-mail address, or a first and a last name.")).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("E-mail").fill("not-an-address");
  await dialog.getByLabel("Membership number").fill("MB 7");
  await expect(dialog.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(
    dialog.getByText("A membership number has 1 to 20 letters, digits or hyphens, such as MB00042."),
  ).toBeVisible();
  // The server's duplicate e-mail shows under the field.
  await dialog.getByLabel("Membership number").fill("");
  await dialog.getByLabel("E-mail").fill(annualEmail);
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(
    dialog.getByText("Another member of this club already has this e-mail address.", { exact: true }),
  ).toBeVisible();

  const graceEmail = uniqueEmail("grace");
  await dialog.getByLabel("First name").fill("Grace");
  await dialog.getByLabel("Last name").fill("Hopper-Whitfield");
  await dialog.getByLabel("E-mail").fill(graceEmail);
  await dialog.getByLabel("Phone").fill("+1 555 0100");
  await fillDate(dialog.getByLabel("Date of birth"), "1990-12-09");
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByText(/^Member added: Grace Hopper-Whitfield, number MB\d{5}$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(status(page, "1–3 of 3 members")).toBeVisible();
  const graceRow = rowOf(page, "Grace Hopper-Whitfield");
  await expect(graceRow.getByText("Monthly", { exact: true })).toBeVisible();
  await expect(graceRow.getByText("Active", { exact: true }).first()).toBeVisible();

  // Search: part of the surname, kept in the URL through a reload.
  await page.getByLabel("Search", { exact: true }).fill("whitf");
  await expect(page).toHaveURL(/[?&]q=whitf/);
  await expect(status(page, "1–1 of 1 member")).toBeVisible();
  await expect(graceRow).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("whitf");
  await expect(rowOf(page, "Grace Hopper-Whitfield")).toHaveCount(1);
  await expect(rowOf(page, "Alan Turing")).toHaveCount(0);

  // Nothing matches: the empty state offers to clear the filters.
  await page.getByLabel("Search", { exact: true }).fill("zzzz");
  await expect(page.getByText("No members match “zzzz”")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("");
  await expect(status(page, "1–3 of 3 members")).toBeVisible();

  // Filter by membership type; Back returns to the unfiltered list.
  await page.getByRole("combobox", { name: "Membership type", exact: true }).click();
  await page.getByRole("option", { name: "Annual", exact: true }).click();
  await expect(page).toHaveURL(/membershipType=annual/);
  await expect(status(page, "1–1 of 1 member")).toBeVisible();
  await expect(rowOf(page, "Alan Turing")).toHaveCount(1);
  await page.goBack();
  await expect(status(page, "1–3 of 3 members")).toBeVisible();

  // Sorted by name (the surname first), then the other way round.
  const names = membersTable(page).getByRole("row").locator("td:nth-child(3)");
  await expect(names).toHaveText(["Grace Hopper-Whitfield", "Olivia Lovelace", "Alan Turing"]);
  await page.getByRole("button", { name: "Name", exact: true }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(names).toHaveText(["Alan Turing", "Olivia Lovelace", "Grace Hopper-Whitfield"]);
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");

  // The member's page: record and history; the phone changes and shows.
  await rowOf(page, "Grace Hopper-Whitfield").getByRole("link", { name: "Grace Hopper-Whitfield" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper-Whitfield" })).toBeVisible();
  await expect(page.getByText(graceEmail, { exact: true })).toBeVisible();
  // The way back leads to the list as it was (sorted Z–A).
  await expect(page.getByRole("main").getByRole("link", { name: "Members" })).toHaveAttribute(
    "href",
    /order=desc/,
  );
  await expect(page.getByText("+1 555 0100", { exact: true })).toBeVisible();
  const history = page.getByRole("table", { name: "Membership history" });
  await expect(history.getByRole("row").nth(1)).toContainText("Joined");
  await expect(history.getByRole("row").nth(1)).toContainText("Monthly");
  await expect(history.getByRole("row").nth(1)).toContainText("Olivia Lovelace");

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Grace Hopper-Whitfield" });
  await expect(edit.getByLabel("Phone")).toHaveValue("+1 555 0100");
  await edit.getByLabel("Phone").fill("+1 555 0199");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Grace Hopper-Whitfield saved", { exact: true })).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText("+1 555 0199", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("+1 555 0199", { exact: true })).toBeVisible();

  // Delete asks first, naming the person; keeping them changes nothing.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Grace Hopper-Whitfield?" });
  await expect(confirm).toContainText("Grace Hopper-Whitfield (MB");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  const memberUrl = page.url();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete member" }).click();
  await expect(page.getByText("Grace Hopper-Whitfield was deleted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/members$/);
  await expect(status(page, "1–2 of 2 members")).toBeVisible();
  await expect(rowOf(page, "Grace Hopper-Whitfield")).toHaveCount(0);

  // Its address now shows the not-found state; the owner's record has no Delete.
  await page.goto(memberUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Member not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to members" }).click();
  await rowOf(page, owner.email).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Olivia Lovelace" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
});

test("import: the columns are mapped, the check names the bad row by line and reason and nothing is imported; the fixed file imports with its progress; export holds the filtered rows and imports back as updates", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Riverside Tennis Club");
  await page.goto("/members");
  await expect(status(page, "1–1 of 1 member")).toBeVisible();

  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import members" });
  await expect(dialog.getByRole("heading", { name: "Step 1 of 3: File" })).toBeVisible();
  await expect(dialog.getByText("membership_number", { exact: true })).toBeVisible();
  await expect(dialog.getByText("date_of_birth", { exact: true })).toBeVisible();

  // The template is made in the browser: the import's columns and an example.
  const templateDownload = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download template" }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe("members-template.csv");
  const templateText = await readFile(await template.path(), "utf8");
  expect(templateText.split("\r\n")[0]).toBe(
    "membership_number,first_name,last_name,email,phone_number,membership_type,membership_status,membership_start_date,membership_end_date,join_date,date_of_birth,status,notes",
  );

  // The template, as downloaded: each of our columns is mapped to itself, its type and status to ours; it passes
  // the check as one new member.
  await chooseFile(page, "members-template.csv", templateText);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("heading", { name: "Step 2 of 3: Columns and values" })).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Imported as: first_name" })).toHaveValue("First name");
  await expect(dialog.getByRole("combobox", { name: "Imported as: date_of_birth" })).toHaveValue(
    "Date of birth",
  );
  await expect(dialog.getByRole("combobox", { name: "monthly (1 row)", exact: true })).toHaveValue("Monthly");
  await expect(dialog.getByRole("combobox", { name: "active (1 row)", exact: true })).toHaveValue("Active");
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(dialog.getByText("1 row, all good.", { exact: false })).toBeVisible();
  const summary = dialog.getByRole("list", { name: "What the import will do" });
  await expect(summary.getByRole("listitem").filter({ hasText: "New members" })).toHaveText(/^1/);
  await dialog.getByRole("button", { name: "Back" }).click();
  await dialog.getByRole("button", { name: "Back" }).click();

  const header = "first_name,last_name,email,membership_type,join_date";
  const rows = [
    `Iris,Imported,${uniqueEmail("iris")},monthly,2026-01-05`,
    "Ivan,Imported,ivan-at-example.com,annual,2026-01-06",
    `Ines,Imported,${uniqueEmail("ines")},annual,2026-01-07`,
  ];
  await chooseFile(page, "members.csv", [header, ...rows].join("\n"));
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Check file" }).click();
  const problems = dialog.getByRole("table", { name: "Problems in the file" });
  const problem = problems.getByRole("row").nth(1);
  await expect(problem.getByRole("cell").nth(0)).toHaveText("3");
  await expect(problem.getByRole("cell").nth(1)).toHaveText("email");
  await expect(problem.getByRole("cell").nth(2)).toHaveText("Enter a valid e-mail address.");
  await expect(dialog.getByText(/^1 problem in 3 rows \(2 good\)/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Import/ })).toBeDisabled();
  // The bad row, as it was, with its problem: to fix and import again.
  const rejectedDownload = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download the rows with errors (CSV)" }).click();
  const rejected = (await readFile(await (await rejectedDownload).path(), "utf8")).replace(/^\uFEFF/, "");
  expect(rejected.trim().split(/\r?\n/)).toEqual([
    `${header},Errors`,
    `${rows[1]},email: Enter a valid e-mail address.`,
  ]);

  // The file is fixed and chosen again.
  rows[1] = `Ivan,Imported,${uniqueEmail("ivan")},annual,2026-01-06`;
  await dialog.getByRole("button", { name: "Back" }).click();
  await dialog.getByRole("button", { name: "Back" }).click();
  await chooseFile(page, "members-fixed.csv", [header, ...rows].join("\n"));
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(problems).toHaveCount(0);
  await expect(dialog.getByText("3 rows, all good.", { exact: false })).toBeVisible();
  // What the progress bar showed, noted as it changes (it stays full for a moment only).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]');
      const text = bar?.parentElement?.parentElement?.textContent ?? "";
      const entry = `${bar?.getAttribute("aria-valuenow")}|${text}`;
      if (bar && seen.at(-1) !== entry) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await dialog.getByRole("button", { name: "Import 3 members" }).click();
  await expect(page.getByText("Import done: 3 added, 0 updated, 0 skipped", { exact: true })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen).toContain("100|Imported 3 of 3");
  // The result says what the club's first day would send: this club is still setting up.
  await expect(dialog.getByRole("heading", { name: "When the club goes live" })).toBeVisible();
  await expect(dialog.getByText(/^Nothing goes out until an owner presses Go live/)).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status(page, "1–4 of 4 members")).toBeVisible();
  for (const first of ["Iris", "Ivan", "Ines"]) await expect(rowOf(page, `${first} Imported`)).toHaveCount(1);

  // Export of the filtered list: the annual members only.
  await page.getByRole("combobox", { name: "Membership type", exact: true }).click();
  await page.getByRole("option", { name: "Annual", exact: true }).click();
  await expect(status(page, "1–2 of 2 members")).toBeVisible();
  const exportDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const exported = await exportDownload;
  expect(exported.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const exportedText = await readFile(await exported.path(), "utf8");
  const lines = exportedText.trim().split(/\r?\n/);
  expect(lines[0]).toContain("membership_number,first_name,last_name,email");
  expect(lines).toHaveLength(3);
  expect(lines.some((l) => l.includes("Ivan,Imported"))).toBe(true);
  expect(lines.some((l) => l.includes("Ines,Imported"))).toBe(true);
  expect(lines.some((l) => l.includes("Iris"))).toBe(false);

  // The export imports back into the same club as updates, matched by membership number: as it is, nothing
  // changes; with a note added to Ines, she is updated.
  await page.getByRole("button", { name: "Import CSV" }).click();
  await chooseFile(page, "members-export.csv", exportedText);
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("combobox", { name: "Imported as: role" }).click();
  await page.getByRole("option", { name: "Ignore", exact: true }).click();
  await dialog.getByRole("combobox", { name: "Members already in the club" }).click();
  await page.getByRole("option", { name: "Update the member with the same membership number" }).click();
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(summary.getByRole("listitem").filter({ hasText: "Unchanged" })).toHaveText(/^2/);
  await expect(dialog.getByText("Nothing to import", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Import/ })).toBeDisabled();
  await dialog.getByRole("button", { name: "Back" }).click();
  await dialog.getByRole("button", { name: "Back" }).click();
  const withNote = exportedText.replace(/^(.*Ines,Imported.*),(\r?)$/m, "$1,Plays on Sundays$2");
  expect(withNote).toContain("Plays on Sundays");
  await chooseFile(page, "members-export-2.csv", withNote);
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("combobox", { name: "Imported as: role" }).click();
  await page.getByRole("option", { name: "Ignore", exact: true }).click();
  await dialog.getByRole("combobox", { name: "Members already in the club" }).click();
  await page.getByRole("option", { name: "Update the member with the same membership number" }).click();
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(summary.getByRole("listitem").filter({ hasText: "Updated" })).toHaveText(/^1/);
  const updates = dialog.getByRole("table", { name: "Members the import updates" });
  await expect(updates.getByRole("row").filter({ hasText: "Ines Imported" })).toContainText("Notes");
  await dialog.getByRole("button", { name: "Import 1 member" }).click();
  await expect(page.getByText("Import done: 0 added, 1 updated, 0 skipped", { exact: true })).toBeVisible();
  await expect(status(page, "1–2 of 2 members")).toBeVisible();
  expect(clubId).toBeTruthy();
});

test("on a phone the list is a column of cards that fits the screen", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Hillside Bowls Club");
  await addByApi(page, clubId, { firstName: "Pat", lastName: "Narrow", email: uniqueEmail("pat") });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/members");
  const cards = page.getByRole("list", { name: "Members" });
  await expect(cards.getByRole("listitem", { name: "Pat Narrow" })).toBeVisible();
  await expect(membersTable(page)).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

/** The invited person opens the e-mail's link in a browser of their own and creates the account. */
async function joinAsMember(
  browser: Browser,
  baseURL: string | undefined,
  mailPage: Page,
  invited: { email: string; clubName: string },
): Promise<Page> {
  await openMail(mailPage, invited.email, `You're invited to join ${invited.clubName}`);
  const href = await mailPage
    .getByRole("article", { name: "Message" })
    .getByRole("link", { name: "Accept invitation" })
    .getAttribute("href");
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(href as string);
  await page.getByLabel("First name").fill("Mia");
  await page.getByLabel("Last name").fill("Member");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Mia" })).toBeVisible({ timeout: 20_000 });
  return page;
}

test("a member sees only their own record and history, without the staff's notes, the list or any change", async ({
  page,
  browser,
  baseURL,
}) => {
  const clubName = "Oakmere Golf Club";
  const { clubId } = await openNewClub(page, owner, clubName);
  const other = await addByApi(page, clubId, { firstName: "Otto", lastName: "Other" });
  const email = uniqueEmail("mia");
  const invited = await page.request.post(`/api/clubs/${clubId}/invitations`, {
    data: { email, role: "member" },
  });
  expect(invited.status()).toBe(201);

  const member = await joinAsMember(browser, baseURL, page, { email, clubName });
  // The staff write a note on the new member's record: it is theirs, not the member's to read.
  const found = await page.request.get(`/api/clubs/${clubId}/members?q=${encodeURIComponent(email)}`);
  const own = ((await found.json()) as { members: { id: string }[] }).members[0];
  expect(own).toBeDefined();
  const note = "Staff only: asked twice about a refund.";
  const noted = await page.request.patch(`/api/clubs/${clubId}/members/${own?.id}`, {
    data: { notes: note },
  });
  expect(noted.status()).toBe(200);
  const listRequests: string[] = [];
  // Neither the list nor another member's record is asked for.
  member.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/api\/clubs\/[^/]+\/members(\/[0-9a-f-]{36})?$/.test(path)) listRequests.push(path);
  });
  // No Members item in the navigation; the address still shows their own record.
  await expect(member.getByRole("link", { name: "Members", exact: true })).toHaveCount(0);
  await member.goto("/members");
  await expect(member.getByRole("heading", { level: 1, name: "My membership" })).toBeVisible();
  await expect(member.getByText(email, { exact: true })).toBeVisible();
  await expect(member.getByText("Mia", { exact: true })).toBeVisible();
  // Spec section 4: a member who joins by invitation holds an annual membership.
  await expect(member.getByRole("region", { name: "Membership", exact: true })).toContainText("Annual");
  await expect(member.getByRole("heading", { level: 2, name: "Membership history" })).toBeVisible();
  await expect(member.getByRole("button", { name: "Add member" })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Import CSV" })).toHaveCount(0);
  await expect(member.getByText("Notes", { exact: true })).toHaveCount(0);
  await expect(member.getByText(note)).toHaveCount(0);

  // Another member's address is Not Found (their record is not even asked for); one's own shows one's own.
  await member.goto(`/members/${other.id}`);
  await expect(member.getByRole("heading", { level: 1, name: "Member not found" })).toBeVisible();
  await expect(member.getByText("Otto")).toHaveCount(0);
  await expect(member.getByText(email, { exact: true })).toHaveCount(0);
  await member.goto(`/members/${own?.id}`);
  await expect(member.getByRole("heading", { level: 1, name: "My membership" })).toBeVisible();
  await expect(member.getByText(email, { exact: true })).toBeVisible();
  await expect(member.getByText(note)).toHaveCount(0);
  expect(listRequests).toEqual([]);
  await member.context().close();
});

test("a manager reads the dates in the club's format and time zone, as the owner does", async ({
  page,
  browser,
  baseURL,
}) => {
  const { clubId } = await openNewClub(page, owner, "Dunes Golf Club");
  // The owner writes the club's dates day first, on Berlin's calendar.
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    profile: Record<string, unknown>;
  };
  const saved = await page.request.put(`/api/clubs/${clubId}/settings/profile`, {
    data: {
      ...settings.profile,
      timezone: "Europe/Berlin",
      preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24" },
    },
  });
  expect(saved.status()).toBe(200);
  const bea = await addByApi(page, clubId, { firstName: "Bea", lastName: "Dune" });
  const manager = await joinByApi(browser, baseURL as string, owner, clubId, "manager", "Max");
  const [y, m, d] = todayIn("Europe/Berlin").split("-");
  const clubToday = `${d}/${m}/${y}`;

  const context = await browser.newContext({ baseURL });
  await context.addCookies(manager.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const managerPage = await context.newPage();
  await managerPage.goto(`/members/${bea.id}`);
  const record = managerPage.getByRole("region", { name: "Record" });
  await expect(record).toContainText(`Join date${clubToday}`);
  await expect(managerPage.getByRole("region", { name: "Membership", exact: true })).toContainText(
    `Start${clubToday}`,
  );
  await expect(managerPage.getByRole("region", { name: "Membership history" })).toContainText(clubToday);
  await expect(managerPage.getByText(`${y}-${m}-${d}`)).toHaveCount(0);
  await context.close();
});

test("switching club on the members screens stays on them, in the new club and with its own search", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Northfield Golf Club");
  const created = await page.request.post("/api/clubs", {
    data: { name: "Southfield Golf Club", email: owner.email },
  });
  expect(created.status()).toBe(201);
  const southId = ((await created.json()) as { id: string }).id;
  const nina = await addByApi(page, clubId, { firstName: "Nina", lastName: "North" });
  await addByApi(page, southId, { firstName: "Sofia", lastName: "South" });
  const switchTo = async (from: string, to: string) => {
    await page.getByRole("button", { name: `Club: ${from}. Switch club` }).click();
    await page.getByRole("menuitem", { name: new RegExp(to) }).click();
    await expect(page.getByRole("button", { name: `Club: ${to}. Switch club` })).toBeVisible();
  };

  // The list, searched: the new club's list, its search not carried over.
  await page.goto("/members?q=North");
  await expect(rowOf(page, "Nina North")).toBeVisible();
  await switchTo("Northfield Golf Club", "Southfield Golf Club");
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("");
  await expect(rowOf(page, "Sofia South")).toBeVisible();
  await expect(rowOf(page, "Nina North")).toHaveCount(0);

  // A member's page: its id is the old club's, so the new club's list opens.
  await switchTo("Southfield Golf Club", "Northfield Golf Club");
  await expect(page).toHaveURL(/\/members$/);
  await rowOf(page, "Nina North").getByRole("link", { name: "Nina North" }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${nina.id}$`));
  await switchTo("Northfield Golf Club", "Southfield Golf Club");
  await expect(page).toHaveURL(/\/members$/);
  await expect(rowOf(page, "Sofia South")).toBeVisible();
});

test("at 1280 px the register fits beside the navigation, which runs down the whole long page (dark mode)", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Longbridge Golf Club");
  // A long page of members with long names and addresses, in the widest states.
  for (let i = 0; i < 26; i++) {
    await addByApi(page, clubId, {
      firstName: `Maximiliana-${i}`,
      lastName: "Featherstonehaugh-Cholmondeley",
      email: uniqueEmail(`maximiliana.featherstonehaugh-${i}`),
      membershipType: i % 2 ? "lifetime" : "annual",
    });
  }
  await addByApi(page, clubId, {
    firstName: "Ada",
    lastName: "Abbott",
    email: "ada.abbott@example.com",
    membershipType: "annual",
  });
  await page.addInitScript(() => window.localStorage.setItem("clubhouse.theme", "dark"));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/members");
  await expect(rowOf(page, "Maximiliana-0 ").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");

  // Every column is on the screen: the last one's right edge within the window, nothing scrolls sideways.
  const ends = page.getByRole("columnheader", { name: "Ends" });
  const box = await ends.boundingBox();
  expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  const sideways = await membersTable(page).evaluate((table) => {
    const box = table.parentElement as HTMLElement;
    const doc = document.documentElement;
    return { table: box.scrollWidth - box.clientWidth, page: doc.scrollWidth - doc.clientWidth };
  });
  expect(sideways).toEqual({ table: 0, page: 0 });

  // The navigation's column (its background and border) reaches the bottom of the page, not of the window.
  const heights = await page.getByRole("navigation", { name: "Main" }).evaluate((nav) => ({
    navBottom: nav.getBoundingClientRect().bottom + window.scrollY,
    page: document.documentElement.scrollHeight,
    window: window.innerHeight,
  }));
  expect(heights.page).toBeGreaterThan(heights.window * 1.5);
  expect(heights.navBottom).toBeGreaterThanOrEqual(heights.page - 1);
  // Its links stay in view at the bottom of the page.
  await page.getByText("1–25 of 28 members").scrollIntoViewIfNeeded();
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toBeInViewport();

  // Issue 34: "Membership" is the type over its state, the record's own status is headed "Account"; a usual
  // e-mail address and the type are shown whole.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("columnheader", { name: "Membership" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Account" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Type", exact: true })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Status", exact: true })).toHaveCount(0);
  const ada = rowOf(page, "Ada Abbott");
  await expect(ada.getByRole("cell").nth(4)).toHaveText(/^AnnualActive$/);
  const cut = (text: string) =>
    ada.getByText(text, { exact: true }).evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await cut("ada.abbott@example.com")).toBe(false);
  expect(await cut("Annual")).toBe(false);
  await check(page, "the members list's columns", ada);
  await screenshots(page, "screenshots/members/list-columns");

  // In German and Spanish, every header and filter label on one line: no word broken ("Mitgliedscha/ft").
  const wrapped = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("thead th, main label")].flatMap((el) => {
        // The lines its text runs over (its words' boxes, not an icon's).
        const tops: number[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
        }
        tops.sort((a, b) => a - b);
        const lines = tops.filter((top, i) => i === 0 || top - (tops[i - 1] as number) > 6).length;
        return lines > 1 ? [el.textContent ?? ""] : [];
      }),
    );
  for (const [language, texts] of [
    ["de", membersDe],
    ["es", membersEs],
  ] as const) {
    const chosen = await page.request.put("/api/me/language", { data: { language } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole("columnheader", { name: texts.columns.membership })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: texts.columns.status })).toBeVisible();
    expect(await wrapped(), `${language}: headers and labels on more than one line`).toEqual([]);
    await screenshots(page, `screenshots/members/list-columns-${language}`);
  }
  const back = await page.request.put("/api/me/language", { data: { language: null } });
  expect(back.status(), await back.text()).toBe(200);
});

test("a member downloads their data from My membership; staff erase a member, offered from the deletion's question", async ({
  page,
  browser,
  baseURL,
}) => {
  const { clubId } = await openNewClub(page, owner, "Wren Heath Golf Club");
  const member = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Mira");
  const context = await browser.newContext({ baseURL });
  await context.addCookies(member.cookies);
  const mine = await context.newPage();
  await mine.goto("/memberships");
  await expect(mine.getByRole("heading", { level: 1, name: "My membership" })).toBeVisible();
  const download = mine.waitForEvent("download");
  await mine.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^member-data-MB\d{5}-\d{4}-\d\d-\d\d\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await file.path()) as string)));
  expect(JSON.parse(strFromU8(entries["member.json"] as Uint8Array))).toMatchObject({ email: member.email });
  await context.close();

  const found = await page.request.get(`/api/clubs/${clubId}/members?q=${encodeURIComponent(member.email)}`);
  const record = ((await found.json()) as { members: { id: string }[] }).members[0];
  await page.goto(`/members/${record?.id}`);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Delete Mira Lovelace?" })
    .getByRole("button", { name: "Erase personal data instead" })
    .click();
  const erase = page.getByRole("dialog", { name: "Erase Mira Lovelace's personal data?" });
  await expect(
    erase.getByText(/Invoices keep their number, date, amounts and the name and address/),
  ).toBeVisible();
  await erase.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByText("The member's personal data was erased")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Erased member" })).toBeVisible();
  await expect(page.getByText(member.email)).toHaveCount(0);
});

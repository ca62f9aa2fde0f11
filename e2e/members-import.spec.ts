// Issue 32: a golf club moving from Wild Apricot brings its 200 contacts in, in one pass, in the browser.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import membersDe from "../src/web/messages/members/de.ts";
import membersEs from "../src/web/messages/members/es.ts";
import membersFr from "../src/web/messages/members/fr.ts";
import { wildApricotExport } from "../tests/fixtures/wild-apricot.ts";
import { check, SCREENSHOTS, screenshots } from "./axe.ts";
import { createOwnerByApi, type Owner } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Fiona");
});

/** A new Scottish club of the owner's, chosen in the browser (its dates are day first). */
async function openScottishClub(page: Page): Promise<string> {
  await page.context().addCookies(owner.cookies);
  const response = await page.request.post("/api/clubs", {
    data: { name: "Lochside Golf Club", email: owner.email, country: "GB", timezone: "Europe/London" },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.addInitScript((clubId) => window.localStorage.setItem("selectedClubId", clubId), id);
  return id;
}

test("Wild Apricot's contact export of 200 rows: mapped, checked, the bad rows skipped and downloadable, a new type made from a level, imported in one pass", async ({
  page,
}) => {
  // Two checks and an import of 200 rows, and the screenshots in four languages with SHOTS=1.
  test.setTimeout(SCREENSHOTS ? 240_000 : 120_000);
  await openScottishClub(page);
  const { csv } = wildApricotExport();
  await page.goto("/members");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import members" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "CSV or Excel file" }).click();
  await (await chooser).setFiles({
    name: "Contacts_export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole("button", { name: "Next" }).click();

  // Each column beside the field its header suggests; the other product's own columns are kept in the notes
  // or left out.
  await expect(dialog.getByRole("heading", { name: "Step 2 of 3: Columns and values" })).toBeVisible();
  const field = (header: string) =>
    dialog.getByRole("combobox", { name: `Imported as: ${header}`, exact: true });
  await expect(field("Email")).toHaveValue("E-mail");
  await expect(field("Membership level")).toHaveValue("Membership type");
  await expect(field("Membership status")).toHaveValue("Membership status");
  await expect(field("Member since")).toHaveValue("Join date");
  await expect(field("Date of birth")).toHaveValue("Date of birth");
  await expect(field("Member emails and newsletters")).toHaveValue("E-mail consent (yes/no)");
  await expect(field("Locker")).toHaveValue("Add to the member's notes");
  // The lockers become a custom field of their own.
  await field("Locker").click();
  await page.getByRole("option", { name: "A new custom field (text, seen by staff)", exact: true }).click();
  await expect(field("Locker")).toHaveValue("A new custom field (text, seen by staff)");
  // Wild Apricot's words for statuses, read as ours.
  await expect(dialog.getByRole("combobox", { name: /^lapsed \(\d+ rows\)$/ })).toHaveValue("Expired");
  await expect(dialog.getByRole("combobox", { name: /^Pending - Renewal \(\d+ rows\)$/i })).toHaveValue(
    "Grace period",
  );
  // The levels: contacts (no level) are skipped; "Full Member" becomes a type of its own; the others are ours.
  await expect(dialog.getByRole("combobox", { name: /^\(empty\) \(15 rows\)$/ })).toHaveValue(
    "Not a member: skip these rows",
  );
  const level = async (name: RegExp, option: string) => {
    await dialog.getByRole("combobox", { name }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
    await expect(dialog.getByRole("combobox", { name })).toHaveValue(option);
  };
  await level(/^full member \(\d+ rows\)$/i, "Create a new type with this name");
  await level(/^junior \(\d+ rows\)$/i, "Monthly");
  await level(/^social \(\d+ rows\)$/i, "Annual");
  await dialog.getByRole("checkbox", { name: "Skip rows with errors and import the rest" }).check();
  await check(
    page,
    "import mapping",
    dialog.getByRole("button", { name: "Check file" }),
    ".mantine-Modal-content",
  );
  await screenshots(page, "screenshots/members-import-mapping");

  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(dialog.getByRole("heading", { name: "Step 3 of 3: Check" })).toBeVisible();
  const summary = dialog.getByRole("list", { name: "What the import will do" });
  await expect(summary.getByRole("listitem").filter({ hasText: "New members" })).toHaveText(/^183/);
  await expect(summary.getByRole("listitem").filter({ hasText: "Skipped: not members" })).toHaveText(/^15/);
  await expect(summary.getByRole("listitem").filter({ hasText: "With errors" })).toHaveText(/^2/);
  await expect(dialog.getByText(/^New membership types: Full Member\./)).toBeVisible();

  // The two bad rows as they were, with their problems, to fix and import again.
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download the rows with errors (CSV)" }).click();
  const rejected = (await readFile(await (await download).path(), "utf8")).trim().split(/\r?\n/);
  expect(rejected).toHaveLength(3);
  expect(rejected[0]).toMatch(/^"?User ID"?,/);
  expect(rejected[0]).toMatch(/Errors"?$/);
  expect(rejected.slice(1).join("\n")).toMatch(/golfer59@lochside\.example/i);
  await check(
    page,
    "import check",
    dialog.getByRole("button", { name: "Import 183 members" }),
    ".mantine-Modal-content",
  );
  await screenshots(page, "screenshots/members-import-check");

  await dialog.getByRole("button", { name: "Import 183 members" }).click();
  await expect(
    dialog.getByText("Import done: 183 added, 0 updated, 17 skipped", { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByRole("heading", { name: "When the club goes live" })).toBeVisible();
  await expect(dialog.getByText(/^Nothing goes out until an owner presses Go live/)).toBeVisible();
  await check(page, "import done", dialog.getByRole("button", { name: "Done" }), ".mantine-Modal-content");
  await screenshots(page, "screenshots/members-import-done");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("1–25 of 184 members", { exact: true })).toBeVisible();

  // The same file again, matched by e-mail: nothing changes.
  await page.getByRole("button", { name: "Import CSV" }).click();
  const again = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "CSV or Excel file" }).click();
  await (await again).setFiles({
    name: "Contacts_export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(
    dialog.getByText("The choices made for the last file with these columns are filled in.", { exact: true }),
  ).toBeVisible();
  await dialog.getByRole("combobox", { name: "Members already in the club" }).click();
  await page.getByRole("option", { name: "Update the member with the same e-mail address" }).click();
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(summary.getByRole("listitem").filter({ hasText: "Unchanged" })).toHaveText(/^183/);
  await expect(summary.getByRole("listitem").filter({ hasText: "New members" })).toHaveText(/^0/);
  await expect(dialog.getByText("Nothing to import", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();

  // The mapping step in the other three languages, for the screenshots (SHOTS=1).
  if (!SCREENSHOTS) return;
  for (const [language, texts] of [
    ["de", membersDe],
    ["fr", membersFr],
    ["es", membersEs],
  ] as const) {
    expect((await page.request.put("/api/me/language", { data: { language } })).status()).toBe(200);
    await page.goto("/members");
    await page.getByRole("button", { name: texts.list.importCsv }).click();
    const inLanguage = page.getByRole("dialog", { name: texts.import.title });
    const file = page.waitForEvent("filechooser");
    await inLanguage.getByRole("button", { name: texts.import.file }).click();
    await (await file).setFiles({
      name: "Contacts_export.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await inLanguage.getByRole("button", { name: texts.import.next }).click();
    await expect(
      inLanguage.getByRole("heading", { name: texts.import.step(2, texts.import.stepMapping) }),
    ).toBeVisible();
    await screenshots(page, `screenshots/members-import-mapping-${language}`);
  }
});

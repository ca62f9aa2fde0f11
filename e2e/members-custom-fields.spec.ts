import type { Page } from "@playwright/test";
import { check } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Custom member fields (issue 32 §2, decision 064): a choice field defined in the membership settings, set on a
// member in the form, seen on the record; each screen passes axe in light and dark mode.

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Fiona");
});

async function addByApi(page: Page, clubId: string, member: { firstName: string; lastName: string }) {
  const response = await page.request.post(`/api/clubs/${clubId}/members`, { data: member });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

test("define a choice field in the membership settings, set it on a member, see it on the record", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Birchwood Golf Club");
  const member = await addByApi(page, clubId, { firstName: "Hazel", lastName: "Birch" });

  await page.goto("/membership-settings");
  await page.getByRole("link", { name: "Manage custom fields →" }).click();
  await expect(page).toHaveURL(/\/settings\/member-fields$/);
  const heading = page.getByRole("heading", { level: 1, name: "Custom member fields" });
  await check(page, "custom member fields, none", heading);

  await page.getByRole("button", { name: "New field" }).click();
  const dialog = page.getByRole("dialog", { name: "New custom field" });
  // The shared schema's message before anything is sent.
  await dialog.getByRole("textbox", { name: "Label" }).fill("Level");
  await dialog.getByRole("combobox", { name: "Type", exact: true }).click();
  await page.getByRole("option", { name: "Choice", exact: true }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("A choice field needs at least one choice.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Choices" }).fill("Bronze\nSilver\nGold");
  await check(page, "new custom field form", dialog, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole("table", { name: "Custom member fields" });
  await expect(table.getByRole("row").filter({ hasText: "Level" })).toContainText(
    "Choice: Bronze, Silver, Gold",
  );
  await check(page, "custom member fields, one", table);

  // The member form has the field; the record shows its value.
  await page.goto(`/members/${member.id}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Hazel Birch" });
  await edit.getByRole("combobox", { name: "Level", exact: true }).click();
  await page.getByRole("option", { name: "Silver", exact: true }).click();
  await check(page, "member form with a custom field", edit, '[role="dialog"]');
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  const details = page.getByRole("region", { name: "More details" });
  await expect(details.getByText("Silver", { exact: true })).toBeVisible();
  await check(page, "member record with a custom field", details);

  // At a phone's width the record still reads.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(details.getByText("Level", { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
});

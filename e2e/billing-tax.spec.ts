import { mkdirSync } from "node:fs";
import settingsEn from "../src/web/messages/settings/en.ts";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

/*
 * Tax rates (issue 36 item 2, decision 080): an owner defines the club's 19 % and 7 % rates in the financial
 * settings, bills a member a line at each, and sees per rate the net amount and the tax in the preview and in
 * the issued invoice's tax summary. The settings card, its dialog and the drawer pass axe light and dark and are
 * photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/billing-tax";
mkdirSync(SHOTS, { recursive: true });
const t = settingsEn.financial.taxRates;

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Theo");
});

test("an owner defines a 7 % rate, bills a line at each rate and sees the tax per rate", async ({ page }) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Taxwood Golf Club");
  const member = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Vera", lastName: "Levy", email: uniqueEmail("vera"), membershipType: "annual" },
  });
  expect(member.status(), await member.text()).toBe(201);

  // The financial settings: no rate yet, then the standard rate (the default) and a reduced one.
  await page.goto("/settings?section=financial");
  await expect(page.getByText(t.none)).toBeVisible();
  for (const [name, percent] of [
    ["Standard rate", "19"],
    ["Reduced rate", "7"],
  ] as const) {
    await page.getByRole("button", { name: t.add }).click();
    const dialog = page.getByRole("dialog", { name: t.addTitle });
    await dialog.getByRole("textbox", { name: t.name, exact: true }).fill(name);
    await dialog.getByLabel(t.percent).fill(percent);
    if (name === "Reduced rate") {
      await check(page, "the tax rate dialog", dialog.getByRole("textbox", { name: t.name, exact: true }));
      await screenshots(page, `${SHOTS}/rate-dialog`, { fullPage: false });
    }
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: t.saved(name) })).toBeVisible();
  }
  const rates = page.getByRole("list", { name: t.title });
  await expect(rates.getByRole("listitem")).toHaveCount(2);
  await expect(rates.getByRole("listitem").first()).toContainText("Standard rate");
  await expect(rates.getByRole("listitem").first()).toContainText(t.defaultBadge);
  await expect(rates.getByRole("listitem").nth(1)).toContainText("7%");
  await rates.scrollIntoViewIfNeeded();
  await check(page, "the tax rates", rates);
  await screenshots(page, `${SHOTS}/rates`);

  // A new invoice: a line at the default rate and one at the reduced rate.
  await page.goto("/billing");
  await page.getByRole("button", { name: "New invoice" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New invoice" });
  await dialog.getByLabel("Member to bill").fill("Levy");
  await dialog.getByRole("button", { name: "Bill Vera Levy" }).click();
  for (const [index, description, price] of [
    [1, "Green fee", "50.05"],
    [2, "Club magazine", "10.07"],
  ] as const) {
    await dialog.getByRole("button", { name: "Add a line" }).click();
    const line = dialog.getByRole("group", { name: `Line ${index}` });
    await line.getByLabel("Description").fill(description);
    await line.getByLabel("Unit price").fill(price);
    if (index === 2) {
      await line.getByRole("combobox", { name: "Tax rate" }).click();
      await page.getByRole("option", { name: "Reduced rate 7%" }).click();
    }
  }
  // 19 % of 50.05 is 9.5095 → 9.51; 7 % of 10.07 is 0.7049 → 0.70: each rate's tax rounded once.
  const preview = dialog.getByRole("group", { name: "Preview" });
  await expect(preview).toContainText("Tax (Standard rate 19%)$9.51");
  await expect(preview).toContainText("Tax (Reduced rate 7%)$0.70");
  await expect(preview).toContainText("Total$70.33");
  await check(page, "the new-invoice dialog with two rates", dialog);
  await screenshots(page, `${SHOTS}/new-invoice`, { fullPage: false });
  await dialog.getByRole("checkbox", { name: "E-mail it to the member when issued" }).uncheck();
  await dialog.getByRole("button", { name: "Create and issue" }).click();
  await expect(dialog).toHaveCount(0);

  // The issued invoice: each line's rate by its letter, the taxes in the totals and the tax summary.
  const drawer = page.getByRole("dialog", { name: /^Invoice INV-/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Tax A: Standard rate 19%")).toBeVisible();
  await expect(drawer.getByText("Tax B: Reduced rate 7%")).toBeVisible();
  const summary = drawer.getByRole("table", { name: "Tax summary" });
  await expect(summary.getByRole("row").nth(1)).toContainText(/A\s*Standard rate 19%\s*\$50\.05\s*\$9\.51/);
  await expect(summary.getByRole("row").nth(2)).toContainText(/B\s*Reduced rate 7%\s*\$10\.07\s*\$0\.70/);
  await expect(drawer.getByText("$70.33").first()).toBeVisible();
  await check(page, "the invoice with its tax summary", summary);
  await screenshots(page, `${SHOTS}/invoice`);
});

test("a membership type and the guests' green fee take a rate, also while the club keeps an inactive one", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Ratebrook Golf Club");
  for (const [name, percent, active] of [
    ["Standard rate", 19, true],
    ["Reduced rate", 7, true],
    ["Old rate", 16, false],
  ] as const) {
    const rate = await page.request.post(`/api/clubs/${clubId}/billing/tax-rates`, {
      data: { name, percent, kind: "standard", active },
    });
    expect(rate.status(), await rate.text()).toBe(201);
  }

  // The type's form lists the active rates (an inactive one offered only where it is chosen already).
  await page.goto("/settings/membership-types");
  const types = page.getByRole("table", { name: "Membership types" });
  await types.getByRole("button", { name: "Actions for Annual" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Annual" });
  await edit.getByRole("combobox", { name: "Tax rate" }).click();
  await expect(page.getByRole("option", { name: "Old rate 16%" })).toHaveCount(0);
  await page.getByRole("option", { name: "Reduced rate 7%" }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();

  // The golf settings: the guests' (and visitors') green fee at the reduced rate.
  await page.goto("/golf-settings");
  await page.getByRole("combobox", { name: "Guests' and visitors' green fee tax rate" }).click();
  await page.getByRole("option", { name: "Reduced rate 7%" }).click();
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByRole("alert").filter({ hasText: /saved/i }).first()).toBeVisible();
  const settings = await page.request.get(`/api/clubs/${clubId}/golf/settings`);
  const rates = await page.request.get(`/api/clubs/${clubId}/billing/tax-rates`);
  const reduced = ((await rates.json()) as { taxRates: { id: string; name: string }[] }).taxRates.find(
    (r) => r.name === "Reduced rate",
  );
  expect(await settings.json()).toMatchObject({
    guestGreenFeeTaxRateId: reduced?.id,
    memberGreenFeeTaxRateId: null,
  });
  await check(
    page,
    "the green fees with their tax rates",
    page.getByRole("combobox", { name: "Members' green fee tax rate" }),
  );
});

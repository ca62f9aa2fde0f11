import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import billingDe from "../src/web/messages/billing/de.ts";
import billingEn from "../src/web/messages/billing/en.ts";
import billingEs from "../src/web/messages/billing/es.ts";
import billingFr from "../src/web/messages/billing/fr.ts";
import shellDe from "../src/web/messages/shell/de.ts";
import shellEn from "../src/web/messages/shell/en.ts";
import shellEs from "../src/web/messages/shell/es.ts";
import shellFr from "../src/web/messages/shell/fr.ts";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

/*
 * The accountant's journal at /billing/journal (issue 36 §7, decision 078): an owner opens it from billing, sets
 * the club's accounts, is told what DATEV still needs, and downloads the year's journal for Xero, with the
 * invoice and its payment booked on those accounts. The screen passes axe light and dark, in English and
 * German, reads in all four languages, and is photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/billing-journal";
mkdirSync(SHOTS, { recursive: true });
const t = billingEn.journal;

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Jules");
});

/** A member with an issued invoice of $120.00 paid $50.00 by bank transfer today. */
async function billedMember(page: Page, clubId: string): Promise<string> {
  const member = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Nora", lastName: "Ledger", email: uniqueEmail("nora"), membershipType: "annual" },
  });
  expect(member.status(), await member.text()).toBe(201);
  const { id: memberId } = (await member.json()) as { id: string };
  const invoice = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId,
      lines: [{ kind: "custom", description: "Locker 2026", quantity: 1, unitMinor: 12_000, taxable: false }],
      issue: true,
      send: false,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const { id, number } = (await invoice.json()) as { id: string; number: string };
  const paid = await page.request.post(`/api/clubs/${clubId}/billing/invoices/${id}/payments`, {
    data: { method: "bank_transfer", amountMinor: 5_000 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return number;
}

test("an owner sets the club's accounts and downloads the year's journal for Xero", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Ledger Golf Club");
  const number = await billedMember(page, clubId);

  await page.goto("/billing");
  await page.getByRole("link", { name: billingEn.journal.open }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  const receivable = page.getByLabel(t.accounts.receivable);
  await expect(receivable).toHaveValue("610");
  await check(page, "the journal", receivable);
  await screenshots(page, `${SHOTS}/journal`);

  // The club's own accounts.
  await receivable.fill("1400");
  await page.getByLabel(t.accounts.kinds.custom).fill("");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByLabel(t.accounts.kinds.custom)).toHaveAccessibleDescription(
    "Give the account's number (or, for QuickBooks, its name).",
  );
  await page.getByLabel(t.accounts.kinds.custom).fill("8900");
  await page.getByLabel(billingEn.methods.bank_transfer).fill("1200");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("alert").filter({ hasText: t.saved })).toBeVisible();

  // DATEV needs the adviser's numbers first: said where the download was asked for, not as a page of JSON.
  const format = page.getByRole("combobox", { name: t.export.format });
  await format.click();
  await page.getByRole("option", { name: t.export.formats.datev }).click();
  await page.getByRole("button", { name: t.export.download }).click();
  await expect(
    page.getByText("Enter the tax adviser's number and the client number for DATEV first"),
  ).toBeVisible();
  await check(page, "the journal with a refusal", page.getByRole("button", { name: t.export.download }));

  await format.click();
  await page.getByRole("option", { name: t.export.formats.xero }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t.export.download }).click(),
  ]);
  const year = new Date().getUTCFullYear();
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^journal-xero-${year}-01-01-${year}-\\d\\d-\\d\\d\\.csv$`),
  );
  const file = readFileSync((await download.path()) as string, "utf8").replace(/^\uFEFF/, "");
  const lines = file.trim().split("\n");
  expect(lines[0]).toBe("Narration,Date,Description,AccountCode,TaxRate,Amount");
  expect(lines.filter((l) => l.includes(number) && l.includes(",1400,Tax Exempt,120.00"))).toHaveLength(1);
  expect(lines.filter((l) => l.includes(number) && l.includes(",8900,Tax Exempt,-120.00"))).toHaveLength(1);
  expect(lines.filter((l) => l.includes(number) && l.includes(",1200,Tax Exempt,50.00"))).toHaveLength(1);

  // In the other languages.
  const languages = [
    { shell: shellEn, next: "Deutsch", billing: billingDe, axe: true },
    { shell: shellDe, next: "Français", billing: billingFr, axe: false },
    { shell: shellFr, next: "Español", billing: billingEs, axe: false },
  ] as const;
  for (const language of languages) {
    await page.getByRole("button", { name: language.shell.userMenu.label }).click();
    await page.getByRole("menuitem", { name: language.next }).click();
    await page.keyboard.press("Escape");
    const heading = page.getByRole("heading", { level: 1, name: language.billing.journal.title });
    await expect(heading).toBeVisible();
    await expect(page.getByLabel(language.billing.journal.accounts.receivable)).toHaveValue("1400");
    if (language.axe) {
      await check(page, `the journal in ${language.next}`, heading);
      await screenshots(page, `${SHOTS}/journal-de`);
    }
  }
  // Back to English for the other tests of this owner.
  await page.getByRole("button", { name: shellEs.userMenu.label }).click();
  await page.getByRole("menuitem", { name: shellEs.clubLanguage("English") }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
});

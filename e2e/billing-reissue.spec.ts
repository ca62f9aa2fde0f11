import { mkdirSync } from "node:fs";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

/*
 * Credit and reissue (issue 36 §1, decision 076): an issued invoice is never edited. Staff correct one by
 * crediting it in full and editing a copy, which opens as a new draft. The dialog passes axe light and dark and is
 * photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/billing-reissue";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Rhea");
});

test("staff correct an issued invoice by crediting it and editing its copy as a new draft", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Dune Golf Club");
  const member = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Ned", lastName: "Niblick", email: uniqueEmail("ned"), membershipType: "annual" },
  });
  expect(member.status(), await member.text()).toBe(201);
  const { id: memberId } = (await member.json()) as { id: string };
  const invoice = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId,
      lines: [
        { kind: "custom", description: "Locker (wrong size)", quantity: 1, unitMinor: 6_000, taxable: false },
      ],
      issue: true,
      send: false,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const { id, number } = (await invoice.json()) as { id: string; number: string };

  await page.goto(`/billing?invoice=${id}`);
  const drawer = page.getByRole("dialog", { name: `Invoice ${number}` });
  await drawer.getByRole("button", { name: "Credit and reissue" }).click();
  const dialog = page.getByRole("dialog", { name: `Credit and reissue ${number}?` });
  await expect(dialog).toContainText("An issued invoice is not changed.");
  await check(page, "credit and reissue", dialog.getByLabel("Reason for the correction"));
  await screenshots(page, `${SHOTS}/reissue`);
  await dialog.getByLabel("Reason for the correction").fill("Wrong locker size");
  await dialog.getByRole("button", { name: "Credit and reissue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `${number} credited by CN-` })).toBeVisible();
  // The copy opens as a draft with the same line, to correct.
  await expect(page.getByRole("dialog", { name: /^Draft/ })).toContainText("Locker (wrong size)");
});

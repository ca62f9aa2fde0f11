import type { Locator, Page } from "@playwright/test";
import { check, chooseTheme, SCREENSHOTS, screenshots, settled } from "./axe.ts";
import { createOwnerByApi, joinByApi, linkInMail, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { PASSWORD } from "./helpers.ts";

// Issue 18, deliverable 5 (decision 033): the owner names an administrator in the club settings, the
// administrator opens the e-mailed link (signing in first), accepts, and the two have swapped roles.
// Screenshots only with SHOTS=1 (to the git-ignored screenshots/transfer), not in CI.
const SHOTS = SCREENSHOTS ? "screenshots/transfer" : null;

/** The section alone, at a desktop's and a phone's width, light and dark. */
async function sectionShots(page: Page, section: Locator, path: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const mode of ["light", "dark"] as const) {
      await chooseTheme(page, mode);
      await settled(page);
      await section.screenshot({ path: `${path}-${width}-${mode}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseTheme(page, "light");
}

test("a transfer of ownership", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await createOwnerByApi(browser, baseURL, "Olga");
  const clubName = "Maple Golf Club";
  const { clubId } = await openNewClub(page, owner, clubName);
  const nominee = await joinByApi(browser, baseURL, owner, clubId, "admin", "Nadia");
  const nomineeLabel = `Nadia Lovelace (${nominee.email})`;

  // The owner's section in the profile settings, above the danger zone.
  await page.goto("/settings/club");
  const section = page.getByRole("region", { name: "Transfer ownership" });
  await expect(section.getByText("Only active administrators can be named.")).toBeVisible();
  if (SHOTS) await sectionShots(page, section, `${SHOTS}/section`);
  await section.getByRole("combobox", { name: "New owner" }).click();
  await page.getByRole("option", { name: nomineeLabel }).click();
  await section.getByRole("button", { name: "Transfer ownership" }).click();
  const dialog = page.getByRole("dialog", { name: `Transfer ownership of ${clubName}?` });
  await check(page, "the transfer's confirmation", dialog.getByRole("button", { name: "Send the request" }));
  if (SHOTS) await screenshots(page, `${SHOTS}/confirm`, { fullPage: false });
  await dialog.getByRole("button", { name: "Send the request" }).click();
  await expect(section.getByText(/^Waiting for Nadia Lovelace to accept, until /)).toBeVisible();
  await expect(section.getByRole("button", { name: "Cancel transfer" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await check(page, "the pending transfer", section.getByRole("button", { name: "Cancel transfer" }));
  if (SHOTS) await sectionShots(page, section, `${SHOTS}/pending`);

  // The nominee opens the e-mailed link signed out: the sign-in screen comes first, then the link's page.
  const link = await linkInMail(
    page.request,
    nominee.email,
    `Become the owner of ${clubName}?`,
    /transfer-ownership\?token=/,
  );
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const guest = await context.newPage();
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await expect(guest).toHaveURL(/\/sign-in/);
  await guest.getByLabel("E-mail").fill(nominee.email);
  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(guest).toHaveURL(/\/transfer-ownership\?token=/);
  await expect(guest.getByRole("heading", { level: 1, name: "Transfer of ownership" })).toBeVisible();
  const accept = guest.getByRole("button", { name: "Accept and become the owner" });
  await expect(guest.getByText(`Olga Lovelace asks you to become the owner of ${clubName}.`)).toBeVisible();
  await check(guest, "the transfer's page at 375 px", accept);
  // Usable on a phone: nothing wider than the screen.
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (SHOTS) await screenshots(guest, `${SHOTS}/answer`);
  await accept.click();

  // The new owner lands on the club's dashboard as its owner.
  await expect(guest).toHaveURL(/\/$/);
  await expect(guest.getByText(`You are now the owner of ${clubName}.`)).toBeVisible();
  await expect(guest.getByText("Owner", { exact: true }).first()).toBeVisible();
  await guest.goto("/settings/club");
  await expect(guest.getByRole("region", { name: "Transfer ownership" })).toBeVisible();
  // The link works once.
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await expect(guest.getByRole("alert")).toHaveText("This transfer of ownership was accepted already.");
  await context.close();

  // The former owner is an administrator now: no transfer, no deletion.
  await page.goto("/");
  await expect(page.getByText("Admin", { exact: true }).first()).toBeVisible();
  await page.goto("/settings/club");
  await expect(page.getByRole("region", { name: "Contact details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Transfer ownership" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete club" })).toHaveCount(0);
});

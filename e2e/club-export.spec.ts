import { mkdirSync, readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { check, chooseTheme, SCREENSHOTS, settled } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The full club export (issue 18): the owner starts "Export all data" on the club settings, sees the export
 * finish, downloads the archive and finds a ZIP of the club's files in it. The section passes axe in light and
 * dark mode, and is photographed at 1280 and 375 px (into /tmp, not the repository).
 */

const SHOTS = "screenshots/club-export";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Ellen");
});

test("the owner exports all of the club's data and downloads it as a ZIP archive", async ({ page }) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Export Meadows Club");
  await page.goto("/settings/club");
  const section = page.getByRole("region", { name: "Export all data" });
  await expect(section).toBeVisible();
  await expect(section.getByText("Passwords, payment credentials")).toBeVisible();
  await check(page, "the export section", section.getByRole("button", { name: "Export all data" }));

  await section.getByRole("button", { name: "Export all data" }).click();
  const link = section.getByRole("link", { name: /^Download ZIP \(.+\)$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText("Your export is ready.")).toBeVisible();
  await expect(section.getByText(/The download link works until/)).toBeVisible();
  await expect(section.getByRole("button", { name: "Start a new export" })).toBeVisible();
  await check(page, "a finished export", link);
  // The section at a desktop's and a phone's width, light and dark; at 375 px nothing is wider than the screen.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `nothing wider than ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    for (const mode of SCREENSHOTS ? (["light", "dark"] as const) : []) {
      await chooseTheme(page, mode);
      await settled(page);
      await section.screenshot({ path: `${SHOTS}/club-export-ready-${width}-${mode}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseTheme(page, "light");

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^export-meadows-club-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = new Uint8Array(readFileSync((await download.path()) ?? ""));
  expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const entries = unzipSync(bytes);
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(["club.json", "members.csv", "manifest.json"]));
  const club = JSON.parse(strFromU8(entries["club.json"] as Uint8Array)) as { id: string; name: string };
  expect(club).toMatchObject({ id: clubId, name: "Export Meadows Club" });
});

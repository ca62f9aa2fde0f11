import { mkdirSync } from "node:fs";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The help center (issue 18, decision 031): a screen's help button opens its article; the search finds
 * articles by words of their text, marks them in an excerpt, keeps the search in the address, and says so
 * when nothing matches; an article lists its sections and leads back. Axe light and dark; usable at 375 px;
 * screenshots at 1280 and 375 px.
 */

const SHOTS = "screenshots/help-center";
mkdirSync(SHOTS, { recursive: true });

test("the help search, an article, and a screen's help button", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await createOwnerByApi(browser, baseURL, "Hugo");
  await openNewClub(page, owner, "Heron Bay Golf Club");

  // From the members list, its help: the members' article, with its picture.
  await page.goto("/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await page.getByRole("link", { name: "Help for this screen" }).click();
  await expect(page).toHaveURL(/\/help-center\/members-and-imports$/);
  const article = page.getByRole("article", { name: "Members and imports" });
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("Members and imports");
  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: "Import members from a CSV or Excel file" }).click();
  await expect(page).toHaveURL(/#import-members-from-a-csv-or-excel-file$/);
  await expect(
    article.getByRole("heading", { level: 2, name: "Import members from a CSV or Excel file" }),
  ).toBeInViewport();
  const picture = article.getByRole("img", { name: /^The check of a CSV file/ });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveJSProperty("complete", true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(500);
  await check(page, "a help article", picture);
  await screenshots(page, `${SHOTS}/article`);

  // Back to the help center: every area's articles.
  await article.getByRole("link", { name: "Back to help" }).first().click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.getByRole("heading", { level: 1, name: "Help center" })).toBeVisible();
  for (const area of ["Getting started", "Your club", "Members", "Golf", "Billing", "Communications"]) {
    await expect(page.getByRole("heading", { level: 2, name: area, exact: true })).toBeVisible();
  }

  // The search: accents and case ignored, the best match first, the words marked, the search in the address.
  const search = page.getByRole("searchbox", { name: "Search the help" });
  await search.fill("Tee SHEET");
  await expect(page).toHaveURL(/\?q=Tee(\+|%20)SHEET$/);
  const results = page.getByRole("list", { name: "Results for “Tee SHEET”" });
  await expect(results.getByRole("listitem").first().getByRole("heading", { level: 3 })).toHaveText(
    "Golf: tee sheet and golf settings",
  );
  await expect(results.getByRole("listitem").first().locator("mark").first()).toHaveText(/^(tee|sheet)$/i);
  await check(page, "the help search's results", results);
  await screenshots(page, `${SHOTS}/search`);

  // Nothing matches.
  await search.fill("xylophone");
  await expect(page.getByText("No articles match")).toBeVisible();
  await expect(page.getByRole("list", { name: /^Results for/ })).toHaveCount(0);
  // A search is one step of the history: back leaves it, and the field follows the address.
  await page.goBack();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(search).toHaveValue("");
  await expect(page.getByText("No articles match")).toBeHidden();

  // A shared search opens with its results; a result opens its article.
  await page.goto("/help-center?q=void%20invoice");
  await expect(page.getByRole("searchbox", { name: "Search the help" })).toHaveValue("void invoice");
  const shared = page.getByRole("list", { name: "Results for “void invoice”" });
  await shared.getByRole("link", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/help-center\/billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();

  // A phone: the search and an article fit the screen's width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/help-center?q=invoice");
  await expect(page.getByRole("list", { name: "Results for “invoice”" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto("/help-center/golf");
  await expect(page.getByRole("img", { name: /^The tee sheet of a course/ })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The help button is in the phone's header too: from the tee sheet, its article.
  await page.goto("/golf-bookings");
  await page.getByRole("link", { name: "Help for this screen" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Golf: tee sheet and golf settings" }),
  ).toBeVisible();
  // From the dashboard (issue 18's screens have landed), its help: the dashboard's article, with its picture.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Recent activity" })).toBeVisible();
  await page.getByRole("link", { name: "Help for this screen" }).click();
  await expect(page).toHaveURL(/\/help-center\/dashboard$/);
  const dashboard = page.getByRole("article", { name: "The dashboard" });
  await expect(dashboard.getByRole("heading", { level: 2, name: "A member's home" })).toBeAttached();
  const cards = dashboard.getByRole("img", { name: /^The dashboard of a club's owner/ });
  await cards.scrollIntoViewIfNeeded();
  await expect(cards).toHaveJSProperty("complete", true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // In German, chosen in the user menu: the article changes in place, and the search folds the umlauts.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/help-center/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Abrechnung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zur Hilfe" }).first()).toBeVisible();
  await page.goto("/help-center?q=uberfallig");
  const german = page.getByRole("list", { name: "Ergebnisse für „uberfallig“" });
  await expect(german.getByRole("link", { name: "Abrechnung" })).toBeVisible();
  await expect(german.locator("mark").first()).toHaveText("Überfällig");
});

import type { Page } from "@playwright/test";
import { ownerOfNewClub, png } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { createAccount, signedInOwner, signIn, uniqueEmail } from "./helpers.ts";

const switcher = (page: Page, club: string) =>
  page.getByRole("button", { name: `Club: ${club}. Switch club` });

test("sign up with club data, confirm the e-mail, sign in and land in the new club as its owner", async ({
  page,
}) => {
  await signedInOwner(page, "Grace", "Hopper Hills Golf Club");
  await expect(page).toHaveURL(/\/$/);
  // The name under the greeting (the recent activity names the club's record too, issue 34).
  await expect(
    page.getByRole("main").getByText("Hopper Hills Golf Club", { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText("Owner", { exact: true })).toBeVisible();
  // The owner may manage the settings: the navigation offers them.
  await expect(page.getByRole("link", { name: "Settings", exact: true })).toBeVisible();
  // The pending data is used up: signing in again does not create a second club.
  expect(await page.evaluate(() => localStorage.getItem("clubhouse.pendingClub"))).toBeNull();
  await page.reload();
  await switcher(page, "Hopper Hills Golf Club").click();
  await expect(page.getByRole("menuitem")).toHaveCount(2); // the club and "Create a club"
});

test("without club data, sign-in leads to onboarding, where a bad field is named, the country sets the formats and the club is created", async ({
  page,
}) => {
  const email = uniqueEmail("noclub");
  await createAccount(page, email, "Nora");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/club-onboarding$/);
  await expect(page.getByRole("heading", { name: "Create your club" })).toBeVisible();
  // The app's screens wait for a club.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/club-onboarding$/);

  await expect(page.getByLabel("Club e-mail")).toHaveValue(email);
  await page.getByLabel("Club name").fill("Nora's Padel Club");
  // An address without its https:// is taken (issue 34); text that is no address is not.
  await page.getByLabel("Website").fill("nora padel club");
  await page.getByRole("button", { name: "Create club" }).click();
  await expect(page.getByText("Enter a full web address, such as https://example.com.")).toBeVisible();
  await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/club-onboarding$/);

  await page.getByLabel("Website").fill("nora-padel.example");
  // The browser (en-US, UTC) suggests its country and zone; a Scottish club names its own (issue 32).
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("United States");
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("UTC");
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
  await page.getByRole("combobox", { name: "Country" }).fill("United King");
  await page.getByRole("option", { name: "United Kingdom" }).click();
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("GBP");
  await expect(
    page.getByText("Dates 14/02/2026, times 14:30, weeks start on Monday, language English."),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "Time zone" }).fill("Europe/Lond");
  await page.getByRole("option", { name: "Europe/London" }).click();
  await page.getByRole("button", { name: "Create club" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(switcher(page, "Nora's Padel Club")).toBeVisible();
  await expect(page.getByRole("main").getByText("Nora's Padel Club", { exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/London");
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("GBP");
  await expect(page.getByRole("combobox", { name: "Date format" })).toHaveValue(/^dd\/MM\/yyyy — /);
  await expect(page.getByRole("combobox", { name: "Time format" })).toHaveValue(/^24h — /);
  await expect(page.getByRole("combobox", { name: "First day of the week" })).toHaveValue("Monday");
});

test("switch between two clubs; the choice is kept across a reload", async ({ page }) => {
  await ownerOfNewClub(page, "Sven", "Fjord Golf Club");
  await switcher(page, "Fjord Golf Club").click();
  await page.getByRole("menuitem", { name: "Create a club" }).click();
  await expect(page.getByRole("heading", { name: "Create another club" })).toBeVisible();
  await page.getByLabel("Club name").fill("Fjord Tennis Club");
  await page.getByRole("button", { name: "Create club" }).click();

  // The new club is the selected one.
  await expect(switcher(page, "Fjord Tennis Club")).toBeVisible();
  await expect(page.getByRole("main").getByText("Fjord Tennis Club", { exact: true }).first()).toBeVisible();

  await switcher(page, "Fjord Tennis Club").click();
  await page.getByRole("menuitem", { name: /Fjord Golf Club/ }).click();
  await expect(switcher(page, "Fjord Golf Club")).toBeVisible();
  await expect(page.getByRole("main").getByText("Fjord Golf Club", { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(switcher(page, "Fjord Golf Club")).toBeVisible();
  const selected = await page.evaluate(() => localStorage.getItem("selectedClubId"));
  const clubs = (await (await page.request.get("/api/clubs")).json()) as {
    clubs: { id: string; name: string }[];
  };
  expect(clubs.clubs.find((c) => c.id === selected)?.name).toBe("Fjord Golf Club");
});

/** The background colour of the header's Clubhouse mark, a filled element in the club's primary colour. */
const markColour = (page: Page) =>
  page
    .getByRole("link", { name: "Clubhouse home" })
    .locator(".mantine-ThemeIcon-root")
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test("upload a logo and a favicon, choose a colour and theme: the whole page takes the club's branding", async ({
  page,
}) => {
  await ownerOfNewClub(page, "Bea", "Bluebell Golf Club");
  expect(await markColour(page)).toBe("rgb(14, 165, 233)"); // the default primary colour, #0ea5e9

  await page.goto("/branding");
  await page.getByLabel("Logo image file").setInputFiles({
    name: "bluebell-logo.png",
    mimeType: "image/png",
    buffer: await png(320, 160, "#3355aa"),
  });
  await expect(page.getByRole("img", { name: "Current logo" })).toHaveAttribute(
    "src",
    /\/files\/club-logos\/[0-9a-f-]+-logo-\d+\.png$/,
  );
  await page.getByLabel("Favicon image file").setInputFiles({
    name: "bluebell-favicon.png",
    mimeType: "image/png",
    buffer: await png(64, 64, "#1a7f37"),
  });
  await expect(page.getByRole("img", { name: "Current favicon" })).toBeVisible();
  // The tab shows the club's favicon, and the header the club's logo.
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href))
    .toMatch(/\/files\/club-favicons\/[0-9a-f-]+-favicon-\d+\.png$/);
  await expect(
    page.getByRole("button", { name: "Club: Bluebell Golf Club. Switch club" }).locator("img"),
  ).toHaveAttribute("src", /\/files\/club-logos\//);

  await page.getByLabel("Primary colour").fill("#1a7f37");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect.poll(() => markColour(page)).toBe("rgb(26, 127, 55)");
  await expect(page.locator("html")).toHaveClass(/club-theme-auto/);

  // The club's dark theme applies while the user has not chosen one; dark mode lifts the colour.
  await page.getByRole("combobox", { name: "Club theme" }).click();
  await page.getByRole("option", { name: /^Dark/ }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.locator("html")).toHaveClass(/club-theme-dark/);
  await expect.poll(() => markColour(page)).toBe("rgb(31, 224, 86)"); // #1fe056

  // Still so after a reload, from the first paint.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect.poll(() => markColour(page)).toBe("rgb(31, 224, 86)");
  // The user's own choice wins over the club's.
  // (the segment's text is for screen readers; a sighted user clicks the sun icon, the first segment)
  await page.getByRole("radiogroup", { name: "Theme" }).locator("label").first().click();
  await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
  await expect.poll(() => markColour(page)).toBe("rgb(26, 127, 55)");
});

test("delete a club: a wrong name is refused, the right one (any case) deletes it and moves on", async ({
  page,
}) => {
  await ownerOfNewClub(page, "Dora", "Doomed Dunes Golf Club");
  const other = await page.request.post("/api/clubs", {
    data: { name: "Surviving Shores Club", email: "shores@example.com" },
  });
  expect(other.status()).toBe(201);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete club" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Doomed Dunes Golf Club?" });
  await dialog.getByLabel("Type the club's name to confirm").fill("Doomed Dunes");
  await dialog.getByRole("button", { name: "Delete this club" }).click();
  await expect(dialog.getByText("Club name confirmation does not match")).toBeVisible();

  await dialog.getByLabel("Type the club's name to confirm").fill("  doomed dunes GOLF club ");
  await dialog.getByRole("button", { name: "Delete this club" }).click();
  await expect(page.getByText("Club deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Club: Surviving Shores Club. Switch club" })).toBeVisible();
  await page.getByRole("button", { name: "Club: Surviving Shores Club. Switch club" }).click();
  await expect(page.getByRole("menuitem", { name: /Doomed Dunes/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Deleting the last club leads to onboarding.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete club" }).click();
  await page.getByLabel("Type the club's name to confirm").fill("Surviving Shores Club");
  await page.getByRole("button", { name: "Delete this club" }).click();
  await expect(page).toHaveURL(/\/club-onboarding$/);
  await expect(page.getByRole("heading", { name: "Create your club" })).toBeVisible();
});

import { expect, type Page, test } from "@playwright/test";
import { createAccount, signedInOwner, signIn, uniqueEmail } from "./helpers.ts";

const switcher = (page: Page, club: string) =>
  page.getByRole("button", { name: `Club: ${club}. Switch club` });

test("sign up with club data, confirm the e-mail, sign in and land in the new club as its owner", async ({
  page,
}) => {
  await signedInOwner(page, "Grace", "Hopper Hills Golf Club");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Hopper Hills Golf Club" })).toBeVisible();
  await expect(page.getByText("Owner", { exact: true })).toBeVisible();
  // The owner may manage the settings: the navigation offers them.
  await expect(page.getByRole("link", { name: "Settings", exact: true })).toBeVisible();
  // The pending data is used up: signing in again does not create a second club.
  expect(await page.evaluate(() => localStorage.getItem("clubhouse.pendingClub"))).toBeNull();
  await page.reload();
  await switcher(page, "Hopper Hills Golf Club").click();
  await expect(page.getByRole("menuitem")).toHaveCount(2); // the club and "Create a club"
});

test("without club data, sign-in leads to onboarding, where a bad field is named and the club is created", async ({
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
  await page.getByLabel("Website").fill("nora-padel.example");
  await page.getByRole("button", { name: "Create club" }).click();
  await expect(page.getByText("Enter a full web address, such as https://example.com.")).toBeVisible();
  await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/club-onboarding$/);

  await page.getByLabel("Website").fill("https://nora-padel.example");
  await page.getByRole("button", { name: "Create club" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(switcher(page, "Nora's Padel Club")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nora's Padel Club" })).toBeVisible();
});

test("switch between two clubs; the choice is kept across a reload", async ({ page }) => {
  await signedInOwner(page, "Sven", "Fjord Golf Club");
  await switcher(page, "Fjord Golf Club").click();
  await page.getByRole("menuitem", { name: "Create a club" }).click();
  await expect(page.getByRole("heading", { name: "Create another club" })).toBeVisible();
  await page.getByLabel("Club name").fill("Fjord Tennis Club");
  await page.getByRole("button", { name: "Create club" }).click();

  // The new club is the selected one.
  await expect(switcher(page, "Fjord Tennis Club")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Fjord Tennis Club" })).toBeVisible();

  await switcher(page, "Fjord Tennis Club").click();
  await page.getByRole("menuitem", { name: /Fjord Golf Club/ }).click();
  await expect(switcher(page, "Fjord Golf Club")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Fjord Golf Club" })).toBeVisible();

  await page.reload();
  await expect(switcher(page, "Fjord Golf Club")).toBeVisible();
  const selected = await page.evaluate(() => localStorage.getItem("selectedClubId"));
  const clubs = (await (await page.request.get("/api/clubs")).json()) as {
    clubs: { id: string; name: string }[];
  };
  expect(clubs.clubs.find((c) => c.id === selected)?.name).toBe("Fjord Golf Club");
});

import { expect, test } from "./fixtures.ts";

test("the 404 screen has the spec's texts and buttons", async ({ page }) => {
  await page.goto("/404");
  await expect(page.getByRole("heading", { name: "Oops! Page Not Found!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  // Home needs a session: the guard sends a visitor to sign in.
  await expect(page).toHaveURL(/\/sign-in/);
});

test("an unmatched route shows 'Not Found'", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("Not Found", { exact: true })).toBeVisible();
});

test("the 500 screen has the spec's texts", async ({ page }) => {
  await page.goto("/500");
  await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
  await expect(page.getByText("We apologize for the inconvenience. Please try again later.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});

test("the 401, 403, 503 and network-error screens each explain themselves", async ({ page }) => {
  for (const path of ["/401", "/403", "/503", "/network-error"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  }
});

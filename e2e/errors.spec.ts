import type { Page } from "@playwright/test";
import { ownerOfNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

async function signedIn(page: Page, name: string): Promise<void> {
  await ownerOfNewClub(page, name, `${name}'s Club`);
}

const toasts = (page: Page) => page.locator(".mantine-Notification-root");

test("toasts show the response's title at the top right, at most 3 at once, each with a close button", async ({
  page,
}) => {
  await signedIn(page, "Tess");
  // The server refuses the profile request with a different reason each time.
  let n = 0;
  await page.route("**/api/me", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ code: "BAD_REQUEST", title: `Request ${++n} was refused.` }),
    }),
  );
  await page.reload();
  await expect(page.getByText("Request 1 was refused.")).toBeVisible();
  const retry = page.getByRole("button", { name: "Try again" });
  for (let i = 2; i <= 5; i++) {
    await retry.click();
    await expect.poll(() => n).toBe(i);
  }
  // Five refusals, three toasts: the others wait for a free place.
  await expect(toasts(page)).toHaveCount(3);
  await expect(page.getByText("Request 5 was refused.")).toBeHidden();

  const first = toasts(page).first();
  const box = await first.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width * 0.6 && box.y < viewport.height / 3).toBe(
    true,
  );
  const text = ((await first.textContent()) ?? "").trim();
  await first.getByRole("button", { name: "Close notification" }).click();
  await expect(page.getByText(text)).toBeHidden();
  // Toasts wait while the pointer rests on them; move it away as a reader would.
  await page.mouse.move(10, 400);
  // Every refusal is shown in turn, never more than 3 at once.
  await expect(page.getByText("Request 5 was refused.")).toBeVisible({ timeout: 15_000 });
  // (a closing toast fades out for a moment while the next one comes in)
  await expect.poll(() => toasts(page).count()).toBeLessThanOrEqual(3);
  // After 4 seconds they go by themselves.
  await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
});

test("a 401 answer ends the session with 'Session expired!' and goes to sign in", async ({ page }) => {
  await signedIn(page, "Sam");
  await page.route("**/api/me", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ code: "UNAUTHENTICATED", title: "Authentication required" }),
    }),
  );
  await page.reload();
  await expect(page.getByText("Session expired!")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.unroute("**/api/me");
  // The session really ended: the dashboard asks to sign in again.
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a 500 answer shows 'Internal Server Error!' and the 500 screen", async ({ page }) => {
  await signedIn(page, "Ivy");
  await page.route("**/api/me", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "INTERNAL", title: "Internal Server Error" }),
    }),
  );
  await page.reload();
  await expect(page.getByText("Internal Server Error!")).toBeVisible();
  await expect(page).toHaveURL(/\/500$/);
  await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
});

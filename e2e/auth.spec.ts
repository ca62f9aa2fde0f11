import { createOwnerByApi } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import {
  confirmEmail,
  createAccount,
  openMail,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
  waitOutSignInLimit,
} from "./helpers.ts";

test("sign up, confirm the e-mail from the development mailbox, sign in and sign out", async ({ page }) => {
  const email = uniqueEmail("ada");
  await signUp(page, email, "Ada", "Lovelace");
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before confirming is refused with a clear message.
  await signIn(page, email);
  await expect(page.getByRole("alert")).toContainText(/confirm/i);

  await confirmEmail(page, email);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // No club yet: the app asks for one first.
  await expect(page).toHaveURL(/\/club-onboarding$/);
  await expect(page.getByRole("heading", { name: "Create your club" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // The session is gone: the dashboard sends us back to sign in.
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // A signed-out visit to a signed-in address goes to the sign-in screen without asking for the clubs first
  // (whose 401 showed as an error in the browser's console).
  const clubRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/clubs")) clubRequests.push(r.url());
  });
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  await page.goto("/members");
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmembers/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(clubRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a member whom the club added signs up with their address, confirms it and lands on their member home", async ({
  page,
  browser,
  baseURL,
}) => {
  // The club's owner adds the person with the address as they gave it (issue 32 §5).
  const owner = await createOwnerByApi(browser, baseURL);
  const staff = await browser.newContext({ baseURL });
  await staff.addCookies(owner.cookies);
  const club = await staff.request.post("/api/clubs", {
    data: { name: "Heron Golf Club", email: owner.email },
  });
  expect(club.status()).toBe(201);
  const { id: clubId } = (await club.json()) as { id: string };
  const email = uniqueEmail("mia");
  const added = await staff.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Mia", lastName: "Member", email: email.toUpperCase() },
  });
  expect(added.status(), await added.text()).toBe(201);
  await staff.close();

  await signUp(page, email, "Mia", "Member");
  await confirmEmail(page, email);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await waitOutSignInLimit(page);
  // Their member home in the club, not "Create your club".
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome, Mia" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Club: Heron Golf Club. Switch club" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Membership" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create your club" })).toHaveCount(0);
});

test("forgot password, reset it from the e-mail, and sign in with the new password", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createAccount(page, email, "Rita", { name: "Reset Golf Club" });

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The address changes before the new screen replaces the sign-in form, whose field is also "E-mail".
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account exists for that address, we have sent a link to reset the password."),
  ).toBeVisible();

  await openMail(page, email, "Reset your password");
  await page
    .getByRole("article", { name: "Message" })
    .getByRole("link", { name: "Choose a new password" })
    .click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("A-brand-new-password");
  await page.getByLabel("Confirm new password").fill("A-brand-new-password");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reset=1/);
  await expect(
    page.getByText("Your password has been changed. Sign in with your new password."),
  ).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Invalid e-mail or password.");
  await signIn(page, email, "A-brand-new-password");
  await expect(page.getByRole("heading", { name: "Welcome, Rita" })).toBeVisible();
});

test("sign in with a one-time code from the e-mail", async ({ page }) => {
  const email = uniqueEmail("otp");
  await createAccount(page, email, "Otto", { name: "Otto's Tennis Club" });

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Sign in with a one-time code" }).click();
  await expect(page).toHaveURL(/\/otp/);
  // The address changes before the new screen replaces the sign-in form, whose field is also "E-mail".
  await expect(page.getByRole("heading", { name: "Sign in with a one-time code" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();

  const codePage = await page.context().newPage();
  await openMail(codePage, email, "Your Clubhouse sign-in code");
  const text = (await codePage.getByRole("article", { name: "Message" }).textContent()) ?? "";
  const code = /(\d{6})/.exec(text)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await codePage.close();

  await page.getByLabel("One-time code").first().click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Sign in with code" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Otto" })).toBeVisible();
});

test("a sixth wrong password inside a minute is refused with a message saying when to retry", async ({
  page,
}) => {
  const email = uniqueEmail("limit");
  await createAccount(page, email);
  for (let i = 1; i <= 5; i++) {
    await signIn(page, email, `wrong-password-${i}`);
    await expect(page.getByRole("alert")).toContainText("Invalid e-mail or password.");
  }
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText(
    /Too many attempts\. Please try again in \d+ seconds?\./,
  );
  // The way in that an attacker cannot close (decision 070).
  await expect(page.getByRole("alert")).toContainText("On a new device, sign in with a one-time code");
  await expect(page).toHaveURL(/\/sign-in/);
});

import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";

export const PASSWORD = "Clubhouse-e2e-password";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** Opens the newest message to `to` with `subject` in the development mailbox, as a person would. */
export async function openMail(page: Page, to: string, subject: string): Promise<void> {
  await expect(async () => {
    await page.goto("/dev/mailbox");
    const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: subject }).first();
    await expect(row).toBeVisible({ timeout: 500 });
    await row.getByRole("link", { name: subject }).click();
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: subject }).first()).toBeVisible();
}

/** Club data given at sign-up: the club is created when the account first signs in on this browser. */
export interface ClubAtSignUp {
  name: string;
  email?: string;
}

export async function signUp(
  page: Page,
  email: string,
  firstName = "Ada",
  lastName = "Lovelace",
  club?: ClubAtSignUp,
): Promise<void> {
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  if (club) {
    await page.getByLabel("I am setting up a club").check();
    await page.getByLabel("Club name").fill(club.name);
    if (club.email) await page.getByLabel("Club e-mail").fill(club.email);
  }
  await page.getByRole("button", { name: "Create account" }).click();
  // Each worker's server sees every test's sign-ups from one address, 30 a minute at most.
  const done = page.getByText("Check your e-mail");
  await expect(done.or(limitNotice(page))).toBeVisible();
  if (await waitedOutLimit(page)) await page.getByRole("button", { name: "Create account" }).click();
  await expect(done).toBeVisible();
}

export async function confirmEmail(page: Page, email: string): Promise<void> {
  await openMail(page, email, "Confirm your e-mail address");
  await page
    .getByRole("article", { name: "Message" })
    .getByRole("link", { name: "Confirm e-mail address" })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?verified=1/);
  await expect(page.getByText("Your e-mail address is confirmed. Sign in to continue.")).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The form's notice that the server's per-address limit refused the attempt ('Too many attempts …'). */
export function limitNotice(page: Page) {
  return page.getByText(/Too many attempts\. Please try again in (\d+) seconds?\./);
}

/**
 * When the per-address limit's notice shows (a test has an address of its own, decision 047, but what a spec
 * sets up in beforeAll comes from 127.0.0.1, shared by the worker's specs), waits the seconds it names, as a person would, with the test's time
 * lengthened by as much; answers whether it waited, so that the caller makes its attempt again.
 */
export async function waitedOutLimit(page: Page): Promise<boolean> {
  const notice = limitNotice(page);
  if (!(await notice.isVisible())) return false;
  const seconds = Number((await notice.textContent())?.match(/in (\d+) second/)?.[1] ?? 60);
  test.info().setTimeout(test.info().timeout + (seconds + 15) * 1000);
  await page.waitForTimeout((seconds + 1) * 1000);
  return true;
}

/**
 * Signs in as a person would when the server's per-address limit answers 'Too many attempts. Please try
 * again in N seconds.' (a set-up in beforeAll shares 127.0.0.1 with the worker's other specs): waits the N
 * seconds and signs in again.
 * For the set-up of a test; a test of the limit itself uses signIn.
 */
export async function signInWaitingOutLimit(page: Page, email: string, password = PASSWORD): Promise<void> {
  await signIn(page, email, password);
  await waitOutSignInLimit(page);
}

/**
 * After "Sign in" was clicked on the sign-in screen (with whatever `redirect` it has): when the per-address
 * limit answers, waits the seconds it names and clicks again, until the browser has left the sign-in screen.
 */
export async function waitOutSignInLimit(page: Page): Promise<void> {
  const limited = limitNotice(page);
  for (let attempt = 0; attempt < 3; attempt++) {
    // Each side settles on its own (no unhandled rejection from the one that loses the race).
    const outcome = await Promise.race([
      page
        .waitForURL((url) => !url.pathname.startsWith("/sign-in"), { timeout: 20_000 })
        .then(
          () => "in",
          () => "unknown",
        ),
      limited.waitFor({ timeout: 20_000 }).then(
        () => "limited",
        () => "unknown",
      ),
    ]);
    if (outcome !== "limited") return;
    await waitedOutLimit(page);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  }
}

/** A confirmed account, created through the screens; with `club`, the club is created at first sign-in. */
export async function createAccount(
  page: Page,
  email: string,
  firstName = "Ada",
  club?: ClubAtSignUp,
): Promise<void> {
  await signUp(page, email, firstName, "Lovelace", club);
  await confirmEmail(page, email);
}

/** A new owner signed in on the dashboard of their new club. */
export async function signedInOwner(page: Page, firstName: string, clubName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await createAccount(page, email, firstName, { name: clubName });
  await signInWaitingOutLimit(page, email);
  await expect(page.getByRole("heading", { name: `Welcome, ${firstName}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Club: ${clubName}. Switch club` })).toBeVisible();
  return email;
}

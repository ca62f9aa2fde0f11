import type { Browser, Page } from "@playwright/test";
import { createOwnerByApi, linkInMail, ownerOfNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { createAccount, openMail, PASSWORD, signIn, uniqueEmail, waitOutSignInLimit } from "./helpers.ts";

type Role = "admin" | "manager" | "member";
// Some tests here sign in twice, and the server allows 30 sign-ins a minute per address: each test has an
// address of its own (decision 047), but one that waits out a limit, as a person would, still needs time for
// its own steps.
test.describe.configure({ timeout: 150_000 });

const ROLE_LABEL: Record<Role, string> = { admin: "Admin", manager: "Manager", member: "Member" };
const DAY_MS = 86_400_000;

interface Sent {
  id: string;
  clubId: string;
  /** The link of the invitation e-mail. */
  link: string;
}

/** The owner's selected club (the page is on the club's dashboard). */
async function selectedClubId(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem("selectedClubId"));
  expect(id).toBeTruthy();
  return id as string;
}

/** The owner invites `email` through the API and opens the e-mail that arrives, for its link. */
async function invite(
  page: Page,
  clubName: string,
  email: string,
  role: Role,
  message?: string,
): Promise<Sent> {
  const clubId = await selectedClubId(page);
  const response = await page.request.post(`/api/clubs/${clubId}/invitations`, {
    data: { email, role, ...(message ? { message } : {}) },
  });
  expect(response.status()).toBe(201);
  const { invitation } = (await response.json()) as { invitation: { id: string } };
  // The subject is the built-in invitation template's (issue 33); the role is in the text.
  await openMail(page, email, `You're invited to join ${clubName}`);
  await expect(page.getByRole("article", { name: "Message" })).toContainText(
    `invited you to join ${clubName} as ${ROLE_LABEL[role]}.`,
  );
  const href = await page
    .getByRole("article", { name: "Message" })
    .getByRole("link", { name: "Accept invitation" })
    .getAttribute("href");
  expect(href).toMatch(/\/accept-invitation\?token=/);
  return { id: invitation.id, clubId, link: href as string };
}

/** A browser of the invited person's own (no session, no local storage of the owner's). */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test("a new person opens the link, sees the invitation, creates the account and lands in the club with the role; the link is then used", async ({
  page,
  browser,
  baseURL,
}) => {
  const clubName = "Birchwood Golf Club";
  await ownerOfNewClub(page, "Olga", clubName);
  const email = uniqueEmail("ada");
  const message = "Welcome aboard!\nWe tee off on Saturdays.";
  const sent = await invite(page, clubName, email, "admin", message);

  const guest = await freshPage(browser, baseURL);
  await guest.goto(sent.link);
  await expect(heading(guest, "You're invited")).toBeVisible();
  // Club data left from an earlier sign-up of this address on this browser does not take over.
  await guest.evaluate(
    (forEmail) =>
      localStorage.setItem(
        "clubhouse.pendingClub",
        JSON.stringify({ forEmail, name: "Ada's Club", email: forEmail }),
      ),
    email,
  );
  await expect(guest.getByRole("heading", { level: 2, name: clubName })).toBeVisible();
  await expect(guest.getByText(`Olga Lovelace has invited you to join ${clubName} as Admin.`)).toBeVisible();
  await expect(guest.getByText("A message from Olga Lovelace")).toBeVisible();
  await expect(guest.getByText("We tee off on Saturdays.")).toBeVisible();
  await expect(guest.getByText("Valid until")).toBeVisible();
  const emailField = guest.getByLabel("E-mail");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute("readonly", "");

  // The shared schema's messages, on the fields.
  await guest.getByRole("button", { name: "Create account and join" }).click();
  await expect(guest.getByText("Enter your first name.")).toBeVisible();
  await expect(guest.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(guest.getByLabel("First name")).toBeFocused();
  await guest.getByLabel("First name").fill("Ada");
  await guest.getByLabel("Last name").fill("Byron");
  await guest.getByLabel("Password", { exact: true }).fill("short");
  await guest.getByRole("button", { name: "Create account and join" }).click();
  await expect(guest.getByText(/The password needs at least \d+ characters\./)).toBeVisible();

  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByRole("button", { name: "Create account and join" }).click();
  await expect(guest).toHaveURL(/\/$/);
  await expect(guest.getByRole("heading", { name: "Welcome, Ada" })).toBeVisible();
  await expect(guest.getByRole("button", { name: `Club: ${clubName}. Switch club` })).toBeVisible();
  // The dashboard names the club under its greeting.
  await expect(guest.getByRole("main").getByText(clubName, { exact: true })).toBeVisible();
  // The dashboard names the role as every screen does (issue 12: it said "Administrator").
  await expect(guest.getByText("Admin", { exact: true })).toBeVisible();
  expect(await guest.evaluate(() => localStorage.getItem("selectedClubId"))).toBe(sent.clubId);
  expect(await guest.evaluate(() => localStorage.getItem("clubhouse.pendingClub"))).toBeNull();

  // The link works once.
  await guest.goto(sent.link);
  await expect(heading(guest, "Invitation already used")).toBeVisible();
  await expect(guest.getByRole("link", { name: "Open Clubhouse" })).toBeVisible();
  const stranger = await freshPage(browser, baseURL);
  await stranger.goto(sent.link);
  await expect(heading(stranger, "Invitation already used")).toBeVisible();
  await expect(stranger.getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("a cancelled invitation shows its own page", async ({ page, browser, baseURL }) => {
  const clubName = "Cedar Tennis Club";
  await ownerOfNewClub(page, "Carl", clubName);
  const sent = await invite(page, clubName, uniqueEmail("cancelled"), "manager");
  const cancel = await page.request.post(`/api/clubs/${sent.clubId}/invitations/${sent.id}/cancel`);
  expect(cancel.status()).toBe(200);

  const guest = await freshPage(browser, baseURL);
  await guest.goto(sent.link);
  await expect(heading(guest, "Invitation cancelled")).toBeVisible();
  await expect(guest.getByText(`${clubName} has cancelled this invitation`)).toBeVisible();
  await expect(guest.getByRole("button", { name: "Create account and join" })).toHaveCount(0);
});

test("the invitation's page writes until when it stands as the club writes dates, not as the browser does", async ({
  browser,
  baseURL,
}) => {
  // Set up through the API: the subject is the invitation's page.
  const owner = await createOwnerByApi(browser, baseURL as string, "Lena");
  const ownerContext = await browser.newContext({ baseURL });
  await ownerContext.addCookies(owner.cookies);
  const api = ownerContext.request;
  const clubName = "Linden Golf Club";
  const created = await api.post("/api/clubs", { data: { name: clubName, email: owner.email } });
  expect(created.status()).toBe(201);
  const clubId = ((await created.json()) as { id: string }).id;
  // The club writes its dates day first, on a 24-hour clock, on Berlin's time.
  const settings = (await (await api.get(`/api/clubs/${clubId}/settings`)).json()) as {
    profile: Record<string, unknown>;
  };
  const saved = await api.put(`/api/clubs/${clubId}/settings/profile`, {
    data: {
      ...settings.profile,
      timezone: "Europe/Berlin",
      preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24" },
    },
  });
  expect(saved.status()).toBe(200);
  const email = uniqueEmail("berliner");
  const invited = await api.post(`/api/clubs/${clubId}/invitations`, { data: { email, role: "member" } });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { expiresAt: string } };
  const link = await linkInMail(
    api,
    email,
    `You're invited to join ${clubName}`,
    /accept-invitation\?token=/,
  );
  await ownerContext.close();

  const at = (timeZone: string) =>
    Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(new Date(invitation.expiresAt))
        .map((part) => [part.type, part.value]),
    );
  const berlin = at("Europe/Berlin");
  const losAngeles = at("America/Los_Angeles");

  // The person reads it in a browser in English (US), on Los Angeles' time: the club's way wins.
  const context = await browser.newContext({ baseURL, locale: "en-US", timezoneId: "America/Los_Angeles" });
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(heading(guest, "You're invited")).toBeVisible();
  await expect(guest.locator("dl")).toContainText(
    `Valid until${berlin.day}/${berlin.month}/${berlin.year} ${berlin.hour}:${berlin.minute}`,
  );
  await expect(guest.getByText(`${losAngeles.hour}:${losAngeles.minute}`)).toHaveCount(0);
  await context.close();
});

test("an invitation past its 7 days shows 'Invitation has expired'", async ({ page, browser, baseURL }) => {
  const clubName = "Dunes Golf Club";
  await ownerOfNewClub(page, "Dora", clubName);
  const sent = await invite(page, clubName, uniqueEmail("late"), "member");

  const guest = await freshPage(browser, baseURL);
  const clock = await page.request.post("/api/test/clock", { data: { offsetMs: 8 * DAY_MS } });
  expect(clock.status()).toBe(204);
  try {
    await guest.goto(sent.link);
    await expect(heading(guest, "Invitation has expired")).toBeVisible();
    await expect(guest.getByText("invitations are valid for 7 days", { exact: false })).toBeVisible();
    await expect(
      guest.getByText(`Ask Dora Lovelace or ${clubName} to send you a new invitation.`),
    ).toBeVisible();
  } finally {
    await page.request.post("/api/test/clock", { data: { offsetMs: 0 } });
  }
});

test("declining asks first, then shows the declined page, which the link keeps showing", async ({
  page,
  browser,
  baseURL,
}) => {
  const clubName = "Elm Padel Club";
  await ownerOfNewClub(page, "Edda", clubName);
  const sent = await invite(page, clubName, uniqueEmail("no-thanks"), "member");

  const guest = await freshPage(browser, baseURL);
  await guest.goto(sent.link);
  await expect(heading(guest, "You're invited")).toBeVisible();
  await guest.getByRole("button", { name: "Decline", exact: true }).click();
  const dialog = guest.getByRole("dialog", { name: "Decline this invitation?" });
  await dialog.getByRole("button", { name: "Keep the invitation" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(heading(guest, "You're invited")).toBeVisible();

  await guest.getByRole("button", { name: "Decline", exact: true }).click();
  await dialog.getByRole("button", { name: "Decline invitation" }).click();
  await expect(heading(guest, "Invitation declined")).toBeVisible();
  await expect(
    guest.getByText(`You have declined the invitation to join ${clubName} as Member.`),
  ).toBeVisible();

  await guest.reload();
  await expect(heading(guest, "Invitation declined")).toBeVisible();
  await expect(
    guest.getByText(`The invitation to join ${clubName} as Member has been declined.`),
  ).toBeVisible();
});

test("an unknown token, or none, shows 'Invitation not found'", async ({ page }) => {
  await page.goto("/accept-invitation?token=no-such-invitation-token");
  await expect(heading(page, "Invitation not found")).toBeVisible();
  await expect(page.getByText("This invitation link is not valid.", { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(/Invitation not found/);

  await page.goto("/accept-invitation");
  await expect(heading(page, "Invitation not found")).toBeVisible();
  await expect(page.getByText("This link has no invitation in it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("someone with an account signs in from the invitation and accepts it with one click", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ins, each of which may wait out the address's limit of the minute.
  test.slow();
  const clubName = "Fernhill Golf Club";
  const guest = await freshPage(browser, baseURL);
  const email = uniqueEmail("ben");
  await createAccount(guest, email, "Ben");
  await guest.context().clearCookies();

  await ownerOfNewClub(page, "Fay", clubName);
  const sent = await invite(page, clubName, email, "member");

  await guest.goto(sent.link);
  await expect(heading(guest, "You're invited")).toBeVisible();
  // Creating the account again fails without saying why (nothing tells whether the address has one).
  await guest.getByLabel("First name").fill("Ben");
  await guest.getByLabel("Last name").fill("Lovelace");
  await guest.getByLabel("Password", { exact: true }).fill("not-the-password-of-ben");
  await guest.getByRole("button", { name: "Create account and join" }).click();
  await expect(guest.getByText(/^Failed to create user account\./)).toBeVisible();
  await expect(heading(guest, "You're invited")).toBeVisible();

  await guest.getByRole("link", { name: "Sign in" }).click();
  await expect(guest).toHaveURL(/\/sign-in\?redirect=/);
  await guest.getByLabel("E-mail").fill(email);
  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByRole("button", { name: "Sign in", exact: true }).click();
  // When the address's allowance is used up, wait it out as a person would.
  await waitOutSignInLimit(guest);

  await expect(guest).toHaveURL(/\/accept-invitation\?token=/);
  await expect(guest.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await expect(guest.getByLabel("First name")).toHaveCount(0);
  // Another tab of the same browser, where the account has no club yet.
  const otherTab = await guest.context().newPage();
  await otherTab.goto("/");
  await expect(otherTab.getByRole("heading", { name: "Create your club" })).toBeVisible();
  await guest.getByRole("button", { name: "Accept invitation" }).click();
  await expect(guest).toHaveURL(/\/$/);
  await expect(guest.getByRole("heading", { name: "Welcome, Ben" })).toBeVisible();
  await expect(guest.getByRole("button", { name: `Club: ${clubName}. Switch club` })).toBeVisible();
  // A member lands on their own home (decision 030): their membership, not the staff's dashboard.
  await expect(guest.getByRole("heading", { level: 2, name: "Membership" })).toBeVisible();
  await expect(guest.getByRole("heading", { level: 2, name: "Members", exact: true })).toHaveCount(0);
  // Back in the other tab (the browser tells the page it is shown again), the club opens without a reload.
  await otherTab.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
  await expect(otherTab.getByRole("heading", { level: 2, name: "Membership" })).toBeVisible();
  await expect(otherTab.getByRole("button", { name: `Club: ${clubName}. Switch club` })).toBeVisible();
});

test("signed in with another e-mail: the page says so, and signing out stays on the invitation", async ({
  page,
  browser,
  baseURL,
}) => {
  const clubName = "Grove Golf Club";
  const guest = await freshPage(browser, baseURL);
  const other = uniqueEmail("cleo");
  await createAccount(guest, other, "Cleo");
  await signIn(guest, other);
  await expect(guest).toHaveURL(/\/club-onboarding$/);

  await ownerOfNewClub(page, "Gus", clubName);
  const invited = uniqueEmail("invited");
  const sent = await invite(page, clubName, invited, "manager");

  await guest.goto(sent.link);
  await expect(guest.getByText(`You are signed in as ${other}.`)).toBeVisible();
  await guest.getByRole("button", { name: "Accept invitation" }).click();
  await expect(
    guest.getByText(`This invitation was sent to ${invited}, but you are signed in as ${other}.`, {
      exact: false,
    }),
  ).toBeVisible();
  await guest.getByRole("button", { name: "Sign out", exact: true }).click();

  // Still the invitation, now for someone signed out: the form for the invited address.
  await expect(guest.getByLabel("E-mail")).toHaveValue(invited);
  await expect(guest).toHaveURL(/\/accept-invitation\?token=/);
  await expect(heading(guest, "You're invited")).toBeVisible();
  // No late redirect to /sign-in after signing out.
  await guest.waitForTimeout(500);
  await expect(guest).toHaveURL(/\/accept-invitation\?token=/);
});

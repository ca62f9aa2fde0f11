import type { Browser, Locator, Page } from "@playwright/test";
import templatesDe from "../src/server/messages/communicationTemplates/de.ts";
import emailDe from "../src/server/messages/email/de.ts";
import accountDe from "../src/web/messages/account/de.ts";
import adminsDe from "../src/web/messages/admins/de.ts";
import authDe from "../src/web/messages/auth/de.ts";
import membersDe from "../src/web/messages/members/de.ts";
import membersFr from "../src/web/messages/members/fr.ts";
import membershipsDe from "../src/web/messages/memberships/de.ts";
import membershipsFr from "../src/web/messages/memberships/fr.ts";
import shellDe from "../src/web/messages/shell/de.ts";
import shellFr from "../src/web/messages/shell/fr.ts";
import { check } from "./axe.ts";
import { createOwnerByApi, linkInMail, type Owner } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { PASSWORD, uniqueEmail } from "./helpers.ts";

/*
 * Four languages (issue 13, decision 022): a club whose language is German shows every screen in German to a
 * new administrator whose browser is German, its invitation and verification e-mails arrive in German, and
 * choosing French in the user menu changes the screens at once. A screen counts as German when none of its
 * visible texts, labels or placeholders holds a word of the list below; each German screen is walked at a
 * phone's width and checked with axe in light and dark mode.
 */

/**
 * Words that are English and not German (so "Name", "Status", "Club", "Manager", "Administrator" or "Start",
 * which German uses too, are not on the list). A German screen that shows one has a text left untranslated.
 */
const ENGLISH_WORDS = new Set(
  `the and or of to for with your you this that these there here what when which please
  member members membership memberships settings save saved cancel delete edit add added search searching
  invite invited invitation invitations sign signed password email loading show hide previous next page pages
  type types new none all yes no about choose select enter first last phone date address owner joined
  expires expired created actions close back home dashboard profile branding financial communication
  communications help theme dark light font language renew renewal suspend suspended cancelled active inactive
  pending approve reject application applications import export upload remove change changes role roles
  administrators managers month months year years day days week weeks total nothing found error try again
  continue confirm create account club's members' notes note number view rows opening hours closed open
  are is be have has not can cannot will may must who how`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Every text a person reads or hears on the page: visible text, and labels, placeholders and titles (without
 * what is shown as code).
 */
async function textsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      const style = window.getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    // What is shown as code (the CSV file's column names) is a file format, not a text to translate.
    let text = parts.join("\n");
    for (const code of document.querySelectorAll("code, kbd, .mantine-Code-root")) {
      const value = (code as HTMLElement).innerText.trim();
      if (value) text = text.replaceAll(value, " ");
    }
    return text;
  });
}

/** The English words on the page, apart from the data the test made (names, addresses, the club's name). */
async function englishOn(page: Page, data: readonly string[]): Promise<string[]> {
  let text = await textsOf(page);
  for (const value of data) text = text.replaceAll(value, " ");
  // E-mail headers' own names (Reply-To), addresses and links are not texts to translate.
  text = text
    .replaceAll("Reply-To", " ")
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  const words = text.split(/[^\p{L}']+/u).map((w) => w.replace(/^'+|'+$/g, "").toLowerCase());
  return [...new Set(words.filter((w) => ENGLISH_WORDS.has(w)))];
}

/**
 * The screen is German, and its longer words pass axe in light and in dark mode (decision 019): `ready` is
 * what shows it (its main heading unless named), `within` what axe looks at (the whole page unless named).
 */
async function expectGerman(
  page: Page,
  what: string,
  data: readonly string[],
  ready: Locator = page.getByRole("heading", { level: 1 }).first(),
  within?: string,
): Promise<void> {
  // The screen has settled: its texts are in and no request is running.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html"), what).toHaveAttribute("lang", "de");
  expect(await englishOn(page, data), `English words on ${what}`).toEqual([]);
  await check(page, what, ready, within);
}

/** A phone's width: where longer words run out of room first. */
const PHONE = { width: 375, height: 812 };

async function pageIn(
  browser: Browser,
  baseURL: string,
  locale: string,
  owner?: Owner,
  viewport?: typeof PHONE,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, ...(viewport ? { viewport } : {}) });
  if (owner) await context.addCookies(owner.cookies);
  return context.newPage();
}

test.describe.configure({ mode: "serial" });

const CLUB = "Golfclub Sonnenhof";
/** What the test itself wrote: names of people and of the club are data, not texts to translate. */
const DATA = [CLUB, "Greta", "Weber", "Lena", "Schmidt", "Otto", "Lovelace", "Clubhouse"];

let admin: Owner | undefined;
let memberId = "";

test("a German club, seen by a new administrator whose browser is German", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const owner = await createOwnerByApi(browser, baseURL, "Otto");
  // The owner sets the club up from a German screen: the club speaks German, and so do its first
  // membership types.
  const ownerContext = await browser.newContext({ baseURL, locale: "de-DE" });
  await ownerContext.addCookies(owner.cookies);
  const api = ownerContext.request;
  const created = await api.post("/api/clubs", {
    data: { name: CLUB, email: owner.email },
    headers: { "Accept-Language": "de-DE" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const clubId = ((await created.json()) as { id: string }).id;
  const clubs = (await (await api.get("/api/clubs")).json()) as { clubs: { id: string; language: string }[] };
  expect(clubs.clubs.find((c) => c.id === clubId)?.language).toBe("de");
  const member = await api.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Lena", lastName: "Schmidt", email: uniqueEmail("lena") },
  });
  expect(member.status(), await member.text()).toBe(201);
  memberId = ((await member.json()) as { id: string }).id;

  // The invitation comes in the club's language.
  const adminEmail = uniqueEmail("greta");
  const invited = await api.post(`/api/clubs/${clubId}/invitations`, {
    data: { email: adminEmail, role: "admin" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkInMail(
    api,
    adminEmail,
    // The invitation is written from the German built-in invitation template (decision 068).
    templatesDe.builtins.invitation.subject.replace("{{club_name}}", CLUB),
    /accept-invitation\?token=/,
  );
  await ownerContext.close();

  // The new administrator opens it in a German browser and creates the account from it.
  const page = await pageIn(browser, baseURL, "de-DE", undefined, PHONE);
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectGerman(page, "the invitation", DATA);
  const joined = await page.request.post("/api/invitations/register", {
    data: { token: url.searchParams.get("token"), firstName: "Greta", lastName: "Weber", password: PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  admin = { email: adminEmail, cookies: await page.context().cookies() };

  // Every screen of an administrator, and what its buttons open.
  const screens = [
    "/",
    "/members",
    `/members/${memberId}`,
    "/memberships",
    "/settings/membership-types",
    "/admin-management",
    "/club-profile",
    "/branding",
    "/communication-settings",
    "/financial-settings",
    "/membership-settings",
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectGerman(page, path, DATA);
  }
  const dialogs: [string, string][] = [
    ["/members", membersDe.list.addMember],
    ["/members", membersDe.list.importCsv],
    ["/settings/membership-types", membershipsDe.types.newType],
    ["/admin-management", adminsDe.screen.invite],
  ];
  for (const [path, button] of dialogs) {
    await page.goto(path);
    await page.getByRole("button", { name: button, exact: true }).first().click();
    await expectGerman(
      page,
      `the dialog of "${button}" on ${path}`,
      DATA,
      page.getByRole("dialog"),
      '[role="dialog"]',
    );
  }
  await page.goto("/members");
  await page.getByRole("button", { name: shellDe.userMenu.label }).click();
  await expectGerman(page, "the user menu", DATA, page.getByRole("menu"), '[role="menu"]');
});

test("the screens before signing in, and the verification e-mail, in a German browser", async ({
  browser,
  baseURL,
}) => {
  // Five screens in both modes, then sign-up and its e-mail: 49 s on PGlite in CI, 60 s in another run.
  test.setTimeout(120_000);
  const page = await pageIn(browser, baseURL, "de-DE", undefined, PHONE);
  for (const path of [
    "/sign-in",
    "/forgot-password",
    "/otp",
    "/404",
    "/500",
    "/403",
    "/401",
    "/503",
    "/network-error",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectGerman(page, path, DATA);
  }
  await page.goto("/sign-up");
  await expectGerman(page, "/sign-up", DATA);
  const email = uniqueEmail("lena");
  await page.getByLabel(accountDe.signUp.firstName).fill("Lena");
  await page.getByLabel(accountDe.signUp.lastName).fill("Schmidt");
  await page.getByLabel(authDe.fields.email, { exact: true }).fill(email);
  await page.getByLabel(authDe.fields.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: accountDe.signUp.submit }).click();
  await expect(page.getByRole("heading", { name: accountDe.signUp.sent.title })).toBeVisible();
  await expectGerman(page, "the sign-up's confirmation", [...DATA, email]);

  // The confirmation e-mail is German, and its link leads back to a German screen.
  const confirm = await linkInMail(page.request, email, emailDe.verification.subject, /verify-email/);
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/sign-in/);
  await expectGerman(page, "the sign-in after confirming", DATA);
});

test("choosing French in the user menu changes the screens at once, and is kept", async ({
  browser,
  baseURL,
}) => {
  expect(admin, "the administrator of the first test").toBeDefined();
  const page = await pageIn(browser, baseURL, "de-DE", admin);
  await page.goto("/members");
  await expect(page.getByRole("heading", { level: 1, name: membersDe.list.title })).toBeVisible();

  await page.getByRole("button", { name: shellDe.userMenu.label }).click();
  await page.getByRole("menuitem", { name: "Français" }).click();
  // The screen and its frame change without a reload.
  await expect(page.getByRole("heading", { level: 1, name: membersFr.list.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: membershipsFr.screen.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: membershipsFr.screen.title })).toBeVisible();

  // Kept with the account: the next visit is French too, whatever the browser says.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: membershipsFr.screen.title })).toBeVisible();
  const me = (await (await page.request.get("/api/me")).json()) as { language: string | null };
  expect(me.language).toBe("fr");

  // Back to the club's language.
  await page.getByRole("button", { name: shellFr.userMenu.label }).click();
  await page.getByRole("menuitem", { name: shellFr.clubLanguage("Deutsch") }).click();
  await expect(page.getByRole("heading", { level: 1, name: membershipsDe.screen.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

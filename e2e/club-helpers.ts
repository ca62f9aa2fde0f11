import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from "@playwright/test";
import { rolePermissions } from "../src/shared/permissions.ts";
import { PASSWORD, uniqueEmail } from "./helpers.ts";

/** A confirmed, signed-in account whose session can be handed to other pages. */
export interface Owner {
  email: string;
  cookies: Awaited<ReturnType<BrowserContext["cookies"]>>;
}

export interface ClubOfOwner {
  clubId: string;
  clubName: string;
}

/**
 * Signs `page` in as `owner` and creates a club through the API (the page's request context shares the
 * session cookie). Every page load in this test then starts in that club.
 */
export async function openNewClub(page: Page, owner: Owner, clubName: string): Promise<ClubOfOwner> {
  await page.context().addCookies(owner.cookies);
  const response = await page.request.post("/api/clubs", { data: { name: clubName, email: owner.email } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.addInitScript((clubId) => window.localStorage.setItem("selectedClubId", clubId), id);
  return { clubId: id, clubName };
}

/** A PNG of one colour, made as an image editor would (for uploads). */
export async function png(width: number, height: number, colour: string): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** Text as the development mailbox writes it in HTML, read back. */
const unescapeHtml = (html: string) =>
  html
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** The newest message to `to` whose subject has `subject` in the development mailbox: its HTML. */
async function mailHtml(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let html = "";
  await expect(async () => {
    const list = await (await request.get("/dev/mailbox")).text();
    const row = [
      ...list.matchAll(
        /<tr><td><a href="(\/dev\/mailbox\/[0-9a-f-]+)">([^<]*)<\/a><\/td>\s*<td>([^<]*)<\/td>/g,
      ),
    ].find((m) => unescapeHtml(m[3] ?? "") === to && unescapeHtml(m[2] ?? "").includes(subject));
    expect(row, `an e-mail to ${to} about '${subject}'`).toBeTruthy();
    html = await (await request.get(row?.[1] as string)).text();
  }).toPass({ timeout: 15_000 });
  return html;
}

/** The link of a message in the development mailbox whose address matches `href`, entities decoded. */
export async function linkInMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  href: RegExp,
): Promise<string> {
  const html = await mailHtml(request, to, subject);
  const link = [...html.matchAll(/href="([^"]+)"/g)].map((m) => unescapeHtml(m[1] ?? ""));
  const found = link.find((l) => href.test(l));
  expect(found, `a link matching ${href} in '${subject}' to ${to}`).toBeTruthy();
  return found as string;
}

/** POST that waits out the server's per-address limit (429 with Retry-After), as a person would. */
export async function postWaitingOutLimit(request: APIRequestContext, url: string, data: unknown) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(url, { data });
    if (response.status() !== 429 || attempt === 3) return response;
    const seconds = Number(response.headers()["retry-after"] ?? 10);
    await new Promise((r) => setTimeout(r, (seconds + 1) * 1000));
  }
}

/**
 * Signs up through the API, opens the confirmation link of the e-mail and signs in, in `request`'s cookie jar;
 * answers the e-mail.
 */
async function confirmedAccountByApi(request: APIRequestContext, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const signUp = await postWaitingOutLimit(request, "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: `${firstName} Lovelace`,
    firstName,
    lastName: "Lovelace",
    callbackURL: "/sign-in?verified=1",
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const confirm = await linkInMail(request, email, "Confirm your e-mail address", /verify-email/);
  expect((await request.get(confirm)).ok()).toBe(true);
  const signIn = await postWaitingOutLimit(request, "/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return email;
}

/**
 * A confirmed, signed-in account made through the API (sign-up, the confirmation link of the e-mail,
 * sign-in): for specs whose subject is not the sign-up screens, it is much quicker than filling them in.
 */
export async function createOwnerByApi(
  browser: Browser,
  baseURL: string,
  firstName = "Olivia",
): Promise<Owner> {
  const context = await browser.newContext({ baseURL });
  const email = await confirmedAccountByApi(context.request, firstName);
  const cookies = await context.cookies();
  await context.close();
  return { email, cookies };
}

/**
 * A new owner signed in on the dashboard of their new club, made through the API in the page's own context
 * (sign-up, the confirmation link of the e-mail, sign-in, the club): issue 31 asks for accounts from fixtures
 * except in the tests of sign-up itself, which fill in the screens (clubs.spec.ts, auth.spec.ts). Answers the
 * owner's e-mail.
 */
export async function ownerOfNewClub(page: Page, firstName: string, clubName: string): Promise<string> {
  const email = await confirmedAccountByApi(page.request, firstName);
  const created = await page.request.post("/api/clubs", { data: { name: clubName, email } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: `Welcome, ${firstName}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Club: ${clubName}. Switch club` })).toBeVisible();
  return email;
}

/**
 * Someone invited to the owner's club with `role` who creates the account from the invitation's link (the
 * API the accept screen calls) and is signed in.
 */
export async function joinByApi(
  browser: Browser,
  baseURL: string,
  owner: Owner,
  clubId: string,
  role: "admin" | "manager" | "member",
  firstName: string,
): Promise<Owner & { invitationLink: string }> {
  const ownerContext = await browser.newContext({ baseURL });
  await ownerContext.addCookies(owner.cookies);
  const email = uniqueEmail(firstName.toLowerCase());
  const invited = await ownerContext.request.post(`/api/clubs/${clubId}/invitations`, {
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkInMail(ownerContext.request, email, "You're invited", /accept-invitation\?token=/);
  await ownerContext.close();

  const context = await browser.newContext({ baseURL });
  const token = new URL(link).searchParams.get("token");
  const joined = await postWaitingOutLimit(context.request, "/api/invitations/register", {
    token,
    firstName,
    lastName: "Lovelace",
    password: PASSWORD,
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const cookies = await context.cookies();
  await context.close();
  return { email, cookies, invitationLink: link };
}

/**
 * Makes the web app believe the user has `role` in the club (every club when no id is given): the clubs'
 * list, from which the signed-in guard takes the role, and the club's access answer say so. The server still
 * checks every request with the real role.
 */
export async function actAs(
  page: Page,
  role: "admin" | "manager" | "member",
  clubId?: string,
): Promise<void> {
  const mine = (id: string) => clubId === undefined || id === clubId;
  await page.route("**/api/clubs", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { clubs: { id: string; role: string }[] };
    for (const club of body.clubs) if (mine(club.id)) club.role = role;
    return route.fulfill({ response, json: body });
  });
  await page.route("**/api/clubs/*/access", (route) => {
    const id = new URL(route.request().url()).pathname.split("/")[3] ?? "";
    if (!mine(id)) return route.fallback();
    return route.fulfill({ json: { clubId: id, role, permissions: rolePermissions[role] } });
  });
}

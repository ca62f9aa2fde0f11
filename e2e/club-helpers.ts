import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { createAccount, signInWaitingOutLimit, uniqueEmail } from "./helpers.ts";

/** A confirmed, signed-in account whose session can be handed to other pages. */
export interface Owner {
  email: string;
  cookies: Awaited<ReturnType<BrowserContext["cookies"]>>;
}

/**
 * Creates one account through the screens and signs it in. Sign-ups are rate limited per address (ten a
 * minute), so a spec file shares one account and gives each test a club of its own.
 */
export async function createOwner(browser: Browser, baseURL: string, firstName = "Olivia"): Promise<Owner> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = uniqueEmail(firstName.toLowerCase());
  await createAccount(page, email, firstName);
  await signInWaitingOutLimit(page, email);
  await expect(page).not.toHaveURL(/\/sign-in/);
  const cookies = await context.cookies();
  await context.close();
  return { email, cookies };
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

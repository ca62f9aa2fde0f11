import { expect, type Page } from "@playwright/test";
import { createAccount, signIn, uniqueEmail } from "./helpers.ts";

export interface OwnerWithClub {
  email: string;
  clubId: string;
  clubName: string;
}

/**
 * A confirmed account, signed in, owning a new club created through the API (the page's request context
 * shares the session cookie). Ends on the dashboard.
 */
export async function ownerWithClub(page: Page, clubName = "Riverside Golf Club"): Promise<OwnerWithClub> {
  const email = uniqueEmail("owner");
  await createAccount(page, email, "Olivia");
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/sign-in/);
  const response = await page.request.post("/api/clubs", { data: { name: clubName, email } });
  expect(response.status()).toBe(201);
  const club = (await response.json()) as { id: string };
  return { email, clubId: club.id, clubName };
}

import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { type CheckoutSessionObject, checkoutEvent } from "../tests/helpers/stripe-server.ts";
import { check, SCREENSHOTS, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect } from "./fixtures.ts";
import {
  postStripeEvent,
  STRIPE_SECRET as SECRET,
  test,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
} from "./stripe-stand-in.ts";

/*
 * Automatic top-ups by a saved card (issue 36 §6, decision 087) on a phone (375 px): a member of a club that
 * offers them chooses a threshold and an amount, agrees, saves a card on Stripe's page (a local server that
 * speaks Stripe's API), comes back, and sees "Visa •••• 4242" with her threshold once Stripe's webhook stored
 * the card; a charge by staff below it is followed by the top-up on her statement. Each state passes axe in
 * light and dark mode.
 */

const SHOTS = "screenshots/auto-top-up";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

/** A club that takes payments by Stripe and tops members' accounts up automatically. */
async function autoTopUpClub(page: Page) {
  const { clubId } = await openNewClub(page, owner, "Topup Golf Club");
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const financial = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: { ...settings.financial, accountAutoTopUp: true },
  });
  expect(financial.status(), await financial.text()).toBe(200);
  const stored = await page.request.put(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    data: {
      credentials: { publishableKey: "pk_test_51Auto", secretKey: SECRET, webhookSecret: WEBHOOK_SECRET },
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  return clubId;
}

test("a member saves a card for automatic top-ups on a phone, and a charge below her threshold tops her account up", async ({
  page,
  browser,
  baseURL,
  stripe,
}) => {
  test.setTimeout(240_000);
  const clubId = await autoTopUpClub(page);
  const ada = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Ada");
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await context.addCookies(ada.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const m = await context.newPage();
  const mine = await m.request.get(`/api/clubs/${clubId}/members/me/golf-profile`);
  expect(mine.status(), await mine.text()).toBe(200);
  const { memberId } = ((await mine.json()) as { profile: { memberId: string } }).profile;
  // 20.00 paid in cash at the desk.
  const topped = await page.request.post(`/api/clubs/${clubId}/billing/accounts/${memberId}/top-ups`, {
    data: { method: "cash", amountMinor: 2_000 },
  });
  expect(topped.status(), await topped.text()).toBe(201);

  // Her account offers to top up automatically: a threshold, an amount and her consent.
  await m.goto("/billing");
  const account = m.getByRole("region", { name: "My account" });
  const auto = account.getByRole("region", { name: "Top up automatically" });
  await expect(auto.getByLabel("Top up when my balance falls below")).toBeVisible();
  await auto.getByRole("button", { name: "Save a card with Stripe" }).click();
  await expect(auto.getByText("Tick the box to authorise the club to charge your card.")).toBeVisible();
  await auto.getByLabel("Top up when my balance falls below").fill("10");
  await auto.getByLabel("Top up by").fill("50");
  const consent = auto.getByRole("checkbox", {
    name: "I authorise Topup Golf Club to charge this card $50.00 whenever my account's balance falls below $10.00, at most once a day, until I remove the card.",
  });
  await consent.check();
  await expect(auto.getByText("Tick the box to authorise the club to charge your card.")).toBeHidden();
  await check(m, "the automatic top-up's form", auto);
  if (SCREENSHOTS) await m.screenshot({ path: `${SHOTS}/form-375.png`, fullPage: true });
  await auto.getByRole("button", { name: "Save a card with Stripe" }).click();

  // Stripe's page in setup mode, for her customer.
  await expect(m).toHaveURL(new RegExp(`^${stripe.url}/c/setup/cs_test_`));
  const session = [...stripe.sessions.values()].find((s) => s.url === m.url()) as CheckoutSessionObject;
  expect(session.mode).toBe("setup");
  expect(session.customer).toMatch(/^cus_/);
  expect(session.metadata).toMatchObject({ purpose: "account_auto_top_up", thresholdMinor: "1000" });
  const saved = stripe.saveCard(session.id);
  await m.goto(saved.success_url as string);
  await expect(
    m.getByText("Thank you. Your card shows here as soon as Stripe confirms it, usually within seconds."),
  ).toBeVisible();

  // Stripe's webhook stores the card; the page shows it within seconds.
  const payload = checkoutEvent(saved);
  const webhook = await postStripeEvent(m.request, clubId, payload);
  expect(webhook.status(), await webhook.text()).toBe(200);
  await expect(auto.getByTestId("saved-card")).toHaveText("Visa •••• 4242", { timeout: 15_000 });
  await expect(auto.getByText("Expires 12/2034")).toBeVisible();
  await expect(auto.getByTestId("auto-top-up-rule")).toHaveText(
    "When your balance falls below $10.00, $50.00 is charged to this card.",
  );
  await expect(auto.getByRole("button", { name: "Remove card" })).toBeVisible();
  await expect
    .poll(() => m.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await check(m, "my account with a saved card", auto.getByTestId("saved-card"));
  await screenshots(m, `${SHOTS}/saved-card`);

  // Staff charge 15.00: 5.00 is left, below 10.00, and the job tops her account up by 50.00 with the card.
  const charged = await page.request.post(`/api/clubs/${clubId}/billing/accounts/${memberId}/charges`, {
    data: { description: "Range balls", amountMinor: 1_500 },
  });
  expect(charged.status(), await charged.text()).toBe(201);
  await expect
    .poll(
      async () => {
        await m.reload();
        await account.getByRole("list", { name: "Statement" }).waitFor();
        return account
          .getByRole("listitem")
          .filter({ hasText: "Automatic top-up by card •••• 4242" })
          .count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(1);
  await expect(account.getByTestId("account-balance")).toHaveText("$55.00");
  await context.close();

  // Staff read on her account that her card tops it up.
  await page.goto("/billing");
  await page.getByRole("button", { name: "Member accounts" }).click();
  const drawer = page.getByRole("dialog", { name: "Member accounts" });
  await drawer.getByLabel("Find a member").fill("Ada");
  await drawer.getByRole("button", { name: /Ada/ }).first().click();
  const status = drawer.getByTestId("staff-auto-top-up");
  await expect(status).toContainText(
    "On: Visa •••• 4242 is charged $50.00 when the balance falls below $10.00.",
  );
  await expect(status.getByRole("button", { name: "Remove card" })).toBeVisible();
  await check(page, "a member's automatic top-up for staff", status);
  await screenshots(page, `${SHOTS}/staff-drawer`);
});

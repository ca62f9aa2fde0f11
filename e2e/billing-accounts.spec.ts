import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { type CheckoutSessionObject, checkoutEvent } from "../tests/helpers/stripe-server.ts";
import { check, SCREENSHOTS, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { addRatedTee } from "./competition-helpers.ts";
import { expect } from "./fixtures.ts";
import {
  postStripeEvent,
  STRIPE_SECRET as SECRET,
  test,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
} from "./stripe-stand-in.ts";

/*
 * Member accounts (issue 36 §3, decision 081) on a phone (375 px): a member tops up their account by card through
 * Stripe Checkout (a local server that speaks Stripe's API), sees the top-up once Stripe's webhook has recorded
 * it, enters a competition and books a tee time whose fees the club takes from accounts, and reads the charges on
 * their statement.
 * Each state passes axe in light and dark mode.
 */

const SHOTS = "screenshots/accounts";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

/**
 * A club that takes payments online by Stripe, and entry fees and green fees (20.00 a member) from members'
 * accounts, with a rated course.
 */
async function pursesClub(page: Page) {
  const { clubId } = await openNewClub(page, owner, "Purse Golf Club");
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    profile: Record<string, unknown>;
    financial: Record<string, unknown>;
  };
  const profile = await page.request.put(`/api/clubs/${clubId}/settings/profile`, {
    data: { ...settings.profile, timezone: "UTC" },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const financial = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: { ...settings.financial, accountCompetitionEntries: true, accountGreenFees: true },
  });
  expect(financial.status(), await financial.text()).toBe(200);
  const stored = await page.request.put(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    data: {
      credentials: { publishableKey: "pk_test_51Acc", secretKey: SECRET, webhookSecret: WEBHOOK_SECRET },
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = (await (await page.request.get(`${golf}/courses/suggested-days?holes=18`)).json()) as {
    days: Record<string, unknown>[];
  };
  const course = await page.request.post(`${golf}/courses`, {
    data: {
      name: "Old Course",
      holes: 18,
      active: true,
      days: days.map((d) => ({ ...d, open: true, firstTee: "07:00", lastTee: "18:00", intervalMinutes: 10 })),
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: string }).id;
  const teeId = await addRatedTee(page.request, clubId, courseId);
  const rules = (await (await page.request.get(`${golf}/settings`)).json()) as Record<string, unknown>;
  const { currency: _currency, ...input } = rules;
  const fees = await page.request.put(`${golf}/settings`, { data: { ...input, memberGreenFeeMinor: 2_000 } });
  expect(fees.status(), await fees.text()).toBe(200);
  return { clubId, courseId, teeId };
}

test("a member tops up their account by card on a phone and sees the charges of a competition entry and a tee time", async ({
  page,
  browser,
  baseURL,
  stripe,
}) => {
  test.setTimeout(240_000);
  const { clubId, courseId, teeId } = await pursesClub(page);
  const today = todayIn("UTC");
  const created = await page.request.post(`/api/clubs/${clubId}/competitions`, {
    data: {
      name: "Spring Medal",
      playDate: addDays(today, 3),
      courseId,
      holes: 18,
      tees: [
        { gender: "male", teeId },
        { gender: "female", teeId },
      ],
      format: "stroke_net",
      allowancePercent: 100,
      divisions: [{ name: "Field", maxIndex: null }],
      entryOpensOn: addDays(today, -1),
      entryOpensTime: "00:00",
      entryClosesOn: addDays(today, 1),
      entryClosesTime: "23:00",
      maxEntrants: 40,
      entryFeeMinor: 1_500,
      drawMethod: "random",
      groupSize: 4,
      startType: "one_tee",
      firstTeeTime: "08:00",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: competitionId } = (await created.json()) as { id: string };
  const opened = await page.request.post(`/api/clubs/${clubId}/competitions/${competitionId}/status`, {
    data: { status: "open" },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // Ada, a member with a handicap index, on her phone.
  const ada = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Ada");
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await context.addCookies(ada.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const m = await context.newPage();
  const mine = await m.request.get(`/api/clubs/${clubId}/members/me/golf-profile`);
  expect(mine.status(), await mine.text()).toBe(200);
  const { memberId } = ((await mine.json()) as { profile: { memberId: string } }).profile;
  const indexed = await page.request.put(`/api/clubs/${clubId}/members/${memberId}/golf-profile`, {
    data: { handicapIndex: 14.2, homeClub: null, associationPlayerId: null, teeGender: "female" },
  });
  expect(indexed.status(), await indexed.text()).toBe(200);

  // Her account is empty; she tops it up by 50.00 on Stripe's page.
  await m.goto("/billing");
  const account = m.getByRole("region", { name: "My account" });
  await expect(account.getByTestId("account-balance")).toHaveText("$0.00");
  await expect(account.getByText("Nothing has moved on your account yet.")).toBeVisible();
  await check(m, "my account, empty", account);
  await account.getByRole("button", { name: "Top up" }).click();
  const dialog = m.getByRole("dialog", { name: "Top up my account" });
  await dialog.getByLabel("Amount").fill("50");
  await check(m, "the top-up dialog", dialog);
  await dialog.getByRole("button", { name: "Pay by card" }).click();
  await expect(m).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  const session = [...stripe.sessions.values()].find((s) => s.url === m.url()) as CheckoutSessionObject;
  expect(session.amount_total).toBe(5_000);
  expect(session.metadata).toMatchObject({ purpose: "account_top_up", memberId });
  const paid = stripe.pay(session.id);
  await m.goto(paid.success_url as string);
  await expect(m.getByText("Thank you. Your top-up shows here as soon as Stripe confirms it")).toBeVisible();

  // Stripe's webhook records the top-up; the page shows it within seconds.
  const payload = checkoutEvent(paid);
  const webhook = await postStripeEvent(m.request, clubId, payload);
  expect(webhook.status(), await webhook.text()).toBe(200);
  await expect(account.getByTestId("account-balance")).toHaveText("$50.00", { timeout: 15_000 });
  await expect(account.getByRole("listitem").filter({ hasText: "Top-up online" })).toContainText("+$50.00");

  // She enters the competition: the fee is taken from her account, and her statement says so.
  const entered = await m.request.post(`/api/clubs/${clubId}/competitions/${competitionId}/entries`, {
    data: {},
  });
  expect(entered.status(), await entered.text()).toBe(201);
  await m.goto("/billing");
  await expect(account.getByTestId("account-balance")).toHaveText("$35.00");
  const charge = account.getByRole("listitem").filter({ hasText: "Entry: Spring Medal" });
  await expect(charge).toContainText("-$15.00");
  await expect(charge).toContainText("Balance $35.00");

  // She books a tee time: her green fee is taken from her account too.
  const round = addDays(today, 2);
  const booked = await m.request.post(`/api/clubs/${clubId}/golf/bookings`, {
    data: { courseId, date: round, time: "10:00", players: [{ memberId }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await m.reload();
  await expect(account.getByTestId("account-balance")).toHaveText("$15.00");
  const fee = account.getByRole("listitem").filter({ hasText: "Green fee, Old Course" });
  await expect(fee).toContainText("10:00 AM: Ada");
  await expect(fee).toContainText("-$20.00");
  await expect(fee).toContainText("Balance $15.00");
  await expect
    .poll(() => m.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await check(m, "my account with a top-up and an entry's charge", charge);
  if (SCREENSHOTS) {
    await m.screenshot({ path: `${SHOTS}/my-account-375-light.png`, fullPage: true });
  }
  await screenshots(m, `${SHOTS}/my-account`);
  await context.close();
});

test("staff keep the price list, record a top-up and charge a member's account from the billing screen", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Desk Golf Club");
  await joinByApi(browser, baseURL as string, owner, clubId, "member", "Bea");
  await page.goto("/billing");
  await page.getByRole("button", { name: "Member accounts" }).click();
  const drawer = page.getByRole("dialog", { name: "Member accounts" });

  // The price list: one item added.
  await drawer.getByText("Price list", { exact: true }).click();
  await drawer.getByLabel("Name").last().fill("Range tokens");
  await drawer.getByLabel("Price").last().fill("4");
  await drawer.getByRole("button", { name: "Add to the price list" }).click();
  await expect(drawer.getByRole("listitem")).toHaveCount(1);
  await check(page, "the price list", drawer.getByRole("listitem").first());

  // Bea's account: 20.00 in cash, then two range tokens charged from the list.
  await drawer.getByText("Accounts", { exact: true }).click();
  await drawer.getByLabel("Find a member").fill("Bea");
  await drawer.getByRole("button", { name: /Bea/ }).first().click();
  await drawer.getByRole("button", { name: "Record top-up" }).click();
  await drawer.getByLabel("Amount").fill("20");
  await drawer.getByRole("button", { name: "Record top-up" }).last().click();
  await expect(drawer.getByTestId("staff-account-balance")).toHaveText("$20.00");
  await drawer.getByRole("button", { name: "Charge" }).click();
  await drawer.getByLabel("Item", { exact: true }).click();
  await page.getByRole("option", { name: /Range tokens/ }).click();
  await drawer.getByLabel("Quantity").fill("2");
  await drawer.getByRole("button", { name: "Charge" }).last().click();
  await expect(drawer.getByTestId("staff-account-balance")).toHaveText("$12.00");
  const charge = drawer.getByRole("listitem").filter({ hasText: "2 × Range tokens" });
  await expect(charge).toContainText("-$8.00");
  await check(page, "a member's account for staff", charge);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(drawer.getByTestId("staff-account-balance")).toBeVisible();
  await check(page, "a member's account for staff on a phone", charge);
  await screenshots(page, `${SHOTS}/staff-account`);
});

import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays } from "../src/shared/dates.ts";
import { type CheckoutSessionObject, checkoutEvent } from "../tests/helpers/stripe-server.ts";
import { backToDesktopLight, check, chooseTheme, SCREENSHOTS, screenshots, settled } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { fillDate } from "./date-fields.ts";
import { expect } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";
import {
  postStripeEvent,
  STRIPE_SECRET as SECRET,
  test,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
} from "./stripe-stand-in.ts";

/*
 * Visitors who book and pay online (issue 36 item 4): staff turn the club's public booking page on in the golf
 * settings' Visitors tab (told first what it still lacks: a visitor's price class); a visitor on a phone opens
 * the page, chooses a day and a tee time, books two players, pays on Stripe's page (a local server that speaks
 * Stripe's API, tests/helpers/stripe-server.ts), comes back to their booking while its payment is confirmed by
 * Stripe's signed webhook, sees it confirmed, then cancels it and sees the refund. Each screen passes axe in light
 * and dark mode and is photographed at 375 px (and the settings at 1280 px).
 */

const SHOTS = "screenshots/visitors";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Victoria");
});

/** Screenshots at a phone's width, light and dark (screenshots/visitors/<name>-375-…png); the page stays a phone. */
async function shootPhone(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const mode of ["light", "dark"] as const) {
    await chooseTheme(page, mode);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-375-${mode}.png`, fullPage: true });
  }
  await chooseTheme(page, "light");
}

/** Nothing is wider than the phone's screen (no sideways scrolling). */
async function fitsWidth(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

test("staff open the visitors' booking page; a visitor on a phone books two players, pays by Stripe, sees the booking confirmed, cancels it and is refunded", async ({
  page,
  browser,
  baseURL,
  stripe,
}) => {
  test.setTimeout(180_000);
  const { clubId, clubName } = await openNewClub(page, owner, "Seaview Golf Club");
  const api = `/api/clubs/${clubId}`;
  // The club takes card payments: its Stripe test keys stored.
  const stored = await page.request.put(`${api}/payment-credentials/stripe`, {
    data: {
      credentials: {
        publishableKey: "pk_test_51VisitorsE2e",
        secretKey: SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  // A course with the suggested tee sheet.
  const { days } = (await (await page.request.get(`${api}/golf/courses/suggested-days?holes=18`)).json()) as {
    days: unknown[];
  };
  const course = await page.request.post(`${api}/golf/courses`, {
    data: { name: "Old Course", holes: 18, active: true, days },
  });
  expect(course.status(), await course.text()).toBe(201);

  // The Visitors tab: the page is off, and no tee time would be open to visitors without their price class.
  await page.goto("/golf-settings");
  await page.getByRole("tab", { name: "Visitors", exact: true }).click();
  await expect(page).toHaveURL(/\/golf-settings\?tab=visitors$/);
  const notPriced = page.getByText(/^No active price class prices visitors/);
  await expect(notPriced).toBeVisible();
  await expect(page.getByText(/^The club does not take card payments online yet/)).toHaveCount(0);
  const enabled = page.getByRole("switch", { name: "Take visitors' bookings online" });
  await expect(enabled).not.toBeChecked();
  await expect(page.getByTestId("visitors-address")).toHaveText(`${baseURL}/visit/${clubId}`);
  await check(page, "the visitors' settings with a warning", notPriced);
  await screenshots(page, `${SHOTS}/settings-unpriced`);

  // The club's visitor's rate, every day (decision 083).
  const priced = await page.request.post(`${api}/golf/price-classes`, {
    data: {
      name: "Visitor",
      kind: "visitor",
      courseId: null,
      weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
      fromTime: null,
      untilTime: null,
      priceMinor: 6000,
      active: true,
    },
  });
  expect(priced.status(), await priced.text()).toBe(201);
  const twilight = await page.request.post(`${api}/golf/price-classes`, {
    data: {
      name: "Twilight",
      kind: "twilight",
      courseId: null,
      weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
      fromTime: "15:00",
      untilTime: null,
      priceMinor: 4500,
      active: true,
    },
  });
  expect(twilight.status(), await twilight.text()).toBe(201);
  await page.reload();
  await expect(enabled).toBeVisible();
  await expect(notPriced).toHaveCount(0);

  // A window of no days is refused on its field, before anything is sent.
  const windowDays = page.getByRole("textbox", { name: "Booking window" });
  await windowDays.fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText("The visitors' booking window must be a whole number from 1 to 365."),
  ).toBeVisible();
  await windowDays.fill("21");
  await expect(
    page.getByText("The visitors' booking window must be a whole number from 1 to 365."),
  ).toHaveCount(0);

  // Staff turn the page on, with a policy of their own and a full refund until 24 hours before.
  await enabled.check();
  await page.getByRole("textbox", { name: "Full refund until" }).fill("24");
  await page
    .getByRole("textbox", { name: "Cancellation policy" })
    .fill("Please arrive 30 minutes before your tee time.");
  await expect(
    page.getByText(
      "Visitors read: cancel until 24 hours before the tee time for a full refund; after that nothing is refunded.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Visitors' settings saved" })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await page.reload();
  await expect(enabled).toBeChecked();
  await expect(windowDays).toHaveValue("21");
  await check(page, "the visitors' settings", enabled);
  await screenshots(page, `${SHOTS}/settings`);

  // A visitor, without an account, on a phone.
  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const v = await visitorContext.newPage();
  await v.goto(`/visit/${clubId}`);
  await expect(v.getByRole("heading", { level: 1, name: `Book a round at ${clubName}` })).toBeVisible();
  const { today, lastDate } = (await (
    await v.request.get(`/api/public/clubs/${clubId}/visitors`)
  ).json()) as {
    today: string;
    lastDate: string;
  };
  // The window staff set: 21 days ahead, said under the date (as the club writes dates: MM/DD/YYYY).
  expect(lastDate).toBe(addDays(today, 21));
  const [y, m, d] = lastDate.split("-");
  await expect(v.getByText(`You can book up to ${m}/${d}/${y}.`)).toBeVisible();
  const day = addDays(today, 3);
  await fillDate(v.getByRole("textbox", { name: "Date" }), day);
  // The times under their price per player.
  const times = v.getByRole("list", { name: "Visitor · $60.00 per player" });
  const nine = times.getByRole("button", { name: /^9:00 AM/ });
  await expect(nine).toContainText("4 left");
  // From 15:00 the twilight rate.
  await expect(
    v.getByRole("list", { name: "Twilight · $45.00 per player" }).getByRole("button", { name: /^3:00 PM/ }),
  ).toBeVisible();
  await expect(times.getByRole("button", { name: /^3:00 PM/ })).toHaveCount(0);
  // A group is sent to the societies' request form.
  await expect(v.getByRole("link", { name: "Send a request" })).toHaveAttribute("href", `/society/${clubId}`);
  await fitsWidth(v);
  await check(v, "the public booking page", nine);
  await shootPhone(v, "page");

  // The time chosen opens the form: two players, the total, the policy and its rule.
  await nine.click();
  const form = v.getByRole("form", { name: "Your booking" });
  await expect(form).toBeVisible();
  await form.getByRole("combobox", { name: "Players" }).selectOption("2");
  const player = (n: number) => form.getByRole("region", { name: `Player ${n}` });
  await player(1).getByRole("textbox", { name: "Name" }).fill("Walter Hagen");
  await player(1).getByRole("textbox", { name: "Handicap Index (optional)" }).fill("12.4");
  await player(2).getByRole("textbox", { name: "Name" }).fill("Gene Sarazen");
  await expect(form.getByTestId("visit-total")).toHaveText("$120.00");
  await expect(form.getByText("2 × Visitor at $60.00")).toBeVisible();
  await expect(form.getByText("Please arrive 30 minutes before your tee time.")).toBeVisible();
  await expect(
    form.getByText(/^Cancel until .* 9:00 AM for a full refund; after that nothing is refunded\.$/),
  ).toBeVisible();
  const email = uniqueEmail("walter");
  await form.getByRole("textbox", { name: "Your name" }).fill("Walter Hagen");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("+1 555 0100");
  // Not accepting the policy is refused on its box.
  const pay = form.getByRole("button", { name: "Pay $120.00 and book" });
  await pay.click();
  await expect(form.getByText("Accept the cancellation and refund policy to book.")).toBeVisible();
  await fitsWidth(v);
  await check(v, "the booking form", pay);
  await shootPhone(v, "form");
  await form.getByRole("checkbox", { name: /I have read and accept/ }).check();

  // Paying: Stripe's page, for the two players' green fees.
  await pay.click();
  await expect(v).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  const session = [...stripe.sessions.values()].find((s) => s.url === v.url()) as CheckoutSessionObject;
  expect(session.amount_total).toBe(12_000);
  const paid = stripe.pay(session.id);
  await v.goto(paid.success_url as string);
  await expect(v).toHaveURL(/\/visitor-booking\/[^/?]+\?paid=1$/);
  const confirming = v.getByRole("status").filter({ hasText: "Confirming your payment" });
  await expect(confirming).toBeVisible();
  await expect(v.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await check(v, "a payment being confirmed", confirming);
  await shootPhone(v, "confirming");

  // Stripe's webhook, signed with the club's secret, confirms the booking; the page shows it within seconds.
  const payload = checkoutEvent(paid);
  const webhook = await postStripeEvent(v.request, clubId, payload);
  expect(webhook.status(), await webhook.text()).toBe(200);
  await expect(v.getByRole("heading", { level: 1, name: "Your booking is confirmed" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(v.getByText(/^Paid\. Your receipt number is \S+\.$/)).toBeVisible();
  const players = v.getByRole("list", { name: "Players" });
  await expect(players.getByRole("listitem")).toHaveCount(2);
  await expect(players.getByRole("listitem").first()).toContainText("Walter Hagen");
  await expect(players.getByRole("listitem").first()).toContainText("Handicap Index 12.4");
  await expect(players.getByRole("listitem").nth(1)).toContainText("Gene Sarazen");
  await expect(v.getByTestId("visitor-booking-total")).toHaveText("$120.00");
  await expect(v.getByText(email)).toBeVisible();
  await fitsWidth(v);
  await check(v, "a confirmed booking", v.getByRole("button", { name: "Cancel booking" }));
  await shootPhone(v, "confirmed");

  // Cancelling three days ahead, before the refund's time: the dialog says what comes back.
  await v.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = v.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog.getByText("$120.00 will be refunded to your card.")).toBeVisible();
  await check(v, "the cancel dialog", dialog);
  await shootPhone(v, "cancel-dialog");
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(v.getByRole("heading", { level: 1, name: "Booking cancelled" })).toBeVisible();
  await expect(v.getByText("This booking was cancelled. $120.00 was refunded to your card.")).toBeVisible();
  await expect(v.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  // The refund went to Stripe, on the payment of the booking.
  expect([...stripe.refunds.values()].map((r) => [r.payment_intent, r.amount])).toEqual([
    [paid.payment_intent, 12_000],
  ]);
  await check(v, "a cancelled booking", v.getByRole("heading", { level: 1, name: "Booking cancelled" }));
  await shootPhone(v, "cancelled");

  // The time is free again for the next visitor.
  await v.goto(`/visit/${clubId}`);
  await fillDate(v.getByRole("textbox", { name: "Date" }), day);
  await expect(times.getByRole("button", { name: /^9:00 AM/ })).toContainText("4 left");
  await visitorContext.close();
  await backToDesktopLight(page);
});

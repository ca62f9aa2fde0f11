import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { type CheckoutSessionObject, checkoutEvent } from "../tests/helpers/stripe-server.ts";
import { check, SCREENSHOTS, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, linkInMail, type Owner, openNewClub } from "./club-helpers.ts";
import { expect } from "./fixtures.ts";
import {
  postStripeEvent,
  STRIPE_SECRET as SECRET,
  test,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
} from "./stripe-stand-in.ts";

/*
 * A member's own billing at /billing (issue 15): the member finds Billing in the navigation, sees their
 * invoice and what they owe (and nobody else's), opens it from the list and from its e-mail, downloads its PDF;
 * in a club that takes payments online they pay it through Stripe Checkout (a local server that speaks Stripe's
 * API, tests/helpers/stripe-server.ts) and the page confirms the payment once Stripe's webhook has recorded it.
 * Each screen passes axe in light and dark mode and is photographed at 1280 and 375 px.
 */

// Screenshots of each screen, light and dark, to look at: in the project's git-ignored screenshots/ folder.
const SHOTS = "screenshots/billing";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

/** A member of the club signed in on a page of their own, in the club, with their member record's id. */
async function memberPage(browser: Browser, baseURL: string, clubId: string, firstName: string) {
  const member = await joinByApi(browser, baseURL, owner, clubId, "member", firstName);
  const context = await browser.newContext({ baseURL });
  await context.addCookies(member.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const page = await context.newPage();
  const me = await page.request.get(`/api/clubs/${clubId}/members/me`);
  expect(me.status(), await me.text()).toBe(200);
  const { member: record } = (await me.json()) as { member: { id: string } };
  return { page, email: member.email, memberId: record.id };
}

interface Issued {
  id: string;
  number: string;
}

/** An invoice issued (and e-mailed) to the member by the owner, through the API. */
async function issueInvoice(
  ownerPage: Page,
  clubId: string,
  memberId: string,
  lines: { description: string; quantity: number; unitMinor: number }[],
): Promise<Issued> {
  const res = await ownerPage.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId,
      lines: lines.map((l) => ({ kind: "custom", taxable: true, ...l })),
      notes: "Thank you for being a member.",
      issue: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const invoice = (await res.json()) as { id: string; number: string | null; status: string };
  expect(invoice.status).toBe("open");
  expect(invoice.number).toMatch(/^INV-\d{4}-\d{5}$/);
  return { id: invoice.id, number: invoice.number as string };
}

/**
 * Screenshots at a desktop's and a phone's width, light and dark (screenshots/billing/<name>-…png), back to the
 * desktop's width and light mode after.
 */
function shoot(page: Page, name: string): Promise<void> {
  return screenshots(page, `${SHOTS}/${name}`);
}

/**
 * Nothing is wider than the phone's screen (no sideways scrolling), once the screen has taken the phone's
 * layout: it redraws when the window's width crosses a breakpoint, a moment after the resize.
 */
async function fitsWidth(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

test("a member finds Billing in the navigation, sees their invoice and balance only, opens it and downloads its PDF; without Stripe there is no pay button", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Riverside Golf Club");
  const grace = await memberPage(browser, baseURL as string, clubId, "Grace");
  const henry = await memberPage(browser, baseURL as string, clubId, "Henry");
  const invoice = await issueInvoice(page, clubId, grace.memberId, [
    { description: "Annual locker rental", quantity: 1, unitMinor: 12_000 },
    { description: "Range balls (bucket)", quantity: 3, unitMinor: 500 },
  ]);
  const other = await issueInvoice(page, clubId, henry.memberId, [
    { description: "Guest green fees", quantity: 2, unitMinor: 7_000 },
  ]);
  await henry.page.context().close();
  const m = grace.page;
  // What the member's screens ask the server: never the staff's billing endpoints.
  const staffCalls: string[] = [];
  m.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/billing\/(?!my\b)/.test(path)) staffCalls.push(`${request.method()} ${path}`);
  });

  // The member finds Billing in the navigation: their invoice, and what they owe.
  await m.goto("/");
  await m.getByRole("link", { name: "Billing", exact: true }).click();
  await expect(m).toHaveURL(/\/billing$/);
  await expect(m.getByRole("heading", { level: 1, name: "My invoices" })).toBeVisible();
  const list = m.getByRole("table", { name: "My invoices" });
  const row = list.getByRole("row").filter({ hasText: invoice.number });
  await expect(row).toContainText("$135.00");
  await expect(row).toContainText("Open");
  await expect(m.getByText("Balance due", { exact: true })).toBeVisible();
  await expect(m.getByText("$135.00", { exact: true }).first()).toBeVisible();
  await expect(m.getByText("On 1 open invoice.", { exact: false })).toBeVisible();
  // Nobody else's invoice, in the list or the page's requests.
  await expect(m.getByText(other.number)).toHaveCount(0);
  await expect(list.getByRole("row")).toHaveCount(2);
  await check(m, "my invoices", list);
  await shoot(m, "my-invoices");

  // On a phone: a card per invoice, nothing wider than the screen.
  await m.setViewportSize({ width: 375, height: 812 });
  const cards = m.getByRole("list", { name: "My invoices" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards.getByRole("listitem")).toContainText("Balance $135.00");
  await fitsWidth(m);
  await m.setViewportSize({ width: 1280, height: 900 });

  // The invoice: its lines, totals, due date; its address in the URL.
  await row.getByRole("button", { name: invoice.number }).click();
  await expect(m).toHaveURL(new RegExp(`\\?invoice=${invoice.id}$`));
  const view = m.getByRole("article", { name: `Invoice ${invoice.number}` });
  await expect(view.getByRole("heading", { level: 2, name: `Invoice ${invoice.number}` })).toBeVisible();
  const lines = view.getByRole("table", { name: "Lines" });
  await expect(lines.getByRole("row").filter({ hasText: "Annual locker rental" })).toContainText("$120.00");
  await expect(lines.getByRole("row").filter({ hasText: "Range balls (bucket)" })).toContainText("$15.00");
  await expect(view.getByText("Balance due")).toBeVisible();
  await expect(view.getByText("Net 30")).toBeVisible();
  await expect(view.getByText("No payments yet.")).toBeVisible();
  await expect(view.getByText("Thank you for being a member.")).toBeVisible();
  // The club takes no payments online (no Stripe keys stored): no pay button, but how to pay (issue 34): with
  // no bank account told yet, to ask the club.
  await expect(m.getByRole("button", { name: /Pay .* online/ })).toHaveCount(0);
  const howTo = m.getByRole("region", { name: "How to pay" });
  await expect(howTo).toContainText(`Please contact the club to pay invoice ${invoice.number}.`);
  await check(m, "an invoice", view);
  await shoot(m, "invoice");

  // The owner's financial settings say what is not set up: Stripe without keys, bank transfer without account.
  await page.goto("/financial-settings");
  const stripeWarning = page.getByText(/^Stripe is ticked, but its keys are not stored yet/);
  const bankWarning = page.getByText(/^Bank transfer is ticked, but the account number/);
  await expect(stripeWarning).toBeVisible();
  await expect(bankWarning).toBeVisible();
  await bankWarning.scrollIntoViewIfNeeded();
  await check(page, "the financial settings' warnings", bankWarning);
  await shoot(page, "financial-warnings");
  const { financial } = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const bank = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: {
      ...financial,
      bankDetails: {
        accountHolder: "Riverside Golf Club",
        bankName: "First River Bank",
        accountNumber: "DE89 3704 0044 0532 0130 00",
        routingCode: "COBADEFFXXX",
      },
    },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  await page.reload();
  await expect(stripeWarning).toBeVisible();
  await expect(bankWarning).toHaveCount(0);

  // The member's invoice shows the club's account and the reference to quote: the invoice's number.
  await m.reload();
  await expect(
    howTo.getByRole("definition").filter({ hasText: "DE89 3704 0044 0532 0130 00" }),
  ).toBeVisible();
  await expect(howTo.getByRole("definition").filter({ hasText: invoice.number })).toBeVisible();
  await expect(howTo.getByRole("term").filter({ hasText: "Reference" })).toBeVisible();
  await check(m, "how to pay an invoice", howTo);
  await shoot(m, "invoice-how-to-pay");
  await m.setViewportSize({ width: 375, height: 812 });
  await expect(view).toBeVisible();
  await fitsWidth(m);
  await m.setViewportSize({ width: 1280, height: 900 });

  // Its PDF, downloaded.
  const download = m.waitForEvent("download");
  await m.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(2_000);
  expect(bytes.length).toBeLessThan(2_000_000);

  // Back to the list.
  await m.getByRole("button", { name: "Back to my invoices" }).click();
  await expect(m).toHaveURL(/\/billing$/);
  await expect(list).toBeVisible();

  // The invoice e-mail (its subject the invoice template's, issue 33) links to it.
  const link = await linkInMail(m.request, grace.email, "Your invoice from", /\/billing\?invoice=/);
  expect(link).toBe(`${baseURL}/billing?invoice=${invoice.id}`);
  await m.goto(link);
  await expect(m.getByRole("heading", { level: 2, name: `Invoice ${invoice.number}` })).toBeVisible();

  // Another member's invoice, at its address: not found, and nothing of it shown.
  await m.goto(`/billing?invoice=${other.id}`);
  await expect(m.getByText("Invoice not found")).toBeVisible();
  await expect(m.getByText(/Riverside Golf Club has no invoice of yours at this address/)).toBeVisible();
  await expect(m.getByText(other.number)).toHaveCount(0);
  await expect(m.getByText("Guest green fees")).toHaveCount(0);
  expect(staffCalls).toEqual([]);
});

test("a member pays an invoice online through Stripe Checkout and sees it confirmed as paid", async ({
  page,
  browser,
  baseURL,
  stripe,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Lakeside Golf Club");
  // The owner stores the club's Stripe test keys (Stripe is among a new club's payment methods).
  const stored = await page.request.put(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    data: {
      credentials: {
        publishableKey: "pk_test_51BillingE2e",
        secretKey: SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const ada = await memberPage(browser, baseURL as string, clubId, "Ada");
  const invoice = await issueInvoice(page, clubId, ada.memberId, [
    { description: "Monthly membership", quantity: 1, unitMinor: 8_500 },
  ]);
  const m = ada.page;

  await m.goto("/billing");
  await expect(m.getByText("You can pay open invoices online by card.")).toBeVisible();
  await m.getByRole("button", { name: invoice.number }).click();
  const pay = m.getByRole("button", { name: "Pay $85.00 online" });
  await expect(pay).toBeVisible();
  await shoot(m, "invoice-payable");

  // Cancelled on Stripe's page: nothing was paid.
  await pay.click();
  await expect(m).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  const session = [...stripe.sessions.values()].find((s) => s.url === m.url()) as CheckoutSessionObject;
  expect(session).toBeTruthy();
  expect(session.amount_total).toBe(8_500);
  expect(session.metadata).toMatchObject({ clubId, invoiceId: invoice.id });
  await m.goto(session.cancel_url as string);
  await expect(m.getByText("Payment cancelled")).toBeVisible();
  await expect(m.getByText("Nothing was paid. You can pay this invoice later.")).toBeVisible();
  await expect(m.getByRole("button", { name: "Pay $85.00 online" })).toBeVisible();

  // Paid on Stripe's page: back on the invoice, the payment is being confirmed until Stripe's webhook arrives.
  await m.getByRole("button", { name: "Pay $85.00 online" }).click();
  await expect(m).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  const paid = stripe.pay(
    ([...stripe.sessions.values()].find((s) => s.url === m.url()) as CheckoutSessionObject).id,
  );
  await m.goto(paid.success_url as string);
  expect(new URL(m.url()).search).toBe(`?invoice=${invoice.id}&paid=1`);
  const confirming = m.getByRole("status").filter({ hasText: "Confirming your payment" });
  await expect(confirming).toBeVisible();
  // Not offered a second payment meanwhile.
  await expect(m.getByRole("button", { name: /Pay .* online/ })).toHaveCount(0);
  await check(m, "a payment being confirmed", confirming);
  await shoot(m, "payment-confirming");

  // Stripe's webhook, signed with the club's secret, records the payment; the page shows it within seconds.
  const payload = checkoutEvent(paid);
  const webhook = await postStripeEvent(m.request, clubId, payload);
  expect(webhook.status(), await webhook.text()).toBe(200);
  const received = m.getByRole("status").filter({ hasText: "Payment received" });
  await expect(received).toBeVisible({ timeout: 15_000 });
  await expect(received).toContainText(`Invoice ${invoice.number} is paid. Thank you.`);
  const view = m.getByRole("article", { name: `Invoice ${invoice.number}` });
  await expect(view.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(view.getByRole("list", { name: "Payments" })).toContainText("Card (online)");
  await expect(m.getByRole("button", { name: /Pay .* online/ })).toHaveCount(0);
  await check(m, "a payment confirmed", received);
  await shoot(m, "payment-confirmed");

  // The list says so too.
  await m.getByRole("button", { name: "Back to my invoices" }).click();
  await expect(m.getByText("Nothing to pay")).toBeVisible();
  await expect(
    m.getByRole("table", { name: "My invoices" }).getByRole("row").filter({ hasText: invoice.number }),
  ).toContainText("Paid");

  // The member paid a second time in another tab (issue 36 §6): staff are told the invoice is overpaid and
  // what to do, and the refund they give goes to Stripe (decision 079).
  const twice = { ...paid, id: `${paid.id}x2`, payment_intent: `${paid.payment_intent}x2` };
  stripe.intents.set(twice.payment_intent, { amount: twice.amount_total, currency: twice.currency });
  const again = checkoutEvent(twice);
  const second = await postStripeEvent(m.request, clubId, again);
  expect(second.status(), await second.text()).toBe(200);
  await page.goto(`/billing?invoice=${invoice.id}`);
  const drawer = page.getByRole("dialog", { name: `Invoice ${invoice.number}` });
  await expect(drawer.getByText("Overpaid", { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^Overpaid by \$85\.00: more came in than this invoice asks/)).toBeVisible();
  await check(page, "an overpaid invoice", drawer.getByRole("button", { name: "Refund $85.00" }));
  await shoot(page, "invoice-overpaid");
  await drawer.getByRole("button", { name: "Refund $85.00" }).click();
  const refundDialog = page.getByRole("dialog", { name: `Refund a payment of ${invoice.number}` });
  await expect(refundDialog.getByLabel("Amount to refund")).toHaveValue("85.00");
  await expect(refundDialog.getByLabel("Reason")).toHaveValue("Overpayment returned");
  await refundDialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `$85.00 of ${invoice.number} refunded` }),
  ).toBeVisible();
  await expect(drawer.getByTestId("refund-at-stripe")).toHaveText(
    "Sent to Stripe, waiting for its confirmation",
  );
  await expect(drawer.getByText(/^Overpaid by/)).toHaveCount(0);
  expect([...stripe.refunds.values()].map((r) => [r.payment_intent, r.amount])).toEqual([
    [twice.payment_intent, 8_500],
  ]);
});

test("staff who are members of the club too see the club's billing and their own as two tabs", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Hilltop Golf Club");
  const me = await page.request.get(`/api/clubs/${clubId}/members/me`);
  expect(me.status(), await me.text()).toBe(200);
  const { member } = (await me.json()) as { member: { id: string } };
  const invoice = await issueInvoice(page, clubId, member.id, [
    { description: "Owner's locker", quantity: 1, unitMinor: 4_000 },
  ]);

  // What the screens ask the server: whether the reader is a member comes with their own billing.
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));

  await page.goto("/billing");
  const tabs = page.getByRole("tablist", { name: "The club's billing and my invoices" });
  await expect(tabs.getByRole("tab", { name: "Club billing", selected: true })).toBeVisible();
  await tabs.getByRole("tab", { name: "My invoices" }).click();
  await expect(page).toHaveURL(/\/billing\?tab=mine$/);
  await expect(page.getByRole("heading", { level: 1, name: "My invoices" })).toBeVisible();
  await page.getByRole("button", { name: invoice.number }).click();
  await expect(page).toHaveURL(/tab=mine/);
  await expect(page.getByRole("heading", { level: 2, name: `Invoice ${invoice.number}` })).toBeVisible();

  // The invoice e-mail's link (no tab): their own invoice opens in My invoices.
  await page.goto(`/billing?invoice=${invoice.id}`);
  await expect(tabs.getByRole("tab", { name: "My invoices", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Invoice ${invoice.number}` })).toBeVisible();
  await check(page, "my invoice under the staff's tabs", tabs);
  await shoot(page, "staff-my-invoice");

  expect(asked.filter((path) => path.endsWith("/members/me"))).toEqual([]);

  // Their own tab at its address: only their own billing is asked for, nothing of the club's.
  asked.length = 0;
  await page.goto("/billing?tab=mine");
  await expect(page.getByRole("heading", { level: 1, name: "My invoices" })).toBeVisible();
  await expect(page.getByRole("button", { name: invoice.number })).toBeVisible();
  expect(asked.filter((path) => /\/billing\/(?!my\b)/.test(path))).toEqual([]);
  expect(asked).toContain(`/api/clubs/${clubId}/billing/my`);
});

test("the owner finds the Stripe webhook's address and events beside the keys, and is told the secret is missing", async ({
  page,
  baseURL,
}) => {
  const { clubId } = await openNewClub(page, owner, "Meadow Golf Club");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // Keys without the webhook's secret: payments made online could not be recorded.
  const stored = await page.request.put(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    data: { credentials: { publishableKey: "pk_test_51MeadowE2e", secretKey: SECRET } },
  });
  expect(stored.status(), await stored.text()).toBe(200);

  await page.goto("/financial-settings");
  const panel = page.getByRole("region", { name: "Payment credentials" });
  await expect(panel.getByText("No webhook secret stored")).toBeVisible();
  const address = `${baseURL}/api/webhooks/stripe/${clubId}`;
  await expect(panel.getByRole("textbox", { name: "Endpoint URL" })).toHaveValue(address);
  const events = panel.getByRole("list", { name: "Events to send" });
  await expect(events.getByRole("listitem")).toHaveText([
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "refund.updated",
    "refund.failed",
    "payment_intent.succeeded",
  ]);
  await expect(panel.getByText(/The webhook secret is required for online payments/)).toBeVisible();
  await expect(panel.getByText("Required for online payments to be recorded.")).toBeVisible();
  await panel.getByRole("button", { name: "Copy" }).click();
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await check(page, "the Stripe webhook's set-up", panel);
  await panel.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.getByRole("textbox", { name: "Endpoint URL" }).scrollIntoViewIfNeeded();
  await fitsWidth(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/stripe-webhook-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (SCREENSHOTS) await panel.screenshot({ path: `${SHOTS}/stripe-webhook-1280.png` });

  // With the secret stored, the warning goes.
  const complete = await page.request.put(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    data: {
      credentials: {
        publishableKey: "pk_test_51MeadowE2e",
        secretKey: SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  expect(complete.status(), await complete.text()).toBe(200);
  await page.reload();
  await expect(panel.getByText("Keys stored")).toBeVisible();
  await expect(panel.getByText("No webhook secret stored")).toHaveCount(0);
});

test("a household's payer pays a junior's invoice from their home", async ({
  page,
  browser,
  baseURL,
  stripe,
}) => {
  const { clubId } = await openNewClub(page, owner, "Brookside Golf Club");
  const stored = await page.request.put(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    data: {
      credentials: {
        publishableKey: "pk_test_51Household",
        secretKey: SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const [parent, junior] = await Promise.all([
    memberPage(browser, baseURL as string, clubId, "Grace"),
    memberPage(browser, baseURL as string, clubId, "Tom"),
  ]);
  // Staff group them on the junior's record: a household with Grace as its payer (decision 062).
  const made = await page.request.post(`/api/clubs/${clubId}/households`, {
    data: { name: "Lovelace family", memberIds: [junior.memberId], payerMemberId: parent.memberId },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/members/${junior.memberId}`);
  const card = page.getByRole("region", { name: "Household" });
  await expect(card).toContainText("Invoices of its members are billed to Grace Lovelace.");
  await expect(card.getByRole("button", { name: "Make payer: Tom Lovelace" })).toBeVisible();
  await check(page, "a member's household", card);
  await shoot(page, "household-card");

  const invoice = await issueInvoice(page, clubId, junior.memberId, [
    { description: "Junior camp", quantity: 1, unitMinor: 6_000 },
  ]);
  const m = parent.page;
  await m.goto("/");
  const open = m.getByRole("list", { name: "Open invoices" });
  await expect(open).toContainText("For Tom Lovelace");
  await check(m, "a payer's home", open);
  await shoot(m, "household-home");
  await open.getByRole("link", { name: `Pay invoice ${invoice.number}` }).click();
  await m.getByRole("button", { name: "Pay $60.00 online" }).click();
  await expect(m).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  const paid = stripe.pay(
    ([...stripe.sessions.values()].find((s) => s.url === m.url()) as CheckoutSessionObject).id,
  );
  const payload = checkoutEvent(paid);
  const webhook = await postStripeEvent(m.request, clubId, payload);
  expect(webhook.status(), await webhook.text()).toBe(200);
  await m.goto(paid.success_url as string);
  await expect(m.getByRole("status").filter({ hasText: "Payment received" })).toBeVisible({
    timeout: 15_000,
  });

  // The junior is not asked to pay it.
  await junior.page.goto("/");
  await expect(junior.page.getByText("No open invoices")).toBeVisible();
});

test("staff are shown a payment Stripe took in another currency and give it back at Stripe", async ({
  page,
  browser,
  baseURL,
  stripe,
}) => {
  const { clubId } = await openNewClub(page, owner, "Harbour Golf Club");
  const stored = await page.request.put(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    data: {
      credentials: {
        publishableKey: "pk_test_51HarbourE2e",
        secretKey: SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const ida = await memberPage(browser, baseURL as string, clubId, "Ida");
  const invoice = await issueInvoice(page, clubId, ida.memberId, [
    { description: "Locker", quantity: 1, unitMinor: 8_500 },
  ]);
  // Paid through a Checkout Session in euros (made on the club's Stripe account by something else).
  const intent = `pi_harbour_eur_${Date.now()}`;
  stripe.intents.set(intent, { amount: 7_900, currency: "eur" });
  const session: CheckoutSessionObject = {
    id: `cs_test_harbour_${Date.now()}`,
    object: "checkout.session",
    amount_subtotal: 7_900,
    amount_total: 7_900,
    cancel_url: null,
    client_reference_id: invoice.id,
    created: Math.floor(Date.now() / 1000),
    currency: "eur",
    customer: null,
    customer_email: ida.email,
    expires_at: Math.floor(Date.now() / 1000) + 86_400,
    livemode: false,
    locale: null,
    metadata: { clubId, invoiceId: invoice.id },
    mode: "payment",
    payment_intent: intent,
    payment_status: "paid",
    status: "complete",
    success_url: null,
    url: null,
  };
  const payload = checkoutEvent(session);
  const webhook = await postStripeEvent(page.request, clubId, payload);
  expect(webhook.status(), await webhook.text()).toBe(200);

  await page.goto("/billing");
  const panel = page.getByRole("region", { name: "Payments that could not be put on their invoice" });
  await expect(panel).toContainText(`€79.00 for ${invoice.number}, which asks for USD`);
  await check(page, "a payment in another currency", panel);
  await shoot(page, "unmatched-payment");
  await panel.getByRole("button", { name: `Refund at Stripe: €79.00 for ${invoice.number}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "€79.00 refunded at Stripe" })).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect(
    [...stripe.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount),
  ).toEqual([7_900]);
  await ida.page.context().close();
});

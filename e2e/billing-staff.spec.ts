import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";
import { wholeChromium } from "./server.ts";

/*
 * The staff's billing screen at /billing (issue 15): an owner bills a member's membership type with a line of
 * their own, issues it, records a partial then a full payment (open → paid, the balance at 0); voids a paid
 * invoice with a reason and finds its credit note; filters the list by status and searches it by number;
 * downloads a PDF; a manager reads the list without the create button. The list, the new-invoice dialog and
 * the invoice pass axe in light and dark mode and are photographed at 1280 and 375 px.
 */

// Screenshots of each screen, light and dark, to look at: in the project's git-ignored screenshots/ folder.
const SHOTS = "screenshots/billing";
mkdirSync(SHOTS, { recursive: true });

// One test opens an invoice's PDF in a new tab: the whole browser shows it there; its headless shell, which
// the other specs run in (decision 055), has no PDF viewer and saves it as a download. A browser is a worker's:
// the whole file runs in the whole browser.
test.use({ launchOptions: wholeChromium() });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

const year = () => String(new Date().getUTCFullYear());
const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

interface Club {
  clubId: string;
}

/**
 * A club billing in USD with 8 % tax on Net 30, whose Annual type costs $1,200.00 with a $250.00 joining fee
 * (set through the API: the test is about billing, not the settings).
 */
async function billingClub(page: Page, name: string): Promise<Club> {
  const { clubId } = await openNewClub(page, owner, name);
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const financial = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: {
      ...settings.financial,
      invoiceTerms: "Net 30",
      refundPolicy: "Fees are refunded within 14 days of payment.",
    },
  });
  expect(financial.status(), await financial.text()).toBe(200);
  // Its one tax rate, the default (decision 080).
  const rate = await page.request.post(`/api/clubs/${clubId}/billing/tax-rates`, {
    data: { name: "Sales tax", percent: 8, kind: "standard" },
  });
  expect(rate.status(), await rate.text()).toBe(201);
  const types = (await (await page.request.get(`/api/clubs/${clubId}/membership-types`)).json()) as {
    membershipTypes: { id: string; code: string }[];
  };
  const annual = types.membershipTypes.find((t) => t.code === "annual");
  const priced = await page.request.patch(`/api/clubs/${clubId}/membership-types/${annual?.id}`, {
    data: { priceMinor: 120_000, joiningFeeMinor: 25_000 },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  return { clubId };
}

async function addMember(page: Page, clubId: string, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName, lastName, email, membershipType: "annual" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, email, name: `${firstName} ${lastName}` };
}

/** An invoice of one untaxed line, issued (not e-mailed) through the API. */
async function issuedInvoice(
  page: Page,
  clubId: string,
  memberId: string,
  description: string,
  minor: number,
) {
  const response = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId,
      lines: [{ kind: "custom", description, quantity: 1, unitMinor: minor, taxable: false }],
      issue: true,
      send: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; number: string };
}

/**
 * An 18-hole course open every day from 07:00 to 18:00 with green fees of $45 (members) and $70 (guests), and
 * a member's tee time with a guest on `day` at 10:00, booked by staff: two green fees to bill.
 */
async function greenFees(page: Page, clubId: string, memberId: string, day: string): Promise<void> {
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = (await (await page.request.get(`${golf}/courses/suggested-days?holes=18`)).json()) as {
    days: Record<string, unknown>[];
  };
  const course = await page.request.post(`${golf}/courses`, {
    data: {
      name: "Old Course",
      holes: 18,
      active: true,
      days: days.map((x) => ({
        ...x,
        open: true,
        firstTee: "07:00",
        lastTee: "18:00",
        release: "first_come",
      })),
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const { id: courseId } = (await course.json()) as { id: string };
  const rules = (await (await page.request.get(`${golf}/settings`)).json()) as Record<string, unknown>;
  const { currency: _currency, ...input } = rules;
  const saved = await page.request.put(`${golf}/settings`, {
    data: { ...input, memberGreenFeeMinor: 4500, guestGreenFeeMinor: 7000 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const booked = await page.request.post(`${golf}/bookings`, {
    data: {
      courseId,
      date: day,
      time: "10:00",
      players: [{ memberId }, { guestName: "Gina Guest" }],
      override: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

/**
 * Screenshots at a desktop's and a phone's width, light and dark, back to the desktop's width and light mode
 * after. A dialog is taken as the screen shows it (not the whole page).
 */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return screenshots(page, `${SHOTS}/billing-${name}`, options);
}

/** A figure of the totals above the list. */
const figure = (page: Page, label: string): Locator =>
  page.getByRole("region", { name: "Billing totals" }).getByText(label, { exact: true }).locator("..");

test("staff bill a membership type with a line of their own, issue it, and record a partial then a full payment", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await billingClub(page, "Larkspur Golf Club");
  const ada = await addMember(page, clubId, "Ada", "Fairway");

  await page.goto("/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await expect(page.getByText("No invoices yet")).toBeVisible();
  await expect(figure(page, "Outstanding")).toContainText("$0.00");

  // The form: the member found by name, their membership fee and joining fee ticked, a locker of one's own.
  await page.getByRole("button", { name: "New invoice" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New invoice" });
  await dialog.getByLabel("Member to bill").fill("Fairway");
  await dialog.getByRole("button", { name: `Bill ${ada.name}` }).click();
  await expect(dialog.getByText(`With its PDF, to ${ada.email}.`)).toBeVisible();
  const membership = dialog.getByRole("checkbox", { name: "Membership fee: Annual" });
  await membership.check();
  await dialog.getByRole("checkbox", { name: "Joining fee: Annual" }).check();
  await dialog.getByRole("button", { name: "Add a line" }).click();
  const line = dialog.getByRole("group", { name: "Line 1" });
  await line.getByLabel("Description").fill("Locker");
  await line.getByLabel("Quantity").fill("2");
  await line.getByLabel("Unit price").fill("19.99");
  await line.getByRole("combobox", { name: "Tax rate" }).click();
  await page.getByRole("option", { name: "No tax" }).click();
  // $1,200 + $250 taxed at 8 % ($116.00), and $39.98 untaxed: the preview reckons as the server does.
  const preview = dialog.getByRole("group", { name: "Preview" });
  await expect(preview).toContainText("$1,489.98");
  await expect(preview).toContainText("Tax (Sales tax 8%)$116.00");
  await expect(preview).toContainText("Total$1,605.98");
  await expect(dialog.getByRole("checkbox", { name: "E-mail it to the member when issued" })).toBeChecked();
  await check(page, "the new-invoice dialog", dialog);
  await shoot(page, "new-invoice", { fullPage: false });

  // A line without a price is refused at its field before anything is sent.
  await dialog.getByRole("button", { name: "Add a line" }).click();
  const second = dialog.getByRole("group", { name: "Line 2" });
  await dialog.getByRole("button", { name: "Create and issue" }).click();
  await expect(second.getByText("Describe the line.")).toBeVisible();
  await expect(second.getByText("Enter the unit price (negative for a discount).")).toBeVisible();
  await second.getByRole("button", { name: "Remove line 2" }).click();

  await dialog.getByRole("button", { name: "Create and issue" }).click();
  const number = `INV-${year()}-00001`;
  await expect(toast(page, `Invoice ${number} issued and e-mailed to ${ada.email}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The invoice opens in its drawer: open, the whole total owed, its lines with the membership's period.
  const drawer = page.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/invoice=/);
  await expect(drawer.getByText("Open", { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^Annual membership, \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(drawer.getByText("Joining fee, Annual")).toBeVisible();
  await expect(drawer.getByText("Renews the membership when paid")).toBeVisible();

  // Issue 34: Ada's next period is on this open invoice: a new invoice does not offer it again, and says why.
  await drawer.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "New invoice" }).first().click();
  await dialog.getByLabel("Member to bill").fill("Fairway");
  await dialog.getByRole("button", { name: `Bill ${ada.name}` }).click();
  await expect(
    dialog.getByText(
      new RegExp(
        `^Invoice ${number} already bills the membership for \\d\\d/\\d\\d/\\d{4} – \\d\\d/\\d\\d/\\d{4}: void it first`,
      ),
    ),
  ).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Membership fee: Annual" })).toHaveCount(0);
  await check(page, "the new-invoice dialog, its member's period billed already", dialog);
  await shoot(page, "new-invoice-period-billed", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("link", { name: number }).first().click();
  await expect(drawer).toBeVisible();

  // A partial payment: still open, the balance down.
  await drawer.getByRole("button", { name: "Record payment" }).click();
  const pay = page.getByRole("dialog", { name: `Record a payment for ${number}` });
  await expect(pay.getByLabel("Amount")).toHaveValue("1,605.98");
  await pay.getByLabel("Amount").fill("500");
  await pay.getByLabel("Reference").fill("SEPA 42");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, `Payment of $500.00 recorded for ${number}; $1,105.98 still owed`)).toBeVisible();
  await expect(pay).toHaveCount(0);
  await expect(drawer.getByText("Open", { exact: true })).toBeVisible();
  await expect(drawer.getByText("Bank transfer,", { exact: false })).toBeVisible();
  await expect(drawer.getByText("Reference: SEPA 42")).toBeVisible();

  // More than is owed is refused by the server, in the dialog.
  await drawer.getByRole("button", { name: "Record payment" }).click();
  await pay.getByLabel("Amount").fill("2000");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(pay.getByRole("alert")).toContainText("is more than the");
  // The rest: paid, nothing owed.
  await pay.getByLabel("Amount").fill("1105.98");
  await pay.getByLabel("Method").click();
  await page.getByRole("option", { name: "Cash" }).click();
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, `Payment of $1,105.98 recorded: ${number} is paid`)).toBeVisible();
  await expect(drawer.getByText("Paid", { exact: true }).first()).toBeVisible();
  const totals = drawer.locator("dl").filter({ hasText: "Subtotal" });
  await expect(totals).toContainText("Balance$0.00");
  await expect(drawer.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  await expect(drawer.getByText("Paid in full")).toBeVisible();
  await expect(drawer.getByText("Membership renewed")).toBeVisible();
  await check(page, "the invoice drawer", drawer);
  await shoot(page, "invoice", { fullPage: false });

  // The list and the totals follow: paid, and $1,605.98 in this month.
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toHaveCount(0);
  const row = page
    .getByRole("table", { name: "Invoices and credit notes" })
    .getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText(ada.name);
  await expect(figure(page, "Paid this month")).toContainText("$1,605.98");
  await expect(figure(page, "Outstanding")).toContainText("$0.00");
});

test("staff void a paid invoice with a reason and find its credit note, filter and search the list, and download a PDF", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await billingClub(page, "Marram Links");
  const bea = await addMember(page, clubId, "Bea", "Bunker");
  const cal = await addMember(page, clubId, "Cal", "Chip");
  const lesson = await issuedInvoice(page, clubId, bea.id, "Lesson", 10_000);
  const balls = await issuedInvoice(page, clubId, cal.id, "Range balls", 1_500);
  await issuedInvoice(page, clubId, cal.id, "Bag storage", 4_500);
  const paid = await page.request.post(`/api/clubs/${clubId}/billing/invoices/${lesson.id}/payments`, {
    data: { method: "card", amountMinor: 10_000 },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto("/billing");
  const table = page.getByRole("table", { name: "Invoices and credit notes" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(figure(page, "Outstanding")).toContainText("$60.00");
  await check(page, "the billing list", table);
  await shoot(page, "list");

  // The status filter, kept in the URL.
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Paid", exact: true }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(lesson.number);
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Outstanding (open or overdue)" }).click();
  await expect(page).toHaveURL(/status=outstanding/);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).not.toContainText(lesson.number);

  // The search by number, kept in the URL too; a reload shows the same list.
  await page.getByRole("textbox", { name: "Search invoices" }).fill(balls.number);
  await expect(page).toHaveURL(new RegExp(`q=${balls.number}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Cal Chip");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Search invoices" })).toHaveValue(balls.number);
  await expect(table.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).not.toHaveURL(/q=/);
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Paid", exact: true }).click();

  // Voiding the paid lesson: the question says a credit note follows; the reason is required.
  await table.getByRole("link", { name: lesson.number }).click();
  const drawer = page.getByRole("dialog", { name: `Invoice ${lesson.number}` });
  await expect(drawer.getByText("Paid", { exact: true }).first()).toBeVisible();
  await drawer.getByRole("button", { name: "Void" }).click();
  const voiding = page.getByRole("dialog", { name: `Void ${lesson.number}?` });
  await expect(voiding).toContainText("$100.00 was received on it: a credit note for that amount is issued");
  await voiding.getByRole("button", { name: "Void invoice" }).click();
  await expect(voiding.getByText("Give the reason.")).toBeVisible();
  await voiding.getByLabel("Reason").fill("Lesson cancelled by the pro");
  await voiding.getByRole("button", { name: "Void invoice" }).click();
  const creditNumber = `CN-${year()}-00001`;
  await expect(toast(page, `${lesson.number} voided; credit note ${creditNumber} issued`)).toBeVisible();
  await expect(drawer.getByText("Void", { exact: true }).first()).toBeVisible();
  await expect(drawer.getByText(/Reason: Lesson cancelled by the pro/)).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Void" })).toHaveCount(0);
  await expect(drawer.getByRole("button", { name: "Record payment" })).toHaveCount(0);

  // The credit note, from the voided invoice's drawer, and back.
  await drawer.getByRole("button", { name: creditNumber }).click();
  const note = page.getByRole("dialog", { name: `Credit note ${creditNumber}` });
  await expect(note).toBeVisible();
  await expect(note.getByText("Credit note", { exact: true }).first()).toBeVisible();
  await expect(note).toContainText("$100.00");
  await expect(note.getByRole("button", { name: lesson.number })).toBeVisible();
  await shoot(page, "credit-note", { fullPage: false });

  // The PDF opens in a new tab, and it is a PDF.
  const pdfLink = note.getByRole("link", { name: "Download PDF" });
  const href = (await pdfLink.getAttribute("href")) as string;
  expect(await pdfLink.getAttribute("target")).toBe("_blank");
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const popup = page.waitForEvent("popup");
  await pdfLink.click();
  const tab = await popup;
  expect(tab.url()).toContain(href);
  await tab.close();

  // The list marks the credit note and the voided invoice.
  await note.getByRole("button", { name: "Close" }).click();
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Void", exact: true }).click();
  await expect(table.getByRole("row", { name: new RegExp(lesson.number) })).toContainText("Void");
  await page.getByRole("combobox", { name: "Document", exact: true }).click();
  await page.getByRole("option", { name: "Credit notes" }).click();
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Open", exact: true }).click();
  const creditRow = table.getByRole("row", { name: new RegExp(creditNumber) });
  await expect(creditRow).toContainText("Credit note");
  await expect(creditRow).toContainText("Bea Bunker");

  // The credit note is settled by giving the money back on the voided invoice's payment.
  await creditRow.getByRole("link", { name: creditNumber }).click();
  await expect(
    note.getByText(`refund the payment on ${lesson.number} when the money goes back`),
  ).toBeVisible();
  await note.getByRole("button", { name: lesson.number }).click();
  await drawer.getByRole("button", { name: /^Refund the payment of \$100\.00/ }).click();
  const refund = page.getByRole("dialog", { name: `Refund a payment of ${lesson.number}` });
  await refund.getByLabel("Reason").fill("Credit note paid out");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, `$100.00 of ${lesson.number} refunded`)).toBeVisible();
  await drawer.getByRole("button", { name: creditNumber }).click();
  await expect(note.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(note.locator("dl").filter({ hasText: "Subtotal" })).toContainText(
    "Still owed to the member$0.00",
  );
});

test("a manager reads the list and an invoice, without the create button or the actions that change them", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { clubId } = await billingClub(page, "Sedge Hollow");
  const dee = await addMember(page, clubId, "Dee", "Divot");
  const invoice = await issuedInvoice(page, clubId, dee.id, "Club fitting", 7_500);
  const manager = await joinByApi(browser, baseURL as string, owner, clubId, "manager", "Mona");
  const context = await browser.newContext({ baseURL });
  await context.addCookies(manager.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const m = await context.newPage();

  await m.goto("/billing");
  const table = m.getByRole("table", { name: "Invoices and credit notes" });
  await expect(table.getByRole("row", { name: new RegExp(invoice.number) })).toContainText("Dee Divot");
  await expect(m.getByRole("button", { name: "New invoice" })).toHaveCount(0);
  await expect(m.getByRole("link", { name: "Export invoices" })).toBeVisible();
  await table.getByRole("link", { name: invoice.number }).click();
  const drawer = m.getByRole("dialog", { name: `Invoice ${invoice.number}` });
  await expect(drawer.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expect(drawer.getByText("Open", { exact: true })).toBeVisible();
  for (const action of ["Record payment", "Send again", "Void"]) {
    await expect(drawer.getByRole("button", { name: action })).toHaveCount(0);
  }
  await context.close();
});

test("staff save a draft, edit and issue it, refund part of its payment, and delete another draft from its link", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await billingClub(page, "Tamarisk Golf Club");
  const eve = await addMember(page, clubId, "Eve", "Eagle");
  const day = addDays(todayIn("UTC"), 2);
  await greenFees(page, clubId, eve.id, day);

  // A draft of one line of one's own.
  await page.goto("/billing");
  await page.getByRole("button", { name: "New invoice" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New invoice" });
  await dialog.getByLabel("Member to bill").fill("Eagle");
  await dialog.getByRole("button", { name: "Bill Eve Eagle" }).click();
  // Her green fees not invoiced yet: her own and her guest's; the guest's is billed.
  const [y, m, d] = day.split("-");
  await expect(
    dialog.getByRole("checkbox", { name: `Old Course, ${m}/${d}/${y} 10:00 AM: Eve Eagle` }),
  ).not.toBeChecked();
  await dialog
    .getByRole("checkbox", { name: `Old Course, ${m}/${d}/${y} 10:00 AM: Gina Guest (guest)` })
    .check();
  await dialog.getByRole("button", { name: "Add a line" }).click();
  const line = dialog.getByRole("group", { name: "Line 1" });
  await line.getByLabel("Description").fill("Range balls");
  await line.getByLabel("Quantity").fill("3");
  await line.getByLabel("Unit price").fill("5");
  await expect(dialog.getByRole("group", { name: "Preview" })).toContainText("Total$91.80");
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  await expect(toast(page, "Draft invoice to Eve Eagle saved")).toBeVisible();
  const draft = page.getByRole("dialog", { name: "Draft invoice" });
  await expect(draft.getByText("Draft", { exact: true })).toBeVisible();
  await expect(draft.getByText("Not issued yet")).toBeVisible();
  await expect(draft.getByRole("link", { name: "Download PDF" })).toHaveCount(0);

  await expect(draft.getByText(/^Green fee, Old Course, .* 10:00 AM: Gina Guest \(guest\)$/)).toBeVisible();

  // Edited: four buckets instead of three; the guest's green fee stays ticked, held by the draft.
  await draft.getByRole("button", { name: "Edit draft" }).click();
  const edit = page.getByRole("dialog", { name: "Edit draft invoice" });
  await expect(edit.getByRole("checkbox", { name: /Gina Guest \(guest\)$/ })).toBeChecked();
  await expect(edit.getByRole("checkbox", { name: /: Eve Eagle$/ })).not.toBeChecked();
  const editLine = edit.getByRole("group", { name: "Line 1" });
  await expect(editLine.getByLabel("Description")).toHaveValue("Range balls");
  await editLine.getByLabel("Quantity").fill("4");
  await expect(edit.getByRole("group", { name: "Preview" })).toContainText("Total$97.20");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft invoice to Eve Eagle updated")).toBeVisible();
  await expect(draft.locator("dl").filter({ hasText: "Subtotal" })).toContainText("Total$97.20");

  // Issued without the e-mail.
  await draft.getByRole("button", { name: "Issue" }).click();
  const issue = page.getByRole("dialog", { name: "Issue this invoice?" });
  await issue.getByRole("checkbox", { name: "E-mail it to the member" }).uncheck();
  await issue.getByRole("button", { name: "Issue invoice" }).click();
  const number = `INV-${year()}-00001`;
  await expect(toast(page, `Invoice ${number} issued`)).toBeVisible();
  const drawer = page.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(drawer.getByText("Open", { exact: true })).toBeVisible();
  for (const step of ["Created", "Edited", "Issued"]) {
    await expect(drawer.getByText(step, { exact: true })).toBeVisible();
  }

  // Paid, then part of it given back: owed again, the refund under its payment, the club's policy shown.
  await drawer.getByRole("button", { name: "Record payment" }).click();
  await page
    .getByRole("dialog", { name: `Record a payment for ${number}` })
    .getByRole("button", { name: "Record payment" })
    .click();
  await expect(toast(page, `${number} is paid`)).toBeVisible();
  await drawer.getByRole("button", { name: /^Refund the payment of \$97\.20/ }).click();
  const refund = page.getByRole("dialog", { name: `Refund a payment of ${number}` });
  await expect(refund.getByText("Fees are refunded within 14 days of payment.")).toBeVisible();
  await expect(refund.getByLabel("Amount to refund")).toHaveValue("97.20");
  await refund.getByLabel("Amount to refund").fill("100");
  await refund.getByLabel("Reason").fill("Returned balls");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByText("At most $97.20 of this payment can be refunded.")).toBeVisible();
  await refund.getByLabel("Amount to refund").fill("10");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, `$10.00 of ${number} refunded`)).toBeVisible();
  await expect(drawer.getByText("Open", { exact: true })).toBeVisible();
  await expect(drawer.getByText(/: Returned balls$/)).toBeVisible();
  await expect(drawer.locator("dl").filter({ hasText: "Subtotal" })).toContainText("Balance$10.00");

  // Another draft, opened from its link (?invoice=), deleted.
  const members = (await (await page.request.get(`/api/clubs/${clubId}/members?q=Eagle`)).json()) as {
    members: { id: string }[];
  };
  const created = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId: members.members[0]?.id,
      lines: [{ kind: "custom", description: "Towel", unitMinor: 800 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/billing?invoice=${id}`);
  const other = page.getByRole("dialog", { name: "Draft invoice" });
  await expect(other.getByText("Towel")).toBeVisible();
  await other.getByRole("button", { name: "Delete draft" }).click();
  await page
    .getByRole("dialog", { name: "Delete this draft?" })
    .getByRole("button", { name: "Delete draft" })
    .click();
  await expect(toast(page, "Draft deleted")).toBeVisible();
  await expect(other).toHaveCount(0);
  await expect(page).not.toHaveURL(/invoice=/);
  const table = page.getByRole("table", { name: "Invoices and credit notes" });
  await expect(table.getByRole("row")).toHaveCount(2);
});

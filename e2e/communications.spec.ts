import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { check, screenshots } from "./axe.ts";
import { actAs, createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { fillDate, fillTime } from "./date-fields.ts";
import { expect, test } from "./fixtures.ts";
import { openMail, uniqueEmail } from "./helpers.ts";

/*
 * Messages to members at /communications and the public unsubscribe page (issue 16): an owner writes to one
 * membership type and sees the live count, sends, and finds the message in the history with its counts once
 * sent; the e-mail in the development mailbox has the names filled in; its unsubscribe link unsubscribes the
 * member, and the next message's count leaves them out; chosen members are found and counted; a club with its
 * newsletter off is refused; a scheduled message is cancelled; a member turns the newsletters off on their own
 * record and staff turn them back on; a template fills a message in; a member is not offered the screen; an
 * address refused for good makes the message "Sent with 1 failed" with the reason, and resend after the
 * address is corrected reaches the new one, whose headers the development mailbox shows. Every
 * screen passes axe in light and dark mode and is photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/communications";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function addMember(page: Page, clubId: string, firstName: string, lastName: string, type: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName, lastName, email, membershipType: type },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, email, name: `${firstName} ${lastName}` };
}

/** Screenshots at a desktop's and a phone's width, light and dark; back to the desktop and light mode after. */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return screenshots(page, `${SHOTS}/communications-${name}`, options);
}

/** The compose dialog with a subject, a body and the audience of one membership type. */
async function compose(page: Page, subject: string, body: string[], typeName: string): Promise<Locator> {
  await page.getByRole("button", { name: "New message" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New message" });
  await dialog.getByLabel("Subject").fill(subject);
  // The rich-text editor: a paragraph per line, typed as a person would.
  await dialog.getByRole("textbox", { name: "Message" }).click();
  for (const [i, line] of body.entries()) {
    if (i > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }
  await dialog.getByRole("radio", { name: "By membership type" }).check();
  await dialog.getByRole("combobox", { name: "Membership types" }).click();
  await page.getByRole("option", { name: typeName, exact: true }).click();
  // The option list closes so that it does not cover what follows.
  await dialog.getByLabel("Subject").click();
  return dialog;
}

test("an owner writes to one membership type, sees it sent, and an unsubscribed member is left out of the next", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { clubId, clubName } = await openNewClub(page, owner, "Heron Bay Golf Club");
  const ada = await addMember(page, clubId, "Ada", "Fairway", "annual");
  const cleo = await addMember(page, clubId, "Cleo", "Birdie", "annual");
  await addMember(page, clubId, "Ben", "Bogey", "monthly");

  await page.goto("/communications");
  await expect(page.getByRole("heading", { level: 1, name: "Communications" })).toBeVisible();
  await expect(page.getByText("No messages yet")).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Communications" })).toBeVisible();

  // The audience: one membership type, counted live (Ben is Monthly).
  const dialog = await compose(
    page,
    "Spring greens update",
    ["Dear {{first_name}} {{last_name}},", "The greens reopen on Saturday."],
    "Annual",
  );
  const count = dialog.getByTestId("audience-count");
  await expect(count).toHaveText("2 recipients · 0 unsubscribed · 0 without an e-mail address");
  await check(page, "the compose dialog", dialog);
  await shoot(page, "compose", { fullPage: false });

  // The confirmation names the count; sent, the message opens in its drawer.
  await dialog.getByRole("button", { name: "Send…" }).click();
  await expect(dialog.getByText("The message goes to 2 recipients now.")).toBeVisible();
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "The message is being sent")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const drawer = page.getByRole("dialog", { name: "Message", exact: true });
  await expect(drawer.getByRole("heading", { name: "Spring greens update" })).toBeVisible();
  await expect(drawer.getByText("Membership type: Annual")).toBeVisible();
  await expect(drawer.getByText("2 sent", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByText("Sent", { exact: true }).first()).toBeVisible();
  const recipients = drawer.getByRole("table", { name: "The message's recipients" });
  await expect(recipients.getByRole("row").filter({ hasText: ada.email })).toContainText("Sent");
  await expect(recipients.getByRole("row").filter({ hasText: cleo.email })).toContainText("Sent");
  // Filtered to the failed ones: none.
  await drawer.getByLabel("Status", { exact: true }).click();
  await page.getByRole("option", { name: "Failed", exact: true }).click();
  await expect(drawer.getByText("No recipient has this status.")).toBeVisible();
  await drawer.getByLabel("Status", { exact: true }).click();
  await page.getByRole("option", { name: "All statuses" }).click();
  await expect(recipients.getByRole("row").filter({ hasText: ada.email })).toBeVisible();
  await check(page, "the message's drawer", drawer);
  await shoot(page, "detail", { fullPage: false });

  // The history: the message, sent, with its counts.
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toHaveCount(0);
  const history = page.getByRole("table", { name: "Messages" });
  const row = history.getByRole("row").filter({ hasText: "Spring greens update" });
  await expect(row).toContainText("Membership type: Annual");
  await expect(row).toContainText("2 recipients");
  await expect(row).toContainText("2 sent");
  await expect(row).toContainText(/Sent \d\d\/\d\d\/\d{4}/);
  await check(page, "the history", row);
  await shoot(page, "history");

  // The e-mail, with the names filled in, and its unsubscribe link.
  await openMail(page, ada.email, "Spring greens update");
  const mail = page.getByRole("article", { name: "Message" });
  await expect(mail).toContainText("Dear Ada Fairway,");
  await expect(mail).toContainText("The greens reopen on Saturday.");
  await mail.getByRole("link", { name: "Unsubscribe from these e-mails" }).click();

  await expect(page).toHaveURL(/\/unsubscribe\//);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expect(
    page.getByText(`You receive the newsletters and announcements of ${clubName} at`),
  ).toBeVisible();
  // The address is masked.
  await expect(page.getByText(ada.email)).toHaveCount(0);
  await check(page, "the unsubscribe page", page.getByRole("button", { name: "Unsubscribe" }));
  await shoot(page, "unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resubscribe" })).toBeVisible();
  await check(page, "the unsubscribed page", page.getByRole("button", { name: "Resubscribe" }));
  await shoot(page, "unsubscribed");
  const unsubscribeUrl = page.url();

  // The next message to Annual leaves Ada out.
  await page.goto("/communications");
  const next = await compose(page, "Competition on Sunday", ["Hello {{first_name}}"], "Annual");
  await expect(next.getByTestId("audience-count")).toHaveText(
    "1 recipient · 1 unsubscribed · 0 without an e-mail address",
  );
  await next.getByRole("button", { name: "Cancel" }).click();

  // Resubscribing from the same link counts her in again.
  await page.goto(unsubscribeUrl);
  await page.getByRole("button", { name: "Resubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are subscribed again" })).toBeVisible();
  await page.goto("/communications");
  const again = await compose(page, "Competition on Sunday", ["Hello {{first_name}}"], "Annual");
  await expect(again.getByTestId("audience-count")).toHaveText(
    "2 recipients · 0 unsubscribed · 0 without an e-mail address",
  );
});

test("a refused address makes the message 'Sent with 1 failed' with the reason; corrected, resend reaches the new address", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Plover Point Golf Club");
  await addMember(page, clubId, "Gail", "Green", "annual");
  // The development mailbox refuses an address at .invalid for good, as a server refuses an unknown domain.
  const wrong = `wren.${Date.now()}@typo.invalid`;
  const created = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Wren", lastName: "Typo", email: wrong, membershipType: "annual" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const wren = (await created.json()) as { id: string };

  await page.goto("/communications");
  const dialog = await compose(page, "Members' evening", ["Hello {{first_name}}"], "Annual");
  await dialog.getByRole("button", { name: "Send…" }).click();
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Message", exact: true });
  // Failed at its first attempt: the badge says so, not "Sent", and the drawer gives the server's reason.
  await expect(drawer.getByText("Sent with 1 failed", { exact: true })).toBeVisible({ timeout: 30_000 });
  const recipients = drawer.getByRole("table", { name: "The message's recipients" });
  const row = recipients.getByRole("row").filter({ hasText: wrong });
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("550 5.1.2");
  await check(page, "the drawer of a message with a failed recipient", drawer);

  // The address is corrected on the member's record; resend goes to the new one.
  const right = uniqueEmail("wren");
  const patched = await page.request.patch(`/api/clubs/${clubId}/members/${wren.id}`, {
    data: { email: right },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await drawer.getByRole("button", { name: "Resend to 1 failed" }).click();
  await page
    .getByRole("dialog", { name: "Resend to those that failed?" })
    .getByRole("button", { name: "Resend" })
    .click();
  await expect(toast(page, "Sending again to 1 recipient")).toBeVisible();
  await expect(drawer.getByText("2 sent", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByText("Sent", { exact: true }).first()).toBeVisible();

  // The development mailbox shows the e-mail's headers as sent: the one-click unsubscribe and Reply-To.
  await openMail(page, right, "Members' evening");
  const headers = page.getByLabel("Headers");
  await expect(headers).toContainText("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  await expect(headers).toContainText(`To: ${right}`);
  await expect(page.getByRole("link", { name: "Download the raw message (.eml)" })).toBeVisible();
});

test("a message scheduled two days ahead in the club's time zone is cancelled before it goes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Kestrel Links");
  await addMember(page, clubId, "Dora", "Eagle", "annual");
  await page.goto("/communications");
  await expect(page.getByRole("heading", { level: 1, name: "Communications" })).toBeVisible();

  const dialog = await compose(page, "Course closure", ["The course is closed on Monday."], "Annual");
  await expect(dialog.getByTestId("audience-count")).toHaveText(
    "1 recipient · 0 unsubscribed · 0 without an e-mail address",
  );
  // Chosen members instead: found by name on the server.
  await dialog.getByRole("radio", { name: "Chosen members" }).check();
  await expect(dialog.getByTestId("audience-count")).toHaveText("Choose whom the message goes to.");
  await dialog.getByRole("combobox", { name: "Members" }).fill("Eagle");
  await page.getByRole("option", { name: /^Dora Eagle/ }).click();
  await expect(dialog.getByTestId("audience-count")).toHaveText(
    "1 recipient · 0 unsubscribed · 0 without an e-mail address",
  );
  await dialog.getByRole("radio", { name: "Schedule" }).check();
  // A time that has passed is refused before anything is sent.
  // A new club from an English screen: New York's time, MM/DD/YYYY and a 12-hour clock.
  const today = todayIn("America/New_York");
  // The calendar offers no day before today: today at midnight has passed.
  await fillDate(dialog.getByLabel("Date"), today);
  await fillTime(dialog, "Time", "00:00");
  await dialog.getByRole("button", { name: "Schedule…" }).click();
  await expect(
    dialog.getByText("The chosen time has passed. Choose a later time, or send it now."),
  ).toBeVisible();
  const later = addDays(today, 2);
  await fillDate(dialog.getByLabel("Date"), later);
  await fillTime(dialog, "Time", "09:00");
  const [y, m, d] = later.split("-");
  const when = `${m}/${d}/${y} 9:00 AM`;

  // With the club's newsletter switched off (by someone else meanwhile), the server refuses and says why.
  const newsletter = async (on: boolean) => {
    const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
      communication: Record<string, unknown>;
    };
    const saved = await page.request.put(`/api/clubs/${clubId}/settings/communication`, {
      data: { ...settings.communication, newsletterEnabled: on },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  await newsletter(false);
  await dialog.getByRole("button", { name: "Schedule…" }).click();
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Messages to members are switched off for this club. Turn on the newsletter in the communication settings to send one.",
  );
  await newsletter(true);

  await dialog.getByRole("button", { name: "Schedule…" }).click();
  await expect(dialog.getByText(`The message goes to 1 recipient on ${when}.`)).toBeVisible();
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(page, `The message is scheduled for ${when}`)).toBeVisible();

  const drawer = page.getByRole("dialog", { name: "Message", exact: true });
  await expect(drawer.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(drawer.getByText("1 chosen member", { exact: true })).toBeVisible();
  await expect(drawer.getByText("The recipients are chosen when the message is sent.")).toBeVisible();
  await drawer.getByRole("button", { name: "Cancel sending" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this message?" });
  await expect(confirm).toContainText(`The message scheduled for ${when} will not be sent.`);
  await confirm.getByRole("button", { name: "Cancel message" }).click();
  await expect(toast(page, "The message was cancelled")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(drawer.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Cancel sending" })).toHaveCount(0);

  await drawer.getByRole("button", { name: "Close" }).click();
  const row = page
    .getByRole("table", { name: "Messages" })
    .getByRole("row")
    .filter({ hasText: "Course closure" });
  await expect(row).toContainText("Cancelled");
});

test("a member turns the club's newsletters off on their own record; staff see it and turn them back on", async ({
  browser,
  page,
  serverUrl,
}) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Osprey Golf Club");
  const mia = await joinByApi(browser, serverUrl, owner, clubId, "member", "Mia");
  const context = await browser.newContext({ baseURL: serverUrl });
  await context.addCookies(mia.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const mine = await context.newPage();
  await mine.goto("/memberships");
  await expect(mine.getByRole("heading", { level: 1, name: "My membership" })).toBeVisible();
  const receive = mine.getByRole("switch", { name: "Receive the club's newsletters and announcements" });
  await expect(receive).toBeChecked();
  await receive.click();
  await expect(toast(mine, "Your choice was saved")).toBeVisible();
  await expect(receive).not.toBeChecked();
  await mine.reload();
  await expect(receive).not.toBeChecked();
  await check(mine, "my membership with the newsletters' switch", receive);
  await shoot(mine, "my-membership");
  await context.close();

  // The owner's count of all members leaves her out.
  await page.goto("/communications");
  await page.getByRole("button", { name: "New message" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New message" });
  await expect(dialog.getByTestId("audience-count")).toContainText("1 unsubscribed");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Her record says so to staff, whose edit form turns the newsletters back on.
  const found = await page.request.get(`/api/clubs/${clubId}/members?q=Mia`);
  const { members } = (await found.json()) as { members: { id: string }[] };
  await page.goto(`/members/${members[0]?.id}`);
  const record = page.getByRole("region", { name: "Record" });
  await expect(record).toContainText("Newsletters and announcementsUnsubscribed");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Mia Lovelace" });
  const staffSwitch = edit.getByRole("switch", { name: "Receive the club's newsletters and announcements" });
  await expect(staffSwitch).not.toBeChecked();
  await staffSwitch.click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Mia Lovelace saved")).toBeVisible();
  await expect(record).toContainText("Newsletters and announcementsReceived");
});

test("a message starts from one of the club's templates, which fills in its subject and body", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Teal Lake Golf Club");
  // A template of the club's own (the built-ins, the product's e-mails, are not offered for messages).
  const made = await page.request.post(`/api/clubs/${clubId}/communication-templates`, {
    data: {
      name: "Monthly newsletter",
      category: "announcement",
      subject: "News from the club, {{first_name}}",
      bodyHtml: "<p>Hello {{first_name}},</p><p>The bar reopens on Friday.</p>",
    },
  });
  expect(made.status()).toBe(201);
  await page.goto("/communications");
  await page.getByRole("button", { name: "New message" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New message" });
  await dialog.getByRole("combobox", { name: "Start from a template" }).click();
  await expect(page.getByRole("option")).toHaveText(["Monthly newsletter"]);
  await page.getByRole("option", { name: "Monthly newsletter" }).click();
  await expect(dialog.getByLabel("Subject")).toHaveValue("News from the club, {{first_name}}");
  await expect(dialog.getByRole("textbox", { name: "Message" })).toContainText("The bar reopens on Friday.");
});

test("a member is not offered Communications, and its address says whom it is for", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Plover Golf Club");
  await actAs(page, "member", clubId);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Billing", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Communications", exact: true })).toHaveCount(0);
  await page.goto("/communications");
  await expect(
    page.getByRole("heading", { level: 1, name: "You do not have permission to write to the members" }),
  ).toBeVisible();
  await expect(page.getByText("Your role in Plover Golf Club is Member.")).toBeVisible();
});

test("an unsubscribe link that is not valid says so", async ({ page }) => {
  await page.goto("/unsubscribe/not-a-token");
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(
    page.getByText("The unsubscribe link is incomplete or no longer valid.", { exact: false }),
  ).toBeVisible();
  await check(page, "the invalid unsubscribe link", page.getByRole("heading", { level: 1 }));
  await shoot(page, "unsubscribe-invalid");
});

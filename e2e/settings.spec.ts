import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { check, chooseTheme, SCREENSHOTS, settled } from "./axe.ts";
import { actAs, createOwnerByApi, joinByApi, type Owner, openNewClub, png } from "./club-helpers.ts";
import { fillDate, fillTime } from "./date-fields.ts";
import { expect, test } from "./fixtures.ts";

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl);
});

const unsaved = (page: Page) => page.getByText("Unsaved changes", { exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

async function save(page: Page): Promise<void> {
  await saveButton(page).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(unsaved(page)).toBeHidden();
}

/** The club's settings as the API has them. */
async function storedSettings(page: Page, clubId: string) {
  const response = await page.request.get(`/api/clubs/${clubId}/settings`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    profile: {
      name: string;
      website: string | null;
      tagline: string | null;
      timezone: string;
      preferences: { dateFormat: string };
    };
    operatingHours: Record<string, { isOpen: boolean; openTime?: string; closeTime?: string }>;
    membership: { memberIdPrefix: string; lateFeeAmount: number };
    financial: Record<string, unknown>;
  };
}

// Screenshots of the financial section, light and dark, to look at: in the project's git-ignored
// screenshots/ folder.
const SHOTS = "screenshots/settings";

/** Full-page screenshots of the screen as it is, light and dark, at the page's width. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return chooseTheme(page, "light");
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const mode of ["light", "dark"] as const) {
    await chooseTheme(page, mode);
    await page.screenshot({ path: `${SHOTS}/${name}-${mode}.png`, fullPage: true });
  }
  await chooseTheme(page, "light");
}

test("profile: the unsaved flag, Reset back to the snapshot, then Save, kept after a reload", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Riverside Golf Club");

  // While the settings load, the screen says so (spec section 2).
  await page.route(`**/api/clubs/${clubId}/settings`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/settings");
  await expect(page.getByText("Loading club settings...", { exact: true })).toBeVisible();
  await expect(field(page, "Club name")).toHaveValue("Riverside Golf Club");
  await page.unroute(`**/api/clubs/${clubId}/settings`);
  // Profile is the default section.
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(unsaved(page)).toBeHidden();
  await expect(saveButton(page)).toBeDisabled();

  await field(page, "Club name").fill("Riverside Links");
  await field(page, "Tagline").fill("Golf by the river");
  await expect(unsaved(page)).toBeVisible();

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(field(page, "Club name")).toHaveValue("Riverside Golf Club");
  await expect(field(page, "Tagline")).toHaveValue("");
  await expect(unsaved(page)).toBeHidden();

  await field(page, "Club name").fill("Riverside Links");
  await field(page, "Tagline").fill("Golf by the river");
  await field(page, "Website").fill("https://riverside.example.com");
  await field(page, "Date format").click();
  await page.getByRole("option", { name: /^dd\/MM\/yyyy/ }).click();
  await expect(unsaved(page)).toBeVisible();
  await save(page);
  // The header's club switcher shows the new name.
  await expect(page.getByRole("button", { name: "Club: Riverside Links. Switch club" })).toBeVisible();

  await page.reload();
  await expect(field(page, "Club name")).toHaveValue("Riverside Links");
  await expect(field(page, "Tagline")).toHaveValue("Golf by the river");
  await expect(field(page, "Website")).toHaveValue("https://riverside.example.com");
  await expect(field(page, "Date format")).toHaveValue(/^dd\/MM\/yyyy/);
  await expect(unsaved(page)).toBeHidden();
  const stored = await storedSettings(page, clubId);
  expect(stored.profile.preferences.dateFormat).toBe("DD/MM/YYYY");

  // The spec's own route for the profile shows the same screen.
  await page.goto("/club-profile");
  await expect(field(page, "Club name")).toHaveValue("Riverside Links");
});

test("a value the schema refuses is named on its field and nothing is saved", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Harbour Tennis Club");
  await page.goto("/settings");
  await field(page, "Club name").fill("x".repeat(101));
  await field(page, "Website").fill("not a web address");
  await saveButton(page).click();

  await expect(page.getByText("Club name may have at most 100 characters.")).toBeVisible();
  await expect(page.getByText("Enter a full web address, such as https://example.com.")).toBeVisible();
  await expect(field(page, "Club name")).toHaveAttribute("aria-invalid", "true");
  // The first field with a message has the focus.
  await expect(field(page, "Club name")).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toBeVisible();
  await expect(unsaved(page)).toBeVisible();
  expect((await storedSettings(page, clubId)).profile.name).toBe("Harbour Tennis Club");

  // Correcting the field clears its message as it is typed.
  await field(page, "Club name").fill("Harbour Tennis and Padel Club");
  await expect(page.getByText("Club name may have at most 100 characters.")).toBeHidden();
  await field(page, "Website").fill("https://harbour.example.org");
  await save(page);
  expect((await storedSettings(page, clubId)).profile.website).toBe("https://harbour.example.org");
});

test("a 422 from the server shows on the matching field, without a toast", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Lakeside Squash Club");
  await page.goto("/financial-settings");
  await page.route(`**/api/clubs/${clubId}/settings/financial`, (route) =>
    route.fulfill({
      status: 422,
      json: {
        code: "VALIDATION_FAILED",
        title: "Some fields are not valid.",
        fields: [{ path: "invoiceTerms", message: "Invoice terms are required, such as Net 30." }],
      },
    }),
  );
  await field(page, "Invoice terms").fill("Net 45");
  await saveButton(page).click();
  await expect(page.getByText("Invoice terms are required, such as Net 30.")).toBeVisible();
  await expect(field(page, "Invoice terms")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Some fields are not valid.")).toBeHidden();
  await expect(unsaved(page)).toBeVisible();
});

test("hours: close a day and save; a closing time before the opening time is refused", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Meadow Golf Club");
  await page.goto("/settings?section=hours");
  await expect(page.getByRole("tab", { name: "Hours" })).toHaveAttribute("aria-selected", "true");

  await fillTime(page, "Monday closing time", "05:00");
  await saveButton(page).click();
  await expect(page.getByText("An open day needs an opening time before its closing time.")).toBeVisible();
  await fillTime(page, "Monday closing time", "21:00");
  await expect(page.getByText("An open day needs an opening time before its closing time.")).toBeHidden();

  await page.getByLabel("Open on Sunday").uncheck();
  await expect(field(page, "Sunday opening time")).toBeDisabled();
  await expect(unsaved(page)).toBeVisible();
  await save(page);

  await page.reload();
  await expect(page.getByLabel("Open on Sunday")).not.toBeChecked();
  await expect(field(page, "Monday closing time")).toHaveValue("9:00 PM");
  const hours = (await storedSettings(page, clubId)).operatingHours;
  expect(hours.sunday?.isOpen).toBe(false);
  expect(hours.monday).toMatchObject({ isOpen: true, closeTime: "21:00" });
});

test("leaving with unsaved changes asks first; moving between sections does not", async ({ page }) => {
  await openNewClub(page, owner, "Cliffside Padel Club");
  await page.goto("/membership-settings");
  await field(page, "Member ID prefix").fill("CPC");
  await expect(unsaved(page)).toBeVisible();

  // Another section is not leaving: no question, and the edit is still there when coming back.
  await page.getByRole("tab", { name: "Hours" }).click();
  await expect(page).toHaveURL(/\/settings\/?\?section=hours/);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(unsaved(page)).toBeVisible();
  await page.getByRole("tab", { name: "Membership" }).click();
  await expect(field(page, "Member ID prefix")).toHaveValue("CPC");

  // Leaving: stay first.
  await page.getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings/);
  await expect(field(page, "Member ID prefix")).toHaveValue("CPC");

  // Then leave for good: the edit is gone.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/membership-settings");
  await expect(field(page, "Member ID prefix")).toHaveValue("MB");
  await expect(unsaved(page)).toBeHidden();

  // Closing or reloading the tab asks the browser to confirm.
  await field(page, "Member ID prefix").fill("CPC");
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.accept();
    });
  });
  await page.reload();
  expect(await asked).toBe("beforeunload");
});

test("switching club never carries one club's working copy into another", async ({ page }) => {
  // Every page load starts in the first club; the second is reached through the switcher.
  await openNewClub(page, owner, "Eastwood Golf Club");
  const response = await page.request.post("/api/clubs", {
    data: { name: "Westwood Tennis Club", email: owner.email },
  });
  expect(response.status()).toBe(201);
  await page.goto("/settings/club");
  await expect(field(page, "Club name")).toHaveValue("Eastwood Golf Club");
  await field(page, "Club name").fill("Eastwood Links");
  await expect(unsaved(page)).toBeVisible();

  // Switching club leaves the screen: with unsaved changes it asks first, and staying keeps them.
  const switchTo = async (from: string, to: string) => {
    await page.getByRole("button", { name: `Club: ${from}. Switch club` }).click();
    await page.getByRole("menuitem", { name: new RegExp(to) }).click();
  };
  await switchTo("Eastwood Golf Club", "Westwood Tennis Club");
  const ask = page.getByRole("dialog", { name: "Leave without saving?" });
  await ask.getByRole("button", { name: "Stay" }).click();
  await expect(field(page, "Club name")).toHaveValue("Eastwood Links");
  await expect(page.getByRole("button", { name: "Club: Eastwood Golf Club. Switch club" })).toBeVisible();

  // Leaving drops the edit: the other club opens on the same screen, its settings its own.
  await switchTo("Eastwood Golf Club", "Westwood Tennis Club");
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("button", { name: "Club: Westwood Tennis Club. Switch club" })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/club$/);
  await expect(field(page, "Club name")).toHaveValue("Westwood Tennis Club");
  await expect(unsaved(page)).toBeHidden();

  await switchTo("Westwood Tennis Club", "Eastwood Golf Club");
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(field(page, "Club name")).toHaveValue("Eastwood Golf Club");
  await expect(unsaved(page)).toBeHidden();
});

test("an unknown section shows the profile", async ({ page }) => {
  await openNewClub(page, owner, "Brookside Golf Club");
  await page.goto("/settings?section=nonsense");
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(field(page, "Club name")).toHaveValue("Brookside Golf Club");
});

test("profile: the time-zone picker offers the server's zones, and the one chosen is saved", async ({
  page,
}) => {
  const { clubId } = await openNewClub(page, owner, "Harbour Sailing Club");
  // What the server accepts decides what is offered, not the browser's own list.
  await page.route("**/api/time-zones", (route) =>
    route.fulfill({ json: { timeZones: ["America/New_York", "Europe/Oslo", "UTC"] } }),
  );
  await page.goto("/settings");
  await expect(field(page, "Time zone")).toHaveValue("America/New_York");
  await field(page, "Time zone").click();
  await expect(page.getByRole("option")).toHaveText(["America/New_York", "Europe/Oslo", "UTC"]);
  await page.getByRole("option", { name: "Europe/Oslo" }).click();
  await save(page);
  await page.unroute("**/api/time-zones");
  await page.reload();
  await expect(field(page, "Time zone")).toHaveValue("Europe/Oslo");
  expect((await storedSettings(page, clubId)).profile.timezone).toBe("Europe/Oslo");
});

test("membership: the member ID prefix is saved", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Valley Bowls Club");
  await page.goto("/settings?section=membership");
  await expect(field(page, "Member ID prefix")).toHaveValue("MB");
  await expect(field(page, "Grace period (days)")).toHaveValue("30");
  await expect(field(page, "Late fee amount")).toHaveValue("25");

  await field(page, "Member ID prefix").fill("V B");
  await saveButton(page).click();
  await expect(page.getByText("Use 1 to 10 letters, digits or hyphens, such as MB.")).toBeVisible();
  await field(page, "Member ID prefix").fill("VBC");
  await save(page);
  await page.reload();
  await expect(field(page, "Member ID prefix")).toHaveValue("VBC");
  expect((await storedSettings(page, clubId)).membership.memberIdPrefix).toBe("VBC");
});

test("financial: the defaults, and payment credentials shown only by their last four characters", async ({
  page,
}) => {
  await openNewClub(page, owner, "Northgate Golf Club");
  await page.goto("/financial-settings");
  await expect(page.getByRole("tab", { name: "Financial" })).toHaveAttribute("aria-selected", "true");
  await expect(field(page, "Billing currency")).toHaveValue("USD");
  await expect(field(page, "Invoice terms")).toHaveValue("Net 30");
  await expect(field(page, "Late fee (%)")).toHaveValue("5");
  // A new club has no tax rates (decision 080): its invoices carry no tax until it adds one.
  await expect(page.getByText("No tax rates yet: invoices carry no tax.")).toBeVisible();
  await expect(field(page, "Billing cycle")).toHaveValue("Annually");
  await expect(page.getByLabel("Bank transfer")).toBeChecked();
  await expect(page.getByLabel("Test mode")).toBeChecked();

  const panel = page.getByRole("region", { name: "Payment credentials" });
  await expect(panel.getByText("No keys stored")).toBeVisible();
  await field(page, "Publishable key").fill("pk_test_51Habcdefghijkl7391");
  await field(page, "Secret key").fill("sk_test_51Hzyxwvutsrqpo4826");
  await page.getByRole("button", { name: "Store credentials" }).click();
  await expect(page.getByText("Payment credentials stored")).toBeVisible();
  await expect(panel.getByText("Keys stored")).toBeVisible();
  await expect(panel.getByText("…7391")).toBeVisible();
  await expect(panel.getByText("…4826")).toBeVisible();
  await expect(field(page, "Secret key")).toHaveValue("");
  await expect(page.locator("body")).not.toContainText("sk_test_51Hzyxwvutsrqpo4826");

  await page.reload();
  await expect(panel.getByText("…4826")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("pk_test_51Habcdefghijkl7391");

  await page.getByRole("button", { name: "Remove credentials" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove the payment credentials?" });
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(panel.getByText("No keys stored")).toBeVisible();
});

test("financial: an admin sets the bank details and a fixed late fee; a bad value is named under its field", async ({
  page,
  browser,
  serverUrl,
}) => {
  const { clubId } = await openNewClub(page, owner, "Kingsbridge Golf Club");
  // A real admin of the club (the gateway stays the owner's): signed in on this page instead of the owner.
  const admin = await joinByApi(browser, serverUrl, owner, clubId, "admin", "Ada");
  await page.context().clearCookies();
  await page.context().addCookies(admin.cookies);
  await page.goto("/financial-settings");

  // The defaults: a percentage late fee, renewal invoices 30 days ahead, reminders 7 days before the due date.
  await expect(page.getByRole("radio", { name: "A percentage of the balance" })).toBeChecked();
  await expect(field(page, "Late fee (%)")).toHaveValue("5");
  await expect(field(page, "Days before renewal")).toHaveValue("30");
  await expect(field(page, "Reminder before the due date")).toHaveValue("7");
  await expect(field(page, "IBAN or account number")).toHaveValue("");

  await field(page, "Account holder").fill("Kingsbridge Golf Club Ltd");
  await field(page, "Bank name").fill("x".repeat(101));
  await field(page, "IBAN or account number").fill("GB29 NWBK 6016 1331 9268 19");
  await field(page, "BIC / SWIFT or bank code").fill("NWBKGB2L");
  await field(page, "Payment instructions").fill("Please quote the invoice number as the reference.");
  await field(page, "VAT or tax number").fill("GB 123 4567 89");
  await field(page, "Days before renewal").fill("400");
  await field(page, "Reminder before the due date").fill("3");

  // A fixed fee: the percentage gives way to the amount, which the Membership section keeps.
  await page.getByRole("radio", { name: "A fixed amount" }).check();
  await expect(field(page, "Late fee (%)")).toHaveCount(0);
  const fixed = page.getByRole("group", { name: "Fixed late fee" });
  await expect(fixed).toContainText("$25.00");
  await expect(fixed).toContainText("The amount is set in the Membership section, with the grace period.");

  // Save is refused on the screen: each message under its field, nothing sent.
  await saveButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toBeVisible();
  const bankName = field(page, "Bank name");
  await expect(bankName).toHaveAttribute("aria-invalid", "true");
  await expect(bankName).toHaveAccessibleDescription("Bank name may have at most 100 characters.");
  const renewal = field(page, "Days before renewal");
  await expect(renewal).toHaveAttribute("aria-invalid", "true");
  await expect(renewal).toHaveAccessibleDescription(/Days before renewal may be at most 365\./);
  await expect(page.getByText("Days before renewal may be at most 365.")).toBeVisible();
  expect((await storedSettings(page, clubId)).financial.lateFeeType).toBe("percentage");

  await bankName.fill("First National Bank");
  await expect(page.getByText("Bank name may have at most 100 characters.")).toBeHidden();
  await renewal.fill("45");
  await expect(page.getByText("Days before renewal may be at most 365.")).toBeHidden();

  // The link leads to the amount; a change there shows here before anything is saved.
  await fixed.getByRole("link", { name: "Change the amount in Membership →" }).click();
  await expect(page.getByRole("tab", { name: "Membership" })).toHaveAttribute("aria-selected", "true");
  await field(page, "Late fee amount").fill("30");
  await page.getByRole("tab", { name: "Financial" }).click();
  await expect(fixed).toContainText("$30.00");
  await expect(field(page, "Bank name")).toHaveValue("First National Bank");
  await save(page);

  await page.reload();
  await expect(page.getByRole("radio", { name: "A fixed amount" })).toBeChecked();
  await expect(fixed).toContainText("$30.00");
  await expect(field(page, "Account holder")).toHaveValue("Kingsbridge Golf Club Ltd");
  await expect(field(page, "Bank name")).toHaveValue("First National Bank");
  await expect(field(page, "IBAN or account number")).toHaveValue("GB29 NWBK 6016 1331 9268 19");
  await expect(field(page, "BIC / SWIFT or bank code")).toHaveValue("NWBKGB2L");
  await expect(field(page, "Payment instructions")).toHaveValue(
    "Please quote the invoice number as the reference.",
  );
  await expect(field(page, "VAT or tax number")).toHaveValue("GB 123 4567 89");
  await expect(field(page, "Days before renewal")).toHaveValue("45");
  await expect(field(page, "Reminder before the due date")).toHaveValue("3");
  const stored = await storedSettings(page, clubId);
  expect(stored.financial).toMatchObject({
    lateFeeType: "fixed",
    bankDetails: {
      accountHolder: "Kingsbridge Golf Club Ltd",
      bankName: "First National Bank",
      accountNumber: "GB29 NWBK 6016 1331 9268 19",
      routingCode: "NWBKGB2L",
    },
    paymentInstructions: "Please quote the invoice number as the reference.",
    taxNumber: "GB 123 4567 89",
    renewalInvoiceDays: 45,
    reminderDaysBeforeDue: 3,
    paymentGateway: { provider: "stripe", testMode: true },
  });
  expect(stored.membership.lateFeeAmount).toBe(30);

  // Back to a percentage: the rate returns with its value.
  await page.getByRole("radio", { name: "A percentage of the balance" }).check();
  await expect(field(page, "Late fee (%)")).toHaveValue("5");
  await expect(fixed).toHaveCount(0);
});

test("financial: the section at 375 and 1280 px, light and dark, passes axe", async ({ page }) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Ashcombe Golf Club");
  const current = await storedSettings(page, clubId);
  const saved = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: {
      ...current.financial,
      lateFeeType: "fixed",
      bankDetails: {
        accountHolder: "Ashcombe Golf Club e.V.",
        bankName: "Sparkasse Ashcombe",
        accountNumber: "DE89 3704 0044 0532 0130 00",
        routingCode: "COBADEFFXXX",
      },
      paymentInstructions: "Please quote your invoice number.\nQuestions: office@ashcombe.example",
      taxNumber: "DE123456789",
    },
  });
  expect(saved.status()).toBe(200);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/financial-settings");
    const fixed = page.getByRole("group", { name: "Fixed late fee" });
    await expect(fixed).toBeVisible();
    await shoot(page, `financial-${width}`);
    await check(page, `Financial settings at ${width} px`, fixed);
    await chooseTheme(page, "light");

    // With messages under fields.
    // The field takes no decimals; a negative number is typed as such.
    await field(page, "Days before renewal").fill("-1");
    await field(page, "VAT or tax number").fill("T".repeat(51));
    await saveButton(page).click();
    await expect(page.getByText("Days before renewal cannot be negative.")).toBeVisible();
    await expect(page.getByText("Tax number may have at most 50 characters.")).toBeVisible();
    await shoot(page, `financial-${width}-errors`);
    await check(page, `Financial settings with messages at ${width} px`, field(page, "Days before renewal"));
    await chooseTheme(page, "light");
    await page.getByRole("button", { name: "Reset" }).click();
  }

  // The member accounts' switches (decisions 086, 087): off for a new club; green fees from the account, saved.
  const greenFees = page.getByRole("switch", { name: "Green fees from the account" });
  await expect(greenFees).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Automatic top-ups by saved card" })).not.toBeChecked();
  await greenFees.click();
  await expect(greenFees).toBeChecked();
  await saveButton(page).click();
  await expect.poll(async () => (await storedSettings(page, clubId)).financial.accountGreenFees).toBe(true);
});

test("branding: a logo is uploaded at once and an SVG is refused with the reason, until the next save", async ({
  page,
}) => {
  await openNewClub(page, owner, "Seaview Sailing Club");
  await page.goto("/branding");
  await expect(page.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("Logo image file").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(
    page.getByText("SVG images are not accepted: upload a PNG, JPEG or WebP image."),
  ).toBeVisible();

  await page.getByLabel("Logo image file").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await png(1, 1, "#0ea5e9"),
  });
  await expect(page.getByText("Logo uploaded")).toBeVisible();
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
  // Not part of the working copy: nothing waits for Save.
  await expect(unsaved(page)).toBeHidden();

  // A refused favicon says why, until the settings are next saved: then the refusal is old news.
  await page.getByLabel("Favicon image file").setInputFiles({
    name: "favicon.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  const svgRefused = page.getByText("SVG images are not accepted: upload a PNG, JPEG or WebP image.");
  await expect(svgRefused).toBeVisible();
  await field(page, "Primary colour").fill("#16a34a");
  await expect(unsaved(page)).toBeVisible();
  await expect(svgRefused).toBeVisible();
  await save(page);
  await expect(unsaved(page)).toBeHidden();
  await expect(svgRefused).toHaveCount(0);
  await page.reload();
  await expect(field(page, "Primary colour")).toHaveValue("#16a34a");
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
});

test("deleting the club asks for its name and names a mismatch", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Old Mill Croquet Club");
  await page.goto("/settings");
  await field(page, "Tagline").fill("Croquet since 1887");
  await page.getByRole("button", { name: "Delete club" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Old Mill Croquet Club?" });
  await dialog.getByLabel("Type the club's name to confirm").fill("Old Mill");
  await dialog.getByRole("button", { name: "Delete this club" }).click();
  await expect(dialog.getByText("Club name confirmation does not match")).toBeVisible();
  // A refused deletion loses nothing.
  await expect(unsaved(page)).toBeVisible();

  // Case and surrounding spaces do not matter (spec section 5).
  await dialog.getByLabel("Type the club's name to confirm").fill("  old mill croquet club ");
  await dialog.getByRole("button", { name: "Delete this club" }).click();
  await expect(page.getByText("Club deleted")).toBeVisible();
  // The user goes on in another club of theirs, without being asked about the unsaved tagline.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Club: / })).not.toHaveAccessibleName(/Old Mill/);
  expect((await page.request.get(`/api/clubs/${clubId}/settings`)).status()).toBe(404);
});

test("the screens hide what a role cannot do", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Hillcrest Golf Club");

  // An admin manages the settings, but neither deletes the club nor sees the payment credentials.
  await actAs(page, "admin", clubId);
  await page.goto("/settings");
  await expect(field(page, "Club name")).toHaveValue("Hillcrest Golf Club");
  await expect(page.getByRole("button", { name: "Delete club" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Financial" }).click();
  await expect(field(page, "Invoice terms")).toHaveValue("Net 30");
  await expect(page.getByRole("region", { name: "Payment credentials" })).toHaveCount(0);
  // The gateway goes with the credentials: shown, not changeable.
  await expect(field(page, "Payment gateway")).toBeDisabled();
  await expect(page.getByLabel("Test mode")).toBeDisabled();
  await expect(page.getByText("Only the club owner can change the payment gateway.")).toBeVisible();

  // A manager gets a clear refusal instead of the forms, and the settings are not even asked for.
  await page.unrouteAll();
  await actAs(page, "manager", clubId);
  let asked = false;
  page.on("request", (request) => {
    if (request.url().endsWith(`/api/clubs/${clubId}/settings`)) asked = true;
  });
  await page.goto("/financial-settings");
  await expect(
    page.getByRole("heading", { name: "You do not have permission to change club settings" }),
  ).toBeVisible();
  // The role is named as everywhere else (it read "is manager").
  await expect(page.getByText(/Your role in Hillcrest Golf Club is Manager;/)).toBeVisible();
  await expect(field(page, "Invoice terms")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Settings" })).toHaveCount(0);
  expect(asked).toBe(false);
});

test("a club of dd/MM/yyyy, 24 h and Monday first: its date and time fields write so, its calendar starts on Monday; the founded year is saved", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { clubId } = await openNewClub(page, owner, "Lochside Golf Club");
  await page.goto("/settings");
  await field(page, "Date format").click();
  await page.getByRole("option", { name: /^dd\/MM\/yyyy/ }).click();
  await field(page, "Time format").click();
  await page.getByRole("option", { name: /24/ }).click();
  await field(page, "First day of the week").click();
  await page.getByRole("option", { name: "Monday" }).click();
  // The founded year: refused in the future, then saved and shown as "Established".
  const established = field(page, "Established");
  await established.fill(String(new Date().getFullYear() + 1));
  await saveButton(page).click();
  await expect(page.getByText(/The year the club was founded cannot be later than this year/)).toBeVisible();
  await established.fill("1898");
  // The website without its https:// is taken.
  await field(page, "Website").fill("lochside-golf.example");
  await save(page);
  await page.reload();
  await expect(established).toHaveValue("1898");
  await shoot(page, "profile-established");
  await expect(field(page, "Website")).toHaveValue("https://lochside-golf.example");
  const stored = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    establishedYear: number;
    profile: { foundedYear: number; preferences: { firstDayOfWeek: number; timeFormat: string } };
  };
  expect(stored).toMatchObject({
    establishedYear: 1898,
    profile: { foundedYear: 1898, preferences: { firstDayOfWeek: 1, timeFormat: "24" } },
  });

  // A time field on a 24-hour clock: 21:00, no AM or PM.
  await page.goto("/settings?section=hours");
  await expect(field(page, "Monday closing time")).toHaveValue("22:00");
  await fillTime(page, "Monday closing time", "21:30");
  await expect(page.getByLabel("Monday closing time: Hours", { exact: true })).toHaveValue("21");
  await expect(page.getByLabel("Monday closing time: AM or PM", { exact: true })).toHaveCount(0);
  if (SCREENSHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/time-field-24h-light.png` });
  }
  await save(page);
  await page.reload();
  await expect(field(page, "Monday closing time")).toHaveValue("21:30");

  // A date field day first, with a calendar from Monday (the audit log's filters).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/audit-logs");
    if (width === 375) await page.getByRole("button", { name: /^Filters/ }).click();
    const from = field(page, "From");
    // Typed as the club writes it, day first.
    await fillDate(from, "3/11/2026");
    await expect(from).toHaveValue("03/11/2026");
    await expect(page).toHaveURL(/from=2026-11-03/);
    await from.click();
    const calendar = page
      .locator(".mantine-Popover-dropdown:visible")
      .filter({ has: page.locator("table") })
      .first();
    await expect(calendar).toBeVisible();
    await expect(calendar.locator("thead th").first()).toHaveText("Mo");
    await expect(calendar.locator("thead th").last()).toHaveText("Su");
    if (SCREENSHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      for (const mode of ["light", "dark"] as const) {
        await chooseTheme(page, mode);
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/date-picker-${width}-${mode}.png` });
      }
      await chooseTheme(page, "light");
    }
    await check(page, `The date picker open at ${width} px`, calendar);
    await chooseTheme(page, "light");
    await page.keyboard.press("Escape");
  }
});

import { mkdirSync } from "node:fs";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { fillDate } from "./date-fields.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

/*
 * Joining online (issue 18): the owner offers a membership type for joining online (the types screen's
 * switch); a visitor opens the club's public page, sees the type and its price, fills the form while the
 * browser's check runs, applies, and — the club approving applications automatically — is welcomed as a
 * member, signed in, and lands in the club. Each screen passes axe in light and dark mode and is photographed
 * at 1280 and 375 px.
 */

const SHOTS = "screenshots/joining";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Ophelia");
});

test("joining from the public page to an approved member", async ({ page, browser, baseURL }) => {
  // The whole journey (the public page, the application, the e-mails, approval, the member's first screen):
  // 53 s on PGlite in CI, past 60 s on PostgreSQL beside the other worker.
  test.setTimeout(120_000);
  const { clubId, clubName } = await openNewClub(page, owner, "Heron Lake Golf Club");
  // The club approves applications automatically.
  const settings = await page.request.get(`/api/clubs/${clubId}/settings`);
  const { membership } = (await settings.json()) as { membership: Record<string, unknown> };
  const saved = await page.request.put(`/api/clubs/${clubId}/settings/membership`, {
    data: { ...membership, autoApproveApplications: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Nothing is offered yet: the page says the club takes no applications online.
  const visitor = await browser.newContext({ baseURL });
  const join = await visitor.newPage();
  await join.goto(`/join/${clubId}`);
  await expect(
    join.getByRole("heading", { level: 1, name: "This club does not take applications online." }),
  ).toBeVisible();

  // The owner offers Annual online, with its switch.
  await page.goto("/settings/membership-types");
  await expect(
    page.getByText("Switch on “Offered for joining online” for a type to open the club's public join page."),
  ).toBeVisible();
  const types = page.getByRole("table", { name: "Membership types" });
  await types.getByRole("button", { name: "Actions for Annual" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Annual" });
  await edit.getByRole("switch", { name: "Offered for joining online" }).check();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("link", { name: new RegExp(`/join/${clubId}$`) })).toBeVisible();
  await expect(types.getByRole("row", { name: /Annual/ }).getByText("Online", { exact: true })).toBeVisible();

  // The public page: the club, the type with its price, the form; the browser's check finishes by itself.
  await join.goto(`/join/${clubId}`);
  await expect(join.getByRole("heading", { level: 1, name: `Join ${clubName}` })).toBeVisible();
  const annual = join.getByRole("radio", { name: /Annual/ });
  await expect(annual).toBeVisible();
  await expect(join.getByText("Free", { exact: true })).toBeVisible();
  await expect(join.getByText("Your browser has been checked.")).toBeVisible({ timeout: 30_000 });
  await check(join, "join page", join.getByRole("button", { name: "Apply" }));
  await screenshots(join, `${SHOTS}/join-page`);

  // Applying with a missing name is refused on its field; then the whole form.
  const email = uniqueEmail("rosa");
  await annual.check();
  await join.getByRole("textbox", { name: "Last name" }).fill("Parks");
  await join.getByRole("textbox", { name: "E-mail" }).fill(email);
  await join.getByLabel("Password").fill("Clubhouse-e2e-password");
  await join.getByRole("button", { name: "Apply" }).click();
  await expect(join.getByText("Enter your first name.")).toBeVisible();
  await join.getByRole("textbox", { name: "First name" }).fill("Rosa");
  await fillDate(join.getByLabel("Date of birth (optional)"), "1990-02-04");
  await join.getByRole("button", { name: "Apply" }).click();

  await expect(join.getByRole("heading", { level: 1, name: "Welcome, you're a member" })).toBeVisible();
  await check(join, "join outcome", join.getByRole("button", { name: "Continue to Clubhouse" }));
  await screenshots(join, `${SHOTS}/welcome`);

  // Signed in: the new member opens the club in the app.
  await join.getByRole("button", { name: "Continue to Clubhouse" }).click();
  await expect(join).not.toHaveURL(/\/join\//);
  await expect(join.getByText(clubName).first()).toBeVisible();

  // Staff see the new member, active, in the members list.
  const record = await page.request.get(`/api/clubs/${clubId}/members?q=${encodeURIComponent(email)}`);
  const { members } = (await record.json()) as {
    members: { email: string; membershipStatus: string; membershipType: string }[];
  };
  expect(members).toEqual([
    expect.objectContaining({ email, membershipStatus: "active", membershipType: "annual" }),
  ]);
  await visitor.close();

  // A type with a price, paid by bank transfer: the application waits for its joining invoice.
  const listed = await page.request.get(`/api/clubs/${clubId}/membership-types`);
  const { membershipTypes } = (await listed.json()) as { membershipTypes: { id: string; code: string }[] };
  const monthly = membershipTypes.find((type) => type.code === "monthly");
  const priced = await page.request.patch(`/api/clubs/${clubId}/membership-types/${monthly?.id}`, {
    data: { priceMinor: 45_00, joiningFeeMinor: 25_00, offeredOnline: true },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const { financial } = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const bank = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: {
      ...financial,
      bankDetails: {
        accountHolder: clubName,
        bankName: "First River Bank",
        accountNumber: "DE89 3704 0044 0532 0130 00",
        routingCode: "COBADEFFXXX",
      },
    },
  });
  expect(bank.status(), await bank.text()).toBe(200);

  const payer = await browser.newContext({ baseURL });
  const second = await payer.newPage();
  await second.goto(`/join/${clubId}`);
  await expect(second.getByText("$45.00 per month · plus a joining fee of $25.00")).toBeVisible();
  await expect(second.getByText("Your browser has been checked.")).toBeVisible({ timeout: 30_000 });
  await second.getByRole("radio", { name: /Monthly/ }).check();
  await second.getByRole("textbox", { name: "First name" }).fill("Marcus");
  await second.getByRole("textbox", { name: "Last name" }).fill("Garvey");
  await second.getByRole("textbox", { name: "E-mail" }).fill(uniqueEmail("marcus"));
  await second.getByLabel("Password").fill("Clubhouse-e2e-password");
  await second.getByRole("button", { name: "Apply" }).click();
  await expect(
    second.getByRole("heading", { level: 1, name: "Your application waits for payment" }),
  ).toBeVisible();
  await expect(second.getByText(/joining invoice .+ of \$70\.00 is paid/)).toBeVisible();
  await expect(second.getByText("First River Bank")).toBeVisible();
  await check(second, "join awaiting payment", second.getByRole("heading", { name: "Pay by bank transfer" }));
  await screenshots(second, `${SHOTS}/awaiting-payment`);
  await payer.close();
});

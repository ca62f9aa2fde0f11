import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { settled } from "../../e2e/axe.ts";
import { createOwnerByApi, joinByApi, linkInMail, openNewClub } from "../../e2e/club-helpers.ts";
import { expect, test } from "../../e2e/fixtures.ts";
import { uniqueEmail } from "../../e2e/helpers.ts";

const IMAGES = fileURLToPath(new URL("../../src/web/features/help-center/images/", import.meta.url));
/** The screens are taken at 1280 px wide, in the light theme. */
const WIDTH = 1280;

/** HELP_IMAGES=name,name takes only these pictures (the steps before them still run); unset, every one. */
const ONLY = process.env.HELP_IMAGES?.split(",").map((name) => name.trim());
const wanted = (name: string) => !ONLY || ONLY.includes(name);

/** What `target` shows, as a WebP of at most 1280 px wide, small enough to ship (≤ 60 KB). */
async function picture(page: Page, name: string, target: Locator | null): Promise<void> {
  if (!wanted(name)) return;
  await settled(page);
  // A dialog is taken 2 px inside its edges: its border showed a sliver of the page behind it.
  const box = target ? await target.boundingBox() : null;
  const png = await page.screenshot(
    box ? { clip: { x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4 } } : {},
  );
  let quality = 80;
  for (;;) {
    const webp = await sharp(png)
      .resize({ width: WIDTH, withoutEnlargement: true })
      .webp({ quality, effort: 6 })
      .toBuffer();
    if (webp.byteLength <= 60 * 1024 || quality <= 40) {
      await sharp(webp).toFile(path.join(IMAGES, `${name}.webp`));
      return;
    }
    quality -= 10;
  }
}

test("the help articles' pictures", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const owner = await createOwnerByApi(browser, baseURL, "Harriet");
  const { clubId } = await openNewClub(page, owner, "Heron Bay Golf Club");
  await page.setViewportSize({ width: WIDTH, height: 800 });

  const people = [
    ["Ada", "Byron"],
    ["Grace", "Hopper"],
    ["Alan", "Turing"],
    ["Katherine", "Johnson"],
    ["Dorothy", "Vaughan"],
  ];
  const members: { id: string; name: string }[] = [];
  for (const [firstName, lastName] of people) {
    const response = await page.request.post(`/api/clubs/${clubId}/members`, {
      data: {
        firstName,
        lastName,
        email: uniqueEmail(String(firstName).toLowerCase()),
        membershipType: "annual",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    members.push({ id: ((await response.json()) as { id: string }).id, name: `${firstName} ${lastName}` });
  }

  // The club settings, their first tab.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Club settings" })).toBeVisible();
  await picture(page, "club-settings", null);

  // The check of a CSV file with problems (the import's three steps, decision 063).
  if (wanted("members-import-check")) {
    await page.goto("/members");
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import members" });
    const csv = [
      "first_name,last_name,email,membership_type,join_date",
      "Mary,Somerville,mary@example.com,annual,2026-01-05",
      "Charles,Babbage,charles-at-example.com,annual,2026-01-06",
      "Emmy,Noether,emmy@example.com,annual,2026-02-30",
      "Lise,Meitner,lise@example.com,monthly,2026-01-08",
    ].join("\n");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "CSV or Excel file" }).click();
    await (await chooser).setFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Check file" }).click();
    await expect(dialog.getByRole("heading", { name: "Step 3 of 3: Check" })).toBeVisible();
    // Square corners: the rounded ones showed the page behind the dialog.
    await page.addStyleTag({ content: ".mantine-Modal-content { border-radius: 0 !important; }" });
    await picture(page, "members-import-check", page.locator(".mantine-Modal-content"));
    await page.keyboard.press("Escape");
  }

  // The tee sheet of tomorrow, with a few bookings.
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = (await (await page.request.get(`${golf}/courses/suggested-days?holes=18`)).json()) as {
    days: Record<string, unknown>[];
  };
  const course = await page.request.post(`${golf}/courses`, {
    data: {
      name: "Old Course",
      holes: 18,
      active: true,
      days: days.map((d) => ({
        ...d,
        open: true,
        firstTee: "07:00",
        lastTee: "18:00",
        intervalMinutes: 10,
        release: "first_come",
      })),
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const { id: courseId } = (await course.json()) as { id: string };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const bookings: [string, { memberId?: string; guestName?: string }[]][] = [
    ["07:10", [{ memberId: members[0]?.id }, { memberId: members[1]?.id }]],
    ["07:20", [{ memberId: members[2]?.id }, { guestName: "Tom Watson" }, { memberId: members[3]?.id }]],
    ["07:40", [{ memberId: members[4]?.id }]],
  ];
  for (const [time, players] of bookings) {
    const booked = await page.request.post(`${golf}/bookings`, {
      data: { courseId, date: tomorrow, time, players, override: true },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  await page.goto(`/golf-bookings?date=${tomorrow}`);
  const sheet = page.getByRole("table", { name: "Tee sheet of Old Course" });
  await expect(sheet).toBeVisible();
  await page.setViewportSize({ width: WIDTH, height: 760 });
  await picture(page, "tee-sheet", null);

  // An issued invoice, opened from the list.
  const invoice = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId: members[0]?.id,
      lines: [
        { kind: "custom", description: "Locker rental 2027", quantity: 1, unitMinor: 12_000, taxable: false },
        {
          kind: "custom",
          description: "Range balls (card of 10)",
          quantity: 2,
          unitMinor: 1_500,
          taxable: false,
        },
      ],
      issue: true,
      send: false,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const { number } = (await invoice.json()) as { number: string };
  await page.goto("/billing");
  await page.getByRole("link", { name: number }).click();
  const drawer = page.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(drawer).toBeVisible();
  await picture(page, "invoice", null);

  // The staff dashboard: a payment received this month, so that the revenue is not empty.
  const paid = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId: members[1]?.id,
      lines: [{ kind: "custom", description: "Lessons", quantity: 1, unitMinor: 8_000, taxable: false }],
      issue: true,
      send: false,
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { id: paidId } = (await paid.json()) as { id: string };
  const payment = await page.request.post(`/api/clubs/${clubId}/billing/invoices/${paidId}/payments`, {
    data: { method: "cash", amountMinor: 8_000 },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  await page.keyboard.press("Escape");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show as table" })).toHaveCount(2);
  await expect(page.getByText("Recent activity")).toBeVisible();
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await picture(page, "dashboard", null);

  // The sending domain, set up: its three records to publish (the DNS article).
  const setUp = await page.request.post(`/api/clubs/${clubId}/communications/domain/setup`, {
    data: { domain: "mail.heronbay.example" },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
  await page.setViewportSize({ width: WIDTH, height: 1400 });
  await page.goto("/communication-settings");
  const panel = page.getByRole("region", { name: "Sending domain" });
  await expect(panel.getByRole("table", { name: "DNS records to publish" })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await picture(page, "sending-domain", panel);

  // A member's screens (the members' articles), signed in on a page of their own.
  const member = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Maya");
  const context = await browser.newContext({ baseURL, viewport: { width: WIDTH, height: 800 } });
  await context.addCookies(member.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const mine = await context.newPage();
  const me = (await (await mine.request.get(`/api/clubs/${clubId}/members/me`)).json()) as {
    member: { id: string };
  };

  // Booking a tee time: the dialog with a member found by name and a guest.
  await mine.goto(`/golf-bookings?date=${tomorrow}`);
  await expect(mine.getByRole("table", { name: "Tee sheet of Old Course" })).toBeVisible();
  await mine.getByRole("button", { name: /^Book 8:00/ }).click();
  const booking = mine.getByRole("dialog", { name: /^Book 8:00/ });
  await booking.getByLabel("Find a member").fill("Grace");
  await booking.getByRole("button", { name: "Add Grace Hopper" }).click();
  await booking.getByLabel("Guest's name").fill("Tom Watson");
  await booking.getByRole("button", { name: "Add guest" }).click();
  await expect(booking.getByText("Tom Watson")).toBeVisible();
  await mine.addStyleTag({ content: ".mantine-Modal-content { border-radius: 0 !important; }" });
  await picture(mine, "booking-a-tee-time", mine.locator(".mantine-Modal-content"));
  await mine.keyboard.press("Escape");

  // Paying an invoice: the member's invoice, opened from My invoices.
  const theirs = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId: me.member.id,
      lines: [
        { kind: "custom", description: "Locker rental 2027", quantity: 1, unitMinor: 12_000, taxable: false },
        { kind: "custom", description: "Lessons (5 hours)", quantity: 1, unitMinor: 25_000, taxable: false },
      ],
      issue: true,
      send: false,
    },
  });
  expect(theirs.status(), await theirs.text()).toBe(201);
  const { number: theirNumber } = (await theirs.json()) as { number: string };
  await mine.goto("/billing");
  await mine.getByRole("button", { name: theirNumber }).click();
  await expect(mine.getByRole("heading", { name: `Invoice ${theirNumber}` })).toBeVisible();
  await picture(mine, "my-invoice", null);

  // Their data: My membership, with the newsletters' switch and "Download my data".
  await mine.goto("/memberships");
  await expect(mine.getByRole("link", { name: "Download my data" })).toBeVisible();
  await picture(mine, "my-membership", null);

  // Unsubscribing: the page a newsletter's link opens.
  const news = await page.request.post(`/api/clubs/${clubId}/communications/messages`, {
    data: {
      subject: "Spring greens update",
      bodyHtml: "<p>Dear {{first_name}}, the greens reopen on Saturday.</p>",
      audience: { kind: "all", values: [] },
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  const unsubscribe = await linkInMail(page.request, member.email, "Spring greens update", /\/unsubscribe\//);
  await mine.goto(unsubscribe);
  await expect(mine.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await picture(mine, "unsubscribe", null);
  await context.close();

  // The staff's screens without a picture before issue 33: one each.
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await page.goto("/communications");
  await expect(page.getByRole("table", { name: "Messages" }).getByText("Spring greens update")).toBeVisible();
  await picture(page, "communications", null);

  await page.goto("/memberships");
  await expect(page.getByRole("heading", { level: 1, name: "Memberships" })).toBeVisible();
  await expect(page.getByText("Ada Byron").first()).toBeVisible();
  await picture(page, "memberships", null);

  await page.goto("/audit-logs");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("table").first()).toBeVisible();
  await picture(page, "audit-log", null);

  await joinByApi(browser, baseURL as string, owner, clubId, "admin", "Ann");
  await page.goto("/admin-management");
  await expect(page.getByText("Ann Lovelace").first()).toBeVisible();
  await picture(page, "administrators", null);

  // The settings' Profile tab: the owner's sections Transfer ownership and Export all data.
  await page.goto("/settings");
  const transfer = page.getByRole("region", { name: "Transfer ownership" });
  await transfer.scrollIntoViewIfNeeded();
  await picture(page, "ownership-transfer", transfer);
  const exporting = page.getByRole("region", { name: "Export all data" });
  await exporting.scrollIntoViewIfNeeded();
  await picture(page, "club-export", exporting);

  // The public join page of a club that offers Annual online.
  const types = (await (await page.request.get(`/api/clubs/${clubId}/membership-types`)).json()) as {
    membershipTypes: { id: string; code: string }[];
  };
  const annual = types.membershipTypes.find((type) => type.code === "annual");
  const offered = await page.request.patch(`/api/clubs/${clubId}/membership-types/${annual?.id}`, {
    data: { offeredOnline: true },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const visitor = await browser.newContext({ baseURL, viewport: { width: WIDTH, height: 800 } });
  const join = await visitor.newPage();
  await join.goto(`/join/${clubId}`);
  await expect(join.getByRole("heading", { level: 1, name: "Join Heron Bay Golf Club" })).toBeVisible();
  await expect(join.getByText("Your browser has been checked.")).toBeVisible({ timeout: 30_000 });
  await picture(join, "join", null);

  // The sign-in screen.
  await join.goto("/sign-in");
  await expect(join.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await picture(join, "sign-in", null);
  await visitor.close();
});

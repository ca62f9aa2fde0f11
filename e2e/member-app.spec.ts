import { createECDH, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { check, chooseTheme, SCREENSHOTS, settled } from "./axe.ts";
import { createOwnerByApi, joinByApi, linkInMail, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./helpers.ts";

/*
 * Members' phones (issue 34): Clubhouse installs (its manifest, its icons in the club's colour, a service worker
 * that controls the page); offline, the member's own tee times and invoices open read-only under an offline
 * banner, and nothing of theirs is served to the next user after sign-out; a place from the waiting list comes
 * as a push (web-push's encrypted POST to the device's push service, here a stand-in) beside the e-mail, unless
 * the member turned that kind off in My membership. Screenshots in screenshots/member-app (git-ignored).
 */

// The service worker is what this spec tests; the others block it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const SHOTS = "screenshots/member-app";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

/** A club with one course whose tee times take one player each, every 30 minutes. */
async function clubWithCourse(page: Page, name: string) {
  const { clubId } = await openNewClub(page, owner, name);
  const api = `/api/clubs/${clubId}`;
  const settings = (await (await page.request.get(`${api}/settings`)).json()) as {
    profile: { timezone: string };
  };
  const { days } = (await (await page.request.get(`${api}/golf/courses/suggested-days?holes=18`)).json()) as {
    days: Record<string, unknown>[];
  };
  const course = await page.request.post(`${api}/golf/courses`, {
    data: {
      name: "Harbour Course",
      holes: 18,
      active: true,
      days: days.map((d) => ({
        ...d,
        open: true,
        firstTee: "07:00",
        lastTee: "18:00",
        intervalMinutes: 30,
        playersPerTime: 1,
        release: "first_come",
      })),
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const { id: courseId } = (await course.json()) as { id: string };
  return { clubId, api, courseId, tomorrow: addDays(todayIn(settings.profile.timezone), 1) };
}

/** A member's own page (their cookies, the club selected) and their member id. */
async function memberPage(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  clubId: string,
  firstName: string,
) {
  const member = await joinByApi(browser, baseURL, owner, clubId, "member", firstName);
  const context = await browser.newContext({ baseURL });
  await context.addCookies(member.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const page = await context.newPage();
  const me = (await (await page.request.get(`/api/clubs/${clubId}/members/me`)).json()) as {
    member: { id: string };
  };
  return { context, page, email: member.email, memberId: me.member.id };
}

/** The service worker's kept answers of the member's own endpoints, by cache. */
function keptAnswers(page: Page) {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("clubhouse-member-")) continue;
      for (const request of await (await caches.open(name)).keys()) {
        kept.push(`${name} ${new URL(request.url).pathname}`);
      }
    }
    return kept;
  });
}

test("Clubhouse installs, and the member's own tee times and invoices open offline, for them only", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { clubId, api, courseId, tomorrow } = await clubWithCourse(page, "Harbour Lights Golf Club");
  const colour = "#0b7a3e";
  const branded = await page.request.put(`${api}/settings/branding`, {
    data: { primaryColor: colour, emailTheme: "default", theme: "auto" },
  });
  expect(branded.status(), await branded.text()).toBe(200);

  const maya = await memberPage(browser, baseURL as string, clubId, "Maya");
  const booked = await maya.page.request.post(`${api}/golf/bookings`, {
    data: { courseId, date: tomorrow, time: "10:00", players: [{ memberId: maya.memberId }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const invoice = await page.request.post(`${api}/billing/invoices`, {
    data: {
      memberId: maya.memberId,
      lines: [{ kind: "custom", taxable: false, description: "Locker", quantity: 1, unitMinor: 4_500 }],
      issue: true,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const { number } = (await invoice.json()) as { number: string };

  // Installable: the page links the manifest, the club's once signed in; the manifest is complete and its
  // icons are PNGs of their sizes in the club's colour; the service worker controls the page.
  const mine = maya.page;
  await mine.goto("/golf-bookings");
  await expect(mine.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    `/manifest.webmanifest?club=${clubId}`,
  );
  const manifestAnswer = await mine.request.get(`/manifest.webmanifest?club=${clubId}`);
  expect(manifestAnswer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await manifestAnswer.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Harbour Lights Golf Club – Clubhouse",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colour,
  });
  expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const png = await (await mine.request.get(icon.src)).body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  const pixel = await mine.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(20, bitmap.height / 2, 1, 1).data.slice(0, 3)];
  }, manifest.icons[2]?.src as string);
  expect(pixel).toEqual([0x0b, 0x7a, 0x3e]);
  await expect.poll(() => mine.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(await mine.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
    `${baseURL}/`,
  );

  // Seen online once, under the service worker: the member's own answers are kept, under their user id only.
  await mine.reload();
  await mine.getByRole("tab", { name: "My bookings" }).click();
  await expect(mine.getByRole("tabpanel").getByText("Harbour Course").first()).toBeVisible();
  await mine.goto("/billing");
  await expect(mine.getByText(number).first()).toBeVisible();
  await expect
    .poll(() => keptAnswers(mine), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^clubhouse-member-\\S+ /api/clubs/${clubId}/golf/my$`)),
        expect.stringMatching(new RegExp(`^clubhouse-member-\\S+ /api/clubs/${clubId}/billing/my$`)),
      ]),
    );
  expect(
    (await keptAnswers(mine)).every((k) => /\/(?:golf|billing)\/my$|__clubhouse\/profile$/.test(k)),
  ).toBe(true);
  // The offline view's code, fetched a few seconds after the first paint, is kept too.
  await expect
    .poll(
      () =>
        mine.evaluate(async () =>
          (await (await caches.open("clubhouse-assets-v1")).keys()).some((r) =>
            r.url.includes("/OfflineApp-"),
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);

  // Offline: the member's tee time and invoice open again, read-only, under the banner.
  await maya.context.setOffline(true);
  await mine.reload();
  const banner = mine.getByRole("status").filter({ hasText: "You are offline." });
  await expect(banner).toBeVisible();
  await expect(mine.getByRole("heading", { level: 1, name: "Harbour Lights Golf Club" })).toBeVisible();
  const bookings = mine.getByRole("region", { name: "My tee times" });
  await expect(bookings.getByText("Harbour Course")).toBeVisible();
  await expect(bookings.getByText(/10:00/)).toBeVisible();
  const invoices = mine.getByRole("region", { name: "My invoices" });
  await expect(invoices.getByText(number)).toBeVisible();
  await expect(invoices.getByText("$45.00")).toBeVisible();
  await expect(mine.getByRole("button", { name: /Cancel|Pay/ })).toHaveCount(0);
  await check(mine, "the offline view", banner);
  await mine.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() =>
      mine.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  if (SCREENSHOTS) {
    for (const mode of ["light", "dark"] as const) {
      await chooseTheme(mine, mode);
      await settled(mine);
      await mine.screenshot({ path: `${SHOTS}/offline-375-${mode}.png`, fullPage: true });
    }
  }
  await mine.setViewportSize({ width: 1280, height: 900 });
  await chooseTheme(mine, "light");

  // Back online, the app opens again by itself.
  await maya.context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(mine.getByRole("button", { name: "User menu" })).toBeVisible();
  // Maya signs out and Ben signs in on the same phone: nothing of Maya's is kept or shown.
  await mine.goto("/golf-bookings");
  await mine.getByRole("button", { name: "User menu" }).click();
  await mine.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(mine).toHaveURL(/\/sign-in/);
  expect(await keptAnswers(mine)).toEqual([]);
  const ben = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Ben");
  await signIn(mine, ben.email);
  await expect(mine.getByRole("button", { name: "User menu" })).toBeVisible();
  await mine.goto("/golf-bookings");
  await expect.poll(() => mine.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await mine.getByRole("tab", { name: "My bookings" }).click();
  await expect
    .poll(() => keptAnswers(mine), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([expect.stringMatching(/golf\/my$/)]));
  const mayaAnswers = await mine.request.get(`${api}/golf/my`);
  expect(JSON.stringify(await mayaAnswers.json())).not.toContain(maya.memberId);
  await maya.context.setOffline(true);
  await mine.reload();
  await expect(mine.getByRole("status").filter({ hasText: "You are offline." })).toBeVisible();
  await expect(
    mine.getByRole("region", { name: "My tee times" }).getByText("No tee times were saved"),
  ).toBeVisible();
  await expect(mine.getByText("Harbour Course")).toHaveCount(0);
  await expect(mine.getByText(number)).toHaveCount(0);
  await maya.context.close();
});

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

test("a place from the waiting list comes as a push beside the e-mail, unless the member turned it off", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The push service stand-in: takes web-push's POSTs as a browser's push service would (201).
  const received: Received[] = [];
  const service = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, bytes });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  try {
    const { clubId, api, courseId, tomorrow } = await clubWithCourse(page, "Seaside Links");
    const cat = await memberPage(browser, baseURL as string, clubId, "Cat");
    const mine = cat.page;

    // My membership: the notification settings, every kind on until turned off.
    await mine.goto("/members");
    const card = mine.getByRole("region", { name: "Notifications on your phone" });
    await expect(card.getByRole("button", { name: "Turn on notifications on this device" })).toBeVisible();
    for (const kind of [
      "A place from the waiting list",
      "The result of a ballot",
      "A tee time changed or cancelled by the club",
      "A message from the club",
    ]) {
      await expect(card.getByRole("switch", { name: kind })).toBeChecked();
    }
    await check(mine, "My membership's notification settings", card);
    await mine.setViewportSize({ width: 375, height: 812 });
    await card.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) {
      for (const mode of ["light", "dark"] as const) {
        await chooseTheme(mine, mode);
        await settled(mine);
        await card.screenshot({ path: `${SHOTS}/notifications-375-${mode}.png` });
      }
    }
    await mine.setViewportSize({ width: 1280, height: 900 });
    await chooseTheme(mine, "light");

    // The browser's permission refused (headless Chromium's answer): the card says how to allow it.
    await card.getByRole("button", { name: "Turn on notifications on this device" }).click();
    await expect(card.getByRole("status")).toHaveText(/Notifications are blocked for this site/);

    // This phone, subscribed (the browser's subscription: its P-256 key and auth secret) at the stand-in.
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const subscribed = await mine.request.post("/api/me/push/subscriptions", {
      data: {
        endpoint: `${serviceUrl}/cat-phone`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(204);
    const { publicKey } = (await (await mine.request.get("/api/me/push")).json()) as { publicKey: string };

    /** A full tee time that Cat waits for, then the owner cancels the booking that filled it. */
    const freeAPlace = async (date: string, time: string) => {
      const filler = await page.request.post(`${api}/members`, {
        data: { firstName: "Fred", lastName: `Filler ${time}`, membershipType: "annual" },
      });
      expect(filler.status(), await filler.text()).toBe(201);
      const { id: fillerId } = (await filler.json()) as { id: string };
      const booked = await page.request.post(`${api}/golf/bookings`, {
        data: { courseId, date, time, players: [{ memberId: fillerId }] },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const { id: bookingId } = (await booked.json()) as { id: string };
      const waiting = await mine.request.post(`${api}/golf/waitlist`, {
        data: { courseId, date, time, players: [{ memberId: cat.memberId }] },
      });
      expect(waiting.status(), await waiting.text()).toBe(201);
      const cancelled = await page.request.post(`${api}/golf/bookings/${bookingId}/cancel`, {
        data: { override: true },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    };

    // On: one encrypted POST to the phone's endpoint, signed with the server's VAPID key.
    await freeAPlace(tomorrow, "09:00");
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [push] = received as [Received];
    expect(push.path).toBe("/cat-phone");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const claims = JSON.parse(
      Buffer.from(String(push.headers.authorization).split(".")[1] as string, "base64url").toString(),
    ) as { aud: string; exp: number };
    expect(claims.aud).toBe(serviceUrl);
    expect(push.bytes).toBeGreaterThan(100);

    // Off for places from the waiting list: the next one comes by e-mail only.
    await mine.reload();
    await card.getByRole("switch", { name: "A place from the waiting list" }).click();
    await expect(mine.getByText("Saved")).toBeVisible();
    await expect(card.getByRole("switch", { name: "A place from the waiting list" })).not.toBeChecked();
    await freeAPlace(addDays(tomorrow, 1), "11:00");
    // The e-mail comes (written in the same transaction as a push would be); the push job, which runs within
    // a second of it, sends nothing.
    await linkInMail(page.request, cat.email, "at 11:00", /\/golf-bookings/);
    await mine.waitForTimeout(2_000);
    expect(received).toHaveLength(1);
    await cat.context.close();
  } finally {
    await new Promise((resolve) => service.close(resolve));
  }
});

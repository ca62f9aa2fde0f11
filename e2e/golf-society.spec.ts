import { mkdirSync } from "node:fs";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { check, SCREENSHOTS, screenshots } from "./axe.ts";
import { createOwnerByApi, linkInMail, type Owner, openNewClub } from "./club-helpers.ts";
import { fillDate, fillTime } from "./date-fields.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

/*
 * Societies' requests for tee times (issue 36 item 4): a club that has opened its visitors' page takes them on
 * its public page. An organiser sends one on a phone; staff find it on the tee sheet's Societies tab and send a
 * quote, its price per player prefilled from the club's society price class; the organiser opens the quote from
 * its e-mail and accepts it; staff see it accepted. Each screen passes axe in light and dark mode and is
 * photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/society";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Sofia");
});

test("an organiser's request, staff's quote, and the organiser's acceptance", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { clubId, clubName } = await openNewClub(page, owner, "Kestrel Downs Golf Club");
  const zone = "Europe/Berlin";
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    profile: Record<string, unknown>;
  };
  const profile = await page.request.put(`/api/clubs/${clubId}/settings/profile`, {
    data: { ...settings.profile, timezone: zone },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const golf = `/api/clubs/${clubId}/golf`;
  const { days } = (await (await page.request.get(`${golf}/courses/suggested-days?holes=18`)).json()) as {
    days: Record<string, unknown>[];
  };
  const course = await page.request.post(`${golf}/courses`, {
    data: { name: "Old Course", holes: 18, active: true, days: days.map((d) => ({ ...d, open: true })) },
  });
  expect(course.status(), await course.text()).toBe(201);
  const priceClass = await page.request.post(`${golf}/price-classes`, {
    data: {
      name: "Society day",
      kind: "society",
      courseId: null,
      weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
      fromTime: null,
      untilTime: null,
      priceMinor: 5500,
      active: true,
    },
  });
  expect(priceClass.status(), await priceClass.text()).toBe(201);

  // Before the club opens its visitors' page, the page says it takes no requests.
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true });
  const organiser = await phone.newPage();
  await organiser.goto(`/society/${clubId}`);
  await expect(
    organiser.getByRole("heading", { level: 1, name: "This club does not take societies' requests online." }),
  ).toBeVisible();
  const opened = await page.request.put(`/api/clubs/${clubId}/golf/visitor-settings`, {
    data: {
      enabled: true,
      windowDays: 14,
      maxPlayers: 4,
      handicapRequired: false,
      maxHandicap: null,
      refundHours: 48,
      policy: "",
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // The public page on a phone: the club, its society rate, the form.
  await organiser.goto(`/society/${clubId}`);
  await expect(
    organiser.getByRole("heading", { level: 1, name: `Tee times for your society at ${clubName}` }),
  ).toBeVisible();
  await expect(organiser.getByText(/Society rate: .55\.00 per player/)).toBeVisible();
  const send = organiser.getByRole("button", { name: "Send the request" });
  await check(organiser, "society page", send);
  await screenshots(organiser, `${SHOTS}/request-form`);

  // Sent without a name or players: each field says what is missing.
  await send.click();
  await expect(organiser.getByText("Give the society's name.")).toBeVisible();
  await expect(organiser.getByText("A society brings 2 to 500 players.")).toBeVisible();

  const email = uniqueEmail("organiser");
  const today = todayIn(zone);
  await organiser.getByRole("textbox", { name: "Society or group name" }).fill("The Tuesday Foursomes");
  await organiser.getByRole("textbox", { name: "Your name" }).fill("Olive Organiser");
  await organiser.getByRole("textbox", { name: "E-mail" }).fill(email);
  await organiser.getByRole("textbox", { name: "Phone" }).fill("+49 30 1234567");
  await fillDate(organiser.getByLabel("Preferred date"), addDays(today, 14));
  await fillTime(organiser, "Earliest tee time", "09:30");
  await organiser.getByRole("textbox", { name: "Players" }).fill("16");
  await organiser
    .getByRole("textbox", { name: "Message to the club (optional)" })
    .fill("Two four-balls in the morning, and lunch after.");
  await send.click();
  await expect(organiser.getByRole("heading", { level: 1, name: "Request sent" })).toBeVisible();
  await expect(organiser.getByText(new RegExp(`confirmation is on its way to ${email}`))).toBeVisible();
  await check(
    organiser,
    "society request sent",
    organiser.getByRole("button", { name: "Send another request" }),
  );
  await screenshots(organiser, `${SHOTS}/request-sent`);

  // Staff: the tee sheet's Societies tab lists it, new.
  await page.goto("/golf-bookings?tab=societies");
  const card = page.getByRole("listitem").filter({ hasText: "The Tuesday Foursomes" });
  await expect(card).toBeVisible();
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await expect(card.getByText("Old Course · 16 players")).toBeVisible();
  await check(page, "societies' requests", card);
  await screenshots(page, `${SHOTS}/staff-list`);

  // The quote: the society class's price prefilled, the total shown; a lower price, and a message.
  await card.getByRole("button", { name: "Send quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Quote for The Tuesday Foursomes" });
  await expect(dialog.getByText("The price class “Society day” applies: $55.00 per player.")).toBeVisible();
  const price = dialog.getByRole("textbox", { name: "Price per player" });
  await expect(price).toHaveValue("55.00");
  await expect(dialog.getByText("16 players: $880.00 in total")).toBeVisible();
  await price.fill("50");
  await expect(dialog.getByText("16 players: $800.00 in total")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Message to the organiser" }).fill("Buggies included.");
  await check(
    page,
    "quote dialog",
    dialog.getByRole("button", { name: "Send quote" }),
    ".mantine-Modal-content",
  );
  await screenshots(page, `${SHOTS}/quote-dialog`);
  await dialog.getByRole("button", { name: "Send quote" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Quoted", { exact: true })).toBeVisible();
  await expect(card.getByText("Quote: $50.00 per player, $800.00 in total")).toBeVisible();

  // The organiser opens the quote from its e-mail, on the phone, and accepts it.
  const link = await linkInMail(
    page.request,
    email,
    `${clubName}: the quote for your society`,
    /\/society-quote\//,
  );
  await organiser.goto(link);
  await expect(
    organiser.getByRole("heading", { level: 1, name: `Your quote from ${clubName}` }),
  ).toBeVisible();
  await expect(organiser.getByText("$800.00")).toBeVisible();
  await expect(organiser.getByText("Buggies included.")).toBeVisible();
  const accept = organiser.getByRole("button", { name: "Accept the quote" });
  await check(organiser, "society quote", accept);
  await screenshots(organiser, `${SHOTS}/quote`);
  await accept.click();
  await expect(
    organiser.getByText("You accepted this quote. The club will get in touch to book your tee times."),
  ).toBeVisible();
  await expect(accept).toBeHidden();
  await screenshots(organiser, `${SHOTS}/quote-accepted`);
  await phone.close();

  // Staff see it accepted.
  await page.reload();
  await expect(card.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Send quote" })).toBeHidden();
});

import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Course } from "../src/shared/golf.ts";
import { check, chooseTheme, SCREENSHOTS } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Handicaps (issue 35 items 2, 3 and 8): the owner makes the club its own handicap authority, sets a member's
 * index on the member's Golf card, posts a score hole by hole and reads how the index was computed; axe light
 * and dark at 375 px. Screenshots (SHOTS=1) into screenshots/handicaps.
 */

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Hana");
});

const SHOTS = "screenshots/handicaps";
if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

async function ok<T>(response: Awaited<ReturnType<Page["request"]["post"]>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const mode of ["light", "dark"] as const) {
    await chooseTheme(page, mode);
    await page.screenshot({ path: `${SHOTS}/${name}-${mode}.png`, fullPage: true });
  }
  await chooseTheme(page, "light");
}

/** A course with a white tee rated par 72, 72.0 and slope 113 for men (differential = adjusted gross − 72). */
async function courseWithTee(page: Page, clubId: string): Promise<void> {
  const course = await ok<Course>(
    await page.request.post(`/api/clubs/${clubId}/golf/courses`, {
      data: {
        name: "Old Course",
        holes: 18,
        active: true,
        days: (
          await ok<{ days: unknown[] }>(
            await page.request.get(`/api/clubs/${clubId}/golf/courses/suggested-days?holes=18`),
          )
        ).days,
      },
    }),
    201,
  );
  const nine = { par: 36, courseRating: 36, slopeRating: 113 };
  await ok(
    await page.request.post(`/api/clubs/${clubId}/golf/courses/${course.id}/tees`, {
      data: {
        name: "White",
        colour: "#ffffff",
        holes: Array.from({ length: 18 }, (_, i) => ({
          number: i + 1,
          par: 4,
          strokeIndex: i + 1,
          length: 350,
        })),
        ratings: [{ gender: "male", par: 72, courseRating: 72, slopeRating: 113, front: nine, back: nine }],
      },
    }),
    201,
  );
}

test("staff set a member's index, post a score hole by hole and read how the index was computed, on a phone", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Links Golf Club");
  await courseWithTee(page, clubId);
  const member = await ok<{ id: string }>(
    await page.request.post(`/api/clubs/${clubId}/members`, {
      data: { firstName: "Isla", lastName: "Reid", email: "isla.reid@links.example" },
    }),
    201,
  );
  // Two scores already in the record (posted through the API), before the club computes indexes.
  for (const [playedOn, adjustedGross] of [
    ["2026-05-01", 86],
    ["2026-05-08", 84],
  ] as const) {
    await ok(
      await page.request.post(`/api/clubs/${clubId}/members/${member.id}/golf-profile/scores`, {
        data: {
          playedOn,
          courseId: await firstCourse(page, clubId),
          teeId: await firstTee(page, clubId),
          holes: 18,
          adjustedGross,
        },
      }),
      201,
    );
  }

  await page.setViewportSize({ width: 375, height: 812 });
  // ---- The club becomes its own handicap authority (golf settings, under the booking rules).
  await page.goto("/golf-settings");
  const settings = page.getByRole("region", { name: "Handicaps" });
  await expect(settings).toBeVisible();
  await settings.getByRole("radio", { name: "This club" }).check();
  await settings.getByRole("button", { name: "Save handicap authority" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Handicap authority saved." })).toBeVisible();
  await expect(settings.getByRole("button", { name: "Recompute indexes" })).toBeVisible();
  await check(
    page,
    "the handicap authority at 375 px",
    settings.getByRole("button", { name: "Recompute indexes" }),
  );
  await shoot(page, "golf-settings-375");

  // ---- The member's Golf card: set the index.
  await page.goto(`/members/${member.id}`);
  const card = page.getByRole("region", { name: "Golf" });
  await expect(card.getByTestId("handicap-index")).toHaveText("No index yet");
  await card.getByRole("button", { name: "Edit golf profile" }).click();
  const profile = page.getByRole("dialog", { name: "Golf profile" });
  await profile.getByLabel("Handicap Index").fill("12.45");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile.getByText("A Handicap Index is a number with one decimal")).toBeVisible();
  await profile.getByLabel("Handicap Index").fill("12.4");
  await profile.getByLabel("Home club").fill("Links");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile).toHaveCount(0);
  await expect(card.getByTestId("handicap-index")).toHaveText("12.4");
  await expect(card.getByRole("list", { name: "Index history" })).toContainText("12.4 (Entered)");

  // ---- Post a score hole by hole: the third score gives the club's first computed index.
  await card.getByRole("button", { name: "Post a score" }).click();
  const score = page.getByRole("dialog", { name: "Post a score" });
  // The club's one course is chosen already.
  await expect(score.getByRole("combobox", { name: "Course" })).toHaveValue("Old Course");
  await score.getByRole("combobox", { name: "Tee" }).click();
  await page.getByRole("option", { name: "White" }).click();
  await score.getByText("Hole by hole").click();
  for (let hole = 1; hole <= 18; hole++) await score.getByLabel(`Hole ${hole}`, { exact: true }).fill("5");
  await score.getByLabel("Hole 1", { exact: true }).fill("9");
  await check(
    page,
    "the score form at 375 px",
    score.getByLabel("Hole 18", { exact: true }),
    ".mantine-Modal-content",
  );
  await score.getByRole("button", { name: "Post score" }).click();
  await expect(score).toHaveCount(0);
  // Hole 1's 9 counts as net double bogey, 7: 92 adjusted gross, differential 20.0; the lowest of 3 is 12.0
  // (84), less 2.0 for only three scores.
  await expect(card.getByTestId("handicap-index")).toHaveText("10.0");
  const computation = card.getByRole("region", { name: "How the index was computed" });
  await expect(computation).toContainText("Handicap Index: 10.0");
  await expect(computation).toContainText("The lowest 1 of the 3 most recent differentials.");
  await expect(computation).toContainText("Adjustment for few scores: -2.0");
  const recent = computation.getByRole("list", { name: "The most recent scores, the ones used marked" });
  await expect(recent.getByRole("listitem")).toHaveCount(3);
  await expect(recent.locator("[data-used]")).toHaveCount(1);
  await expect(recent.locator("[data-used]")).toContainText("12.0");
  await expect(card.getByRole("list", { name: "Scoring record" })).toContainText("Adjusted gross 92");
  await check(page, "the golf card at 375 px", computation);
  await shoot(page, "member-golf-375");
});

async function firstCourse(page: Page, clubId: string): Promise<string> {
  const choices = await ok<{ courses: { id: string }[] }>(
    await page.request.get(`/api/clubs/${clubId}/handicaps/score-choices`),
  );
  return choices.courses[0]?.id ?? "";
}

async function firstTee(page: Page, clubId: string): Promise<string> {
  const choices = await ok<{ courses: { tees: { id: string }[] }[] }>(
    await page.request.get(`/api/clubs/${clubId}/handicaps/score-choices`),
  );
  return choices.courses[0]?.tees[0]?.id ?? "";
}

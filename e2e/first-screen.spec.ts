import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Decision 018: the first screen brings only the styles of the components it shows, compressed, and only the
// font the user reads it in.

/** The first class name in a Mantine component's stylesheet: a page has that component's rules when it has it. */
function classOf(component: string): string {
  const css = readFileSync(`node_modules/@mantine/core/styles/${component}.css`, "utf8");
  const name = /\.m_[0-9a-f]+/.exec(css)?.[0];
  if (!name) throw new Error(`No class name in ${component}.css`);
  return name;
}

/** Every CSS rule the page has, as text. */
const pageCss = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join("\n"),
  );

/** The font families of the @font-face rules the page has. */
const fontFamilies = (page: Page) =>
  page.evaluate(() => [...new Set([...document.fonts].map((face) => face.family.replaceAll('"', "")))]);

test("the sign-in screen gets the styles of its own components only, and every file compressed", async ({
  page,
}) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet" || type === "document") {
      encodings.set(response.url(), response.headers()["content-encoding"]);
    }
  });
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const css = await pageCss(page);
  // What the screen shows: a card, text fields, a password field, buttons, a title.
  for (const used of ["Card", "Input", "PasswordInput", "Button", "Title"]) {
    expect(css, `${used}'s styles`).toContain(classOf(used));
  }
  // What only the signed-in screens use.
  for (const unused of ["AppShell", "NavLink", "Table", "Tabs", "Modal", "Menu", "Pagination", "Timeline"]) {
    expect(css, `${unused}'s styles`).not.toContain(classOf(unused));
  }

  expect(encodings.size).toBeGreaterThan(2);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe("br");
});

test("Inter's faces on the first screen; Manrope's only for whoever chose it", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await fontFamilies(page)).toEqual(["Inter"]);
  expect(await page.evaluate(() => document.fonts.check("16px Inter"))).toBe(true);

  await page.evaluate(() => window.localStorage.setItem("clubhouse.font", "manrope"));
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect.poll(() => fontFamilies(page)).toContain("Manrope");
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px Manrope"))).toBe(true);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.startsWith("Manrope")).toBe(true);
});

test("what the sign-in screen does not need to show (session watcher, toasts, OAuth) loads after its first paint", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { paint, later } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    later: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/(?:session|toasts|public-config)-[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(later.map((entry) => entry.name.replace(/.*\/assets\/([a-z-]+)-.*/, "$1")).sort()).toEqual([
    "public-config",
    "session",
    "toasts",
  ]);
  for (const entry of later) expect(entry.start, entry.name).toBeGreaterThan(paint);
});

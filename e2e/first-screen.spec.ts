import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createOwnerByApi, openNewClub } from "./club-helpers.ts";
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

/** The font files the page downloaded, by file name (inter-latin-wght-normal…). */
const fontFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".woff2"))
      .map((name) => name.replace(/.*\/assets\/([a-z-]+)-[^/]*$/, "$1")),
  );

test("the screens before sign-in download no font; signed in, Inter's one variable face, Manrope's for whoever chose it", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await fontFamilies(page)).toEqual([]);
  expect(await fontFiles(page)).toEqual([]);

  const owner = await createOwnerByApi(browser, baseURL);
  await openNewClub(page, owner, "Font Club");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome, Olivia" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px 'Inter Variable'"))).toBe(true);
  // The home screen's own requests may keep the network busy (it never idles on a loaded machine): the font
  // files are read once the face is in use, which means it was downloaded.
  await expect.poll(() => fontFiles(page)).toEqual(["inter-latin-wght-normal"]);
  const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await family()).toMatch(/^"?Inter Variable"?,/);
  await page.getByRole("heading", { name: "Welcome, Olivia" }).waitFor();

  await page.evaluate(() => window.localStorage.setItem("clubhouse.font", "manrope"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome, Olivia" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px 'Manrope Variable'"))).toBe(true);
  await expect.poll(() => fontFiles(page)).toContain("manrope-latin-wght-normal");
  expect(await family()).toMatch(/^"?Manrope Variable"?,/);
});

/**
 * The app's files and API requests the page made, by name (chunk names without their hash, API paths). A
 * hash is eight characters and may hold a hyphen itself (auth-client-w-qGC6ak.js is auth-client).
 */
const requested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .map((name) =>
        name.startsWith("/assets/") ? name.replace(/^\/assets\/([a-z-]+)-[\w-]{8}\.\w+$/, "$1") : name,
      ),
  );

test("the sign-in screen loads the auth client, the toasts' code and the OAuth buttons only when they are used, and asks for no configuration", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const first = await requested(page);
  for (const unused of ["auth-client", "toasts", "public-config", "/api/public-config"]) {
    expect(first, unused).not.toContain(unused);
  }
  // Its configuration came with the page: no OAuth provider, and the development mailbox.
  expect(
    await page.evaluate(() => document.getElementById("clubhouse-public-config")?.textContent ?? null),
  ).toBe('{"oauthProviders":[],"devMailbox":true}');

  // Signing in brings the auth client; the answer shows in the form.
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(/e-mail or password/i);
  expect(await requested(page)).toContain("auth-client");
});

test("a toast brings its container and styles with it the first time one is shown", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await createOwnerByApi(browser, baseURL);
  await openNewClub(page, owner, "Toast Club");
  await page.goto("/settings");
  const name = page.getByLabel("Club name", { exact: true });
  await expect(name).toHaveValue("Toast Club");
  await page.waitForLoadState("networkidle");
  expect(await requested(page)).not.toContain("toasts");
  await name.fill("Toast Club Renamed");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Settings saved" });
  await expect(toast).toBeVisible();
  expect(await requested(page)).toContain("toasts");
  await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
});

test("the members list's first load: the session and clubs asked for once, with the page; no form code or schemas until a dialog opens; Inter fetched after the first paint and used from the next screen, then before the first render", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await createOwnerByApi(browser, baseURL);
  await openNewClub(page, owner, "First Load Club");
  const api: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) api.push(url.pathname);
  });
  // Whether Inter's face was declared when the app first put something on the page.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById("root")?.firstChild) return;
      observer.disconnect();
      document.documentElement.dataset.interAtFirstRender = String(
        [...document.fonts].some((face) => face.family.replaceAll('"', "") === "Inter Variable"),
      );
    }).observe(document, { childList: true, subtree: true });
  });
  const interAtFirstRender = () => page.locator("html").getAttribute("data-inter-at-first-render");
  await page.setViewportSize({ width: 375, height: 812 });
  // As slow as a cheap phone (or this machine beside the other test worker): the first render comes more
  // than a second after the page's load event, and must still come before Inter is fetched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 12 });
  await page.goto("/members");
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  await expect(page.getByText("1–1 of 1 member")).toBeVisible();
  await page.waitForLoadState("networkidle");

  // The page's preloads answered the app's own requests: each asked for once.
  expect(api.filter((p) => p === "/api/auth/get-session")).toHaveLength(1);
  expect(api.filter((p) => p === "/api/clubs")).toHaveLength(1);
  // The list brings neither the forms' chunk (zod, the schemas, the editors) nor its dialogs.
  const first = await requested(page);
  for (const unused of ["editors", "MemberFormModal", "ImportDialog", "MyMembership"]) {
    expect(first, unused).not.toContain(unused);
  }
  // A first visit: the list was drawn before Inter's face was declared (in its metric-matched fallback).
  // Inter downloads after the first paint and the browser remembers having it, but the list is not laid out
  // again in it: the next screen is drawn in Inter.
  expect(await interAtFirstRender()).toBe("false");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("clubhouse.fontCached")))
    .toBe("inter");
  const interInUse = () =>
    page.evaluate(() =>
      [...document.fonts].some(
        (f) => f.family.replaceAll('"', "") === "Inter Variable" && f.status === "loaded",
      ),
    );
  expect(await interInUse()).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(interInUse).toBe(true);
  await page.getByRole("link", { name: "Members", exact: true }).click();
  await expect(page.getByText("1–1 of 1 member")).toBeVisible();

  // Opening the dialog brings its code; the form checks what it would send.
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add member" });
  await expect(dialog.getByLabel("First name")).toBeVisible();
  expect(await requested(page)).toContain("editors");
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog.getByText("Give an e-mail address, or a first and a last name.").first()).toBeVisible();

  // The next visit has Inter at hand: its face is declared before the first render.
  await page.reload();
  await expect(page.getByText("1–1 of 1 member")).toBeVisible();
  expect(await interAtFirstRender()).toBe("true");
});

test("the header's menus and tooltips come after the first paint: a menu clicked before opens when they come, and a button that had the focus keeps it", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await createOwnerByApi(browser, baseURL);
  await openNewClub(page, owner, "Header Club");
  // The menus' code waits until the test lets it through: the header shows their buttons alone until then.
  let release = () => {};
  const held = () => {
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return async (route: import("@playwright/test").Route) => {
      await gate;
      await route.continue();
    };
  };
  await page.setViewportSize({ width: 375, height: 812 });
  await page.route(/\/assets\/-header-menus-[^/]*\.js$/, held());
  const asked = page.waitForRequest(/\/assets\/-header-menus-[^/]*\.js$/);
  await page.goto("/members");
  await expect(page.getByText("1–1 of 1 member")).toBeVisible();
  // Asked for after the first paint, by itself.
  await asked;
  const userMenu = page.getByRole("button", { name: "User menu" });
  await userMenu.focus();
  // The stand-in: the menu's target has an id that its menu names.
  await expect(userMenu).not.toHaveAttribute("id");
  release();
  // The button is replaced by the menu's own: the focus stays on it, and the menu opens from the keyboard.
  await expect(userMenu).toHaveAttribute("id", /^mantine-/);
  await expect(userMenu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  await page.keyboard.press("Escape");

  // A click on the club switcher before its code came: the switcher opens when it comes.
  await page.unroute(/\/assets\/-header-menus-[^/]*\.js$/);
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const fresh = await context.newPage();
  await openNewClub(fresh, owner, "Second Header Club");
  await fresh.route(/\/assets\/-header-menus-[^/]*\.js$/, held());
  await fresh.goto("/members");
  await fresh.getByRole("button", { name: "Club: Second Header Club. Switch club" }).click();
  await expect(fresh.getByRole("menuitem", { name: "Create a club" })).toBeHidden();
  release();
  await expect(fresh.getByRole("menuitem", { name: "Create a club" })).toBeVisible();
  await expect(fresh.getByRole("menuitem", { name: /Header Club/ })).toHaveCount(2);
  await context.close();
});

test("a screen at rest draws nothing: no animation runs on while nothing loads", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // An endless animation, even of something hidden, makes the browser draw frames for as long as the page is
  // open: a phone's battery, and a test machine's CPU (the hidden route progress bar did).
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (a) => a.playState === "running" && a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      )
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return `${(a as CSSAnimation).animationName ?? "animation"} on ${target?.className ?? target?.tagName}`;
      }),
  );
  expect(endless).toEqual([]);
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/*
 * Axe in light and in dark mode on one visit (decision 019): the accessibility spec's checks, shared with the
 * specs that walk screens in other languages (decision 022).
 */

export type Mode = "light" | "dark";

/**
 * Screenshots are written only when SHOTS is set (`SHOTS=1 npx playwright test …`, to the git-ignored
 * screenshots/): they are for a person to look at, nothing asserts on them, and writing four full pages at each
 * call cost the browser tests minutes on two cores (decision 047). Without it, a screenshot helper only puts the
 * page back as it would have left it (1280 px, light mode).
 */
export const SCREENSHOTS = Boolean(process.env.SHOTS);

/**
 * Animations finished (a dialog fading in would measure half-transparent colours); spinners go on. A finite
 * animation or transition still running is taken to its end at once (`Animation.finish()`: the state it was
 * going to, without waiting out its duration), then three calm frames in a row, since a transition may start
 * a frame after its element appears. Waiting them out was as long as the axe check itself (decision 050).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === "running" && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
    for (let calm = 0; calm < 3; ) {
      const busy = running();
      for (const animation of busy) {
        try {
          animation.finish();
        } catch {
          // An animation without an end (an infinite duration) runs on; the next frame sees it again.
        }
      }
      await frame();
      calm = busy.length > 0 ? 0 : calm + 1;
    }
  });
}

/** The user's theme choice, as the app keeps it and follows it from another tab. */
export async function chooseTheme(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((theme) => {
    window.localStorage.setItem("clubhouse.theme", theme);
    const change = { key: "clubhouse.theme", newValue: theme, storageArea: window.localStorage };
    window.dispatchEvent(new StorageEvent("storage", change));
  }, mode);
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", mode);
}

export async function shownMode(page: Page): Promise<Mode> {
  const scheme = await page.locator("html").getAttribute("data-mantine-color-scheme");
  return scheme === "dark" ? "dark" : "light";
}

/** axe-core's script, read once per worker and put into a page only when the page does not have it yet. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's own `axe.run` in the page: its default rules (WCAG 2.x A and AA and its best practices), violations
 * only. The script is put into a page once (a navigation drops it): @axe-core/playwright evaluated its 580 KB
 * twice at every check, half of each check's time (decision 050). The rules are those the checks ran before:
 * the builder's `options()` replaced the WCAG tags it was given, so every default rule ran. One rule more is
 * switched on by name: label-content-name-mismatch (WCAG 2.5.3, serious), which axe tags "experimental" and
 * leaves out of its default run: a button's visible text must be part of its accessible name (issue 34).
 */
async function axeViolations(page: Page, within?: string, coloursOnly = false): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ within, coloursOnly }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
            getRules: (tags: string[]) => { ruleId: string; tags: string[] }[];
          };
        }
      ).axe;
      // Axe's rules about colour (tag cat.color) that its default run has: color-contrast and
      // link-in-text-block, not the AAA contrast rule the default run leaves out.
      const colourRules = () =>
        axe
          .getRules(["cat.color"])
          .filter((rule) => !rule.tags.includes("wcag2aaa"))
          .map((rule) => rule.ruleId);
      const { violations } = await axe.run(within ? { include: [[within]] } : document, {
        resultTypes: ["violations"],
        ...(coloursOnly
          ? { runOnly: { type: "rule", values: colourRules() } }
          : { rules: { "label-content-name-mismatch": { enabled: true } } }),
      });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { within, coloursOnly },
  );
}

/**
 * What the page shows apart from colours: every element's markup (tag and attributes) with its box, display
 * and visibility, hashed. The same print in both modes means the same elements, names and layout: then axe's
 * other rules can only answer as they did in the first mode.
 */
function layoutPrint(page: Page, within?: string): Promise<string> {
  return page.evaluate((within) => {
    const root = (within ? document.querySelector(within) : document.body) ?? document.body;
    let a = 0x811c9dc5;
    let b = 5381;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193) >>> 0;
        b = (Math.imul(b, 33) + c) >>> 0;
      }
    };
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      add(`<${element.tagName}`);
      for (const attribute of element.attributes) add(` ${attribute.name}=${attribute.value}`);
      add(`|${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)},${Math.round(box.height)}`);
      add(`|${style.display}|${style.visibility}>`);
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE) add(node.textContent ?? "");
    }
    return `${a.toString(16)}-${b.toString(16)}`;
  }, within);
}

/**
 * Whether this project runs axe: the pglite one (decision 058). Axe reads the page's DOM and styles, which the
 * database under the server does not change; the postgres project walks the same screens and states, asserts
 * what each shows and switches its mode, without reading them a second time.
 */
function axeRuns(): boolean {
  return test.info().project.name !== "postgres";
}

/** Axe's serious and critical violations, as one readable line per element. */
export async function axeIn(
  page: Page,
  what: string,
  mode: Mode,
  within?: string,
  printBefore?: string,
): Promise<void> {
  await settled(page);
  if (!axeRuns()) return;
  // In the second mode of one visit, when nothing but colours changed, only the colour rules can answer
  // otherwise than they did in the first (decision 055).
  const coloursOnly = printBefore !== undefined && printBefore === (await layoutPrint(page, within));
  const violations = await axeViolations(page, within, coloursOnly);
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.flatMap((v) => [
    `  ${v.id} (${v.impact}): ${v.help} (${v.helpUrl})`,
    ...v.nodes.map((n) => {
      const why = (n.failureSummary ?? "").split("\n").slice(1).join(" ").trim();
      return `    ${n.target.join(" ")}: ${why}`;
    }),
  ]);
  expect.soft(serious.length, `${what}, ${mode} mode:\n${report.join("\n")}`).toBe(0);
}

/** The state `ready` shows, in the mode shown and then in the other, on the same visit. */
export async function check(page: Page, what: string, ready: Locator, within?: string): Promise<void> {
  await expect(ready).toBeVisible();
  const first = await shownMode(page);
  await axeIn(page, what, first, within);
  const print = axeRuns() ? await layoutPrint(page, within) : undefined;
  const second: Mode = first === "light" ? "dark" : "light";
  await chooseTheme(page, second);
  await axeIn(page, what, second, within, print);
}

/**
 * Screenshots of what is shown at a desktop's and a phone's width, light and dark, written to
 * `<path>-<width>-<mode>.png`, each from the top (of the page, and of an open dialog or drawer); back to 1280 px
 * and light mode after.
 */
export async function screenshots(
  page: Page,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return backToDesktopLight(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      for (const box of document.querySelectorAll(".mantine-Modal-content, .mantine-Drawer-content")) {
        box.scrollTop = 0;
      }
    });
    for (const mode of ["light", "dark"] as Mode[]) {
      await chooseTheme(page, mode);
      await settled(page);
      await page.screenshot({ path: `${path}-${width}-${mode}.png`, fullPage: options.fullPage ?? true });
    }
  }
  await backToDesktopLight(page);
}

/** How every screenshot helper leaves the page: at a desktop's width, in light mode. */
export async function backToDesktopLight(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseTheme(page, "light");
}

// The screens' first load as CI's budget (issue 30): the built app, served by the built server, opened in
// Chromium as a phone (cache off) until the network is idle; the page, scripts, stylesheets and fonts counted
// as on the wire (brotli as the server sends them, headers included: bench/screens.ts). Fails when /sign-in
// passes 150 KB, when zod is in a script a main screen loads (decision 018), or when a signed-in screen's first
// load grows past its figure in first-load.json + 5%; the club's public pages (join, visit, society) too, the
// join and society forms with zod (they are forms from their first paint). Prints the table every run.
// After a change that is meant to grow a screen, record the figures again: BUDGETS_RECORD=1 and this test
// (`npx vitest run --config vitest.budgets.config.ts`), and commit first-load.json with the reason.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  containsZod,
  kb,
  measureScreens,
  SCREENS,
  type ScreenLoad,
  screensClub,
  startBuiltServer,
} from "../../bench/screens.ts";
import { chromiumPath } from "../../e2e/server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const FIGURES = path.join(import.meta.dirname, "first-load.json");
const SIGN_IN_BUDGET = 150 * 1024;
const GROWTH = 0.05;

interface Figures {
  /** Bytes on the wire of each signed-in screen's first load when it was recorded. */
  screens: Record<string, number>;
}
const recorded = JSON.parse(readFileSync(FIGURES, "utf8")) as Figures;
const recording = process.env.BUDGETS_RECORD === "1";

let loads: ScreenLoad[] = [];
let stopServer: (() => Promise<void>) | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("The app did not build");
  const server = await startBuiltServer();
  stopServer = server.stop;
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  loads = await measureScreens(browser, server.base, await screensClub(server.base));

  const rows = loads.map((l) => {
    const figure = recorded.screens[l.screen.name];
    const budget =
      l.screen.name === "/sign-in" ? SIGN_IN_BUDGET : figure ? Math.floor(figure * (1 + GROWTH)) : undefined;
    const mark = budget === undefined ? " " : l.bytes <= budget ? "✓" : "✗";
    return `${mark} ${l.screen.name.padEnd(16)} ${kb(l.bytes).padStart(9)} in ${String(l.files).padStart(2)} files   budget ${budget ? kb(budget).padStart(9) : "        —"}${figure ? ` (recorded ${kb(figure)})` : ""}   + API and icon ${kb(l.otherBytes)} in ${l.otherRequests}`;
  });
  console.log(
    `\nFirst load of each screen on a phone, as on the wire (page, scripts, stylesheets, fonts; brotli as served):\n${rows.join("\n")}\n`,
  );
  if (recording) {
    const screens = Object.fromEntries(
      loads.filter((l) => l.screen.name !== "/sign-in").map((l) => [l.screen.name, l.bytes]),
    );
    writeFileSync(FIGURES, `${JSON.stringify({ ...recorded, screens }, null, 2)}\n`);
    console.log(`Recorded in ${path.relative(root, FIGURES)}.`);
  }
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stopServer?.();
});

describe("the screens' first load on the wire", () => {
  it("/sign-in is at most 150 KB", () => {
    const signIn = loads.find((l) => l.screen.name === "/sign-in");
    expect(signIn?.bytes).toBeGreaterThan(0);
    expect(signIn?.bytes).toBeLessThanOrEqual(SIGN_IN_BUDGET);
  });

  // zod is for the forms (the editors' chunk, decision 018): a main screen that loads it on first load
  // downloads 25 KB of brotli and runs its set-up for nothing (issue 30: the days of the week, imported from the
  // clubs' schemas, brought it into the chunk every signed-in screen shares).
  it.each(SCREENS.filter((s) => !s.form).map((s) => s.name))("%s loads no zod", (name) => {
    const load = loads.find((l) => l.screen.name === name);
    expect(load?.scripts.length).toBeGreaterThan(0);
    expect(load?.scripts.filter(containsZod)).toEqual([]);
  });

  it.each(SCREENS.filter((s) => s.name !== "/sign-in").map((s) => s.name))(
    "%s is at most its recorded figure + 5%",
    (name) => {
      const load = loads.find((l) => l.screen.name === name);
      const figure = recorded.screens[name];
      expect(figure, `a recorded figure for ${name} in first-load.json`).toBeGreaterThan(0);
      expect(load?.bytes).toBeGreaterThan(0);
      expect(load?.bytes).toBeLessThanOrEqual(Math.floor((figure as number) * (1 + GROWTH)));
    },
  );
});

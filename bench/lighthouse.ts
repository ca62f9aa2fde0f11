// Lighthouse's mobile performance score of a page (its default mobile settings: a mid-range phone on a slow
// 4G line, simulated), on Debian's Chromium. Lighthouse is not a dependency of the project (176 MB that every
// `npm install` of a club would fetch): the bench installs the exact version below from the registry into
// .tools/ the first time it runs (decision 018). 12.8 is the last line that runs on Node 20 (decision 014).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const LIGHTHOUSE_VERSION = "12.8.2";
const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, ".tools", `lighthouse-${LIGHTHOUSE_VERSION}`);
const cli = path.join(dir, "node_modules", "lighthouse", "cli", "index.js");
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Installs Lighthouse into .tools/ unless it is there already; answers the path of its command. */
export function ensureLighthouse(): string {
  if (existsSync(cli)) return cli;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into .tools/ (once; about 176 MB)…`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "package.json"),
    `${JSON.stringify({ private: true, description: "Lighthouse for npm run bench (bench/lighthouse.ts)" })}\n`,
  );
  // npm itself: the one running `npm run bench`, else the one on PATH.
  const npm = process.env.npm_execpath
    ? { command: process.execPath, args: [process.env.npm_execpath] }
    : { command: "npm", args: [] };
  const result = spawnSync(
    npm.command,
    [
      ...npm.args,
      "install",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--save-exact",
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { cwd: dir, stdio: "inherit" },
  );
  if (result.status !== 0 || !existsSync(cli))
    throw new Error("Lighthouse could not be installed from the registry");
  return cli;
}

export interface LighthouseResult {
  score: number;
  /** First and largest contentful paint, total blocking time, in milliseconds; layout shift. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/**
 * One Lighthouse run on `url` with its default (mobile) settings; `headers` go with every request. A run that
 * fails to record its trace (NO_NAVSTART and the like, on a busy machine) is tried again, twice at most.
 */
export async function lighthouse(
  url: string,
  headers: Record<string, string> = {},
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, headers);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

async function lighthouseOnce(url: string, headers: Record<string, string>): Promise<LighthouseResult> {
  const command = ensureLighthouse();
  const work = mkdtempSync(path.join(tmpdir(), "clubhouse-lighthouse-"));
  const report = path.join(work, "report.json");
  const args = [
    command,
    url,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
  ];
  if (Object.keys(headers).length > 0) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, args, {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "ignore", "inherit"],
      });
      child.once("exit", resolve);
    });
    if (code !== 0 || !existsSync(report)) throw new Error(`Lighthouse failed on ${url} (exit ${code})`);
    const lhr = JSON.parse(readFileSync(report, "utf8")) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
      runtimeError?: { message: string };
    };
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // BENCH_LIGHTHOUSE_KEEP=<folder> keeps each report (its long tasks, scripts' boot-up time, LCP element).
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
      writeFileSync(path.join(keep, name), readFileSync(report));
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance.score ?? 0,
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

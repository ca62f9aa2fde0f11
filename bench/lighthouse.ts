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
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`) and the CPU slowdown the run used. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's BenchmarkIndex of it. Lighthouse's
 * default of 4× assumes a high-end desktop (BenchmarkIndex about 1533): on a slower host it emulates a slower
 * phone than it means to, on a faster one a faster phone, and a score then moves with the machine rather than
 * with the app. Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") says to calibrate; these are
 * the figures of its CPU throttling calculator (lighthouse-cpu-throttling-calculator, pages/index.js):
 * 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×, 150 → 1×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.max(1, slowdown) * 100) / 100;
}

/**
 * One Lighthouse run on `url` with its default (mobile) settings, or the CPU slowdown given; `headers` go with
 * every request. A run that fails to record its trace (NO_NAVSTART and the like, on a busy machine) is tried
 * again, twice at most.
 */
export async function lighthouse(
  url: string,
  headers: Record<string, string> = {},
  cpuSlowdown?: number,
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, headers, cpuSlowdown);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

async function lighthouseOnce(
  url: string,
  headers: Record<string, string>,
  cpuSlowdown: number | undefined,
): Promise<LighthouseResult> {
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
  if (cpuSlowdown !== undefined) args.push(`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`);
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
      environment: { benchmarkIndex: number };
      configSettings: { throttling: { cpuSlowdownMultiplier: number } };
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
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

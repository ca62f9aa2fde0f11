// The main screens of issue 30, as a phone first loads them from the built server: a club to show them with
// (an owner whose club has members, a course with a day of tee times, invoices and a member who signed in),
// their addresses and sessions, and what each downloads until the network is idle. Used by the budget test
// (tests/budgets/first-load.test.ts, in `npm test`) and by the Lighthouse bench (`npm run bench:screens`).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { freePort } from "../tests/helpers/free-port.ts";
import {
  BENCH_PASSWORD,
  type BenchOwner,
  cookiesOf,
  measureTransfer,
  signedInOwnerWithMembers,
} from "./transfer.ts";

const root = path.resolve(import.meta.dirname, "..");
const KB = 1024;

/** A built server on PGlite in a new data folder, listening on a free port of 127.0.0.1. */
export async function startBuiltServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "dist/server/index.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "clubhouse-screens-")),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error("The server did not become healthy in 90 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function signUp(base: string, email: string, firstName: string): Promise<void> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: base.replace("127.0.0.1", "localhost"), "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, firstName, lastName: "Bench" }),
  });
  if (!res.ok) throw new Error(`The sign-up of ${email} failed: ${res.status} ${await res.text()}`);
}

/** The link of the newest message to `to` whose subject contains `subject`, in the development mailbox. */
async function linkInMailbox(base: string, to: string, subject: string, href: RegExp): Promise<string> {
  const until = Date.now() + 90_000;
  for (;;) {
    const list = await (await fetch(`${base}/dev/mailbox`)).text();
    const row = list.split("<tr").find((r) => r.includes(to) && r.includes(subject));
    const id = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(row ?? "")?.[1];
    if (id) {
      const message = await (await fetch(`${base}/dev/mailbox/${id}`)).text();
      const link = [...message.matchAll(/href="([^"]+)"/g)]
        .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
        .find((l) => href.test(l));
      if (link) return link;
    }
    if (Date.now() > until) throw new Error(`No '${subject}' to ${to} in the development mailbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface ScreensClub {
  owner: BenchOwner;
  member: BenchOwner;
  clubId: string;
}

/**
 * An owner whose club has 100 members, a course with tee times every 10 minutes from 06:00 to 19:00 (79 a
 * day, the tee sheet of issue 30), a few invoices and a message; and a member of that club, joined by
 * invitation and signed in, for the member's home.
 */
export async function screensClub(base: string): Promise<ScreensClub> {
  const ownerEmail = "screens-owner@bench.example";
  await signUp(base, ownerEmail, "Olivia");
  const owner = await signedInOwnerWithMembers(base, ownerEmail, 100);
  const headers = {
    origin: base.replace("127.0.0.1", "localhost"),
    cookie: owner.cookieHeader,
    "content-type": "application/json",
  };
  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const { clubs } = (await api("GET", "/api/clubs")) as { clubs: { id: string }[] };
  const clubId = clubs[0]?.id as string;
  const club = `/api/clubs/${clubId}`;
  // A club in use: live (decision 061), so its dashboard is the everyday one the budgets were recorded on.
  await api("POST", `${club}/go-live`, { start: "dueNow" });

  const { days } = (await api("GET", `${club}/golf/courses/suggested-days?holes=18`)) as {
    days: Record<string, unknown>[];
  };
  await api("POST", `${club}/golf/courses`, {
    name: "Bench Course",
    holes: 18,
    active: true,
    days: days.map((d) => ({
      ...d,
      open: true,
      firstTee: "06:00",
      lastTee: "19:00",
      intervalMinutes: 10,
      release: "first_come",
    })),
  });

  // The public pages open: visitors book and pay online (a Stripe test key, never called while a page loads, and
  // a visitor's price every day), and societies ask for a quote (decision 084).
  await api("PUT", `${club}/payment-credentials/stripe`, {
    credentials: {
      publishableKey: "pk_test_51BenchScreens",
      secretKey: "sk_test_51BenchScreens000000000000",
      webhookSecret: "whsec_bench_screens_0000000000000",
    },
  });
  await api("POST", `${club}/golf/price-classes`, {
    name: "Visitor",
    kind: "visitor",
    courseId: null,
    weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    fromTime: null,
    untilTime: null,
    priceMinor: 6_000,
    active: true,
  });
  const visitors = await api("GET", `${club}/golf/visitor-settings`);
  await api("PUT", `${club}/golf/visitor-settings`, { ...visitors, enabled: true });

  const { members } = (await api("GET", `${club}/members?limit=10`)) as { members: { id: string }[] };
  for (const [i, m] of members.slice(0, 5).entries()) {
    await api("POST", `${club}/billing/invoices`, {
      memberId: m.id,
      lines: [
        { kind: "custom", taxable: false, description: "Locker rental", quantity: 1, unitMinor: 6_000 + i },
      ],
      issue: true,
    });
  }

  const memberEmail = "screens-member@bench.example";
  await api("POST", `${club}/invitations`, { email: memberEmail, role: "member" });
  const link = await linkInMailbox(base, memberEmail, "invited", /accept-invitation\?token=/);
  const token = new URL(link, base).searchParams.get("token");
  const joined = await fetch(`${base}/api/invitations/register`, {
    method: "POST",
    headers: { origin: headers.origin, "content-type": "application/json" },
    body: JSON.stringify({ token, firstName: "Maya", lastName: "Bench", password: BENCH_PASSWORD }),
  });
  if (!joined.ok) throw new Error(`The member did not join: ${joined.status} ${await joined.text()}`);
  const member = cookiesOf(joined.headers.getSetCookie().map((line) => line.split(";")[0] ?? ""));
  // After the invitation: its e-mail would otherwise wait behind the message's hundred in the outbox.
  await api("POST", `${club}/communications/messages`, {
    subject: "Course news for {{first_name}}",
    bodyHtml: "<p>Dear {{first_name}}, the new greens open on Saturday.</p>",
    audience: { kind: "all", values: [] },
  });
  return { owner, member, clubId };
}

export interface Screen {
  /** The name in tables and budgets: the path, or "member's home". */
  name: string;
  /** The address; `{clubId}` stands for the club's id (the public pages). */
  path: string;
  who: "visitor" | "owner" | "member";
  /** Lighthouse's budget (mobile performance score). */
  score: number;
  /**
   * A page that is a form from its first paint (the public join and society forms): it checks its fields with
   * the shared schemas, so zod is part of its first load (decision 018 keeps zod out of the other screens).
   */
  form?: true;
}

/** The main screens of issue 30 and their Lighthouse budgets. */
export const SCREENS: Screen[] = [
  { name: "/sign-in", path: "/sign-in", who: "visitor", score: 0.95 },
  { name: "/", path: "/", who: "owner", score: 0.9 },
  { name: "/members", path: "/members", who: "owner", score: 0.9 },
  { name: "/golf-bookings", path: "/golf-bookings", who: "owner", score: 0.9 },
  { name: "/billing", path: "/billing", who: "owner", score: 0.9 },
  { name: "/audit-logs", path: "/audit-logs", who: "owner", score: 0.9 },
  { name: "/communications", path: "/communications", who: "owner", score: 0.9 },
  { name: "member's home", path: "/", who: "member", score: 0.9 },
  // The club's public pages, opened by people without an account (decision 084).
  { name: "/join", path: "/join/{clubId}", who: "visitor", score: 0.9, form: true },
  { name: "/visit", path: "/visit/{clubId}", who: "visitor", score: 0.9 },
  { name: "/society", path: "/society/{clubId}", who: "visitor", score: 0.9, form: true },
];

/** The screen's address in this club. */
export function addressOf(club: ScreensClub, screen: Screen): string {
  return screen.path.replace("{clubId}", club.clubId);
}

export function sessionOf(club: ScreensClub, screen: Screen): BenchOwner | undefined {
  return screen.who === "owner" ? club.owner : screen.who === "member" ? club.member : undefined;
}

/** The kinds of request that make a screen's first load: the page and its code, styles and fonts. */
const OWN = new Set(["Document", "Script", "Stylesheet", "Font"]);

export interface ScreenLoad {
  screen: Screen;
  /** The page, scripts, stylesheets and fonts, as on the wire (brotli as served, headers included). */
  bytes: number;
  files: number;
  /** The API's answers and the rest (icon), not budgeted: they depend on the club's data. */
  otherBytes: number;
  otherRequests: number;
  /** The scripts' paths (under dist/web). */
  scripts: string[];
}

/** What a phone downloads for each screen, from the navigation until the network is idle, cache off. */
export async function measureScreens(
  browser: Browser,
  base: string,
  club: ScreensClub,
  screens = SCREENS,
): Promise<ScreenLoad[]> {
  const loads: ScreenLoad[] = [];
  for (const screen of screens) {
    const session = sessionOf(club, screen);
    const transfer = await measureTransfer(
      browser,
      `${base}${addressOf(club, screen)}`,
      (page) => page.getByRole("heading", { level: 1 }).first().waitFor(),
      {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        ...(session ? { storageState: { cookies: session.cookies, origins: [] } } : {}),
      },
    );
    const own = transfer.entries.filter((e) => OWN.has(e.type));
    const other = transfer.entries.filter((e) => !OWN.has(e.type));
    loads.push({
      screen,
      bytes: own.reduce((n, e) => n + e.bytes, 0),
      files: own.length,
      otherBytes: other.reduce((n, e) => n + e.bytes, 0),
      otherRequests: other.length,
      scripts: transfer.entries.filter((e) => e.type === "Script").map((e) => new URL(e.url).pathname),
    });
  }
  return loads;
}

/** zod's own marks in a built script: its error class and the internals every schema carries. */
export function containsZod(builtPath: string): boolean {
  const code = readFileSync(path.join(root, "dist/web", builtPath), "utf8");
  return /\$ZodType|ZodError|\._zod\b/.test(code);
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

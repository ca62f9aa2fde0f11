// What a browser really receives for a screen: every request Chromium makes from the navigation until the
// network has been idle for half a second, counted as on the wire (CDP's encodedDataLength: the compressed
// body and the response headers).
import type { Browser, BrowserContextOptions } from "@playwright/test";

export interface ScreenTransfer {
  requests: number;
  bytes: number;
  /** Per kind of resource (script, stylesheet, font, document, fetch…): requests and bytes. */
  byType: Map<string, { requests: number; bytes: number }>;
  /** Every request, for BENCH_VERBOSE=1. */
  entries: { url: string; type: string; bytes: number; encoding: string }[];
}

export async function measureTransfer(
  browser: Browser,
  url: string,
  ready: (page: import("@playwright/test").Page) => Promise<unknown>,
  options: BrowserContextOptions = {},
): Promise<ScreenTransfer> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string; bytes: number; encoding: string }>();
  cdp.on("Network.requestWillBeSent", (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? "Other", bytes: 0, encoding: "" });
  });
  cdp.on("Network.responseReceived", (e) => {
    const entry = requests.get(e.requestId);
    if (entry)
      entry.encoding = e.response.headers["content-encoding"] ?? e.response.headers["Content-Encoding"] ?? "";
  });
  cdp.on("Network.loadingFinished", (e) => {
    const entry = requests.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  cdp.on("Network.loadingFailed", (e) => {
    const entry = requests.get(e.requestId);
    if (entry) entry.type = `${entry.type} (failed)`;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await ready(page);
  await page.waitForLoadState("networkidle");
  await context.close();
  const entries = [...requests.values()];
  const byType = new Map<string, { requests: number; bytes: number }>();
  for (const e of entries) {
    const t = byType.get(e.type) ?? { requests: 0, bytes: 0 };
    t.requests += 1;
    t.bytes += e.bytes;
    byType.set(e.type, t);
  }
  return { requests: entries.length, bytes: entries.reduce((n, e) => n + e.bytes, 0), byType, entries };
}

/** "12 scripts 98.1 KB, 2 stylesheets 9.8 KB, …": the biggest kinds of request first. */
export function describeTransfer(t: ScreenTransfer): string {
  return [...t.byType]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([type, v]) => `${v.requests} ${type.toLowerCase()} ${(v.bytes / 1024).toFixed(1)} KB`)
    .join(", ");
}

/** The password of the accounts the bench signs up. */
export const BENCH_PASSWORD = "a long bench password";

export interface BenchOwner {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: "Lax";
  }[];
  cookieHeader: string;
}

/**
 * Confirms `email` (signed up before, with `password`) through the development mailbox, signs it in and gives
 * it a club of `members` imported members: the session as cookies for a browser and as a Cookie header.
 */
export async function signedInOwnerWithMembers(
  base: string,
  email: string,
  members: number,
  password = BENCH_PASSWORD,
): Promise<BenchOwner> {
  const origin = { origin: base.replace("127.0.0.1", "localhost") };
  const list = await (await fetch(`${base}/dev/mailbox`)).text();
  const row = list.split("<tr").find((r) => r.includes(email) && r.includes("Confirm your e-mail address"));
  const id = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(row ?? "")?.[1];
  if (!id) throw new Error(`No confirmation e-mail to ${email} in the development mailbox`);
  const message = await (await fetch(`${base}/dev/mailbox/${id}`)).text();
  const link = /https?:\/\/[^/\s"]+(\/api\/auth\/verify-email\?[^"\s<]+)/.exec(message)?.[1];
  if (!link) throw new Error("The confirmation e-mail has no link");
  await fetch(`${base}${link.replaceAll("&amp;", "&")}`, { redirect: "manual" });

  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`The bench owner could not sign in: ${signIn.status}`);
  const pairs = signIn.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  const cookieHeader = pairs.join("; ");
  const session = { ...origin, cookie: cookieHeader };

  const club = await fetch(`${base}/api/clubs`, {
    method: "POST",
    headers: { ...session, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Golf Club", email: "office@bench.example" }),
  });
  if (club.status !== 201) throw new Error(`The bench club was not created: ${club.status}`);
  const { id: clubId } = (await club.json()) as { id: string };
  const rows = ["first_name,last_name,email"];
  for (let i = 1; i <= members; i++) rows.push(`Member,Number ${i},member.${i}@bench.example`);
  const imported = await fetch(`${base}/api/clubs/${clubId}/members/import`, {
    method: "POST",
    headers: { ...session, "content-type": "text/csv" },
    body: rows.join("\n"),
  });
  const progress = await imported.text();
  if (!progress.includes('"type":"done"'))
    throw new Error(`The bench members were not imported: ${progress}`);

  return cookiesOf(pairs);
}

/** A browser's cookies (Playwright's shape) and the Cookie header of the session's `name=value` pairs. */
export function cookiesOf(pairs: string[]): BenchOwner {
  return {
    cookieHeader: pairs.join("; "),
    cookies: pairs.map((pair) => {
      const at = pair.indexOf("=");
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: "127.0.0.1",
        path: "/",
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: "Lax" as const,
      };
    }),
  };
}

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devMailbox, mailOutbox } from "../../src/server/db/schema/mail.ts";
import { TEST_CLIENT_HEADER } from "../../src/server/http/client-ip.ts";
import { PROXY_HEADERS } from "../../src/server/http/local-only.ts";
import { enqueueMail } from "../../src/server/mail/outbox.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
const webDir = mkdtempSync(path.join(tmpdir(), "clubhouse-web-"));
beforeAll(async () => {
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(
    path.join(webDir, "index.html"),
    "<!doctype html><html><head><title>Clubhouse</title></head><body><div id=root></div></body></html>",
  );
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log('app')");
  t = await createTestApp({ webDir });
});
afterAll(() => t.close());

describe("health, configuration and the OpenAPI document", () => {
  it("reports the database as reachable", async () => {
    const res = await t.fetch("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      database: "up",
      jobs: { status: "ok", failing: [] },
    });
  });

  it("reports no OAuth provider and the development mailbox by default", async () => {
    const res = await t.fetch("/api/public-config");
    expect(await res.json()).toEqual({ oauthProviders: [], devMailbox: true });
  });

  it("serves the OpenAPI document describing its routes", async () => {
    const res = await t.fetch("/api/openapi.json");
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/public-config"]));
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.fetch("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Not Found" });
  });

  it("refuses an oversized request body with a clear message", async () => {
    const res = await t.fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { title: string }).title).toBe("The request is too large.");
  });
});

describe("security headers and the web app", () => {
  it("sends CSP with frame-ancestors, nosniff and a frame refusal on every response", async () => {
    for (const p of ["/api/health", "/", "/sign-in"]) {
      const res = await t.fetch(p);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("sends a built script, stylesheet or font with the headers of a subresource only", async () => {
    const res = await t.fetch("/assets/main-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const documentOnly of ["content-security-policy", "x-frame-options", "referrer-policy"]) {
      expect(res.headers.get(documentOnly), documentOnly).toBeNull();
    }
    // A missing one answers 404 with the same headers; a page keeps every policy.
    expect((await t.fetch("/assets/missing-000.css")).headers.get("content-security-policy")).toBeNull();
    expect((await t.fetch("/members")).headers.get("content-security-policy")).toContain(
      "default-src 'self'",
    );
  });

  it("writes the public configuration into every page, as /api/public-config answers it", async () => {
    const config = await (await t.fetch("/api/public-config")).json();
    for (const p of ["/", "/sign-in", "/members/some/deep/link"]) {
      const html = await (await t.fetch(p)).text();
      const element =
        /<script type="application\/json" id="clubhouse-public-config">(.*?)<\/script><\/head>/.exec(html);
      expect(element, p).not.toBeNull();
      expect(JSON.parse(element?.[1] ?? "null")).toEqual(config);
    }
  });

  it("serves index.html for app routes (history fallback) without long caching", async () => {
    const res = await t.fetch("/members/some/deep/link");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("<div id=root></div>");
  });

  it("caches hashed assets for a year and answers a missing asset with 404", async () => {
    const res = await t.fetch("/assets/main-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await t.fetch("/assets/missing-000.js")).status).toBe(404);
  });
});

describe("caching of API answers", () => {
  it("sends Cache-Control: no-store on every API answer, errors included", async () => {
    const client = await signedInClient(t, "no-store@example.com");
    const created = await client.post("/api/clubs", { name: "Private Club", email: "office@club.example" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const answers: [string, Response][] = [
      ["signed-in read", await client.request("/api/clubs")],
      ["signed-in settings", await client.request(`/api/clubs/${id}/settings`)],
      ["created", created],
      ["session (better-auth)", await client.request("/api/auth/get-session")],
      ["no session", await t.fetch("/api/clubs")],
      ["invalid input", await client.post("/api/clubs", { name: "" })],
      ["another club", await client.request("/api/clubs/00000000-0000-4000-8000-000000000000/settings")],
      ["unknown path", await t.fetch("/api/nothing-here")],
      [
        "wrong password (better-auth)",
        await new Client(t).post("/api/auth/sign-in/email", {
          email: "no-store@example.com",
          password: "not the password",
        }),
      ],
      ["health", await t.fetch("/api/health")],
      ["OpenAPI document", await t.fetch("/api/openapi.json")],
    ];
    expect(answers.map(([name, res]) => [name, res.headers.get("cache-control")])).toEqual(
      answers.map(([name]) => [name, "no-store"]),
    );
  });

  it("leaves the web app's own caching alone", async () => {
    expect((await t.fetch("/sign-in")).headers.get("cache-control")).toBe("no-cache");
    expect((await t.fetch("/assets/main-abc123.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});

describe("development mailbox", () => {
  it("answers only requests from this machine", async () => {
    expect((await t.fetch("/dev/mailbox", {}, "192.0.2.44")).status).toBe(403);
    expect((await t.fetch("/dev/mailbox")).status).toBe(403);
    expect(
      (await t.fetch("/dev/mailbox", { headers: { "x-forwarded-for": "192.0.2.1" } }, "127.0.0.1")).status,
    ).toBe(403);
    const local = await t.fetch("/dev/mailbox", {}, "127.0.0.1");
    expect(local.status).toBe(200);
    expect(await local.text()).toContain("Development mailbox");
  });

  it("refuses a request from this machine that came through a proxy, whichever header says so", async () => {
    const headers = [
      ...PROXY_HEADERS,
      "x-forwarded-for",
      "x-forwarded-host",
      "x-forwarded-proto",
      "x-forwarded-port",
      "x-forwarded-server",
    ];
    const statuses = Object.fromEntries(
      await Promise.all(
        headers.map(async (name) => {
          const res = await t.fetch("/dev/mailbox", { headers: { [name]: "203.0.113.9" } }, "127.0.0.1");
          return [name, res.status] as const;
        }),
      ),
    );
    expect(statuses).toEqual(Object.fromEntries(headers.map((name) => [name, 403])));
    expect((await t.fetch("/dev/mailbox", {}, "127.0.0.1")).status).toBe(200);
  });

  it("lists each message and shows it rendered", async () => {
    await new Client(t).post("/api/auth/sign-up/email", {
      email: "mailbox@example.com",
      password: "a good long password",
      firstName: "Mia",
      lastName: "Box",
      name: "Mia Box",
    });
    await t.lastMailTo("mailbox@example.com", "Confirm your e-mail address");
    const list = await (await t.fetch("/dev/mailbox", {}, "::1")).text();
    expect(list).toContain("mailbox@example.com");
    const id = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(list)?.[1];
    const page = await (await t.fetch(`/dev/mailbox/${id}`, {}, "::1")).text();
    expect(page).toContain("Welcome to Clubhouse, Mia Box");
    expect(page).toContain('href="http://localhost:3000/api/auth/verify-email?token=');
    expect((await t.fetch("/dev/mailbox/not-an-id", {}, "::1")).status).toBe(404);
  });
});

describe("the development mailbox's raw message", () => {
  it("keeps every header as sent (List-Unsubscribe, Reply-To) and shows them, with the message as an .eml", async () => {
    await enqueueMail(t.database.db, "Riverside Golf <no-reply@clubhouse.test>", {
      to: "raw@example.com",
      replyTo: "desk@riverside.example",
      subject: "Raw headers",
      html: "<p>Hi</p>",
      text: "Hi",
      stream: "broadcast",
      headers: {
        "List-Unsubscribe": "<http://localhost:3000/api/public/unsubscribe/abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    await t.deliverMail();
    const [kept] = await t.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.toAddress, "raw@example.com"));
    const eml = await t.fetch(`/dev/mailbox/${kept?.id}/raw`, {}, "::1");
    expect(eml.headers.get("content-type")).toBe("message/rfc822");
    const raw = await eml.text();
    expect(raw).toMatch(/^Reply-To: desk@riverside\.example\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/public\/unsubscribe\/abc>\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(raw).toMatch(/^Subject: Raw headers\r$/m);
    // The same each time it is looked at: its Date and Message-ID are the kept message's.
    expect(await (await t.fetch(`/dev/mailbox/${kept?.id}/raw`, {}, "::1")).text()).toBe(raw);
    const page = await (await t.fetch(`/dev/mailbox/${kept?.id}`, {}, "::1")).text();
    expect(page).toContain('<h2 id="headers">Headers</h2>');
    expect(page).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(page).toContain("Reply-To: desk@riverside.example");
    expect((await t.fetch(`/dev/mailbox/${kept?.id}/raw`, {}, "192.0.2.44")).status).toBe(403);
  });

  it("refuses an address at .invalid for good, as a server refuses a domain that does not exist", async () => {
    const id = await enqueueMail(t.database.db, "Clubhouse <no-reply@clubhouse.test>", {
      to: "nobody@example.invalid",
      subject: "Nowhere",
      html: "<p>Hi</p>",
      text: "Hi",
    });
    await t.deliverMail();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError:
        "Email sending failed: 550 5.1.2 <nobody@example.invalid>: Domain does not exist (the development mailbox refuses addresses at .invalid)",
    });
  });
});

describe("the browser tests' hooks and a server behind a proxy", () => {
  it("answer only requests from this machine that came through no proxy, as the mailbox does", async () => {
    const hooks = await createTestApp({ env: { E2E_TEST_HOOKS: "true" } });
    const behindProxy = await createTestApp({ env: { E2E_TEST_HOOKS: "true", TRUST_PROXY: "true" } });
    try {
      const setClock = (app: TestApp, headers: Record<string, string>, from?: string) =>
        app.fetch(
          "/api/test/clock",
          {
            method: "POST",
            headers: { "content-type": "application/json", ...headers },
            body: JSON.stringify({ offsetMs: 0 }),
          },
          from,
        );
      expect((await setClock(hooks, {}, "127.0.0.1")).status).toBe(204);
      expect((await setClock(hooks, {}, "192.0.2.44")).status).toBe(403);
      for (const name of [...PROXY_HEADERS, "x-forwarded-for", "x-forwarded-host"]) {
        const res = await setClock(hooks, { [name]: "203.0.113.9" }, "127.0.0.1");
        expect([name, res.status]).toEqual([name, 403]);
      }
      // Declared behind a proxy, the server cannot tell a local request from a proxied one without headers.
      expect((await setClock(behindProxy, {}, "127.0.0.1")).status).toBe(403);
      expect((await behindProxy.fetch("/dev/mailbox", {}, "127.0.0.1")).status).toBe(403);
    } finally {
      await hooks.close();
      await behindProxy.close();
    }
  });

  it("take the address a browser test names for itself, from this machine only (decision 047)", async () => {
    const hooks = await createTestApp({ env: { E2E_TEST_HOOKS: "true" } });
    try {
      let n = 0;
      const wrongSignIn = (app: TestApp, client: string | null, from: string) =>
        app.fetch(
          "/api/auth/sign-in/email",
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(client ? { [TEST_CLIENT_HEADER]: client } : {}),
            },
            body: JSON.stringify({ email: `nobody${n++}@example.com`, password: "not the password" }),
          },
          from,
        );
      // 30 sign-ins a minute per address: the test standing for 10.1.1.1 uses its own up.
      for (let i = 0; i < 30; i++)
        expect((await wrongSignIn(hooks, "10.1.1.1", "127.0.0.1")).status).toBe(401);
      expect((await wrongSignIn(hooks, "10.1.1.1", "127.0.0.1")).status).toBe(429);
      // Another test's address, and this machine's own, are not limited by it.
      expect((await wrongSignIn(hooks, "10.1.1.2", "127.0.0.1")).status).toBe(401);
      expect((await wrongSignIn(hooks, null, "127.0.0.1")).status).toBe(401);
      // The mailbox still knows a named request for a local one (it reads the socket's address).
      const mailbox = await hooks.fetch(
        "/dev/mailbox",
        { headers: { [TEST_CLIENT_HEADER]: "10.1.1.1" } },
        "127.0.0.1",
      );
      expect(mailbox.status).toBe(200);
      // From another machine, or with a name that is not an address, the header is not taken: that request
      // counts against its own address.
      for (let i = 0; i < 30; i++) await wrongSignIn(hooks, "10.1.1.3", "192.0.2.50");
      expect((await wrongSignIn(hooks, "10.1.1.4", "192.0.2.50")).status).toBe(429);
      expect((await wrongSignIn(hooks, "10.1.1.1; drop", "127.0.0.1")).status).toBe(401);
      // Without the hooks (every server but the browser tests'), the header is nothing.
      for (let i = 0; i < 30; i++) await wrongSignIn(t, "10.1.2.1", "127.0.0.1");
      expect((await wrongSignIn(t, "10.1.2.2", "127.0.0.1")).status).toBe(429);
    } finally {
      await hooks.close();
    }
  });
});

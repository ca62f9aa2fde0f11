import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, user } from "../../src/server/db/schema/auth.ts";
import { rateLimitMessage } from "../../src/shared/auth.ts";
import { followConfirmationLink, PASSWORD } from "../helpers/accounts.ts";
import { Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // Each simulated browser has its own address (X-Forwarded-For), as behind a proxy.
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const password = PASSWORD;

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  return new Client(t, nextIp()).post("/api/auth/sign-up/email", {
    email,
    password,
    firstName: "Ada",
    lastName: "Lovelace",
    name: "Ada Lovelace",
    callbackURL: "/sign-in?verified=1",
    ...extra,
  });
}

async function verify(email: string) {
  const res = await followConfirmationLink(t, email);
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/sign-in?verified=1");
}

/** An account whose e-mail is confirmed, made through the API as a person would. */
async function verifiedAccount(email: string) {
  await signUp(email);
  await verify(email);
}

describe("sign-up and e-mail verification", () => {
  it("creates the account with names and an Argon2id hash, and mails a verification link", async () => {
    const res = await signUp("ada@example.com");
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, "ada@example.com"));
    expect(row).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      name: "Ada Lovelace",
      emailVerified: false,
    });
    const [acc] = await t.database.db
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ""));
    expect(acc?.password).toMatch(/^\$argon2id\$/);
    const mail = await t.lastMailTo("ada@example.com", "Confirm your e-mail address");
    expect(mail?.html).toContain("Confirm e-mail address");
  });

  it("refuses sign-in until the e-mail is confirmed, then signs in with an HttpOnly SameSite=Lax cookie", async () => {
    await signUp("grace@example.com");
    const client = new Client(t);
    // As the sign-in screen does, name where a fresh confirmation link should land.
    const early = await client.post("/api/auth/sign-in/email", {
      email: "grace@example.com",
      password,
      callbackURL: "/sign-in?verified=1",
    });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");

    await verify("grace@example.com");
    const res = await client.post("/api/auth/sign-in/email", { email: "grace@example.com", password });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await client.session())?.user).toMatchObject({ email: "grace@example.com", firstName: "Ada" });
    const me = await client.request("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: expect.any(String),
      email: "grace@example.com",
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      emailVerified: true,
      image: null,
      // No language chosen: the account follows its club's (decision 022).
      language: null,
    });

    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect(await client.session()).toBeNull();
    const anonymous = await client.request("/api/me");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: "UNAUTHENTICATED", title: "Authentication required" });
  });

  it("answers a sign-up for a known e-mail exactly like one for a new e-mail", async () => {
    await signUp("known@example.com");
    const again = await signUp("known@example.com", { firstName: "Someone", lastName: "Else" });
    const fresh = await signUp("fresh@example.com");
    expect(again.status).toBe(fresh.status);
    const a = (await again.json()) as { token: unknown; user: Record<string, unknown> };
    const b = (await fresh.json()) as { token: unknown; user: Record<string, unknown> };
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.keys(a.user).sort()).toEqual(Object.keys(b.user).sort());
    // The owner of the known address hears about the attempt; nobody else learns anything.
    const notice = await t.lastMailTo(
      "known@example.com",
      "Someone tried to create an account with your e-mail",
    );
    expect(notice?.text).toContain("already has one");
  });

  it("requires first and last name", async () => {
    const res = await signUp("nameless@example.com", { firstName: " ", lastName: "" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "First name and last name are required.",
    );
  });

  it("refuses a short password with a clear message", async () => {
    const res = await signUp("short@example.com", { password: "short" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/password/i);
  });
});

describe("forgot and reset password", () => {
  it("answers alike for known and unknown addresses and ends every other session on reset", async () => {
    await verifiedAccount("reset@example.com");
    const other = new Client(t, "203.0.113.20");
    expect(
      (await other.post("/api/auth/sign-in/email", { email: "reset@example.com", password })).status,
    ).toBe(200);

    const anon = new Client(t);
    const known = await anon.post("/api/auth/request-password-reset", {
      email: "reset@example.com",
      redirectTo: "/reset-password",
    });
    const unknown = await anon.post("/api/auth/request-password-reset", {
      email: "nobody@example.com",
      redirectTo: "/reset-password",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await t.lastMailTo("nobody@example.com")).toBeUndefined();

    const mail = await t.lastMailTo("reset@example.com", "Reset your password");
    expect(mail?.subject).toBe("Reset your password");
    const link = linkIn(mail?.text ?? "", /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
    const landing = await anon.request(link.replace("http://localhost:3000", ""));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await anon.post("/api/auth/reset-password", { newPassword: "a brand new secret", token });
    expect(reset.status).toBe(200);
    expect(await other.session()).toBeNull();
    const oldPw = await anon.post("/api/auth/sign-in/email", { email: "reset@example.com", password });
    expect(oldPw.status).toBe(401);
    const newPw = await anon.post("/api/auth/sign-in/email", {
      email: "reset@example.com",
      password: "a brand new secret",
    });
    expect(newPw.status).toBe(200);
    // The token is single-use.
    const twice = await anon.post("/api/auth/reset-password", { newPassword: "yet another secret", token });
    expect(twice.status).toBe(400);
  });
});

describe("one-time code sign-in", () => {
  it("mails a six-digit code that signs in once", async () => {
    await verifiedAccount("otp@example.com");
    const client = new Client(t);
    const sent = await client.post("/api/auth/email-otp/send-verification-otp", {
      email: "otp@example.com",
      type: "sign-in",
    });
    expect(sent.status).toBe(200);
    const mail = await t.lastMailTo("otp@example.com");
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await client.post("/api/auth/sign-in/email-otp", {
      email: "otp@example.com",
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    const ok = await client.post("/api/auth/sign-in/email-otp", { email: "otp@example.com", otp: code });
    expect(ok.status).toBe(200);
    expect((await client.session())?.user.email).toBe("otp@example.com");
  });

  it("answers alike for an unknown address and creates no account", async () => {
    const res = await new Client(t).post("/api/auth/email-otp/send-verification-otp", {
      email: "stranger@example.com",
      type: "sign-in",
    });
    expect(res.status).toBe(200);
    expect(await t.lastMailTo("stranger@example.com")).toBeUndefined();
    const rows = await t.database.db.select().from(user).where(eq(user.email, "stranger@example.com"));
    expect(rows).toHaveLength(0);
  });
});

describe("sign-in rate limit", () => {
  it("refuses a sixth wrong password inside a minute, saying when to retry, even with the right one", async () => {
    await verifiedAccount("limited@example.com");
    const client = new Client(t);
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/auth/sign-in/email", {
        email: "limited@example.com",
        password: "wrong-pass",
      });
      expect(res.status).toBe(401);
    }
    const sixth = await client.post("/api/auth/sign-in/email", { email: "Limited@Example.com", password });
    expect(sixth.status).toBe(429);
    const body = (await sixth.json()) as { code: string; title: string; retryAfterSeconds: number };
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(body.title).toBe(`Too many attempts. Please try again in ${body.retryAfterSeconds} seconds.`);
    expect(sixth.headers.get("retry-after")).toBe(String(body.retryAfterSeconds));
    // Another account is not affected.
    await verifiedAccount("free@example.com");
    expect(
      (await client.post("/api/auth/sign-in/email", { email: "free@example.com", password })).status,
    ).toBe(200);
  });
});

/** Every rate limit answers alike: 429, {code, title with the seconds, retryAfterSeconds}, Retry-After. */
async function expectRateLimitAnswer(res: Response) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { retryAfterSeconds: number };
  expect(body).toEqual({
    code: "RATE_LIMITED",
    title: rateLimitMessage(body.retryAfterSeconds),
    retryAfterSeconds: expect.any(Number),
  });
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(res.headers.get("retry-after")).toBe(String(body.retryAfterSeconds));
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
}

describe("rate-limited answers", () => {
  it("are alike for better-auth's per-address limits and our per-account limit", async () => {
    // better-auth's own limit: five password-reset requests a minute from one address.
    const client = new Client(t, nextIp());
    const resets: Response[] = [];
    for (let i = 0; i < 6; i++) {
      resets.push(
        await client.post("/api/auth/request-password-reset", {
          email: `reset-${i}@example.com`,
          redirectTo: "/reset-password",
        }),
      );
    }
    expect(resets.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await expectRateLimitAnswer(resets[5] as Response);

    // Ours: a sixth wrong password for one account inside a minute.
    await verifiedAccount("shape@example.com");
    const signIn = new Client(t, nextIp());
    for (let i = 0; i < 5; i++) {
      await signIn.post("/api/auth/sign-in/email", { email: "shape@example.com", password: "wrong-pass" });
    }
    await expectRateLimitAnswer(
      await signIn.post("/api/auth/sign-in/email", { email: "shape@example.com", password }),
    );
  });
});

/** The code of the last one-time code e-mail to an address. */
async function mailedCode(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`No code in the last mail to ${email}`);
  return code;
}

describe("sign-in lockout used against a member (issue 33 §11, decision 070)", () => {
  const wrongFiveTimes = async (client: Client, email: string) => {
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/auth/sign-in/email", { email, password: "wrong-pass" });
      expect(res.status).toBe(401);
    }
  };

  it("lets the owner's right password through from a device that signed in before, not from a new one", async () => {
    const email = "locked-owner@example.com";
    await verifiedAccount(email);
    const ownerIp = nextIp();
    const laptop = new Client(t, ownerIp);
    expect((await laptop.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await laptop.post("/api/auth/sign-out", {})).status).toBe(200);

    // Someone else, from another address, tries five wrong passwords: the account is locked for them...
    const attacker = new Client(t, nextIp());
    await wrongFiveTimes(attacker, email);
    await expectRateLimitAnswer(await attacker.post("/api/auth/sign-in/email", { email, password }));

    // ...but the owner's device that signed in before gets in with the right password.
    const back = await laptop.post("/api/auth/sign-in/email", { email, password });
    expect(back.status).toBe(200);
    expect((await laptop.session())?.user.email).toBe(email);

    // A new device, even at the owner's address, is still refused without an e-mailed code.
    const borrowed = new Client(t, ownerIp);
    await expectRateLimitAnswer(await borrowed.post("/api/auth/sign-in/email", { email, password }));
    expect((await borrowed.session())?.user).toBeUndefined();
    // The attacker's failures still count after the owner's sign-in: the lock holds for them.
    await expectRateLimitAnswer(await attacker.post("/api/auth/sign-in/email", { email, password }));
  });

  it("lets a new device in with an e-mailed code, and its right password afterwards", async () => {
    const email = "locked-traveller@example.com";
    await verifiedAccount(email);
    await wrongFiveTimes(new Client(t, nextIp()), email);

    const phone = new Client(t, nextIp());
    await expectRateLimitAnswer(await phone.post("/api/auth/sign-in/email", { email, password }));
    const sent = await phone.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(sent.status).toBe(200);
    const signedIn = await phone.post("/api/auth/sign-in/email-otp", { email, otp: await mailedCode(email) });
    expect(signedIn.status).toBe(200);
    expect((await phone.session())?.user.email).toBe(email);
    expect((await phone.post("/api/auth/sign-out", {})).status).toBe(200);

    // The code made the phone a device that signed in before: its right password now passes the lock.
    expect((await phone.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("counts failures per account and address too: a known device's own wrong passwords lock it", async () => {
    const email = "own-typos@example.com";
    await verifiedAccount(email);
    const desktop = new Client(t, nextIp());
    expect((await desktop.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await desktop.post("/api/auth/sign-out", {})).status).toBe(200);
    await wrongFiveTimes(desktop, email);
    await expectRateLimitAnswer(await desktop.post("/api/auth/sign-in/email", { email, password }));
  });

  it("takes no device cookie that was made up or belongs to another account", async () => {
    const email = "forged-device@example.com";
    await verifiedAccount(email);
    await verifiedAccount("neighbour@example.com");
    const neighbour = new Client(t, nextIp());
    const res = await neighbour.post("/api/auth/sign-in/email", { email: "neighbour@example.com", password });
    expect(res.status).toBe(200);
    const device = res.headers.getSetCookie().find((c) => c.startsWith("clubhouse_device="));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    await wrongFiveTimes(new Client(t, nextIp()), email);
    // The neighbour's device signed in as the neighbour, not as this account.
    await expectRateLimitAnswer(await neighbour.post("/api/auth/sign-in/email", { email, password }));
    const madeUp = await new Client(t, nextIp()).request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { cookie: "clubhouse_device=made-up" },
      json: { email, password },
    });
    await expectRateLimitAnswer(madeUp);
  });
});

describe("request bodies of the auth API", () => {
  const form = (fields: Record<string, string>) => ({
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const multipart = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return { body };
  };
  const asText = (fields: Record<string, string>) => ({
    headers: { "content-type": "text/plain" },
    body: JSON.stringify(fields),
  });
  const untyped = (fields: Record<string, string>) => ({
    body: new TextEncoder().encode(JSON.stringify(fields)),
  });
  const encodings = { form, multipart, asText, untyped };
  const NOT_JSON = {
    code: "BAD_REQUEST",
    title: "Send the request body as JSON, with the content type application/json.",
  };

  it("after a lockout, no other encoding gets a password tried, and the right one in any encoding is refused", async () => {
    await verifiedAccount("encodings@example.com");
    const client = new Client(t, nextIp());
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/auth/sign-in/email", {
        email: "encodings@example.com",
        password: "wrong-pass",
      });
      expect(res.status).toBe(401);
    }
    for (const [name, encode] of Object.entries(encodings)) {
      for (const attempt of ["wrong-pass", password]) {
        const res = await client.request("/api/auth/sign-in/email", {
          method: "POST",
          ...encode({ email: "encodings@example.com", password: attempt }),
        });
        expect([name, res.status, await res.json()]).toEqual([name, 400, NOT_JSON]);
        expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
      }
    }
    expect((await client.session())?.user).toBeUndefined();
    const json = await client.post("/api/auth/sign-in/email", { email: "encodings@example.com", password });
    expect(json.status).toBe(429);
  });

  it("takes JSON alone on every route that takes an e-mail, locked or not", async () => {
    await verifiedAccount("form-user@example.com");
    const client = new Client(t, nextIp());
    const bodies: [string, Record<string, string>][] = [
      ["/api/auth/sign-in/email", { email: "form-user@example.com", password }],
      [
        "/api/auth/sign-up/email",
        { email: "form-new@example.com", password, firstName: "Form", lastName: "New" },
      ],
      ["/api/auth/request-password-reset", { email: "form-user@example.com", redirectTo: "/reset-password" }],
      ["/api/auth/email-otp/send-verification-otp", { email: "form-user@example.com", type: "sign-in" }],
    ];
    for (const [path, fields] of bodies) {
      for (const [name, encode] of Object.entries(encodings)) {
        const res = await client.request(path, { method: "POST", ...encode(fields) });
        expect([path, name, res.status]).toEqual([path, name, 400]);
      }
    }
    expect((await client.session())?.user).toBeUndefined();
    const rows = await t.database.db.select().from(user).where(eq(user.email, "form-new@example.com"));
    expect(rows).toHaveLength(0);
    // JSON, as the web app sends it, signs in.
    expect(
      (await client.post("/api/auth/sign-in/email", { email: "form-user@example.com", password })).status,
    ).toBe(200);
  });
});

describe("reading one's session", () => {
  it("is not limited per address: a clubhouse of members behind one address keeps its sessions", async () => {
    await verifiedAccount("busy@example.com");
    const client = new Client(t, "203.0.113.77");
    expect(
      (await client.post("/api/auth/sign-in/email", { email: "busy@example.com", password })).status,
    ).toBe(200);
    // More than better-auth's general allowance of 300 a minute, from one address.
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i++) statuses.add((await client.request("/api/auth/get-session")).status);
    expect([...statuses]).toEqual([200]);
    expect((await client.session())?.user.email).toBe("busy@example.com");
  });
});

describe("under https", () => {
  it("marks the session and device cookies Secure", async () => {
    const secure = await createTestApp({ env: { APP_URL: "https://club.example.com" } });
    try {
      const client = new Client(secure);
      await client.post("/api/auth/sign-up/email", {
        email: "secure@example.com",
        password,
        firstName: "Sec",
        lastName: "Ure",
      });
      expect((await followConfirmationLink(secure, "secure@example.com", client)).status).toBe(302);
      const res = await client.post("/api/auth/sign-in/email", { email: "secure@example.com", password });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      // The device cookie of decision 070 as well.
      expect(res.headers.getSetCookie().find((c) => c.startsWith("clubhouse_device="))).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });
});

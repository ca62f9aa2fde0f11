import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/auth.ts";
import type { InvitationPreview } from "../../src/shared/invitations.ts";
import { followConfirmationLink, PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// Decision 022 (issue 13): each e-mail goes in its reader's language, and the auth API's and the invitations'
// refusals answer in the request's language.

let t: TestApp;
let ipCounter = 0;
/** Each simulated browser has its own address (X-Forwarded-For): better-auth limits resets per address. */
const browser = () => new Client(t, `198.51.100.${(++ipCounter % 250) + 1}`);

/** A POST as the web app sends it, with the language on screen. */
function post(client: Client, path: string, json: unknown, language?: string) {
  return client.request(path, {
    method: "POST",
    json,
    headers: language ? { "accept-language": language } : {},
  });
}

function signUp(email: string, language?: string, names = { firstName: "Ada", lastName: "Lovelace" }) {
  return post(browser(), "/api/auth/sign-up/email", { email, password: PASSWORD, ...names }, language);
}

/** An account with a confirmed e-mail, signed up from an English screen. */
async function confirmedAccount(email: string): Promise<void> {
  expect((await signUp(email)).status).toBe(200);
  expect((await followConfirmationLink(t, email)).status).toBe(302);
}

/** An e-mail's words without its links (whose paths are English: /reset-password, /accept-invitation). */
const withoutLinks = (text: string | undefined) => (text ?? "").replace(/https?:\/\/\S+/g, "");

async function setLanguage(email: string, language: string | null): Promise<void> {
  await t.database.db.update(user).set({ language }).where(eq(user.email, email));
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t?.close());

describe("the e-mails a person asks for", () => {
  it("confirm a sign-up in the language of the screen it came from", async () => {
    expect((await signUp("sign-up-de@example.com", "de")).status).toBe(200);
    const mail = await t.lastMailTo("sign-up-de@example.com");
    expect(mail?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    expect(mail?.text).toContain("Willkommen bei Clubhouse, Ada Lovelace");
    expect(mail?.html).toContain('<html lang="de">');
    expect(mail?.html).toContain("E-Mail-Adresse bestätigen");
    // Its link works as the English one does.
    const link = new URL(linkIn(mail?.text ?? "", /https?:\/\/[^/\s]+\/api\/auth\/verify-email\?\S+/));
    expect((await browser().request(`${link.pathname}${link.search}`)).status).toBe(302);
  });

  it("are in English by default, and for a language Clubhouse does not speak", async () => {
    await signUp("sign-up-en@example.com");
    expect((await t.lastMailTo("sign-up-en@example.com"))?.subject).toBe("Confirm your e-mail address");
    await signUp("sign-up-it@example.com", "it-IT, it;q=0.9");
    const italian = await t.lastMailTo("sign-up-it@example.com");
    expect(italian?.subject).toBe("Confirm your e-mail address");
    expect(italian?.html).toContain('<html lang="en">');
  });

  it("tell the owner of a known address about a second sign-up in the screen's language", async () => {
    await confirmedAccount("known-fr@example.com");
    await signUp("known-fr@example.com", "fr-FR", { firstName: "Someone", lastName: "Else" });
    const mail = await t.lastMailTo(
      "known-fr@example.com",
      "Quelqu'un a tenté de créer un compte avec votre adresse e-mail",
    );
    expect(mail?.text).toContain("Vous avez déjà un compte");
  });

  it("reset a password in the account's own language, whatever the screen's", async () => {
    await confirmedAccount("reset-fr@example.com");
    // The user chose French in the user menu (PUT /api/me/language).
    const me = browser();
    expect(
      (await post(me, "/api/auth/sign-in/email", { email: "reset-fr@example.com", password: PASSWORD }))
        .status,
    ).toBe(200);
    const chosen = await me.request("/api/me/language", { method: "PUT", json: { language: "fr" } });
    expect(chosen.status).toBe(200);

    const res = await post(
      browser(),
      "/api/auth/request-password-reset",
      { email: "reset-fr@example.com", redirectTo: "/reset-password" },
      "de",
    );
    expect(res.status).toBe(200);
    const mail = await t.lastMailTo("reset-fr@example.com", "Réinitialisez votre mot de passe");
    expect(mail?.text).toContain("Bonjour Ada Lovelace");
    expect(mail?.html).toContain("Choisir un nouveau mot de passe");
    expect(withoutLinks(mail?.text)).not.toMatch(/Passwort|password/i);
  });

  it("reset a password in the screen's language when the account chose none, else in English", async () => {
    await confirmedAccount("reset-es@example.com");
    await post(
      browser(),
      "/api/auth/request-password-reset",
      { email: "reset-es@example.com", redirectTo: "/reset-password" },
      "es",
    );
    expect(await t.lastMailTo("reset-es@example.com", "Restablezca su contraseña")).toBeDefined();

    await confirmedAccount("reset-en@example.com");
    await post(browser(), "/api/auth/request-password-reset", {
      email: "reset-en@example.com",
      redirectTo: "/reset-password",
    });
    expect(await t.lastMailTo("reset-en@example.com", "Reset your password")).toBeDefined();
  });

  it("send a one-time code in the account's language, else the screen's", async () => {
    await confirmedAccount("otp-es@example.com");
    await post(
      browser(),
      "/api/auth/email-otp/send-verification-otp",
      { email: "otp-es@example.com", type: "sign-in" },
      "es",
    );
    const spanish = await t.lastMailTo("otp-es@example.com");
    expect(spanish?.subject).toMatch(/^Su código de inicio de sesión de Clubhouse: \d{6}$/);
    expect(spanish?.text).toContain("Es válido durante 5 minutos");

    await setLanguage("otp-es@example.com", "de");
    await post(
      browser(),
      "/api/auth/email-otp/send-verification-otp",
      { email: "otp-es@example.com", type: "sign-in" },
      "es",
    );
    const german = await t.lastMailTo("otp-es@example.com");
    expect(german?.subject).toMatch(/^Ihr Anmeldecode für Clubhouse: \d{6}$/);
  });
});

describe("the auth API's refusals", () => {
  it("answer in the request's language", async () => {
    const nameless = await signUp("nameless@example.com", "de", { firstName: " ", lastName: "" });
    expect(nameless.status).toBe(400);
    expect(((await nameless.json()) as { message: string }).message).toBe(
      "Vorname und Nachname sind erforderlich.",
    );
    const long = await signUp("long@example.com", "fr", { firstName: "A".repeat(101), lastName: "B" });
    expect(((await long.json()) as { message: string }).message).toBe(
      "Le prénom et le nom ne peuvent pas dépasser 100 caractères chacun.",
    );
    const english = await signUp("nameless@example.com", undefined, { firstName: "", lastName: "" });
    expect(((await english.json()) as { message: string }).message).toBe(
      "First name and last name are required.",
    );

    const form = await browser().request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "es" },
      body: "email=a%40example.com&password=x",
    });
    expect(await form.json()).toEqual({
      code: "BAD_REQUEST",
      title: "Envíe el cuerpo de la solicitud como JSON, con el tipo de contenido application/json.",
    });
  });

  it("say when to try again in the request's language", async () => {
    await confirmedAccount("limit-de@example.com");
    const client = browser();
    for (let i = 0; i < 5; i++) {
      await post(client, "/api/auth/sign-in/email", {
        email: "limit-de@example.com",
        password: "wrong-pass",
      });
    }
    const refused = await post(
      client,
      "/api/auth/sign-in/email",
      { email: "limit-de@example.com", password: PASSWORD },
      "de",
    );
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; title: string; retryAfterSeconds: number };
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.title).toBe(
      `Zu viele Versuche. Bitte versuchen Sie es in ${body.retryAfterSeconds} Sekunde${body.retryAfterSeconds === 1 ? "" : "n"} erneut.`,
    );
  });
});

describe("invitations", () => {
  let owner: Client;
  let clubId = "";
  const CLUB = "Turnverein Waldheim";

  beforeAll(async () => {
    owner = await signedInClient(t, "tv-owner@example.com", { firstName: "Olga", lastName: "Owner" });
    const res = await owner.post("/api/clubs", { name: CLUB, email: "office@tv-waldheim.example" });
    expect(res.status).toBe(201);
    clubId = ((await res.json()) as { id: string }).id;
    // The club speaks German, writes dates day first on a 24-hour clock, on Berlin's time.
    const settings = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
      profile: Record<string, unknown>;
    };
    const saved = await owner.request(`/api/clubs/${clubId}/settings/profile`, {
      method: "PUT",
      json: {
        ...settings.profile,
        timezone: "Europe/Berlin",
        preferences: { language: "de-DE", dateFormat: "DD/MM/YYYY", timeFormat: "24" },
      },
    });
    expect(saved.status).toBe(200);
  });

  const invite = (email: string, role = "manager", language?: string) =>
    post(owner, `/api/clubs/${clubId}/invitations`, { email, role, message: "Bis bald!" }, language);

  async function tokenOf(email: string): Promise<string> {
    const mail = await t.lastMailTo(email);
    const link = new URL(linkIn(mail?.text ?? "", /https?:\/\/\S+\/accept-invitation\?token=\S+/));
    return link.searchParams.get("token") ?? "";
  }

  it("are mailed in the club's language, with the expiry in the club's format and zone", async () => {
    const res = await invite("new-de@example.com", "manager", "en");
    expect(res.status).toBe(201);
    const { invitation } = (await res.json()) as { invitation: { expiresAt: string } };
    const mail = await t.lastMailTo("new-de@example.com");
    expect(mail?.subject).toBe(`Sie sind eingeladen, ${CLUB} beizutreten`);
    expect(mail?.text).toContain(`Olga Owner hat Sie eingeladen, bei ${CLUB} als Manager mitzumachen.`);
    expect(mail?.text).toContain("Diese Einladung ist 7 Tage lang gültig.");
    const expires = new Date(invitation.expiresAt);
    const berlin = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(expires);
    const part = (type: string) => berlin.find((p) => p.type === type)?.value;
    expect(mail?.text).toContain(
      `Sie läuft am ${part("day")}/${part("month")}/${part("year")} um ${part("hour")}:${part("minute")} ab.`,
    );
    expect(mail?.text).toContain("Eine Nachricht von Olga Owner:");
    expect(mail?.html).toContain("Einladung annehmen");
    expect(mail?.html).toContain('<html lang="de">');
    expect(withoutLinks(mail?.text)).not.toMatch(/\b(invitation|invited|valid for|Accept)\b/i);
  });

  it("go in the invitee's own language when their account chose one", async () => {
    await confirmedAccount("has-fr@example.com");
    await setLanguage("has-fr@example.com", "fr");
    await invite("Has-FR@example.com", "member");
    const mail = await t.lastMailTo("has-fr@example.com");
    expect(mail?.subject).toBe(`Vous êtes invité à rejoindre ${CLUB}`);
    expect(mail?.text).toContain(`vous invite à rejoindre ${CLUB} en tant que membre.`);

    // An account that chose none follows the club's.
    await confirmedAccount("has-none@example.com");
    await invite("has-none@example.com", "member");
    expect((await t.lastMailTo("has-none@example.com"))?.subject).toBe(
      `Sie sind eingeladen, ${CLUB} beizutreten`,
    );
  });

  it("show the club's language on the invitation's page, and answer its refusals in the request's", async () => {
    await invite("preview@example.com");
    const token = await tokenOf("preview@example.com");
    const lookup = await post(new Client(t), "/api/invitations/lookup", { token }, "fr");
    expect(lookup.status).toBe(200);
    const preview = (await lookup.json()) as InvitationPreview;
    expect(preview).toMatchObject({
      clubName: CLUB,
      language: "de",
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
    });

    const unknown = await post(new Client(t), "/api/invitations/lookup", { token: "nope" }, "fr");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: "NOT_FOUND", title: "Invitation introuvable" });
    const english = await post(new Client(t), "/api/invitations/lookup", { token: "nope" });
    expect(((await english.json()) as { title: string }).title).toBe("Invitation not found");

    const declined = await post(new Client(t), "/api/invitations/decline", { token }, "es");
    expect(declined.status).toBe(200);
    const again = await post(new Client(t), "/api/invitations/decline", { token }, "es");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { title: string }).title).toBe("Esta invitación se ha rechazado.");
  });

  it("answer the inviting screen in its language", async () => {
    await invite("twice@example.com", "member");
    const accountless = await post(
      owner,
      `/api/clubs/${clubId}/invitations/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}/resend`,
      {},
      "de",
    );
    expect(accountless.status).toBe(404);
    expect(((await accountless.json()) as { title: string }).title).toBe("Einladung nicht gefunden");
  });
});

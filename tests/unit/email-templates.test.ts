import { describe, expect, it } from "vitest";
import {
  type EmailContent,
  existingAccountEmail,
  type InvitationEmailInput,
  invitationEmail,
  oneTimeCodeEmail,
  resetPasswordEmail,
  verificationEmail,
} from "../../src/server/mail/templates.ts";
import { type Locale, locales } from "../../src/shared/i18n/locales.ts";

/*
 * The product's e-mails in the reader's language (decision 022): every template in the four languages, the
 * English exactly as before, and no English words left in the others.
 */

const URL = "https://clubhouse.example/act?token=abc";
const NBSP = "\u00a0";

function invitation(locale: Locale, overrides: Partial<InvitationEmailInput> = {}): EmailContent {
  return invitationEmail({
    locale,
    clubName: "Riverside Golf Club",
    inviterName: "Olive Owner",
    role: "manager",
    url: URL,
    message: "See you at the AGM.",
    validDays: 7,
    // 14:05 UTC is 15:05 in Berlin (winter time).
    expiresAt: new Date("2026-12-31T14:05:00Z"),
    dateFormat: "DD/MM/YYYY",
    timeFormat: "24",
    timezone: "Europe/Berlin",
    theme: "default",
    primaryColor: "#0ea5e9",
    ...overrides,
  });
}

const templates: Record<string, (locale: Locale) => EmailContent> = {
  verification: (locale) => verificationEmail(locale, "Ada Lovelace", URL),
  existingAccount: (locale) => existingAccountEmail(locale, URL),
  resetPassword: (locale) => resetPasswordEmail(locale, "Ada Lovelace", URL),
  oneTimeCode: (locale) => oneTimeCodeEmail(locale, "123456", 5),
  // The inviter's own message is data, in whatever language they wrote it.
  invitation: (locale) => invitation(locale, { message: "AGM 2026" }),
};

/** The words an English e-mail is made of, which none of the other languages uses. */
const ENGLISH = [
  /\bthe\b/i,
  /\byour\b/i,
  /\byou\b/i,
  /\bIf\b/,
  /\bConfirm\b/,
  /\bpassword\b/i,
  /\bsign[ -]in\b/i,
  /\bbutton\b/i,
  /\bvalid for\b/i,
  /\bAccept\b/,
  /\bdays\b/,
  /\bcopy\b/i,
  /\binvited\b/i,
];

/** What a reader reads of an e-mail: its subject, its plain text, and the HTML's words without the URL. */
function readable(mail: EmailContent): string {
  return [mail.subject, mail.text, mail.html.replace(/<[^>]+>/g, " ")]
    .join("\n")
    .replaceAll(URL, "")
    .replace(/https?:\/\/\S+/g, "");
}

describe("the e-mails in four languages", () => {
  for (const [name, render] of Object.entries(templates)) {
    describe(name, () => {
      it("is written in every language, marked with it, and differs from English", () => {
        const english = render("en");
        for (const locale of locales) {
          const mail = render(locale);
          expect(mail.subject.trim(), `${name} ${locale}`).not.toBe("");
          expect(mail.html).toContain(`<html lang="${locale}">`);
          expect(mail.text).not.toMatch(/undefined|\[object /);
          if (locale !== "en") {
            expect(mail.subject, `${name} ${locale}`).not.toBe(english.subject);
            expect(mail.text, `${name} ${locale}`).not.toBe(english.text);
          }
        }
      });

      it("has no English words left in German, French or Spanish", () => {
        for (const locale of ["de", "fr", "es"] as const) {
          const text = readable(render(locale));
          const left = ENGLISH.filter((word) => word.test(text)).map(String);
          expect(left, `${name} in ${locale}`).toEqual([]);
        }
      });
    });
  }
});

describe("the English e-mails", () => {
  it("keep their words", () => {
    const verification = verificationEmail("en", "Ada", URL);
    expect(verification.subject).toBe("Confirm your e-mail address");
    expect(verification.text).toContain("Welcome to Clubhouse, Ada");
    expect(verification.html).toContain("Confirm e-mail address");
    expect(verification.html).toContain("If the button does not work, copy this address into your browser:");
    expect(verification.text).toContain("If you did not ask for this, you can ignore this e-mail.");

    expect(existingAccountEmail("en", URL).text).toContain("already has one");
    expect(resetPasswordEmail("en", "Ada", URL).subject).toBe("Reset your password");
    expect(oneTimeCodeEmail("en", "123456", 5).subject).toBe("Your Clubhouse sign-in code: 123456");
    expect(oneTimeCodeEmail("en", "123456", 5).text).toContain(
      "Enter this code to sign in. It is valid for 5 minutes and can be used once.",
    );
    expect(oneTimeCodeEmail("en", "123456", 1).text).toContain("It is valid for 1 minute and");
  });

  it("write the invitation as spec section 7 does, with its expiry in the club's format and zone", () => {
    const mail = invitation("en");
    expect(mail.subject).toBe("You're invited to join Riverside Golf Club as Manager");
    expect(mail.text).toContain("Olive Owner has invited you to join Riverside Golf Club as Manager.");
    expect(mail.text).toContain("This invitation is valid for 7 days.");
    expect(mail.text).toContain("It expires on 31/12/2026 at 15:05.");
    expect(mail.text).toContain("A message from Olive Owner:");
    expect(mail.html).toContain("Accept invitation");

    const american = invitation("en", { dateFormat: "MM/DD/YYYY", timeFormat: "12", timezone: "UTC" });
    expect(american.text).toContain("It expires on 12/31/2026 at 2:05 PM.");
  });

  it("name the club and the inviter by the spec's defaults when they have no name", () => {
    const mail = invitation("en", { clubName: " ", inviterName: null });
    expect(mail.subject).toBe("You're invited to join Your Club as Manager");
    expect(mail.text).toContain("Club Administrator has invited you");
  });

  it("say 'link' under the minimal theme's button, which is a link", () => {
    expect(invitation("en", { theme: "minimal" }).html).toContain("If the link does not work");
  });
});

describe("the invitation in German, French and Spanish", () => {
  it("writes the role, the club and the expiry in each language", () => {
    const de = invitation("de");
    expect(de.subject).toBe("Ihre Einladung als Manager bei Riverside Golf Club");
    expect(de.text).toContain(
      "Olive Owner hat Sie eingeladen, bei Riverside Golf Club als Manager mitzumachen.",
    );
    expect(de.text).toContain("Diese Einladung ist 7 Tage lang gültig. Sie läuft am 31/12/2026 um 15:05 ab.");
    expect(de.html).toContain("Einladung annehmen");
    expect(invitation("de", { role: "member" }).subject).toBe(
      "Ihre Einladung als Mitglied bei Riverside Golf Club",
    );

    const fr = invitation("fr", { role: "admin" });
    expect(fr.subject).toBe("Invitation à rejoindre Riverside Golf Club en tant qu'administrateur");
    expect(fr.text).toContain(`Un message de Olive Owner${NBSP}:`);
    expect(fr.text).toContain("Elle expire le 31/12/2026 à 15:05.");

    const es = invitation("es", { role: "member" });
    expect(es.subject).toBe("Invitación para unirse a Riverside Golf Club como socio");
    expect(es.text).toContain("Caduca el 31/12/2026 a las 15:05.");
  });

  it("uses the formal address", () => {
    expect(readable(invitation("de"))).toMatch(/\bSie\b/);
    expect(readable(resetPasswordEmail("de", "Ada", URL))).toMatch(/\bIhres?\b/);
    expect(readable(verificationEmail("fr", "Ada", URL))).toMatch(/\bvotre\b/);
    expect(readable(verificationEmail("es", "Ada", URL))).toMatch(/\bsu\b/);
    // Whole words only (\b would find "tes" in "n'êtes").
    const word = (words: string) => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, "iu");
    const informal = {
      de: word("du|dich|dir|dein|deine"),
      fr: word("tu|toi|ton|ta|tes"),
      es: word("tú|tu|tus|te"),
    };
    for (const locale of ["de", "fr", "es"] as const) {
      for (const render of Object.values(templates)) {
        expect(readable(render(locale))).not.toMatch(informal[locale]);
      }
    }
  });

  it("counts minutes and days with the language's plural", () => {
    expect(oneTimeCodeEmail("de", "1", 1).text).toContain("1 Minute lang");
    expect(oneTimeCodeEmail("de", "1", 5).text).toContain("5 Minuten lang");
    expect(invitation("fr", { validDays: 1 }).text).toContain("valable 1 jour.");
    expect(invitation("es", { validDays: 1 }).text).toContain("durante 1 día.");
  });
});

import { describe, expect, it } from "vitest";
import { namedLocaleOfRequest, withLocale } from "../../src/server/i18n.ts";
import {
  clubLanguageOf,
  memberEmailLocale,
  requesterEmailLocale,
} from "../../src/server/mail/recipient-locale.ts";

// Which language an e-mail goes in (decision 022, issue 13).

describe("memberEmailLocale: an e-mail to a member or an invitee", () => {
  it("follows the linked account's own choice first", () => {
    expect(memberEmailLocale({ accountLanguage: "fr", clubLanguage: "de" })).toBe("fr");
  });

  it("else the club's language", () => {
    expect(memberEmailLocale({ accountLanguage: null, clubLanguage: "de" })).toBe("de");
    expect(memberEmailLocale({ clubLanguage: "es-MX" })).toBe("es");
  });

  it("else English; a language Clubhouse does not speak is passed over", () => {
    expect(memberEmailLocale({})).toBe("en");
    expect(memberEmailLocale({ accountLanguage: null, clubLanguage: null })).toBe("en");
    expect(memberEmailLocale({ accountLanguage: "it", clubLanguage: "pt-BR" })).toBe("en");
    expect(memberEmailLocale({ accountLanguage: "it", clubLanguage: "de" })).toBe("de");
  });
});

describe("clubLanguageOf: the club's language from its preferences", () => {
  it("reads a language Clubhouse speaks, else nothing", () => {
    expect(clubLanguageOf({ language: "de-AT", dateFormat: "DD/MM/YYYY" })).toBe("de");
    expect(clubLanguageOf({ language: "it" })).toBeNull();
    expect(clubLanguageOf({ language: 3 })).toBeNull();
    expect(clubLanguageOf({})).toBeNull();
    expect(clubLanguageOf(null)).toBeNull();
  });
});

describe("requesterEmailLocale: an e-mail that a request asked for", () => {
  const asking = (language: string) =>
    new Request("http://localhost/api/auth/sign-up/email", { headers: { "accept-language": language } });

  it("follows the account's own choice, whatever the request asks", () => {
    expect(requesterEmailLocale("fr", asking("de"))).toBe("fr");
  });

  it("else the request's Accept-Language", () => {
    expect(requesterEmailLocale(null, asking("de-CH, en;q=0.5"))).toBe("de");
    expect(requesterEmailLocale(null, asking("es").headers)).toBe("es");
  });

  it("else the language of the request being answered, else English", () => {
    expect(withLocale("fr", () => requesterEmailLocale(null))).toBe("fr");
    expect(withLocale("es", () => requesterEmailLocale(undefined, new Request("http://localhost/")))).toBe(
      "es",
    );
    expect(requesterEmailLocale(null)).toBe("en");
  });
});

describe("namedLocaleOfRequest: the language a join page named, kept on the applicant's account (issue 33)", () => {
  it("is the first language of the header that Clubhouse speaks", () => {
    expect(namedLocaleOfRequest("de-DE,de;q=0.9,en;q=0.5")).toBe("de");
    expect(namedLocaleOfRequest("it-IT, fr;q=0.8")).toBe("fr");
  });

  it("is none when the header names no language Clubhouse speaks, or is absent: no English by default", () => {
    expect(namedLocaleOfRequest("it-IT, pt;q=0.5")).toBeNull();
    expect(namedLocaleOfRequest(undefined)).toBeNull();
    expect(namedLocaleOfRequest("")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { t, withLocale } from "../../src/server/i18n.ts";
import { brandingImageMessages } from "../../src/shared/branding.ts";
import { createClubSchema } from "../../src/shared/clubs.ts";
import { sharedMessages } from "../../src/shared/i18n/current.ts";
import { membershipStatusLabels } from "../../src/shared/member-statuses.ts";
import { memberFields } from "../../src/shared/members.ts";
import { roleLabel, roleWithArticle } from "../../src/shared/permissions.ts";

/*
 * The shared code's texts (decision 022): the schemas' messages and the labels are read from the catalogs of
 * the language in use when they are written. On the server that is the request's (`withLocale`), English
 * outside any request.
 */

/** The first message of a failed parse. */
function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string {
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message ?? "";
}

describe("sharedMessages", () => {
  it("gives the catalog of the language asked for inside withLocale, and English outside", () => {
    expect(withLocale("de", () => sharedMessages("errors").clubNotFound)).toBe("Club nicht gefunden");
    expect(withLocale("fr", () => sharedMessages("errors").clubNotFound)).toBe("Club introuvable");
    expect(withLocale("es", () => sharedMessages("labels").roles.owner)).toBe("Propietario");
    expect(sharedMessages("errors").clubNotFound).toBe("Club not found");
  });

  it("is the same catalog the server's t reads", () => {
    for (const locale of ["en", "de", "fr", "es"] as const) {
      expect(withLocale(locale, () => sharedMessages("validation"))).toBe(t("validation", locale));
    }
  });

  it("keeps the language across awaits of the work it runs", async () => {
    const label = await withLocale("de", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return roleLabel("admin");
    });
    expect(label).toBe("Administrator");
  });
});

describe("the schemas' messages", () => {
  const badClub = { name: " ", email: "not-an-email" };

  it("are written in the language in use when the check fails, not when the schema was made", () => {
    expect(firstMessage(createClubSchema.safeParse(badClub))).toBe("Club name is required.");
    expect(withLocale("de", () => firstMessage(createClubSchema.safeParse(badClub)))).toBe(
      "Der Clubname ist erforderlich.",
    );
    expect(withLocale("fr", () => firstMessage(createClubSchema.safeParse(badClub)))).toBe(
      "Le nom du club est obligatoire.",
    );
  });

  it("give a text's limit in a message of its own field", () => {
    const long = "x".repeat(51);
    expect(firstMessage(memberFields.firstName.safeParse(long))).toBe(
      "First name may have at most 50 characters.",
    );
    expect(withLocale("es", () => firstMessage(memberFields.firstName.safeParse(long)))).toBe(
      "El nombre no puede tener más de 50 caracteres.",
    );
  });

  it("include zod's own, for checks without a message", () => {
    const missing = createClubSchema.safeParse({ email: "club@example.com" });
    expect(firstMessage(missing)).toBe("This field is required.");
    expect(
      withLocale("de", () => firstMessage(createClubSchema.safeParse({ email: "club@example.com" }))),
    ).toBe("Dieses Feld ist erforderlich.");
    const wrongType = () => firstMessage(createClubSchema.safeParse({ name: 42, email: "club@example.com" }));
    expect(wrongType()).toBe("Invalid input: expected string, received number");
    expect(withLocale("fr", wrongType)).toBe(
      "Saisie non valide (attendu\u00a0: un texte, reçu\u00a0: un nombre).",
    );
  });
});

describe("the labels", () => {
  it("read the language in use at each read", () => {
    expect(roleLabel("manager")).toBe("Manager");
    expect(withLocale("fr", () => roleLabel("manager"))).toBe("Gestionnaire");
    expect(roleWithArticle("admin")).toBe("an Admin");
    expect(withLocale("de", () => roleWithArticle("admin"))).toBe("ein Administrator");
    expect(roleLabel("coach")).toBe("coach");
  });

  it("keep the shape of the objects the screens index", () => {
    expect(membershipStatusLabels.grace).toBe("Grace period");
    expect(withLocale("es", () => membershipStatusLabels.grace)).toBe("Periodo de gracia");
    expect(Object.keys(membershipStatusLabels)).toContain("suspended");
    expect(withLocale("de", () => brandingImageMessages.missing)).toBe(
      "Wählen Sie ein PNG-, JPEG- oder WebP-Bild zum Hochladen.",
    );
    expect(brandingImageMessages.tooManyPixels(30000, 30000)).toBe(
      "The image is 30000 × 30000 pixels, more than the limit of 16,777,216 pixels (4096 × 4096). Upload a smaller image.",
    );
  });
});

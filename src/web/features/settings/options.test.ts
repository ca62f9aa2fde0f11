import { describe, expect, it } from "vitest";
import de from "../../messages/settings/de.ts";
import en from "../../messages/settings/en.ts";
import fr from "../../messages/settings/fr.ts";
import { languageOptions } from "./options.ts";

describe("languageOptions", () => {
  it("offers the four languages of Clubhouse, each in its own name", () => {
    expect(languageOptions("de", "en", en.profile.region.languageUnavailable)).toEqual([
      { value: "en", label: "English" },
      { value: "de", label: "Deutsch" },
      { value: "fr", label: "Français" },
      { value: "es", label: "Español" },
    ]);
  });

  it("keeps another current value, named in the reader's language and marked", () => {
    const [first] = languageOptions("it", "de", de.profile.region.languageUnavailable);
    expect(first).toEqual({ value: "it", label: "Italienisch (it) – Clubhouse-Texte nicht verfügbar" });
    const [inEnglish] = languageOptions("it", "en", en.profile.region.languageUnavailable);
    expect(inEnglish?.label).toBe("Italian (it) — Clubhouse's texts not available");
  });

  it("does not mark a regional variant of a language Clubhouse speaks", () => {
    const [first] = languageOptions("fr-CA", "fr", fr.profile.region.languageUnavailable);
    expect(first?.value).toBe("fr-CA");
    expect(first?.label).toMatch(/^Français.* \(fr-CA\)$/);
  });
});

describe("the settings' messages", () => {
  it("list sections in English as before", () => {
    expect(en.editor.nothingSaved(["Profile", "Hours", "Branding"])).toBe(
      "Nothing was saved. Check the fields marked in Profile, Hours and Branding.",
    );
    expect(en.editor.refused(["Profile"], ["Financial"])).toBe(
      "Profile saved. Check the fields marked in Financial: they were not saved.",
    );
    expect(en.leave.text(["Profile", "Hours"])).toBe(
      "Your changes to Profile, Hours have not been saved. If you leave now, they will be lost.",
    );
  });

  it("count the sections in other languages", () => {
    expect(de.editor.nothingSaved(["Profil"])).toBe(
      "Es wurde nichts gespeichert. Prüfen Sie die markierten Felder im Bereich Profil.",
    );
    expect(fr.editor.partlySaved(["Profil", "Horaires"])).toBe(
      "Sections Profil et Horaires enregistrées\u00a0; les autres modifications ne l'ont pas été. Veuillez réessayer.",
    );
  });
});

import type en from "./en.ts";

export default {
  language: "Sprache",
  clubLanguage: (name: string) => `Sprache des Clubs (${name})`,
} satisfies typeof en;

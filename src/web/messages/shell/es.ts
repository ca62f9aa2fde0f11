import type en from "./en.ts";

export default {
  language: "Idioma",
  clubLanguage: (name: string) => `Idioma del club (${name})`,
} satisfies typeof en;

import type en from "./en.ts";

export default {
  language: "Langue",
  clubLanguage: (name: string) => `Langue du club (${name})`,
} satisfies typeof en;

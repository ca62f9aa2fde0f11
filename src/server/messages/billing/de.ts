import type en from "./en.ts";

export default {
  notFound: {
    invoice: "Rechnung nicht gefunden",
  },
  issue: {
    notDraft: (number: string) =>
      `${number} ist bereits ausgestellt: Eine ausgestellte Rechnung wird nicht noch einmal ausgestellt.`,
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  settings: {
    denied:
      "Sie haben keine Berechtigung, die Golf-Einstellungen zu ändern. Das können nur Inhaber und Administratoren.",
  },
  prices: {
    notFound: "Preisklasse nicht gefunden",
    courseNotFound: "Dieser Platz gehört nicht zum Club.",
    tooMany: (max: number) =>
      `Ein Club hat höchstens ${max} Preisklassen: Löschen Sie zuerst eine, die Sie nicht mehr nutzen.`,
  },
  courses: {
    notFound: "Platz nicht gefunden",
    duplicate: (name: string) =>
      `Dieser Club hat bereits einen Platz mit dem Namen „${name}“. Wählen Sie einen anderen Namen.`,
    hasBookings: (name: string) =>
      `Der Platz „${name}“ hat Buchungen und kann daher nicht gelöscht werden. Setzen Sie ihn stattdessen auf inaktiv: Seine Buchungen bleiben erhalten, und Mitglieder sehen ihn nicht mehr.`,
    orderIncomplete: "Führen Sie jeden Platz des Clubs genau einmal in der neuen Reihenfolge auf.",
  },
  tees: {
    notFound: "Abschlag nicht gefunden",
    duplicate: (name: string) =>
      `Dieser Platz hat bereits einen Abschlag mit dem Namen „${name}“. Wählen Sie einen anderen Namen.`,
    inUse: (name: string, competition: string) =>
      `Der Abschlag „${name}“ wird vom Turnier „${competition}“ genutzt und kann daher nicht gelöscht werden. Wählen Sie im Turnier zuerst einen anderen Abschlag.`,
    orderIncomplete: "Führen Sie jeden Abschlag des Platzes genau einmal in der neuen Reihenfolge auf.",
  },
  blocks: {
    denied:
      "Sie haben keine Berechtigung, Abschlagszeiten zu sperren. Das können nur Inhaber, Administratoren und Manager.",
    notFound: "Sperre nicht gefunden",
  },
} satisfies typeof en;

import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  title: "Übersicht",
  welcome: (name: string) => `Willkommen, ${name}`,
  loadingProfile: "Ihr Profil wird geladen",
  profileFailed: "Ihr Profil konnte nicht geladen werden",
  staff: {
    loading: "Die Übersicht wird geladen",
    loadFailed: "Die Übersicht konnte nicht geladen werden",
    showTable: "Als Tabelle zeigen",
    hideTable: "Tabelle ausblenden",
    members: {
      title: "Mitglieder",
      total: (n: number) => plural(n, { one: "aktuelles Mitglied", other: "aktuelle Mitglieder" }),
      /** Under the number: what it counts, the same as the chart (issue 34). */
      totalHelp: "Abgelaufene und gekündigte Mitgliedschaften zählen nicht mit, wie im Diagramm.",
      byStatus: "Alle Einträge nach Mitgliedschaftsstatus",
      newThisMonth: "Neu in diesem Monat",
      endingSoon: "Enden in den nächsten 30 Tagen",
      endingLink: "Diese Mitgliedschaften ansehen",
      open: "Mitgliederliste öffnen",
      chart: "Aktuelle Mitglieder über 12 Monate",
      chartLabel: (from: string, to: string, first: number, last: number) =>
        `Mitglieder am Ende jedes Monats von ${from} bis ${to}: zuerst ${first}, jetzt ${last}.`,
      month: "Monat",
      count: "Mitglieder",
      empty:
        "Bisher nur Sie. Legen Sie Mitglieder an oder importieren Sie sie, um das Wachstum des Clubs hier zu sehen.",
      add: "Mitglieder hinzufügen",
    },
    teeSheet: {
      title: "Heutige Startliste",
      places: (booked: number, capacity: number) => `${booked} von ${capacity} Plätzen gebucht`,
      placesLabel: (course: string) => `Heute gebuchte Plätze auf ${course}`,
      noTeeTimes: "Heute keine Abschlagszeiten",
      noCourses: "Noch keine Plätze",
      noCoursesText: "Legen Sie in den Golfeinstellungen einen Platz an, um Buchungen anzunehmen.",
      open: "Startliste öffnen",
      settings: "Golfeinstellungen",
    },
    billing: {
      accountsHeld: "Guthaben auf Mitgliedskonten",
      accountsOwed: "Schulden auf Mitgliedskonten",
      title: "Abrechnung",
      revenue: "Einnahmen in diesem Monat",
      revenueHelp: "Erhaltene Zahlungen abzüglich Erstattungen",
      outstanding: "Offen",
      overdue: "Überfällig",
      open: "Abrechnung öffnen",
      chart: "Einnahmen pro Monat",
      chartLabel: (from: string, to: string, total: string) =>
        `Einnahmen jedes Monats von ${from} bis ${to}: insgesamt ${total}.`,
      month: "Monat",
      amount: "Einnahmen",
      noRevenue: "In den letzten 12 Monaten sind keine Zahlungen eingegangen.",
    },
    messages: {
      title: "Nachrichten",
      sentThisWeek: "Diese Woche gesendet",
      recipients: (n: number) => plural(n, { one: "an # Empfänger", other: "an # Empfänger" }),
      open: "Nachrichten öffnen",
    },
    activity: {
      title: "Letzte Aktivitäten",
      empty: "Noch keine Änderungen erfasst.",
      open: "Protokoll öffnen",
      system: "System",
      deletedUser: "Ein gelöschter Benutzer",
      by: (name: string) => `von ${name}`,
      actions: { INSERT: "Hinzugefügt", UPDATE: "Geändert", DELETE: "Entfernt" },
    },
  },
} satisfies typeof en;

import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("de");
const withMoney = (text: string, money: string) => (money ? `${text} (${money})` : text);

/** Die Startkarte des Dashboards (Inhaber, während der Club eingerichtet wird; Entscheidung 061). */
export default {
  title: "Ihr Club wird eingerichtet",
  intro:
    "Bis Sie den Club starten, wird nichts automatisch versendet oder berechnet: keine Rechnungen, Erinnerungen, Mahngebühren oder Mitgliedschaftshinweise.",
  checklist: "Vor dem Start",
  items: {
    financial: "Finanzangaben: wie Mitglieder bezahlen",
    membershipTypes: "Mitgliedschaftsarten mit Preisen",
    sender: "Absendername und E-Mail",
  },
  done: "Erledigt",
  notDone: "Offen",
  open: "Öffnen",
  firstDay: "Was am ersten Tag versendet wird",
  firstDayHint: "Jetzt von den Jobs selbst für heute gezählt.",
  loading: "Der erste Tag wird gezählt…",
  loadFailed: "Der erste Tag konnte nicht gezählt werden.",
  startLabel: "Wie starten",
  starts: {
    today: "Ab heute starten",
    todayHint:
      "Mitgliedschaften, die vor heute endeten, werden nicht berechnet, und es geht kein Hinweis dazu hinaus.",
    dueNow: "Alles Fällige jetzt senden",
    dueNowHint: "Auch vergangene Zeiträume: jede beendete Mitgliedschaft wird berechnet und benachrichtigt.",
  },
  figures: {
    renewals: (n: number, money: string) =>
      withMoney(plural(n, { one: "# Verlängerungsrechnung", other: "# Verlängerungsrechnungen" }), money),
    notices: (n: number) =>
      plural(n, { one: "# Mitgliedschaftshinweis", other: "# Mitgliedschaftshinweise" }),
    reminders: (n: number) => plural(n, { one: "# Zahlungserinnerung", other: "# Zahlungserinnerungen" }),
    lateFees: (n: number, money: string) =>
      withMoney(plural(n, { one: "# Mahngebühr", other: "# Mahngebühren" }), money),
    overdue: (n: number) =>
      plural(n, { one: "# Überfälligkeitshinweis", other: "# Überfälligkeitshinweise" }),
    left: (n: number) =>
      plural(n, {
        one: "# vor heute beendete Mitgliedschaft bleibt unberechnet",
        other: "# vor heute beendete Mitgliedschaften bleiben unberechnet",
      }),
    nothing: "Am ersten Tag wird nichts versendet.",
  },
  notAllDone: "Einige Punkte sind offen. Sie können trotzdem starten und sie später erledigen.",
  goLive: "Club starten",
  live: "Ihr Club ist gestartet. Automatische Rechnungen und Erinnerungen werden jetzt versendet.",
  failed: "Der Club konnte nicht gestartet werden.",
};

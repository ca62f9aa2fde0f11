import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  screen: {
    title: "Sicherheit",
    intro: (club: string) =>
      `Anmeldungen, abgelehnte Anfragen und Fehler in ${club} sowie die aktiven Sitzungen der Administratoren.`,
  },
  noPermission: {
    title: "Kein Zugriff auf das Sicherheits-Dashboard",
    text: (club: string, role: string) =>
      `Nur Inhaber und Admins sehen das Sicherheits-Dashboard von ${club}. Ihre Rolle: ${role}.`,
  },
  kinds: {
    failed_logins: "Fehlgeschlagene Anmeldungen",
    suspicious_activity: "Verdächtige Aktivität",
    critical_errors: "Kritische Fehler",
  },
  stats: {
    loading: "Sicherheitszahlen werden geladen…",
    loadFailed: "Die Sicherheitszahlen konnten nicht geladen werden",
    last24Hours: "Letzte 24 Stunden",
    last7Days: (n: number) =>
      plural(n, { one: "# in den letzten 7 Tagen", other: "# in den letzten 7 Tagen" }),
    threshold: (n: number) => `Warnung ab ${n} innerhalb einer Stunde`,
  },
  alerts: {
    region: "Sicherheitswarnungen",
    failed_logins: (n: number) =>
      plural(n, {
        one: "# fehlgeschlagene Anmeldung innerhalb einer Stunde hat die Warnschwelle erreicht.",
        other: "# fehlgeschlagene Anmeldungen innerhalb einer Stunde haben die Warnschwelle erreicht.",
      }),
    suspicious_activity: (n: number) =>
      plural(n, {
        one: "# verdächtige Aktivität innerhalb einer Stunde hat die Warnschwelle erreicht.",
        other: "# verdächtige Aktivitäten innerhalb einer Stunde haben die Warnschwelle erreicht.",
      }),
    critical_errors: (n: number) =>
      plural(n, {
        one: "# Anfrage ist mit einem Serverfehler gescheitert. Prüfen Sie das Protokoll des Servers.",
        other: "# Anfragen sind mit einem Serverfehler gescheitert. Prüfen Sie das Protokoll des Servers.",
      }),
    raisedAt: (when: string) => `Ausgelöst am ${when}. Der Inhaber wurde per E-Mail benachrichtigt.`,
    dismiss: "Schließen",
    dismissLabel: (kind: string) => `Warnung schließen: ${kind}`,
    dismissed: "Warnung geschlossen",
  },
  sessions: {
    title: "Aktive Sitzungen der Administratoren",
    loading: "Sitzungen werden geladen…",
    loadFailed: "Die Sitzungen konnten nicht geladen werden",
    empty: "Noch keine aktiven Sitzungen erfasst.",
    person: "Name",
    device: "Gerät",
    address: "Adresse",
    lastActivity: "Letzte Aktivität",
    signedIn: (when: string) => `Angemeldet am ${when}`,
    actions: "Aktionen",
    thisDevice: "Dieses Gerät",
    unknownDevice: "Unbekanntes Gerät",
    deviceOn: (browser: string, os: string) => `${browser} unter ${os}`,
    place: (n: number, total: number) => `Sitzung ${n} von ${total}`,
    deviceSince: (device: string, since: string) => `${device} (angemeldet am ${since})`,
    devicePlace: (device: string, n: number, total: number, since: string) =>
      `${device} (Sitzung ${n} von ${total}, angemeldet am ${since})`,
    noAddress: "—",
    revoke: "Beenden",
    revokeLabel: (name: string, device: string) => `Sitzung von ${name} auf ${device} beenden`,
    confirmTitle: "Diese Sitzung beenden?",
    confirmText: (name: string, device: string) =>
      `${name} wird auf ${device} sofort abgemeldet und muss sich dort neu anmelden.`,
    confirm: "Sitzung beenden",
    revoked: "Sitzung beendet",
  },
  events: {
    title: "Letzte Sicherheitsereignisse",
    loading: "Ereignisse werden geladen…",
    loadFailed: "Die Ereignisse konnten nicht geladen werden",
    empty: "Noch keine Sicherheitsereignisse.",
    noun: (n: number) => plural(n, { one: "Ereignis", other: "Ereignisse" }),
    when: "Zeitpunkt",
    event: "Ereignis",
    who: "Konto oder Adresse",
    actions: {
      sign_in_succeeded: "Angemeldet",
      sign_in_failed: "Fehlgeschlagene Anmeldung",
      rate_limited: "Ratenbegrenzung erreicht",
      refused_requests: "Viele abgelehnte Anfragen",
      critical_error: "Serverfehler",
      session_revoked: "Sitzung beendet",
    },
    revokedBy: (revoker: string, whose: string) => `${revoker} hat die Sitzung von ${whose} beendet`,
    revokedWhose: (whose: string) => `Sitzung von ${whose} beendet`,
    refusedCount: (n: number) => plural(n, { one: "# abgelehnte Anfrage", other: "# abgelehnte Anfragen" }),
  },
  activity: {
    title: "Anmeldungen der letzten 30 Tage",
    loading: "Anmeldungen werden geladen…",
    loadFailed: "Die Anmeldungen konnten nicht geladen werden",
    signIns: "Anmeldungen",
    failures: "Fehlgeschlagene Anmeldungen",
    day: "Tag",
    chartLabel: (signIns: number, failures: number) =>
      `Anmeldungen pro Tag in den letzten 30 Tagen: insgesamt ${signIns} Anmeldungen und ${failures} fehlgeschlagene Anmeldungen.`,
    showTable: "Als Tabelle zeigen",
    hideTable: "Tabelle ausblenden",
  },
} satisfies typeof en;

import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { number } = localeHelpers("de");

/** Der Abschnitt „Alle Daten exportieren“ der Club-Einstellungen (nur der Inhaber, Issue 18). */
export default {
  title: "Alle Daten exportieren",
  description:
    "Laden Sie alle Daten des Clubs als ein ZIP-Archiv herunter: Mitglieder, Mitgliedschaften, Buchungen, Rechnungen, Zahlungen, Nachrichten, das Audit-Protokoll, Einstellungen und Dateien, als CSV- und JSON-Dateien.",
  note: "Passwörter, Zahlungszugangsdaten, private Schlüssel der Absenderdomain und Einladungslinks werden nie exportiert.",
  start: "Alle Daten exportieren",
  startAgain: "Neuen Export starten",
  counting: "Der Export wird vorbereitet …",
  progress: (written: number, total: number) =>
    `${number(written)} von ${number(total)} Datensätzen exportiert`,
  progressLabel: "Fortschritt des Exports",
  ready: "Ihr Export ist fertig.",
  download: (size: string) => `ZIP herunterladen (${size})`,
  expires: (when: string) => `Der Download-Link gilt bis ${when} und nur für Sie, wenn Sie angemeldet sind.`,
  failed: "Der Export ist fehlgeschlagen (CLUB_EXPORT_ERROR). Starten Sie einen neuen.",
  startFailed: "Der Export konnte nicht gestartet werden.",
} satisfies typeof en;

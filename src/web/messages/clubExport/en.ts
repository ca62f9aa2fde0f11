import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { number } = localeHelpers("en");

/** The "Export all data" section of the club settings (owner only, issue 18). */
export default {
  title: "Export all data",
  description:
    "Download all of the club's data as one ZIP archive: members, memberships, bookings, invoices, payments, messages, the audit trail, settings and files, as CSV and JSON files.",
  note: "Passwords, payment credentials, sending-domain private keys and invitation links are never exported.",
  start: "Export all data",
  startAgain: "Start a new export",
  counting: "Preparing the export…",
  progress: (written: number, total: number) => `Exported ${number(written)} of ${number(total)} records`,
  progressLabel: "Export progress",
  ready: "Your export is ready.",
  download: (size: string) => `Download ZIP (${size})`,
  expires: (when: string) => `The download link works until ${when} and only for you, signed in.`,
  failed: "The export failed (CLUB_EXPORT_ERROR). Start a new one.",
  startFailed: "The export could not be started.",
};

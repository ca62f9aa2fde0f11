import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  alertMail: {
    failed_logins: {
      subject: (club: string) => `Sicherheitswarnung für ${club}: fehlgeschlagene Anmeldungen`,
      heading: "Mehrere Anmeldungen sind fehlgeschlagen",
      text: (count: number) =>
        plural(count, {
          one: "# Anmeldung bei einem Konto Ihres Vereins ist in der letzten Stunde fehlgeschlagen.",
          other: "# Anmeldungen bei Konten Ihres Vereins sind in der letzten Stunde fehlgeschlagen.",
        }),
    },
    suspicious_activity: {
      subject: (club: string) => `Sicherheitswarnung für ${club}: verdächtige Aktivität`,
      heading: "Verdächtige Aktivität",
      text: (count: number) =>
        plural(count, {
          one: "# verdächtige Aktivität (viele abgelehnte Anfragen oder eine Ratenbegrenzung) wurde in der letzten Stunde in Ihrem Verein bemerkt.",
          other:
            "# verdächtige Aktivitäten (viele abgelehnte Anfragen oder Ratenbegrenzungen) wurden in der letzten Stunde in Ihrem Verein bemerkt.",
        }),
    },
    critical_errors: {
      subject: (club: string) => `Sicherheitswarnung für ${club}: ein kritischer Fehler`,
      heading: "Ein kritischer Fehler ist aufgetreten",
      text: (count: number) =>
        plural(count, {
          one: "# Anfrage in Ihrem Verein ist in der letzten Stunde mit einem Serverfehler gescheitert.",
          other: "# Anfragen in Ihrem Verein sind in der letzten Stunde mit einem Serverfehler gescheitert.",
        }),
    },
    advice:
      "Öffnen Sie das Sicherheits-Dashboard, um die Ereignisse und die aktiven Sitzungen zu sehen und die Warnung zu schließen.",
    action: "Sicherheits-Dashboard öffnen",
    footer: "Sie erhalten diese E-Mail, weil Ihnen dieser Verein in Clubhouse gehört.",
  },
} satisfies typeof en;

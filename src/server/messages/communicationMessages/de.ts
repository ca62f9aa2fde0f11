import type en from "./en.ts";

export default {
  denied: "Sie sind nicht berechtigt, Nachrichten für diesen Verein zu senden.",
  messageNotFound: "Nachricht nicht gefunden",
  newsletterDisabled:
    "Nachrichten an Mitglieder sind für diesen Verein ausgeschaltet. Schalten Sie den Newsletter in den Kommunikationseinstellungen ein, um eine zu senden.",
  emptyAudience:
    "Niemand würde diese Nachricht erhalten: Kein Mitglied dieser Zielgruppe hat eine E-Mail-Adresse und ist angemeldet.",
  notCancellable:
    "Nur eine geplante Nachricht, deren Versand noch nicht begonnen hat, kann abgebrochen werden.",
  nothingToResend:
    "Bei keinem Empfänger dieser Nachricht ist der Versand fehlgeschlagen: Es gibt nichts erneut zu senden.",
  cancelledNoResend: "Eine abgebrochene Nachricht kann nicht erneut gesendet werden.",
  unsubscribeNotFound:
    "Dieser Abmeldelink ist ungültig. Verwenden Sie den Link einer aktuellen E-Mail des Vereins.",
  webhookNotConfigured:
    "Die Webhooks von Postmark sind auf diesem Server nicht eingerichtet: Setzen Sie POSTMARK_WEBHOOK_TOKEN und hinterlegen Sie es bei Postmark.",
  webhookUnauthorized: "Die Zugangsdaten des Webhooks fehlen oder sind falsch.",
  mail: {
    footer: (club: string) => `Sie erhalten diese E-Mail, weil Sie Mitglied von ${club} sind.`,
    unsubscribe: "Von diesen E-Mails abmelden",
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  denied: (club: string) => `Nur der Inhaber von ${club} kann die Inhaberschaft übertragen.`,
  adminNotFound: "Administrator nicht gefunden",
  notAnAdmin: (name: string) =>
    `${name} ist kein aktiver Administrator des Clubs. Nur ein aktiver Administrator kann Inhaber werden.`,
  ownRecord: "Sie sind bereits Inhaber des Clubs. Wählen Sie einen anderen Administrator.",
  noPending: "Es gibt keine offene Übertragung der Inhaberschaft.",
  notFound: "Übertragung der Inhaberschaft nicht gefunden",
  expired:
    "Diese Übertragung der Inhaberschaft ist abgelaufen. Bitten Sie den Inhaber, eine neue zu starten.",
  accepted: "Diese Übertragung der Inhaberschaft wurde bereits angenommen.",
  declined: "Diese Übertragung der Inhaberschaft wurde abgelehnt.",
  cancelled: "Diese Übertragung der Inhaberschaft wurde vom Inhaber zurückgezogen.",
  wrongAccount: (signedIn: string) =>
    `Diese Übertragung der Inhaberschaft gilt einem anderen Konto; Sie sind als ${signedIn} angemeldet. Melden Sie sich mit dem Konto an, an das sie gesendet wurde.`,
  noLongerAdmin: (club: string) =>
    `Sie sind kein aktiver Administrator von ${club} mehr und können daher nicht Inhaber werden. Bitten Sie den Inhaber, eine neue Übertragung zu starten.`,
  ownerChanged: (club: string) =>
    `${club} hat seit dem Start dieser Übertragung einen neuen Inhaber; sie kann nicht mehr angenommen werden.`,
  defaultName: "Clubinhaber",
  mail: {
    request: {
      subject: (club: string) => `Inhaber von ${club} werden?`,
      heading: (club: string) => `Übertragung der Inhaberschaft von ${club}`,
      text: (from: string, club: string) =>
        `${from} bittet Sie, Inhaber von ${club} zu werden. Als Inhaber dürfen Sie im Club alles, auch ihn löschen; ${from} bleibt Administrator.`,
      validity: (hours: number, until: { date: string; time: string }) =>
        `Der Link ist ${hours} Stunden gültig, bis ${until.date} ${until.time}. Sie müssen mit dem Konto dieser E-Mail-Adresse angemeldet sein.`,
      action: "Übertragung ansehen",
      footer:
        "Falls Sie dies nicht erwartet haben, können Sie die E-Mail ignorieren; ohne Ihre Zustimmung ändert sich nichts.",
    },
    newOwner: {
      subject: (club: string) => `Sie sind jetzt Inhaber von ${club}`,
      heading: (club: string) => `Sie sind jetzt Inhaber von ${club}`,
      text: (from: string, club: string) =>
        `Sie haben die Übertragung der Inhaberschaft angenommen: ${club} gehört jetzt Ihnen. ${from} ist Administrator des Clubs.`,
    },
    formerOwner: {
      subject: (club: string, to: string) => `${club} gehört jetzt ${to}`,
      heading: (club: string, to: string) => `${club} gehört jetzt ${to}`,
      text: (to: string, club: string) =>
        `${to} hat Ihre Übertragung der Inhaberschaft angenommen und ist jetzt Inhaber von ${club}. Sie bleiben Administrator des Clubs.`,
    },
    action: "Clubhouse öffnen",
    footer: "Sie erhalten diese E-Mail, weil sich die Inhaberschaft dieses Clubs in Clubhouse geändert hat.",
  },
} satisfies typeof en;

// Greenfee-Spieler, die online buchen und bezahlen (Issue 36 Punkt 4, Entscheidung 084).
export default {
  notOffered: "Dieser Club nimmt keine Online-Buchungen von Greenfee-Spielern an.",
  notFound: "Dieser Buchungslink ist unbekannt. Prüfen Sie den Link in Ihrer E-Mail.",
  clubBusy:
    "Bei diesem Club warten gerade viele Buchungen auf ihre Zahlung. Bitte versuchen Sie es in einigen Minuten erneut.",
  outsideWindow: (first: string, last: string) =>
    `Greenfee-Spieler können vom ${first} bis zum ${last} buchen.`,
  notOpen: "Diese Startzeit ist nicht für Greenfee-Spieler offen. Wählen Sie eine andere Zeit.",
  ballot:
    "Die Startzeiten dieses Tages werden zuerst unter den Mitgliedern verlost. Wählen Sie einen anderen Tag.",
  tooManyPlayers: (max: number) => `Eine Greenfee-Buchung umfasst höchstens ${max} Spieler.`,
  handicapRequired: "Geben Sie den Handicap-Index jedes Spielers an: Der Club verlangt ihn.",
  handicapTooHigh: (max: number) =>
    `Der Club nimmt Greenfee-Spieler mit einem Handicap-Index von höchstens ${max} an.`,
  checkoutLine: (course: string, when: string, club: string) => `Startzeit, ${course}, ${when} — ${club}`,
  notAwaiting: "Diese Buchung wartet nicht auf eine Zahlung.",
  holdOver:
    "Die Plätze dieser Buchung sind nicht mehr lange genug reserviert, um zu bezahlen. Bitte buchen Sie erneut.",
  started: "Diese Runde hat begonnen: Sie kann nicht mehr storniert werden.",
  alreadyCancelled: "Diese Buchung ist bereits storniert.",
  expiredReason: "Nicht rechtzeitig bezahlt",
  stripeFailedReason: "Die Zahlungsseite konnte nicht geöffnet werden",
  visitorCancelledReason: "Vom Greenfee-Spieler storniert",
  clubCancelledReason: "Vom Club storniert",
  receiptTerms: "Bei der Buchung online bezahlt",
  mail: {
    heading: (name: string) => `Hallo ${name},`,
    action: "Buchung ansehen oder stornieren",
    footer: (club: string) =>
      `Sie erhalten diese E-Mail, weil Sie online eine Startzeit bei ${club} gebucht haben.`,
    confirmed: {
      subject: (club: string) => `Ihre Startzeit bei ${club} ist gebucht`,
      round: (course: string, when: string, players: string) => `${course}, ${when}. Spieler: ${players}.`,
      paid: (amount: string, receipt: string) =>
        receipt ? `Sie haben ${amount} bezahlt (Beleg ${receipt}).` : `Sie haben ${amount} bezahlt.`,
      refundRule: (until: string) =>
        `Stornieren Sie bis ${until}, wird der gesamte Betrag auf Ihre Karte erstattet; danach wird nichts erstattet.`,
      noRefund: "Nach den Bedingungen des Clubs wird bei einer Stornierung dieser Buchung nichts erstattet.",
    },
    cancelledByClub: {
      round: (course: string, when: string, club: string) =>
        `${club} hat Ihre Startzeit auf ${course}, ${when}, storniert. Das tut uns leid.`,
      reason: (reason: string) => `Der Grund des Clubs: ${reason}`,
      refund: (amount: string) =>
        `Der Club erstattet den gesamten Betrag, ${amount}, auf Ihre Karte. Es kann einige Tage dauern, bis er erscheint.`,
    },
    cancelled: {
      subject: (club: string) => `Ihre Startzeit bei ${club} ist storniert`,
      round: (course: string, when: string) => `Ihre Startzeit auf ${course}, ${when}, ist storniert.`,
      refunded: (amount: string) =>
        `${amount} werden auf Ihre Karte erstattet. Es kann einige Tage dauern, bis der Betrag erscheint.`,
      notRefunded: "Nach den Bedingungen des Clubs wird nichts erstattet.",
    },
  },
};

import type en from "./en.ts";

export default {
  denied:
    "Sie haben keine Berechtigung, die Abrechnung zu verwalten. Das können nur Inhaber und Administratoren; Manager können sie lesen.",
  draft: "einen Entwurf",
  memberUnknown: "Wählen Sie ein Mitglied dieses Clubs.",
  future: "Das Datum kann nicht nach heute liegen.",
  periodBilled: (number: string) =>
    `Dieser Zeitraum der Mitgliedschaft ist bereits abgerechnet, durch ${number}.`,
  /** The period an invoice bills already overlaps the one asked for (issue 34). */
  periodBilledFor: (number: string, start: string, end: string) =>
    `Rechnung ${number} stellt die Mitgliedschaft vom ${start} bis ${end} bereits in Rechnung: Stornieren Sie sie zuerst, um diesen Zeitraum erneut abzurechnen.`,
  memberGone: (name: string) =>
    `${name} ist kein Mitglied dieses Clubs mehr: Der Eintrag wurde gerade gelöscht. Die Rechnung wurde nicht gespeichert.`,
  lines: {
    typeUnknown: (code: string) => `Es gibt keine Mitgliedschaftsart ${code}.`,
    currency: (type: string, typeCurrency: string, currency: string) =>
      `${type} ist in ${typeCurrency} bepreist, der Club rechnet aber in ${currency} ab.`,
    noJoiningFee: (type: string) => `${type} hat keine Aufnahmegebühr.`,
    lifetimeOnce: (type: string) => `${type} gilt lebenslang: Berechnen Sie sie einmal.`,
    greenFeeUnknown: "Dieses Greenfee gehört nicht zu denen, die dem Mitglied berechnet werden können.",
    greenFeeTaken:
      "Ein Greenfee dieser Rechnung wurde inzwischen auf eine andere Rechnung gesetzt: Wählen Sie erneut.",
    greenFeeCurrency: (feeCurrency: string, currency: string) =>
      `Dieses Greenfee ist in ${feeCurrency}, der Club rechnet aber in ${currency} ab.`,
    negative: "Die Positionen ergeben weniger als nichts: Eine Rechnung kann nicht negativ sein.",
    totalTooLarge:
      "Die Rechnung ergibt mehr als 10.000.000.000 in der kleinsten Einheit der Währung (Cent). Teilen Sie sie auf mehrere Rechnungen auf.",
  },
  send: {
    draft: "Ein Entwurf wird nicht versendet: Stellen Sie ihn zuerst aus.",
    noAddress: (name: string) => `${name} hat keine E-Mail-Adresse.`,
  },
  pdf: {
    draft: "Ein Entwurf hat noch kein PDF: Stellen Sie ihn zuerst aus.",
  },
  lineText: {
    membership: (type: string, start: string, end: string) => `Mitgliedschaft ${type}, ${start} bis ${end}`,
    membershipLifetime: (type: string, start: string) => `Mitgliedschaft ${type}, lebenslang ab ${start}`,
    joiningFee: (type: string) => `Aufnahmegebühr, ${type}`,
    greenFee: (course: string, date: string, time: string, player: string) =>
      `Greenfee, ${course}, ${date} ${time}: ${player}`,
    competitionEntry: (competition: string, date: string) => `Startgeld: ${competition}, ${date}`,
    guest: (name: string) => `${name} (Gast)`,
  },
  notFound: {
    taxRate: "Steuersatz nicht gefunden",
    invoice: "Rechnung nicht gefunden",
    payment: "Zahlung nicht gefunden",
  },
  issue: {
    notDraft: (number: string) =>
      `${number} ist bereits ausgestellt: Eine ausgestellte Rechnung wird nicht noch einmal ausgestellt.`,
    notEditable: (number: string) =>
      `${number} ist ausgestellt: Eine ausgestellte Rechnung wird nicht geändert. Schreiben Sie sie stattdessen gut und stellen Sie sie neu aus: eine Gutschrift über den ganzen Betrag und eine Kopie als neuer Entwurf zum Berichtigen.`,
    notDeletable: (number: string) =>
      `${number} ist ausgestellt: Eine ausgestellte Rechnung wird nicht gelöscht. Stornieren Sie sie stattdessen.`,
  },
  payment: {
    draft: "Ein Entwurf kann nicht bezahlt werden: Stellen Sie ihn zuerst aus.",
    paid: (number: string) => `${number} ist vollständig bezahlt: Es ist nichts mehr zu zahlen.`,
    void: (number: string) => `${number} ist storniert und kann nicht bezahlt werden.`,
    moreThanBalance: (amount: string, balance: string) =>
      `Eine Zahlung von ${amount} ist mehr als die noch offenen ${balance}.`,
  },
  refund: {
    beforePayment: "Eine Erstattung kann nicht vor der Zahlung datiert sein, die sie erstattet.",
    moreThanPaid: (amount: string, left: string) =>
      `Eine Erstattung von ${amount} ist mehr als die ${left} dieser Zahlung, die noch nicht erstattet sind.`,
  },
  creditNote: {
    line: (number: string) => `Gutschrift der auf ${number} erhaltenen Zahlungen (Rechnung storniert)`,
  },
  reissue: {
    draft: "Ein Entwurf wird nicht neu ausgestellt: Bearbeiten Sie ihn stattdessen.",
    creditNote: "Eine Gutschrift wird nicht neu ausgestellt.",
    holdsMoney: (number: string, amount: string) =>
      `Auf ${number} sind ${amount} eingegangen und nicht erstattet: Erstatten Sie sie zuerst, oder stornieren Sie die Rechnung (ihre Gutschrift erstattet das Geld).`,
    line: (number: string) =>
      `Gutschrift der Rechnung ${number} über den ganzen Betrag, neu ausgestellt als neue Rechnung`,
  },
  lateFee: {
    line: (number: string) => `Mahngebühr zu Rechnung ${number}`,
  },
  sepa: {
    bicCountry: "Die BIC gehört zu einem anderen Land als die IBAN.",
    noDirectDebit: "Der Verein zieht keine Lastschriften ein.",
    mandateNotFound: "Mandat nicht gefunden",
    runNotFound: "Lastschriftlauf nicht gefunden",
    itemNotFound: "Diese Rechnung ist nicht in diesem Lastschriftlauf",
    noCreditorId:
      "Geben Sie zuerst die Gläubiger-Identifikationsnummer des Vereins in den Abrechnungseinstellungen an.",
    noClubIban:
      "Geben Sie zuerst die IBAN des Vereins in der Bankverbindung der Abrechnungseinstellungen an: die Lastschriften gehen darauf ein.",
    referenceTaken: (reference: string) =>
      `Die Mandatsreferenz ${reference} ist in diesem Verein schon vergeben.`,
    mandateInForce: (name: string) =>
      `${name} hat schon ein gültiges Mandat: ändern Sie es oder widerrufen Sie es, bevor Sie ein neues erfassen.`,
    revoked: "Dieses Mandat ist widerrufen: erfassen Sie stattdessen ein neues.",
    revokedAlready: "Dieses Mandat ist schon widerrufen.",
    nothingToCollect:
      "Keine offenen Euro-Rechnungen mit gültigem Mandat sind fällig: es gibt nichts einzuziehen.",
    notPending: (number: string) => `Die Lastschrift zu ${number} wurde schon zurückgegeben oder bestätigt.`,
    returnedAlready: (number: string) => `Die Lastschrift zu ${number} ist schon als zurückgegeben erfasst.`,
    settledAlready: "Dieser Lauf wurde schon bestätigt.",
    tooEarly: (date: string) =>
      `Das Fälligkeitsdatum ist der ${date}: bestätigen Sie den Lauf an oder nach diesem Tag.`,
    feeLine: (number: string, reason: string) =>
      `Bankgebühr für die zurückgegebene Lastschrift zu ${number} (${reason})`,
    feeNotes: (number: string) => `Zurückgegebene Lastschrift der Rechnung ${number}.`,
    returnsFile: {
      notXml:
        "Das ist keine XML-Datei: Laden Sie die camt.054- oder pain.002-Datei der Bank im Online-Banking herunter.",
      notReturns: "Diese XML-Datei ist weder eine camt.054-Benachrichtigung noch ein pain.002-Statusbericht.",
      doctype: "Diese Datei deklariert einen Dokumenttyp, was Bankdateien nie tun: Sie wird nicht gelesen.",
      tooLarge: (megabytes: number) => `Die Datei ist größer als ${megabytes} MB.`,
    },
    returnReason: (reason: string, run: string) =>
      `Lastschrift von der Bank zurückgegeben (${reason}), Lauf ${run}`,
  },
  void: {
    draft: "Ein Entwurf wird nicht storniert: Löschen Sie ihn stattdessen.",
    already: (number: string) => `${number} ist bereits storniert.`,
  },
} satisfies typeof en;

import type en from "./en.ts";

/** Mitgliedskonten (Ausgabe 36 §3, Entscheidung 081). */
export default {
  notFound: {
    member: "In diesem Club gibt es kein solches Mitglied.",
    item: "Auf der Preisliste des Clubs gibt es keinen solchen Artikel.",
    charge: "Auf dem Konto dieses Mitglieds gibt es keine solche Belastung.",
  },
  notEnough: (available: string) => `Nicht genug auf dem Konto: Jetzt können ${available} belastet werden.`,
  itemInactive: (name: string) =>
    `${name} wird nicht mehr verkauft: Schalten Sie den Artikel zuerst in der Preisliste ein.`,
  nameTaken: (name: string) => `Die Preisliste enthält ${name} bereits.`,
  tooMuchRefund: (left: string) => `Von dieser Belastung können höchstens ${left} erstattet werden.`,
  currency: (account: string, club: string) =>
    `Dieses Konto wird in ${account} geführt, der Club rechnet jetzt aber in ${club} ab: Es kann weder belastet noch aufgeladen werden.`,
  line: {
    topUpCash: "Aufladung in bar",
    topUpTransfer: "Aufladung per Überweisung",
    topUpCard: "Aufladung per Karte",
    topUpOnline: "Aufladung online",
    refund: (what: string) => `Erstattung: ${what}`,
    unmatched: "Zahlung auf dem Konto behalten",
    overpayment: (number: string) => `Überzahlung von ${number} auf dem Konto behalten`,
    greenFee: (date: string) => `Greenfee, ${date}`,
    guestFee: (guest: string, date: string) => `Gastgebühr für ${guest}, ${date}`,
    entry: (competition: string) => `Meldung: ${competition}`,
    withdrawal: (competition: string) => `Abmeldung: ${competition}`,
  },
  checkoutLine: (club: string) => `Aufladung Ihres Kontos — ${club}`,
  statement: {
    subject: (month: string, club: string) => `Ihr Kontoauszug für ${month} — ${club}`,
    heading: (name: string) => `Hallo ${name},`,
    opening: (date: string, balance: string) => `Saldo am ${date}: ${balance}`,
    line: (date: string, what: string, amount: string, balance: string) =>
      `${date} · ${what} · ${amount} (Saldo ${balance})`,
    nothingMoved: "Auf Ihrem Konto hat sich diesen Monat nichts bewegt.",
    closing: (date: string, balance: string) => `Saldo am ${date}: ${balance}`,
    action: "Mein Konto öffnen",
    footer: (club: string) => `Sie erhalten diesen Auszug, weil Sie ein Konto bei ${club} haben.`,
  },
  autoTopUp: {
    off: (club: string) => `${club} lädt Mitgliederkonten nicht automatisch auf.`,
    noCard: "Für automatische Aufladungen ist keine Karte gespeichert.",
    line: (last4: string) => `Automatische Aufladung per Karte •••• ${last4}`,
    description: (club: string) => `Automatische Aufladung Ihres Kontos — ${club}`,
    declined: {
      subject: (club: string) => `Ihre automatische Aufladung wurde abgelehnt — ${club}`,
      heading: (name: string) => `Hallo ${name},`,
      body: (amount: string, last4: string, reason: string) =>
        `Wir konnten Ihr Konto nicht mit ${amount} von Ihrer Karte •••• ${last4} aufladen. Ihre Bank meldet: ${reason}`,
      off: "Automatische Aufladungen sind ausgeschaltet, bis Sie in Ihrem Konto wieder eine Karte speichern.",
      action: "Karte erneut speichern",
      footer: (club: string) =>
        `Sie erhalten diese E-Mail, weil Sie ${club} gebeten haben, Ihr Konto automatisch aufzuladen.`,
    },
  },
  overpayment: {
    notOverpaid: (number: string) =>
      `${number} ist nicht überzahlt: Es gibt nichts, was auf das Konto übertragen werden könnte.`,
    noMember: "Diese Rechnung nennt kein Mitglied, auf dessen Konto das Geld bleiben könnte.",
    reason: "Auf dem Konto des Mitglieds behalten",
  },
} satisfies typeof en;

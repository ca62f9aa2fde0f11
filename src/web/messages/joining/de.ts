import type en from "./en.ts";

export default {
  title: (club: string) => `${club} beitreten`,
  intro: "Wählen Sie eine Mitgliedschaft, geben Sie Ihre Daten an und legen Sie Ihr Konto an.",
  loading: "Die Seite des Clubs wird geladen …",
  loadFailed: "Die Seite konnte nicht geladen werden.",
  tryAgain: "Erneut versuchen",
  notOffered: "Dieser Club nimmt keine Online-Anträge an.",
  logoAlt: (club: string) => `Logo von ${club}`,
  types: {
    legend: "Mitgliedschaftsart",
    free: "Kostenlos",
    pricePer: {
      monthly: (price: string) => `${price} pro Monat`,
      quarterly: (price: string) => `${price} pro Quartal`,
      annual: (price: string) => `${price} pro Jahr`,
      lifetime: (price: string) => `${price} einmalig`,
    },
    joiningFee: (fee: string) => `zuzüglich einer Aufnahmegebühr von ${fee}`,
    paymentFirst:
      "Ein Antrag auf eine kostenpflichtige Mitgliedschaft wartet, bis die erste Rechnung bezahlt ist.",
  },
  form: {
    title: "Ihre Angaben",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    emailHint: "Sie haben schon ein Konto? Geben Sie dessen E-Mail und Passwort ein.",
    password: "Passwort",
    passwordHint: (min: number) => `Mindestens ${min} Zeichen.`,
    dateOfBirth: "Geburtsdatum (optional)",
    phoneNumber: "Telefon (optional)",
    website: "Dieses Feld leer lassen",
    submit: "Antrag stellen",
    checking: "Ihr Browser wird geprüft …",
    checked: "Ihr Browser wurde geprüft.",
    checkFailed:
      "Ihr Browser konnte nicht geprüft werden. Laden Sie die Seite neu und versuchen Sie es erneut.",
  },
  result: {
    pendingTitle: "Antrag eingegangen",
    pendingText: (club: string) =>
      `Vielen Dank. ${club} prüft Ihren Antrag und teilt Ihnen per E-Mail mit, sobald er genehmigt ist.`,
    activeTitle: "Willkommen, Sie sind Mitglied",
    activeText: (club: string) =>
      `Ihre Mitgliedschaft bei ${club} hat begonnen. Wir haben Ihnen eine Bestätigung gesendet.`,
    paymentTitle: "Ihr Antrag wartet auf die Zahlung",
    paymentText: (number: string, amount: string) =>
      `Ihr Antrag wird genehmigt, sobald die Beitrittsrechnung ${number} über ${amount} bezahlt ist.`,
    payOnline: (amount: string) => `${amount} online bezahlen`,
    bankTitle: "Per Überweisung bezahlen",
    accountHolder: "Kontoinhaber",
    bankName: "Kreditinstitut",
    accountNumber: "Kontonummer",
    routingCode: "Bankleitzahl",
    reference: "Verwendungszweck",
    noBankDetails: "Der Club teilt Ihnen mit, wie Sie bezahlen können.",
    open: "Weiter zu Clubhouse",
  },
} satisfies typeof en;

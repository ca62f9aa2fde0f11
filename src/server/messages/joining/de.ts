import type en from "./en.ts";

export default {
  notOffered: "Dieser Club nimmt keine Online-Anträge an.",
  chooseType: "Wählen Sie eine Mitgliedschaftsart, die der Club online anbietet.",
  proofMissing:
    "Die Prüfung Ihres Browsers wurde nicht abgeschlossen. Laden Sie die Seite neu und senden Sie das Formular erneut; lassen Sie die Seite geöffnet, bis es gesendet ist.",
  proofInvalid:
    "Die Prüfung Ihres Browsers konnte nicht bestätigt werden. Laden Sie die Seite neu und senden Sie das Formular erneut.",
  proofExpired: "Die Seite war zu lange geöffnet. Laden Sie sie neu und senden Sie das Formular erneut.",
  proofUsed:
    "Dieses Formular wurde bereits gesendet. Laden Sie die Seite neu, um erneut einen Antrag zu stellen.",
  accountExists:
    "Zu dieser E-Mail-Adresse gibt es ein Konto, und das Passwort ist nicht dessen Passwort. Melden Sie sich zuerst damit an und stellen Sie den Antrag dann auf dieser Seite.",
  alreadyMember: "Sie sind bereits Mitglied dieses Clubs, oder Ihr Antrag wartet noch.",
  accountRetry: "Das Konto konnte gerade nicht angelegt werden. Bitte versuchen Sie es erneut.",
  mail: {
    subject: (club: string) => `Ihr Antrag bei ${club}`,
    heading: (name: string) => `Vielen Dank, ${name}`,
    pending: (type: string, club: string) =>
      `Wir haben Ihren Antrag auf ${type} bei ${club} erhalten. Der Club teilt Ihnen mit, sobald er genehmigt ist.`,
    active: (type: string, club: string, number: string) =>
      `Willkommen bei ${club}: Sie sind Mitglied mit ${type}. Ihre Mitgliedsnummer ist ${number}.`,
    awaitingPayment: (type: string, club: string) =>
      `Wir haben Ihren Antrag auf ${type} bei ${club} erhalten. Er wartet auf die Zahlung der Beitrittsrechnung, die wir Ihnen in einer eigenen E-Mail senden.`,
    action: "Clubhouse öffnen",
    footer:
      "Sie erhalten diese E-Mail, weil Sie auf der Website des Clubs eine Mitgliedschaft beantragt haben.",
  },
  approved: {
    subject: (club: string) => `Willkommen bei ${club}: Ihre Mitgliedschaft ist aktiv`,
    heading: (name: string) => `Willkommen, ${name}`,
    period: (type: string, club: string, start: string, end: string) =>
      `${club} hat Ihren Antrag genehmigt. Ihre Mitgliedschaft ${type} läuft vom ${start} bis zum ${end}.`,
    lifetime: (type: string, club: string, start: string) =>
      `${club} hat Ihren Antrag genehmigt. Ihre Mitgliedschaft ${type} läuft ab dem ${start} auf Lebenszeit.`,
    number: (number: string) => `Ihre Mitgliedsnummer ist ${number}.`,
    signIn:
      "Melden Sie sich mit der E-Mail-Adresse und dem Passwort Ihres Antrags an, um Ihre Mitgliedschaft zu sehen.",
    action: "Anmelden",
  },
  rejected: {
    subject: (club: string) => `Zu Ihrem Antrag bei ${club}`,
    heading: (name: string) => `Guten Tag ${name},`,
    body: (type: string, club: string) =>
      `Vielen Dank für Ihr Interesse an ${club}. Leider müssen wir Ihnen mitteilen, dass Ihr Antrag auf ${type} nicht angenommen wurde.`,
    questions: "Bei Fragen antworten Sie einfach auf diese E-Mail; sie erreicht den Club.",
  },
  decisionFooter: "Sie erhalten diese E-Mail, weil Sie eine Mitgliedschaft im Club beantragt haben.",
} satisfies typeof en;

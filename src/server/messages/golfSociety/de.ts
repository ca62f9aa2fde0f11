import type en from "./en.ts";

// Anfragen von Gruppen nach Abschlagszeiten (Issue 36 Punkt 4, Entscheidung 084).
export default {
  notOffered: "Dieser Club nimmt keine Gruppenanfragen online an.",
  notFound: "Diese Gruppenanfrage gibt es in diesem Club nicht.",
  quoteNotFound:
    "Dieser Link zu einem Angebot funktioniert nicht: Er ist falsch, oder ein neueres Angebot hat es ersetzt.",
  answered: "Diese Anfrage wurde bereits beantwortet.",
  quoteAnswered: "Dieses Angebot wurde bereits beantwortet.",
  course: "Dieser Platz gehört nicht zu den buchbaren Plätzen des Clubs.",
  anyCourse: "Beliebiger Platz",
  anyTime: "Beliebige Zeit",
  details: {
    society: (name: string) => `Gruppe: ${name}`,
    date: (date: string) => `Datum: ${date}`,
    alternative: (date: string) => `Ausweichdatum: ${date}`,
    from: (time: string) => `Früheste Abschlagszeit: ${time}`,
    course: (course: string) => `Platz: ${course}`,
    players: (players: number) => `Spieler: ${players}`,
    organiser: (name: string, email: string, phone: string) => `Organisator: ${name}, ${email}, ${phone}`,
  },
  received: {
    subject: (club: string) => `Ihre Gruppenanfrage an ${club}`,
    heading: (name: string) => `Vielen Dank, ${name}`,
    intro: (club: string) =>
      `${club} hat Ihre Anfrage nach Abschlagszeiten erhalten. Der Club beantwortet sie mit einem Angebot per E-Mail.`,
    message: "Ihre Nachricht",
    footer:
      "Sie erhalten diese E-Mail, weil Sie auf der Website des Clubs eine Gruppenanfrage gesendet haben.",
  },
  toClub: {
    subject: (society: string) => `Eine Gruppenanfrage: ${society}`,
    heading: "Eine neue Gruppenanfrage",
    intro: (society: string, players: number) =>
      `${society} fragt Abschlagszeiten für ${players} Spieler an. Beantworten Sie sie mit einem Angebot im Reiter „Gruppen“ der Startliste.`,
    message: "Die Nachricht des Organisators",
    action: "Anfragen öffnen",
    footer: "Sie erhalten diese E-Mail, weil dies die Kontaktadresse des Clubs ist.",
  },
  quote: {
    subject: (club: string) => `${club}: das Angebot für Ihre Gruppe`,
    heading: (name: string) => `Hallo ${name},`,
    price: (perPlayer: string, players: number, total: string) =>
      `${perPlayer} pro Spieler, für ${players} Spieler: insgesamt ${total}.`,
    intro: (club: string) => `${club} hat Ihre Gruppenanfrage mit einem Angebot beantwortet.`,
    accept: "Öffnen Sie das Angebot, um es anzunehmen oder abzulehnen.",
    message: "Die Nachricht des Clubs",
    action: "Angebot ansehen",
    footer:
      "Sie erhalten diese E-Mail, weil Sie auf der Website des Clubs eine Gruppenanfrage gesendet haben.",
  },
  declined: {
    subject: (club: string) => `${club}: zu Ihrer Gruppenanfrage`,
    heading: (name: string) => `Hallo ${name},`,
    intro: (club: string) =>
      `Vielen Dank für Ihre Gruppenanfrage. Leider kann ${club} diese Abschlagszeiten nicht anbieten.`,
    message: "Die Nachricht des Clubs",
    footer:
      "Sie erhalten diese E-Mail, weil Sie auf der Website des Clubs eine Gruppenanfrage gesendet haben.",
  },
  answeredMail: {
    acceptedSubject: (society: string) => `Angebot angenommen: ${society}`,
    declinedSubject: (society: string) => `Angebot abgelehnt: ${society}`,
    heading: (society: string) => `${society} hat Ihr Angebot beantwortet`,
    accepted: (name: string, total: string) =>
      `${name} hat das Angebot über ${total} angenommen. Buchen Sie die Abschlagszeiten der Gruppe in der Startliste.`,
    declined: (name: string, total: string) => `${name} hat das Angebot über ${total} abgelehnt.`,
    action: "Anfragen öffnen",
    footer: "Sie erhalten diese E-Mail, weil Sie für den Club Gruppenanfragen beantworten.",
  },
} satisfies typeof en;

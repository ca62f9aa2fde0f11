import type en from "./en.ts";

export default {
  denied:
    "Sie haben keine Berechtigung, Kommunikationsvorlagen zu verwalten. Inhaber, Administratoren und Manager können das.",
  notFound: "Vorlage nicht gefunden",
  memberNotFound: "Mitglied nicht gefunden",
  duplicateName:
    "In diesem Club gibt es bereits eine Vorlage mit diesem Namen. Wählen Sie einen anderen Namen.",
  builtins: {
    invitation: {
      name: "Einladung",
      subject: "Sie sind eingeladen, {{club_name}} beizutreten",
      bodyHtml:
        "<p>Guten Tag,</p><p>wir würden uns freuen, Sie bei {{club_name}} auf Clubhouse willkommen zu heißen.</p>",
      note: "Wer eingeladen hat und in welcher Rolle, seine Nachricht, die Schaltfläche zum Annehmen der Einladung und ihr Ablaufdatum werden unter diesem Text eingefügt.",
    },
    welcome: {
      name: "Willkommen",
      subject: "Willkommen bei {{club_name}}: Ihre Mitgliedschaft ist aktiv",
      bodyHtml: "<p>Schön, dass Sie bei {{club_name}} sind. Wir freuen uns darauf, Sie im Club zu sehen.</p>",
      note: "Wird gesendet, wenn der Club einen Antrag genehmigt. Die Daten und die Nummer der Mitgliedschaft und eine Schaltfläche zum Anmelden werden unter diesem Text eingefügt.",
    },
    renewal_reminder: {
      name: "Verlängerungserinnerung",
      subject: "Zeit, Ihre Mitgliedschaft bei {{club_name}} zu verlängern",
      bodyHtml:
        "<p>Verlängern Sie Ihre Mitgliedschaft ({{membership_type}}), um Ihren Platz bei {{club_name}} zu behalten. Wenn Sie bereits verlängert haben, können Sie diese E-Mail ignorieren.</p>",
      note: "Wann die Mitgliedschaft endet (oder dass sie abgelaufen ist) und eine Schaltfläche, um sie zu öffnen, werden zu diesem Text hinzugefügt.",
    },
    booking_confirmation: {
      name: "Buchungsbestätigung",
      subject: "Ihre Buchung bei {{club_name}} ist bestätigt",
      bodyHtml: "<p>Guten Tag {{first_name}},</p><p>vielen Dank für Ihre Buchung bei {{club_name}}.</p>",
      note: "Die Einzelheiten der Buchung (Platz, Datum und Uhrzeit, Spieler) und ihr Kalendereintrag werden unter diesem Text eingefügt.",
    },
    invoice: {
      name: "Rechnung",
      subject: "Ihre Rechnung von {{club_name}}",
      bodyHtml: "<p>Guten Tag {{first_name}},</p><p>anbei erhalten Sie Ihre Rechnung von {{club_name}}.</p>",
      note: "Nummer, Betrag und Fälligkeit der Rechnung sowie ihr PDF werden zu diesem Text hinzugefügt.",
    },
  },
  sample: {
    lastName: "Muster",
    membershipType: "Jahresmitgliedschaft",
  },
  testSubjectPrefix: "[Test-E-Mail] ",
  testFooter: (club: string) => `Ein Test einer Vorlage von ${club}, von Clubhouse an Sie gesendet.`,
  footer: (club: string) => `Sie erhalten diese E-Mail als Mitglied von ${club}.`,
} satisfies typeof en;

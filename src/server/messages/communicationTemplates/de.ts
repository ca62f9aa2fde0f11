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
        "<p>Guten Tag,</p><p>Sie sind eingeladen, {{club_name}} auf Clubhouse beizutreten. Über die Schaltfläche unten erstellen Sie Ihr Konto oder nehmen die Einladung mit Ihrem bestehenden Konto an.</p>",
      note: "Die Schaltfläche zum Annehmen der Einladung und ihr Ablaufdatum werden unter diesem Text eingefügt.",
    },
    welcome: {
      name: "Willkommen",
      subject: "Willkommen bei {{club_name}}, {{first_name}}!",
      bodyHtml:
        "<p>Guten Tag {{first_name}},</p><p>willkommen bei {{club_name}}! Ihre Mitgliedschaft ({{membership_type}}) ist aktiv, Ihre Mitgliedsnummer lautet {{membership_number}}.</p><p>Wir freuen uns darauf, Sie im Club zu sehen.</p>",
      note: "Wird gesendet, wenn der Club einen Antrag genehmigt. Die Daten der Mitgliedschaft und eine Schaltfläche zum Anmelden werden unter diesem Text eingefügt.",
    },
    renewal_reminder: {
      name: "Verlängerungserinnerung",
      subject: "Ihre Mitgliedschaft bei {{club_name}} endet am {{membership_end}}",
      bodyHtml:
        "<p>Guten Tag {{first_name}},</p><p>Ihre Mitgliedschaft ({{membership_type}}) bei {{club_name}} endet am {{membership_end}}. Verlängern Sie sie rechtzeitig, um den Club weiter zu genießen.</p>",
      note: null,
    },
    booking_confirmation: {
      name: "Buchungsbestätigung",
      subject: "Ihre Buchung bei {{club_name}} ist bestätigt",
      bodyHtml:
        "<p>Guten Tag {{first_name}},</p><p>vielen Dank für Ihre Buchung bei {{club_name}}. Die Einzelheiten finden Sie unten.</p>",
      note: "Die Einzelheiten der Buchung (Platz, Datum und Uhrzeit, Spieler) werden unter diesem Text eingefügt.",
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

import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  placement: {
    full: "Diese Abschlagszeit ist ausgebucht.",
    onlyFree: (free: number) =>
      free === 1
        ? "Diese Abschlagszeit hat nur noch 1 freien Platz."
        : `Diese Abschlagszeit hat nur noch ${free} freie Plätze.`,
    overlap: (name: string, date: string, time: string) =>
      `${name} spielt bereits am ${date} um ${time} eine Runde, die sich mit dieser überschneiden würde.`,
    overlapSomeone: "Ein Spieler spielt bereits eine Runde, die sich mit dieser überschneiden würde.",
    goneMember:
      "Ein Spieler dieser Gruppe ist kein Mitglied des Clubs mehr: Sein Eintrag wurde gerade gelöscht. Wählen Sie die Spieler erneut aus.",
  },
  denied: {
    own: "Sie können in diesem Club keine Abschlagszeiten buchen.",
    manage:
      "Nur die Mitarbeiter des Clubs können Buchungen verschieben, Spieler einchecken und Nichterscheinen erfassen.",
    override:
      "Nur die Mitarbeiter des Clubs können außerhalb des Buchungsfensters buchen oder nach der Stornofrist stornieren.",
    notYours:
      "Sie können nur Buchungen ändern, die Sie selbst vorgenommen haben. Wenden Sie sich an die Person, die gebucht hat.",
  },
  notFound: {
    course: "Platz nicht gefunden",
    booking: "Buchung nicht gefunden",
    player: "Spieler nicht gefunden",
    member: "Dieser Spieler ist kein Mitglied dieses Clubs. Wählen Sie Spieler über die Mitgliedersuche aus.",
    feed: "Kalender-Feed nicht gefunden",
  },
  day: {
    courseInactive: (course: string) =>
      `${course} ist für Buchungen geschlossen. Wählen Sie einen anderen Platz oder fragen Sie den Club, wann er wieder öffnet.`,
    noTeeTimes: (course: string, date: string) => `${course} hat am ${date} keine Abschlagszeiten.`,
    notATeeTime: (time: string, first: string, last: string, interval: number) =>
      `${time} ist an diesem Tag keine Abschlagszeit dieses Platzes: Die Abschlagszeiten liegen zwischen ${first} und ${last}, alle ${interval} Minuten.`,
    past: "Diese Abschlagszeit ist bereits vorbei. Wählen Sie eine spätere Zeit.",
    started:
      "Diese Abschlagszeit hat bereits begonnen, daher kann die Buchung nicht mehr geändert oder storniert werden.",
    blocked: (reason: string, note: string | null) =>
      note
        ? `Diese Abschlagszeit ist wegen ${reason} gesperrt (${note}). Wählen Sie eine andere Zeit.`
        : `Diese Abschlagszeit ist wegen ${reason} gesperrt. Wählen Sie eine andere Zeit.`,
    reasons: {
      maintenance: "Platzpflege",
      competition: "eines Turniers",
      shotgun: "eines Kanonenstarts",
      other: "einer Clubveranstaltung",
    },
  },
  players: {
    noMemberRecord:
      "Sie haben in diesem Club keinen Mitgliedseintrag und können daher keine Abschlagszeiten buchen. Bitten Sie den Club, Sie als Mitglied aufzunehmen.",
    includeYourself:
      "Tragen Sie sich selbst als Spieler ein: Mitglieder buchen die Abschlagszeiten, zu denen sie selbst spielen.",
    noMember:
      "Eine Buchung braucht mindestens ein Mitglied: Gäste spielen mit dem Mitglied, das sie mitbringt.",
    twice: (name: string) => `${name} ist zweimal in der Gruppe genannt.`,
    alreadyPlaying: (name: string) => `${name} spielt bereits in dieser Buchung.`,
    tooManyGuests: (allowance: number) =>
      allowance === 0
        ? "Dieser Club erlaubt keine Gäste bei einer Buchung."
        : plural(allowance, {
            one: "Eine Buchung darf höchstens # Gast mitbringen.",
            other: "Eine Buchung darf höchstens # Gäste mitbringen.",
          }),
    inactive: (names: string, count: number) =>
      plural(count, {
        one: `${names} kann nicht gebucht werden: Nur Mitglieder mit aktiver Mitgliedschaft oder in der Nachfrist können spielen.`,
        other: `${names} können nicht gebucht werden: Nur Mitglieder mit aktiver Mitgliedschaft oder in der Nachfrist können spielen.`,
      }),
    suspended: (name: string, until: string, limit: number) =>
      plural(limit, {
        one: `${name} kann bis zum ${until} keine Abschlagszeiten buchen, nach einem Nichterscheinen in den letzten 90 Tagen.`,
        other: `${name} kann bis zum ${until} keine Abschlagszeiten buchen, nach # Nichterscheinen in den letzten 90 Tagen.`,
      }),
  },
  rules: {
    window: (date: string, opensDate: string, opensTime: string) =>
      `Abschlagszeiten am ${date} können ab dem ${opensDate} um ${opensTime} gebucht werden.`,
    ballot: (date: string, closesDate: string, closesTime: string) =>
      `Abschlagszeiten am ${date} werden per Losverfahren vergeben. Nehmen Sie bis zum ${closesDate} um ${closesTime} an der Verlosung teil; die nach der Ziehung freien Zeiten können danach gebucht werden.`,
    cutoff: (hours: number) =>
      plural(hours, {
        one: "Eine Buchung kann innerhalb von # Stunde vor der Abschlagszeit nicht mehr storniert werden. Bitte wenden Sie sich an den Club.",
        other:
          "Eine Buchung kann innerhalb von # Stunden vor der Abschlagszeit nicht mehr storniert werden. Bitte wenden Sie sich an den Club.",
      }),
    alreadyCancelled: "Diese Buchung ist bereits storniert.",
    cancelled: "Diese Buchung ist storniert, daher können ihre Spieler nicht geändert werden.",
    noShowTooEarly: "Ein Spieler kann erst nach der Abschlagszeit als nicht erschienen markiert werden.",
  },
  email: {
    confirmation: {
      subject: (course: string, when: string) => `Abschlagszeit gebucht: ${course}, ${when}`,
      heading: "Ihre Abschlagszeit ist gebucht",
      text: (course: string, club: string, when: string) => `${course} (${club}), ${when}.`,
      cutoff: (until: string) => `Sie können sie in Clubhouse bis zum ${until} stornieren.`,
    },
    change: {
      subject: (course: string, when: string) => `Abschlagszeit geändert: ${course}, ${when}`,
      heading: "Ihre Abschlagszeit wurde geändert",
      text: (before: string, after: string) => `Ihre Abschlagszeit wurde von ${before} auf ${after} verlegt.`,
    },
    cancellation: {
      subject: (course: string, when: string) => `Abschlagszeit storniert: ${course}, ${when}`,
      heading: "Ihre Abschlagszeit ist storniert",
      text: (course: string, club: string, when: string) =>
        `Ihre Buchung von ${course} (${club}), ${when}, wurde storniert.`,
      reason: "Hinweis des Clubs:",
    },
    players: (list: string) => `Spieler: ${list}`,
    guest: (name: string) => `${name} (Gast)`,
    when: (date: string, time: string) => `${date} um ${time}`,
    attached: "Der Kalendereintrag ist angehängt.",
    action: "Startliste öffnen",
    footer: (club: string) =>
      `Sie erhalten diese E-Mail, weil Sie bei ${club} eine Abschlagszeit gebucht haben.`,
  },
  formerMember: "Ehemaliges Mitglied",
  calendar: {
    summary: (course: string) => `Abschlagszeit: ${course}`,
    feedName: (club: string) => `Golfrunden – ${club}`,
    description: (list: string) => `Spieler: ${list}`,
  },
} satisfies typeof en;

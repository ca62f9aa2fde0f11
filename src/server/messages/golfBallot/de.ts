import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  denied: {
    draw: "Nur das Personal des Clubs kann eine Verlosung ziehen.",
  },
  notFound: {
    ballot: "Verlosung nicht gefunden",
    entry: "Teilnahme an der Verlosung nicht gefunden",
    waitlist: "Eintrag auf der Warteliste nicht gefunden",
  },
  day: {
    notBallot: (date: string) =>
      `Die Startzeiten am ${date} werden nicht verlost: Buchen Sie stattdessen eine freie Zeit im Startzeitenplan.`,
    noTimesInRange: (earliest: string, latest: string) =>
      `Zwischen ${earliest} und ${latest} gibt es an diesem Tag keine Startzeiten. Wählen Sie einen größeren Zeitraum.`,
    blocked:
      "Diese Startzeit ist vom Club gesperrt und hat daher keine Warteliste. Wählen Sie eine andere Zeit.",
  },
  entry: {
    closed: (date: string, time: string) =>
      `Die Verlosung für diesen Tag wurde am ${date} um ${time} geschlossen. Teilnahmen können nicht mehr abgegeben, geändert oder zurückgezogen werden.`,
    drawn:
      "Die Verlosung für diesen Tag ist gezogen. Sehen Sie sich die Ergebnisse an, oder tragen Sie sich auf die Warteliste einer vollen Startzeit ein.",
    notOpenYet: (date: string, time: string) =>
      `Ihr Buchungszeitraum erreicht diesen Tag am ${date} um ${time}. Ab dann können Sie an seiner Verlosung teilnehmen.`,
    alreadyEntered:
      "Sie nehmen an dieser Verlosung bereits teil. Ziehen Sie Ihre Teilnahme zuerst zurück, wenn Sie eine andere Gruppe oder einen anderen Zeitraum angeben möchten.",
    inAnotherEntry: (name: string) =>
      `${name} ist bereits in einer anderen Gruppe dieser Verlosung. Jedes Mitglied kann nur an einer Teilnahme beteiligt sein.`,
    entrantNotInGroup:
      "Sie müssen selbst zu den Spielern Ihrer Teilnahme gehören. Fügen Sie sich der Gruppe hinzu.",
    noMember:
      "Nennen Sie mindestens ein Mitglied in der Gruppe: Das erste genannte Mitglied nimmt an der Verlosung teil.",
    alreadyWithdrawn: "Diese Teilnahme wurde bereits zurückgezogen.",
    alreadyDrawn:
      "Diese Verlosung wurde bereits gezogen. Ihre Ergebnisse stehen fest: Eine erneute Ziehung wäre nicht fair.",
  },
  group: {
    tooBig: (max: number) =>
      plural(max, {
        one: "Eine Startzeit an diesem Tag fasst nur # Spieler. Verkleinern Sie die Gruppe.",
        other: "Eine Startzeit an diesem Tag fasst höchstens # Spieler. Verkleinern Sie die Gruppe.",
      }),
  },
  waitlist: {
    hasRoom: "Diese Startzeit hat noch Platz für Ihre Gruppe: Buchen Sie sie stattdessen.",
    alreadyWaiting: "Sie stehen bereits auf der Warteliste dieser Startzeit.",
    ballotPending: (date: string, time: string) =>
      `Dieser Tag wird verlost: Nehmen Sie an der Verlosung teil, bis sie am ${date} um ${time} schließt.`,
    notOpenYet: (date: string, time: string) =>
      `Ihr Buchungszeitraum erreicht diesen Tag am ${date} um ${time}. Ab dann können Sie sich auf seine Warteliste setzen.`,
    notWaiting: "Dieser Eintrag steht nicht mehr auf der Warteliste.",
    notOffered: "Diesem Eintrag wird derzeit kein Platz angeboten.",
    offerExpired: (time: string) =>
      `Das Angebot ist um ${time} abgelaufen, und der Platz ging an die nächste Gruppe auf der Warteliste.`,
  },
  hidden: {
    member: "Mitglied",
    guest: "Gast",
  },
  mail: {
    footer: (club: string) => `Sie erhalten diese E-Mail, weil Sie bei ${club} Golf spielen.`,
    placed: {
      subject: (date: string, time: string) => `Ergebnis der Verlosung: Sie spielen am ${date} um ${time}`,
      heading: "Ihre Gruppe hat eine Startzeit",
      text: (course: string, date: string, time: string, players: number) =>
        plural(players, {
          one: `Die Verlosung hat Sie auf ${course} am ${date} um ${time} eingeteilt.`,
          other: `Die Verlosung hat Ihre Gruppe von # Spielern auf ${course} am ${date} um ${time} eingeteilt.`,
        }),
      nearest: (earliest: string, latest: string) =>
        `Ihre Wunschzeit war bereits vergeben, daher haben Sie die freie Zeit, die ihr zwischen ${earliest} und ${latest} am nächsten liegt.`,
    },
    waitlisted: {
      subject: (date: string) => `Ergebnis der Verlosung für den ${date}: auf der Warteliste`,
      heading: "Ihre Gruppe steht auf der Warteliste",
      text: (course: string, date: string, earliest: string, latest: string) =>
        `Die Verlosung konnte Ihre Gruppe auf ${course} am ${date} zwischen ${earliest} und ${latest} nicht unterbringen.`,
      waiting: (time: string) =>
        `Sie stehen auf der Warteliste für ${time}. Wenn dort Plätze frei werden, erhalten Sie eine E-Mail von uns.`,
      priority: "In den Verlosungen des Clubs der nächsten 30 Tage haben Sie Vorrang.",
    },
    results: "Ergebnisse ansehen",
    seeBookings: "Meine Buchungen ansehen",
    booked: {
      subject: (date: string, time: string) =>
        `Ein Platz ist frei geworden: Sie spielen am ${date} um ${time}`,
      heading: "Sie sind von der Warteliste gebucht",
      text: (course: string, date: string, time: string) =>
        `Auf ${course} sind am ${date} um ${time} Plätze frei geworden, und Ihre Gruppe ist jetzt dort gebucht.`,
    },
    offered: {
      subject: (date: string, time: string) => `Ein Platz ist frei: am ${date} um ${time}`,
      heading: "Eine Startzeit ist für Sie reserviert",
      text: (course: string, date: string, time: string, until: string) =>
        `Auf ${course} sind am ${date} um ${time} Plätze frei geworden. Sie sind bis ${until} für Ihre Gruppe reserviert.`,
      hint: "Nehmen Sie den Platz bis dahin an; danach geht er an die nächste Gruppe auf der Warteliste.",
      action: "Platz annehmen",
    },
  },
} satisfies typeof en;

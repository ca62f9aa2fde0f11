import type en from "./en.ts";

export default {
  date: "Geben Sie ein Datum im Format JJJJ-MM-TT an.",
  between: (field: string, min: number, max: number) =>
    `${field} muss eine ganze Zahl von ${min} bis ${max} sein.`,
  fields: {
    bookingWindowDays: "Das Buchungsfenster",
    guestAllowance: "Die Zahl der Gäste",
    cancellationCutoffHours: "Die Stornierungsfrist",
    memberGreenFee: "Das Greenfee für Mitglieder",
    guestGreenFee: "Das Greenfee für Gäste",
    noShowLimit: "Die Zahl der Nichterscheinen",
    noShowSuspensionDays: "Die Tage ohne Buchung",
    intervalMinutes: "Der Abstand",
    playersPerTime: "Die Spieler je Abschlagszeit",
    roundMinutes: "Die Rundendauer",
    ballotCloseDaysBefore: "Die Tage vor der Auslosung",
  },
  waitlistMode:
    "Wählen Sie, ob ein frei gewordener Platz die erste wartende Gruppe bucht oder ihr angeboten wird.",
  release: "Wählen Sie „Wer zuerst kommt“ oder „Auslosung“.",
  lastBeforeFirst: "Die letzte Abschlagszeit kann nicht vor der ersten liegen.",
  courseName: "Geben Sie dem Platz einen Namen.",
  nameTooLong: (max: number) => `Ein Name darf höchstens ${max} Zeichen haben.`,
  holes: "Ein Platz hat 9 oder 18 Löcher.",
  sevenDays: "Geben Sie die Regeln jedes Tages von Montag bis Sonntag an.",
  blockReason: "Wählen Sie Pflege, Turnier, Kanonenstart oder Sonstiges.",
  endAfterStart: "Das Ende muss nach dem Beginn liegen.",
  repeatUntil: "Die letzte Woche kann nicht vor dem ersten Tag liegen.",
  guestName: "Geben Sie den Namen des Gastes an.",
  playersCount: (max: number) => `Eine Abschlagszeit fasst 1 bis ${max} Spieler.`,
  latestBeforeEarliest: "Die späteste Zeit kann nicht vor der frühesten liegen.",
} satisfies typeof en;

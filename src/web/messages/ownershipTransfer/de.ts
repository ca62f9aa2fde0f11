import type en from "./en.ts";

export default {
  panel: {
    title: "Inhaberschaft übertragen",
    description:
      "Übergeben Sie den Club an einen seiner Administratoren. Er bestätigt über einen Link, den wir ihm per E-Mail senden; dann wird er Inhaber und Sie Administrator.",
    administrator: "Neuer Inhaber",
    administratorHint: "Nur aktive Administratoren können benannt werden.",
    placeholder: "Administrator wählen",
    noCandidates:
      "Der Club hat keinen anderen aktiven Administrator. Laden Sie zuerst einen in den Administratoreinstellungen ein.",
    start: "Inhaberschaft übertragen",
    loading: "Übertragung der Inhaberschaft wird geladen …",
    loadFailed: "Die Übertragung der Inhaberschaft konnte nicht geladen werden.",
    pending: (name: string, until: string) => `Warten auf die Zustimmung von ${name}, bis ${until}.`,
    expired: (name: string) =>
      `Die Übertragung an ${name} ist ohne Antwort abgelaufen. Sie können eine neue starten.`,
    cancel: "Übertragung zurückziehen",
    cancelled: "Die Übertragung der Inhaberschaft wurde zurückgezogen.",
    started: (name: string) => `Wir haben ${name} einen Link zur Annahme der Inhaberschaft gesendet.`,
    confirmTitle: (club: string) => `Inhaberschaft von ${club} übertragen?`,
    confirmText: (name: string, club: string) =>
      `${name} wird per E-Mail gebeten, Inhaber von ${club} zu werden. Sobald er annimmt, werden Sie Administrator: Sie können den Club dann nicht mehr löschen, seinen Zahlungsanbieter ändern oder ihn übertragen.`,
    confirm: "Anfrage senden",
    back: "Abbrechen",
  },
  page: {
    title: "Übertragung der Inhaberschaft",
    loading: "Übertragung wird geladen …",
    noToken: "Dieser Link enthält kein Token. Öffnen Sie den Link aus der E-Mail erneut.",
    asks: (from: string, club: string) => `${from} bittet Sie, Inhaber von ${club} zu werden.`,
    explain:
      "Als Inhaber dürfen Sie im Club alles, auch ihn löschen und seinen Zahlungsanbieter ändern. Der bisherige Inhaber bleibt Administrator.",
    until: (until: string) => `Sie können bis ${until} antworten.`,
    accept: "Annehmen und Inhaber werden",
    decline: "Ablehnen",
    accepted: (club: string) => `Sie sind jetzt Inhaber von ${club}.`,
    declinedHere: (club: string) => `Sie haben abgelehnt. ${club} behält seinen Inhaber.`,
    status: {
      accepted: "Diese Übertragung der Inhaberschaft wurde bereits angenommen.",
      declined: "Diese Übertragung der Inhaberschaft wurde abgelehnt.",
      cancelled: "Diese Übertragung der Inhaberschaft wurde vom Inhaber zurückgezogen.",
      expired:
        "Diese Übertragung der Inhaberschaft ist abgelaufen. Bitten Sie den Inhaber, eine neue zu starten.",
    },
    tryAgain: "Erneut versuchen",
    openClub: "Zur Übersicht",
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  denied: "Mit Ihrer Rolle können Sie in diesem Club keine Rechnungen online bezahlen.",
  line: (number: string, club: string) => `Rechnung ${number} — ${club}`,
  checkout: {
    notTaken: (club: string) =>
      `${club} nimmt keine Online-Zahlungen an. Bitte bezahlen Sie diese Rechnung auf einem anderen Weg, den der Club annimmt.`,
    creditNote: (number: string) =>
      `${number} ist eine Gutschrift: Der Club schuldet Ihnen diesen Betrag, es ist nichts zu bezahlen.`,
    draft: "Diese Rechnung ist ein Entwurf: Sie kann bezahlt werden, sobald der Club sie ausgestellt hat.",
    paid: (number: string) => `${number} ist vollständig bezahlt: Es ist nichts mehr zu zahlen.`,
    void: (number: string) => `${number} ist storniert und kann nicht bezahlt werden.`,
    nothingOwed: (number: string) => `Auf ${number} ist nichts offen.`,
    testKeyLiveMode:
      "Online-Zahlung ist nicht möglich: Der geheime Stripe-Schlüssel des Clubs ist ein Testschlüssel (sk_test_…), der Testmodus ist aber ausgeschaltet. Der Inhaber des Clubs muss in den Zahlungseinstellungen des Clubs einen Live-Schlüssel hinterlegen oder den Testmodus einschalten.",
    liveKeyTestMode:
      "Online-Zahlung ist nicht möglich: Der geheime Stripe-Schlüssel des Clubs ist ein Live-Schlüssel (sk_live_…), der Testmodus ist aber eingeschaltet. Der Inhaber des Clubs muss in den Zahlungseinstellungen des Clubs einen Testschlüssel hinterlegen oder den Testmodus ausschalten.",
    notStripeKey:
      "Online-Zahlung ist nicht möglich: Der hinterlegte geheime Stripe-Schlüssel des Clubs ist keiner (er beginnt mit sk_test_, sk_live_, rk_test_ oder rk_live_). Der Inhaber des Clubs muss ihn in den Zahlungseinstellungen des Clubs neu hinterlegen.",
    unreadable:
      "Online-Zahlung ist gerade nicht möglich: Die Stripe-Schlüssel des Clubs können nicht gelesen werden. Der Inhaber des Clubs muss sie in den Zahlungseinstellungen des Clubs neu hinterlegen.",
    unreachable: "Stripe ist nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.",
    keyRefused:
      "Stripe hat den geheimen Schlüssel des Clubs abgelehnt. Der Inhaber des Clubs muss die Stripe-Schlüssel in den Zahlungseinstellungen des Clubs prüfen.",
    refused: (reason: string) => `Stripe hat die Zahlungsseite nicht geöffnet: „${reason}“`,
  },
  refund: {
    unreachable:
      "Stripe war nicht erreichbar, daher wurde nichts erstattet. Bitte versuchen Sie es in einigen Minuten erneut.",
    keyRefused:
      "Stripe hat den geheimen Schlüssel des Clubs abgelehnt, daher wurde nichts erstattet. Der Inhaber des Clubs muss die Stripe-Schlüssel in den Zahlungseinstellungen prüfen.",
    refused: (reason: string) =>
      `Stripe hat die Erstattung abgelehnt, daher wurde nichts erstattet: „${reason}“`,
  },
  unmatched: {
    notFound: "In diesem Club gibt es keine solche Zahlung.",
    done: "Diese Zahlung wurde bereits erledigt.",
    noKey:
      "Clubhouse kann diese Zahlung nicht bei Stripe erstatten: Der Stripe-Schlüssel des Clubs ist nicht gespeichert, oder Stripe hat die Zahlung nicht genannt. Erstatten Sie sie im Stripe-Dashboard und markieren Sie sie dann als erledigt.",
  },
  webhook: {
    unknown: "Unter dieser Adresse empfängt kein Club Stripe-Ereignisse.",
    noSecret:
      "Dieser Club hat kein Stripe-Webhook-Geheimnis: Hinterlegen Sie es mit den Stripe-Schlüsseln des Clubs, bevor Stripe Ereignisse hierher sendet.",
    signatureMissing: "Der Header Stripe-Signature fehlt: Die Anfrage kam nicht von Stripe.",
    signatureExpired:
      "Der Zeitstempel der Stripe-Signature ist älter als 5 Minuten: Das Ereignis wird als mögliche Wiederholung abgelehnt.",
    signatureFuture:
      "Der Zeitstempel der Stripe-Signature liegt mehr als eine Minute vor der Uhr dieses Servers: Das Ereignis wird abgelehnt. Prüfen Sie die Uhr des Servers.",
    malformed:
      "Das Ereignis ist nicht so, wie Stripe es schreibt: amount_total muss eine ganze Zahl der kleinsten Einheit der Währung sein, von 1 bis 10.000.000.000.",
    signatureInvalid:
      "Die Stripe-Signature passt nicht zum Inhalt und zum Webhook-Geheimnis des Clubs: Die Anfrage kam nicht von Stripe oder wurde unterwegs verändert.",
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  membersNotFound: "Mitglied nicht gefunden",
  notFound:
    "Dieser Anmeldelink ist ungültig. Prüfen Sie, ob Sie den ganzen Link aus der E-Mail kopiert haben.",
  expired: "Dieser Anmeldelink ist abgelaufen. Bitten Sie den Club um einen neuen.",
  used: "Dieser Anmeldelink wurde bereits verwendet: Ihr Konto besteht. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
  changed:
    "Dieser Anmeldelink ging an eine Adresse, die der Club nicht mehr für Sie hat. Bitten Sie den Club um einen neuen.",
  accountExists:
    "Mit dieser E-Mail-Adresse besteht bereits ein Konto. Melden Sie sich damit an: Ihre Mitgliedschaft wird dabei damit verknüpft.",
  accountRetry: "Das Konto konnte gerade nicht angelegt werden. Bitte versuchen Sie es erneut.",
  mail: {
    subject: (club: string) => `${club} lädt Sie zur Anmeldung ein`,
    heading: (name: string) => `Hallo ${name},`,
    headingNoName: "Hallo,",
    intro: (club: string) =>
      `${club} nutzt Clubhouse für seine Mitglieder: Ihre Mitgliedschaft, Ihre Rechnungen und Ihre Buchungen finden Sie dort.`,
    how: "Öffnen Sie Ihren persönlichen Link, um ein Passwort zu wählen. Ihr Konto wird mit dieser E-Mail-Adresse angelegt und mit Ihrer Mitgliedschaft verknüpft.",
    validity: (days: number) =>
      `Der Link ist ${days} Tage gültig und nur für Sie bestimmt: Geben Sie ihn nicht weiter.`,
    action: "Passwort wählen",
    footer: "Sie erhalten diese E-Mail, weil der Club Sie mit dieser Adresse als Mitglied führt.",
  },
} satisfies typeof en;

import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

const roles: Record<InvitationRole, string> = {
  admin: "en tant qu'administrateur",
  manager: "en tant que gestionnaire",
  member: "en tant que membre",
};
const asRole = (role: InvitationRole) => roles[role] ?? `en tant que ${role}`;

export default {
  layout: {
    buttonFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:",
    linkFallback: "Si le lien ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail.",
  },
  verification: {
    subject: "Confirmez votre adresse e-mail",
    heading: (name: string) => `Bienvenue sur Clubhouse, ${name}`,
    text: "Confirmez votre adresse e-mail pour terminer la création de votre compte. Le lien est valable une heure.",
    action: "Confirmer l'adresse e-mail",
  },
  existingAccount: {
    subject: "Quelqu'un a tenté de créer un compte avec votre adresse e-mail",
    heading: "Vous avez déjà un compte",
    text: "Quelqu'un a tenté de créer un compte Clubhouse avec cette adresse e-mail, qui en possède déjà un.",
    hint: "Si c'était vous, connectez-vous plutôt, ou réinitialisez votre mot de passe si vous l'avez oublié.",
    action: "Se connecter",
  },
  resetPassword: {
    subject: "Réinitialisez votre mot de passe",
    heading: "Réinitialisation du mot de passe",
    greeting: (name: string) =>
      `Bonjour ${name}, nous avons reçu une demande de réinitialisation du mot de passe de votre compte Clubhouse.`,
    text: "Le lien est valable une heure. Lorsque vous aurez choisi un nouveau mot de passe, toutes vos autres sessions seront déconnectées.",
    action: "Choisir un nouveau mot de passe",
  },
  oneTimeCode: {
    subject: (code: string) => `Votre code de connexion Clubhouse\u00a0: ${code}`,
    heading: "Votre code de connexion",
    text: (minutes: number) =>
      plural(minutes, {
        one: "Saisissez ce code pour vous connecter. Il est valable # minute et ne peut être utilisé qu'une seule fois.",
        other:
          "Saisissez ce code pour vous connecter. Il est valable # minutes et ne peut être utilisé qu'une seule fois.",
      }),
  },
  invitation: {
    defaultInviter: "L'administrateur du club",
    defaultClub: "Votre club",
    subject: (club: string, role: InvitationRole) => `Invitation à rejoindre ${club} ${asRole(role)}`,
    heading: (club: string) => `Rejoignez ${club} sur Clubhouse`,
    invited: (inviter: string, club: string, role: InvitationRole) =>
      `${inviter} vous invite à rejoindre ${club} ${asRole(role)}.`,
    validity: (days: number, expires: { date: string; time: string }) =>
      `${plural(days, {
        one: "Cette invitation est valable # jour.",
        other: "Cette invitation est valable # jours.",
      })} Elle expire le ${expires.date} à ${expires.time}. Ouvrez-la pour créer votre compte, ou pour l'accepter avec votre compte existant.`,
    messageFrom: (inviter: string) => `Un message de ${inviter}\u00a0:`,
    action: "Accepter l'invitation",
    footer:
      "Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail ou la refuser depuis le lien.",
  },
  renewalReminder: {
    subject: (club: string, date: string) => `Votre adhésion à ${club} se termine le ${date}`,
    subjectEnded: (club: string) => `Votre adhésion à ${club} est terminée`,
    heading: (name: string) => `Bonjour ${name},`,
    ending: (type: string, date: string, days: number) =>
      `Votre adhésion (${type}) se termine le ${date}, ${plural(days, { one: "dans # jour", other: "dans # jours" })}.`,
    endsToday: (type: string, date: string) => `Votre adhésion (${type}) se termine aujourd'hui, le ${date}.`,
    ended: (type: string, date: string) => `Votre adhésion (${type}) s'est terminée le ${date}.`,
    renew:
      "Renouvelez-la pour garder votre place au club. Si vous l'avez déjà renouvelée, vous pouvez ignorer cet e-mail.",
    action: "Ouvrir mon adhésion",
    footer: (club: string) => `Vous recevez ce rappel en tant que membre de ${club}.`,
  },
} satisfies typeof en;

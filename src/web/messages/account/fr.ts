import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  signUp: {
    title: "Créer votre compte",
    description: "Gérez votre club avec Clubhouse.",
    haveAccount: "Vous avez déjà un compte\u00a0?",
    signIn: "Se connecter",
    firstName: "Prénom",
    lastName: "Nom",
    withClub: "Je crée un club",
    withClubHint: "Votre club sera créé lors de votre première connexion.",
    clubName: "Nom du club",
    clubEmail: "E-mail du club",
    clubEmailHint: "Laissez vide pour utiliser votre propre e-mail.",
    submit: "Créer le compte",
    clubNameMissing: "Donnez un nom à votre club, ou décochez «\u00a0Je crée un club\u00a0».",
    clubNameTooLong: (max: number) => `Le nom du club peut contenir au plus ${max}\u00a0caractères.`,
    sent: {
      title: "Consultez vos e-mails",
      text: (email: string) =>
        `Nous avons envoyé un lien de confirmation à ${email}. Ouvrez-le pour confirmer votre adresse, puis connectez-vous.`,
      textWithClub: (email: string) =>
        `Nous avons envoyé un lien de confirmation à ${email}. Ouvrez-le pour confirmer votre adresse, puis connectez-vous sur cet appareil pour terminer la création de votre club.`,
      spam: "Rien reçu après quelques minutes\u00a0? Vérifiez votre dossier de courrier indésirable, ou inscrivez-vous à nouveau pour recevoir un nouveau lien.",
      goToSignIn: "Aller à la connexion",
    },
  },
  otp: {
    title: "Se connecter avec un code à usage unique",
    description: "Nous vous enverrons par e-mail un code pour vous connecter sans mot de passe.",
    send: "Envoyer le code",
    sent: (email: string, digits: number, minutes: number) =>
      plural(minutes, {
        one: `Si un compte existe pour ${email}, nous lui avons envoyé un code à ${digits}\u00a0chiffres. Il est valable #\u00a0minute.`,
        other: `Si un compte existe pour ${email}, nous lui avons envoyé un code à ${digits}\u00a0chiffres. Il est valable #\u00a0minutes.`,
      }),
    enterTitle: "Saisissez votre code",
    enterDescription: (email: string) => `Saisissez le code que nous avons envoyé à ${email}.`,
    codeLabel: "Code à usage unique",
    digit: (position: number, digits: number) => `Chiffre ${position} sur ${digits}`,
    incomplete: (digits: number) => `Saisissez les ${digits}\u00a0chiffres du code.`,
    submit: "Se connecter avec le code",
    resend: "Envoyer un nouveau code",
    otherEmail: "Utiliser un autre e-mail",
    preferPassword: "Vous préférez votre mot de passe\u00a0?",
    withPassword: "Se connecter avec le mot de passe",
  },
  forgotPassword: {
    title: "Réinitialiser votre mot de passe",
    description:
      "Saisissez l'adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    remembered: "Vous vous en souvenez\u00a0?",
    submit: "Envoyer le lien",
    sent: "Si un compte existe pour cette adresse, nous avons envoyé un lien pour réinitialiser le mot de passe.",
    otherAddress: "Utiliser une autre adresse",
  },
  resetPassword: {
    title: "Choisir un nouveau mot de passe",
    description:
      "Choisissez un nouveau mot de passe pour votre compte. Vos sessions sur les autres appareils seront fermées.",
    invalidTitle: "Réinitialiser votre mot de passe",
    linkInvalid:
      "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré. Un lien ne sert qu'une fois et pendant une heure.",
    linkMissing: "Cette page nécessite le lien reçu dans l'e-mail de réinitialisation du mot de passe.",
    requestNew: "Demander un nouveau lien",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmer le nouveau mot de passe",
    mismatch: "Les deux mots de passe ne correspondent pas.",
    submit: "Réinitialiser le mot de passe",
  },
} satisfies typeof en;

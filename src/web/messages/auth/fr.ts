import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  language: {
    label: "Langue",
  },
  fields: {
    email: "Adresse e-mail",
    password: "Mot de passe",
    passwordHint: (min: number) => `Au moins ${min}\u00a0caractères.`,
    backToSignIn: "Retour à la connexion",
  },
  errors: {
    invalidCredentials: "E-mail ou mot de passe incorrect.",
    emailNotVerified:
      "Votre adresse e-mail n'est pas encore confirmée. Nous vous avons envoyé un nouveau lien de confirmation\u00a0: ouvrez-le, puis connectez-vous.",
    network: "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
    server: "Un problème est survenu de notre côté. Veuillez réessayer plus tard.",
    tooManyAttempts: "Trop de tentatives. Veuillez réessayer plus tard.",
    tooManyAttemptsFor: (seconds: number) =>
      plural(seconds, {
        one: "Trop de tentatives. Veuillez réessayer dans #\u00a0seconde.",
        other: "Trop de tentatives. Veuillez réessayer dans #\u00a0secondes.",
      }),
    invalidOtp: "Ce code est incorrect. Vérifiez l'e-mail et réessayez.",
    otpExpired: "Ce code a expiré ou a été essayé trop de fois. Demandez un nouveau code.",
    invalidToken:
      "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré. Demandez-en un nouveau.",
    passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min}\u00a0caractères.`,
    passwordTooLong: (max: number) => `Le mot de passe peut contenir au plus ${max}\u00a0caractères.`,
    invalidEmail: "Saisissez une adresse e-mail valide.",
    nameRequired: "Le prénom et le nom sont obligatoires.",
    nameTooLong: (max: number) =>
      `Le prénom et le nom peuvent contenir chacun au plus ${max}\u00a0caractères.`,
    userExists: "Un compte existe déjà avec cette adresse e-mail.",
    providerUnavailable: "La connexion avec ce fournisseur n'est pas disponible pour le moment.",
    generic: "Un problème est survenu\u00a0!",
  },
  signIn: {
    title: "Se connecter",
    description: "Bon retour parmi nous. Connectez-vous pour gérer votre club.",
    noAccount: "Pas encore de compte\u00a0?",
    createAccount: "Créer un compte",
    verified: "Votre adresse e-mail est confirmée. Connectez-vous pour continuer.",
    passwordChanged: "Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.",
    forgotPassword: "Mot de passe oublié\u00a0?",
    submit: "Se connecter",
    withCode: "Se connecter avec un code",
    lockedUseCode:
      "Sur un appareil avec lequel vous vous êtes déjà connecté, la connexion fonctionne comme d’habitude. Sur un nouvel appareil, connectez-vous avec un code envoyé par e-mail.",
  },
  oauth: {
    or: "ou",
    continueWith: (provider: string) => `Continuer avec ${provider}`,
  },
  devMailbox: "Ouvrir la boîte de réception de développement",
} satisfies typeof en;

import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  title: "Invitation",
  loading: "Chargement de l'invitation…",
  loadFailed: "Impossible de charger l'invitation.",
  tryAgain: "Réessayer",
  joined: (club: string, role: string) => `Vous avez rejoint ${club} avec le rôle ${role}.`,
  status: {
    notFound: "Invitation introuvable",
    expired: "Invitation expirée",
    cancelled: "Invitation annulée",
    declined: "Invitation refusée",
    accepted: "Invitation déjà utilisée",
    missingText: "Ce lien ne contient aucune invitation.",
    missingHint:
      "Ouvrez à nouveau le lien de votre e-mail d'invitation, ou copiez-en l'adresse complète dans le navigateur.",
    notFoundText:
      "Ce lien d'invitation n'est pas valide. Il est peut-être incomplet, ou l'invitation a été renvoyée avec un nouveau lien.",
    notFoundHint:
      "Ouvrez le lien du dernier e-mail d'invitation, ou demandez une nouvelle invitation au club.",
    expiredText: (club: string, days: number) =>
      `L'invitation à rejoindre ${club} n'est plus valable\u00a0: les invitations sont valables ${plural(days, { one: "# jour", other: "# jours" })}.`,
    expiredHint: (inviter: string, club: string) =>
      `Demandez à ${inviter} ou à ${club} de vous envoyer une nouvelle invitation.`,
    cancelledText: (club: string) =>
      `${club} a annulé cette invitation\u00a0; elle ne peut donc plus être acceptée.`,
    cancelledHint: (inviter: string) =>
      `Si vous pensez qu'il s'agit d'une erreur, demandez à ${inviter} de vous inviter à nouveau.`,
    declinedNowText: (club: string, role: string) =>
      `Vous avez refusé l'invitation à rejoindre ${club} avec le rôle ${role}.`,
    declinedText: (club: string, role: string) =>
      `L'invitation à rejoindre ${club} avec le rôle ${role} a été refusée.`,
    declinedHint: (inviter: string) =>
      `Si vous changez d'avis, demandez à ${inviter} de vous inviter à nouveau.`,
    acceptedText: (club: string) =>
      `Cette invitation à rejoindre ${club} a déjà été acceptée. Elle ne peut être utilisée qu'une seule fois.`,
    acceptedHintSignedIn: (club: string) =>
      `Si elle a été acceptée avec ce compte, ${club} figure parmi vos clubs.`,
    acceptedHintSignedOut: (club: string) =>
      `Connectez-vous avec le compte qui l'a acceptée pour ouvrir ${club}.`,
    openClubhouse: "Ouvrir Clubhouse",
    signIn: "Se connecter",
  },
  pending: {
    title: "Vous avez une invitation",
    decline: "Refuser",
    declineTitle: "Refuser cette invitation\u00a0?",
    declineText: (club: string) =>
      `Vous ne rejoindrez pas ${club}, et ce lien cessera de fonctionner. Pour rejoindre le club plus tard, il vous faudrait une nouvelle invitation.`,
    keep: "Conserver l'invitation",
    declineConfirm: "Refuser l'invitation",
    signedInAs: (email: string) => `Vous utilisez le compte ${email}.`,
    notYou: "Ce n'est pas vous\u00a0? Se déconnecter",
    accept: "Accepter l'invitation",
    signOut: "Se déconnecter",
  },
  register: {
    title: "Créez votre compte",
    intro: (club: string) => `Choisissez votre nom et un mot de passe pour rejoindre ${club}.`,
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    emailHint: "L'adresse à laquelle l'invitation a été envoyée.",
    password: "Mot de passe",
    passwordHint: (min: number) =>
      plural(min, { one: "Au moins # caractère.", other: "Au moins # caractères." }),
    submit: "Créer le compte et rejoindre le club",
    haveAccount: (link: string) =>
      `Vous avez déjà un compte\u00a0? ${link} pour accepter l'invitation avec celui-ci.`,
    signIn: "Connectez-vous",
  },
  signInLink: {
    title: "Connectez-vous à votre club",
    loading: "Chargement de votre lien…",
    intro: (club: string) =>
      `${club} vous invite à vous connecter. Choisissez un mot de passe : votre compte est créé avec cette adresse et lié à votre adhésion.`,
    greeting: (name: string) => `Bonjour ${name},`,
    email: "E-mail",
    emailHint: "L'adresse que le club a pour vous.",
    password: "Mot de passe",
    passwordHint: (min: number) =>
      plural(min, { one: "Au moins # caractère.", other: "Au moins # caractères." }),
    submit: "Définir le mot de passe et se connecter",
    or: "ou",
    welcome: (club: string) => `Bienvenue à ${club}.`,
    notFound:
      "Ce lien de connexion n'est pas valide. Vérifiez que vous avez copié le lien entier de l'e-mail.",
    expired: "Ce lien de connexion a expiré. Demandez-en un nouveau au club.",
    used: "Ce lien a déjà servi : votre compte existe. Connectez-vous avec votre adresse e-mail et votre mot de passe.",
    changed:
      "Ce lien a été envoyé à une adresse que le club n'a plus pour vous. Demandez-en un nouveau au club.",
    signIn: "Se connecter",
  },
  details: {
    logoAlt: (club: string) => `Logo de ${club}`,
    invitedYou: (inviter: string, club: string, role: string) =>
      `${inviter} vous invite à rejoindre ${club} avec le rôle ${role}.`,
    messageFrom: (inviter: string) => `Un message de ${inviter}`,
    sentTo: "Envoyée à",
    validUntil: "Valable jusqu'au",
  },
} satisfies typeof en;

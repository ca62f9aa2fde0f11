import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  screen: {
    title: "Administrateurs",
    intro: (club: string) =>
      `Les personnes qui gèrent ${club}, et les invitations envoyées pour les rejoindre.`,
    invite: "Inviter",
    tabsLabel: "Administrateurs et invitations",
    tabs: {
      administrators: "Administrateurs",
      invitations: "Invitations",
    },
    noPermissionTitle: "Vous n'avez pas l'autorisation de gérer les administrateurs",
    noPermissionText: (club: string, role: string) =>
      `Seuls le propriétaire et les administrateurs du club peuvent inviter, modifier et retirer des administrateurs. Votre rôle dans ${club} est ${role}\u00a0; adressez-vous à un administrateur si quelqu'un doit être invité.`,
  },
  roleDescriptions: {
    admin:
      "Gère le club avec vous\u00a0: paramètres, gestionnaires et membres, réservations, facturation et communications. Ne peut ni supprimer le club ni modifier les informations de paiement.",
    manager:
      "Gère les membres, les réservations et les communications, et consulte la facturation. Pas d'accès aux paramètres du club.",
    member: "Un membre du club\u00a0: sa propre fiche, ses réservations et ses factures.",
  },
  administrators: {
    loadFailed: "Impossible de charger les administrateurs",
    loading: "Chargement des administrateurs...",
    you: "Vous",
    listLabel: "Administrateurs",
    columns: {
      name: "Nom",
      email: "Adresse e-mail",
      role: "Rôle",
      status: "Statut",
      joined: "Depuis le",
      actions: "Actions",
    },
    joinedOn: (date: string) => `Depuis le ${date}`,
    noun: (count: number) => plural(count, { one: "administrateur", other: "administrateurs" }),
    actionsFor: (name: string) => `Actions pour ${name}`,
    changeRoleTo: (role: string) => `Passer au rôle ${role}`,
    deactivate: "Désactiver",
    reactivate: "Réactiver",
    remove: "Retirer l'administrateur",
    nowRole: (name: string, role: string) => `${name} a désormais le rôle ${role}`,
    deactivated: (name: string) => `Accès de ${name} désactivé`,
    reactivated: (name: string) => `Accès de ${name} réactivé`,
    removed: (name: string) => `${name} ne fait plus partie des administrateurs`,
    changeRole: {
      title: (name: string, role: string) => `Donner le rôle ${role} à ${name}\u00a0?`,
      confirm: (role: string) => `Donner le rôle ${role}`,
      change: (name: string, from: string, club: string, to: string) =>
        `${name} a le rôle ${from} dans ${club} et aura désormais le rôle ${to}.`,
      mayDo: (role: string, description: string) => `Ce que permet le rôle ${role}\u00a0: ${description}`,
    },
    removal: {
      title: (name: string) => `Retirer ${name}\u00a0?`,
      confirm: "Retirer l'administrateur",
      text: (name: string, role: string, club: string) =>
        `${name} n'aura plus le rôle ${role} dans ${club} et perdra l'accès à son administration. Cette personne reste membre du club et pourra être invitée à nouveau plus tard.`,
    },
  },
  invitations: {
    statuses: {
      pending: "En attente",
      accepted: "Acceptée",
      declined: "Refusée",
      cancelled: "Annulée",
      expired: "Expirée",
    },
    all: "Toutes les invitations",
    filterLabel: "Statut",
    loadFailed: "Impossible de charger les invitations",
    loading: "Chargement des invitations...",
    noneYet: "Aucune invitation pour l'instant",
    noneOfStatus: {
      pending: "Aucune invitation en attente",
      accepted: "Aucune invitation acceptée",
      declined: "Aucune invitation refusée",
      cancelled: "Aucune invitation annulée",
      expired: "Aucune invitation expirée",
    },
    noneYetText:
      "Invitez les personnes qui vous aident à gérer le club\u00a0: elles reçoivent un e-mail avec un lien pour le rejoindre.",
    noneOfStatusText: "Choisissez un autre statut pour voir les autres invitations.",
    inviteSomeone: "Inviter quelqu'un",
    listLabel: "Invitations",
    columns: {
      email: "Adresse e-mail",
      role: "Rôle",
      status: "Statut",
      invitedBy: "Envoyée par",
      sent: "Envoyée le",
      expires: "Expire le",
      delivery: "Remise",
      actions: "Actions",
    },
    invitedByName: (name: string) => `Envoyée par ${name}`,
    sentOn: (date: string) => `Envoyée le ${date}`,
    expiresOn: (date: string) => `Expire le ${date}`,
    resend: "Renvoyer",
    resendLabel: (email: string) => `Renvoyer l'invitation à ${email}`,
    cancel: "Annuler",
    cancelLabel: (email: string) => `Annuler l'invitation à ${email}`,
    resent: (email: string) => `Invitation renvoyée à ${email}`,
    cancelled: (email: string) => `Invitation à ${email} annulée`,
    noun: (count: number) => plural(count, { one: "invitation", other: "invitations" }),
    cancellation: {
      title: (email: string) => `Annuler l'invitation à ${email}\u00a0?`,
      confirm: "Annuler l'invitation",
      keep: "Conserver l'invitation",
      text: "Le lien de l'e-mail ne fonctionnera plus. Vous pourrez renvoyer l'invitation plus tard.",
    },
    email: {
      sent: "E-mail envoyé",
      sending: "Envoi en cours…",
      failed: "Échec de l'e-mail",
      retrying: "Nouvelle tentative",
    },
  },
  inviteDialog: {
    title: (club: string) => `Inviter quelqu'un à rejoindre ${club}`,
    intro: (days: number) =>
      `Cette personne reçoit un e-mail avec un lien valable ${plural(days, { one: "# jour", other: "# jours" })}. Grâce à ce lien, elle crée son compte ou accepte avec celui qu'elle possède déjà.`,
    email: "Adresse e-mail",
    role: "Rôle",
    rolePlaceholder: "Choisissez un rôle",
    roleHint: "Ce que cette personne pourra faire dans le club.",
    message: "Message (facultatif)",
    messageHint: "Affiché dans l'e-mail d'invitation.",
    characters: (length: number, max: number) => `${length}/${max} caractères`,
    cancel: "Annuler",
    send: "Envoyer l'invitation",
    sent: (email: string) => `Invitation envoyée à ${email}`,
    sentAgain: (email: string) => `Invitation renvoyée à ${email}`,
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  denied:
    "Vous n'avez pas l'autorisation de gérer les modèles de communication. Les propriétaires, administrateurs et gestionnaires le peuvent.",
  notFound: "Modèle introuvable",
  memberNotFound: "Membre introuvable",
  duplicateName: "Un modèle porte déjà ce nom dans ce club. Choisissez un autre nom.",
  builtins: {
    invitation: {
      name: "Invitation",
      subject: "Vous êtes invité à rejoindre {{club_name}}",
      bodyHtml:
        "<p>Bonjour,</p><p>Vous êtes invité à rejoindre {{club_name}} sur Clubhouse. Utilisez le bouton ci-dessous pour créer votre compte, ou pour accepter avec votre compte existant.</p>",
      note: "Le bouton pour accepter l'invitation et sa date d'expiration sont ajoutés sous ce texte.",
    },
    welcome: {
      name: "Bienvenue",
      subject: "Bienvenue à {{club_name}}, {{first_name}}\u00a0!",
      bodyHtml:
        "<p>Bonjour {{first_name}},</p><p>Bienvenue à {{club_name}}\u00a0! Votre adhésion ({{membership_type}}) est active et votre numéro d'adhérent est {{membership_number}}.</p><p>Au plaisir de vous voir au club.</p>",
      note: "Envoyé lorsque le club approuve une demande. Les dates de l'adhésion et un bouton pour se connecter sont ajoutés sous ce texte.",
    },
    renewal_reminder: {
      name: "Rappel de renouvellement",
      subject: "Votre adhésion à {{club_name}} se termine le {{membership_end}}",
      bodyHtml:
        "<p>Bonjour {{first_name}},</p><p>Votre adhésion ({{membership_type}}) à {{club_name}} se termine le {{membership_end}}. Renouvelez-la à temps pour continuer à profiter du club.</p>",
      note: null,
    },
    booking_confirmation: {
      name: "Confirmation de réservation",
      subject: "Votre réservation à {{club_name}} est confirmée",
      bodyHtml:
        "<p>Bonjour {{first_name}},</p><p>Merci pour votre réservation à {{club_name}}. Vous en trouverez le détail ci-dessous.</p>",
      note: "Le détail de la réservation (parcours, date et heure, joueurs) est ajouté sous ce texte.",
    },
    invoice: {
      name: "Facture",
      subject: "Votre facture de {{club_name}}",
      bodyHtml:
        "<p>Bonjour {{first_name}},</p><p>Veuillez trouver ci-joint votre facture de {{club_name}}.</p>",
      note: "Le numéro, le montant et l'échéance de la facture, ainsi que son PDF, sont ajoutés à ce texte.",
    },
  },
  sample: {
    lastName: "Exemple",
    membershipType: "Annuelle",
  },
  testSubjectPrefix: "[Essai] ",
  testFooter: (club: string) => `Un essai d'un modèle de ${club}, envoyé par Clubhouse.`,
  footer: (club: string) => `Vous recevez cet e-mail en tant que membre de ${club}.`,
} satisfies typeof en;

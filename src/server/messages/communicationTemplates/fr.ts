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
        "<p>Bonjour,</p><p>Nous serions heureux de vous accueillir à {{club_name}} sur Clubhouse.</p>",
      note: "Qui a invité et avec quel rôle, son message, le bouton pour accepter l'invitation et sa date d'expiration sont ajoutés sous ce texte.",
    },
    welcome: {
      name: "Bienvenue",
      subject: "Bienvenue à {{club_name}}\u00a0: votre adhésion est active",
      bodyHtml:
        "<p>Nous sommes heureux de vous compter parmi les membres de {{club_name}} et avons hâte de vous voir au club.</p>",
      note: "Envoyé lorsque le club approuve une demande. Les dates et le numéro de l'adhésion et un bouton pour se connecter sont ajoutés sous ce texte.",
    },
    renewal_reminder: {
      name: "Rappel de renouvellement",
      subject: "Il est temps de renouveler votre adhésion à {{club_name}}",
      bodyHtml:
        "<p>Renouvelez votre adhésion {{membership_type}} pour garder votre place à {{club_name}}. Si vous l'avez déjà renouvelée, vous pouvez ignorer cet e-mail.</p>",
      note: "La date de fin de l'adhésion (ou le fait qu'elle est terminée) et un bouton pour l'ouvrir sont ajoutés à ce texte.",
    },
    booking_confirmation: {
      name: "Confirmation de réservation",
      subject: "Votre réservation à {{club_name}} est confirmée",
      bodyHtml: "<p>Bonjour {{first_name}},</p><p>Merci pour votre réservation à {{club_name}}.</p>",
      note: "Les détails de la réservation (parcours, date et heure, joueurs) et son entrée d'agenda sont ajoutés sous ce texte.",
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

import type en from "./en.ts";

export default {
  notOffered: "Ce club n'accepte pas de demandes en ligne.",
  chooseType: "Choisissez un type d'adhésion que le club propose en ligne.",
  proofMissing:
    "La vérification de votre navigateur n'a pas abouti. Rechargez la page et renvoyez le formulaire\u00a0; laissez la page ouverte jusqu'à l'envoi.",
  proofInvalid:
    "La vérification de votre navigateur n'a pas pu être confirmée. Rechargez la page et renvoyez le formulaire.",
  proofExpired: "La page est restée ouverte trop longtemps. Rechargez-la et renvoyez le formulaire.",
  proofUsed: "Ce formulaire a déjà été envoyé. Rechargez la page pour faire une nouvelle demande.",
  accountExists:
    "Un compte existe avec cette adresse e-mail, et ce mot de passe n'est pas le sien. Connectez-vous d'abord avec ce compte, puis faites votre demande depuis cette page.",
  alreadyMember: "Vous êtes déjà membre de ce club, ou votre demande est en attente.",
  accountRetry: "Le compte n'a pas pu être créé pour le moment. Veuillez réessayer.",
  mail: {
    subject: (club: string) => `Votre demande d'adhésion à ${club}`,
    heading: (name: string) => `Merci, ${name}`,
    pending: (type: string, club: string) =>
      `Nous avons bien reçu votre demande pour ${type} à ${club}. Le club vous informera dès qu'elle sera approuvée.`,
    active: (type: string, club: string, number: string) =>
      `Bienvenue à ${club}\u00a0: vous êtes membre avec ${type}. Votre numéro de membre est ${number}.`,
    awaitingPayment: (type: string, club: string) =>
      `Nous avons bien reçu votre demande pour ${type} à ${club}. Elle attend le paiement de sa facture d'adhésion, que nous vous envoyons dans un e-mail séparé.`,
    action: "Ouvrir Clubhouse",
    footer: "Vous recevez cet e-mail parce que vous avez demandé une adhésion sur le site du club.",
  },
  approved: {
    subject: (club: string) => `Bienvenue à ${club}\u00a0: votre adhésion est active`,
    heading: (name: string) => `Bienvenue, ${name}`,
    period: (type: string, club: string, start: string, end: string) =>
      `${club} a approuvé votre demande. Votre adhésion ${type} court du ${start} au ${end}.`,
    lifetime: (type: string, club: string, start: string) =>
      `${club} a approuvé votre demande. Votre adhésion ${type} court à partir du ${start}, à vie.`,
    number: (number: string) => `Votre numéro de membre est ${number}.`,
    signIn:
      "Connectez-vous avec l'adresse e-mail et le mot de passe de votre demande pour voir votre adhésion.",
    action: "Se connecter",
  },
  rejected: {
    subject: (club: string) => `À propos de votre demande auprès de ${club}`,
    heading: (name: string) => `Bonjour ${name},`,
    body: (type: string, club: string) =>
      `Merci de l'intérêt que vous portez à ${club}. Nous sommes au regret de vous informer que votre demande d'adhésion ${type} n'a pas été acceptée.`,
    questions: "Pour toute question, répondez à cet e-mail\u00a0: il parviendra au club.",
  },
  decisionFooter: "Vous recevez cet e-mail parce que vous avez demandé une adhésion au club.",
} satisfies typeof en;

import type en from "./en.ts";

export default {
  title: (club: string) => `Rejoindre ${club}`,
  intro: "Choisissez une adhésion, présentez-vous et créez votre compte.",
  loading: "Chargement de la page du club…",
  loadFailed: "La page n'a pas pu être chargée.",
  tryAgain: "Réessayer",
  notOffered: "Ce club n'accepte pas de demandes en ligne.",
  logoAlt: (club: string) => `Logo de ${club}`,
  types: {
    legend: "Type d'adhésion",
    free: "Gratuit",
    pricePer: {
      monthly: (price: string) => `${price} par mois`,
      quarterly: (price: string) => `${price} par trimestre`,
      annual: (price: string) => `${price} par an`,
      lifetime: (price: string) => `${price} une fois`,
    },
    joiningFee: (fee: string) => `plus des frais d'adhésion de ${fee}`,
    paymentFirst: "Une demande d'adhésion payante attend le paiement de sa première facture.",
  },
  form: {
    title: "Vos informations",
    firstName: "Prénom",
    lastName: "Nom",
    email: "E-mail",
    emailHint: "Vous avez déjà un compte\u00a0? Saisissez son e-mail et son mot de passe.",
    password: "Mot de passe",
    passwordHint: (min: number) => `Au moins ${min} caractères.`,
    dateOfBirth: "Date de naissance (facultatif)",
    phoneNumber: "Téléphone (facultatif)",
    website: "Laissez ce champ vide",
    submit: "Envoyer la demande",
    checking: "Vérification de votre navigateur…",
    checked: "Votre navigateur a été vérifié.",
    checkFailed: "Votre navigateur n'a pas pu être vérifié. Rechargez la page et réessayez.",
  },
  result: {
    pendingTitle: "Demande reçue",
    pendingText: (club: string) =>
      `Merci. ${club} examinera votre demande et vous informera par e-mail dès qu'elle sera approuvée.`,
    activeTitle: "Bienvenue, vous êtes membre",
    activeText: (club: string) =>
      `Votre adhésion à ${club} a commencé. Nous vous avons envoyé une confirmation.`,
    paymentTitle: "Votre demande attend le paiement",
    paymentText: (number: string, amount: string) =>
      `Votre demande sera approuvée dès que la facture d'adhésion ${number} de ${amount} sera payée.`,
    payOnline: (amount: string) => `Payer ${amount} en ligne`,
    bankTitle: "Payer par virement",
    accountHolder: "Titulaire du compte",
    bankName: "Banque",
    accountNumber: "Numéro de compte",
    routingCode: "Code banque",
    reference: "Référence",
    noBankDetails: "Le club vous indiquera comment payer.",
    open: "Continuer vers Clubhouse",
  },
} satisfies typeof en;

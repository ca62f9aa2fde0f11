import type en from "./en.ts";

export default {
  date: "Indiquez une date au format AAAA-MM-JJ.",
  member: "Choisissez le membre à facturer.",
  lines: {
    none: "Ajoutez au moins une ligne.",
    tooMany: (max: number) => `Une facture compte au plus ${max} lignes.`,
    kind: "Choisissez une cotisation, des frais d'adhésion, un green fee ou une ligne libre.",
    membershipType: "Choisissez un type d'adhésion.",
    bookingPlayer: "Choisissez le green fee à facturer.",
    description: "Décrivez la ligne.",
    descriptionTooLong: (max: number) => `La description d'une ligne compte au plus ${max} caractères.`,
    quantity: (max: number) => `La quantité est un nombre entier de 1 à ${max}.`,
    unitPrice:
      "Le prix unitaire est un montant dans la plus petite unité de la devise (centimes), positif ou négatif.",
    lineTooLarge:
      "Quantité × prix unitaire vaut au plus 10\u202f000\u202f000\u202f000 dans la plus petite unité de la devise (centimes).",
    periods: (max: number) => `Facturez de 1 à ${max} périodes.`,
  },
  notesTooLong: (max: number) => `Les notes comptent au plus ${max} caractères.`,
  amount: "Le montant est supérieur à zéro, dans la plus petite unité de la devise (centimes).",
  method: "Choisissez virement, espèces, carte ou Stripe.",
  referenceTooLong: (max: number) => `Une référence compte au plus ${max} caractères.`,
  reason: "Indiquez le motif.",
  reasonTooLong: (max: number) => `Un motif compte au plus ${max} caractères.`,
  status: "Choisissez un statut\u00a0: brouillon, ouverte, en retard, payée, annulée ou à encaisser.",
  kind: "Choisissez les factures ou les avoirs.",
  sort: "Triez par date d'émission, échéance, numéro, total ou membre.",
  order: "Triez par ordre croissant ou décroissant.",
  searchTooLong: (max: number) => `Une recherche compte au plus ${max} caractères.`,
  /** Comptes des membres (décision 081). */
  accounts: {
    choose: "Choisissez l’article ou le débit.",
    method: "Choisissez espèces, virement ou carte.",
    noteTooLong: (max: number) => `Une note compte au plus ${max} caractères.`,
    quantity: (max: number) => `La quantité est un nombre entier de 1 à ${max}.`,
    name: "Nommez l’article.",
    nameTooLong: (max: number) => `Un nom compte au plus ${max} caractères.`,
    chargeWhat: "Choisissez un article de la liste de prix, ou donnez une description et un montant.",
    threshold: "Le seuil de rechargement est un montant à partir de 0.",
    consent: "Cochez la case pour autoriser le club à débiter votre carte.",
  },
  settings: {
    accountHolder: (max: number) => `Le titulaire du compte ne peut pas dépasser ${max} caractères.`,
    bankName: (max: number) => `Le nom de la banque ne peut pas dépasser ${max} caractères.`,
    accountNumber: (max: number) => `L'IBAN ou le numéro de compte ne peut pas dépasser ${max} caractères.`,
    routingCode: (max: number) => `Le BIC ou le code banque ne peut pas dépasser ${max} caractères.`,
    paymentInstructions: (max: number) =>
      `Les instructions de paiement ne peuvent pas dépasser ${max} caractères.`,
    taxNumber: (max: number) => `Le numéro fiscal ne peut pas dépasser ${max} caractères.`,
    lateFeeType: "Choisissez un pourcentage du solde ou un montant fixe.",
    renewalInvoiceDays: {
      notNumber: "Les jours avant le renouvellement doivent être un nombre de jours.",
      notWhole: "Les jours avant le renouvellement doivent être un nombre entier de jours.",
      negative: "Les jours avant le renouvellement ne peuvent pas être négatifs.",
      tooHigh: "Les jours avant le renouvellement ne peuvent pas dépasser 365.",
    },
    reminderDays: {
      notNumber: "Le rappel doit être un nombre de jours.",
      notWhole: "Le rappel doit être un nombre entier de jours.",
      negative: "Le rappel ne peut pas être négatif\u00a0; 0 n'en envoie aucun.",
      tooHigh: "Le rappel ne peut pas être envoyé plus de 60\u00a0jours avant l'échéance.",
    },
  },
  sepa: {
    creditorId:
      "Saisissez un identifiant créancier SEPA valide (p. ex. DE98ZZZ09999999999) : ses chiffres de contrôle ne correspondent pas.",
    preNotificationDays: "La pré-notification est un nombre entier de jours de 1 à 14.",
    painVersion: "Choisissez pain.008.001.08 ou pain.008.001.02.",
    iban: "Saisissez un IBAN valide (p. ex. DE89 3704 0044 0532 0130 00) : ses chiffres de contrôle ne correspondent pas.",
    bic: "Saisissez un BIC valide de 8 ou 11 caractères (p. ex. COBADEFFXXX), ou laissez le champ vide.",
    accountHolder: "Saisissez le nom du titulaire du compte (70 caractères au plus).",
    reference: (max: number) =>
      `Une référence de mandat a de 1 à ${max} caractères : lettres A–Z, chiffres, espaces et / - ? : ( ) . , ' +.`,
    consent: "Acceptez le texte du mandat pour le signer.",
    reasonCode: "Saisissez le code motif de rejet de la banque, en quatre caractères (p. ex. AM04, MD06).",
    fee: "Les frais bancaires sont de zéro ou plus, en centimes.",
  },
  rangeReversed: "La fin de la période ne peut pas précéder son début.",
  taxRates: {
    name: "Donnez un nom au taux (60 caractères au plus).",
    percent: "Un taux de taxe est un pourcentage de 0 à 100, avec au plus 6 décimales.",
    kind: "Choisissez un taux normal ou une exonération.",
    note: "Indiquez la mention légale de l’exonération (300 caractères au plus), p. ex. « TVA non applicable, art. 261 du CGI ».",
    exemptPercent: "Une exonération n’a pas de taxe : son pourcentage est 0.",
    rate: "Choisissez l’un des taux actifs du club.",
    nameTaken: (name: string) => `Il existe déjà un taux nommé « ${name} ».`,
    tooMany: (max: number) => `Un club a au plus ${max} taux de taxe.`,
    defaultKept:
      "Le taux par défaut reste par défaut et actif : faites d’abord d’un autre taux le taux par défaut.",
    inUse: "Ce taux figure sur des factures émises : désactivez-le plutôt, pour qu’elles le gardent.",
    defaultDelete:
      "Le taux par défaut ne peut pas être supprimé : choisissez d’abord un autre taux par défaut.",
  },
  journal: {
    account: "Indiquez le numéro du compte (pour QuickBooks, son nom).",
    accountTooLong: (max: number) => `Un compte a au plus ${max} caractères.`,
    consultantNumber: "Le numéro de conseiller DATEV (Beraternummer) est un nombre entier de 1001 à 9999999.",
    clientNumber: "Le numéro de client DATEV (Mandantennummer) est un nombre entier de 1 à 99999.",
    accountLength: "Les comptes ont de 4 à 8 chiffres.",
    chart: "Choisissez SKR 03, SKR 04 ou un autre plan comptable.",
    financialYearStartMonth: "Choisissez le mois où commence l'exercice.",
    tooManyOverrides: (max: number) => `Au plus ${max} comptes particuliers.`,
    rate: "Un taux de taxe est un pourcentage de 0 à 100.",
    format: "Choisissez DATEV, Xero ou QuickBooks.",
    datevNumbers:
      "Indiquez d'abord pour DATEV le numéro de conseiller et le numéro de client (réglages du journal).",
    datevYear: (start: string) =>
      `Un fichier DATEV couvre un seul exercice : cette période dépasse l'exercice qui commence le ${start}.`,
    datevAccount: (account: string, digits: number) =>
      `Les comptes DATEV sont des numéros d'au plus ${digits + 1} chiffres : « ${account} » n'en est pas un. Modifiez-le dans les réglages du journal.`,
  },
} satisfies typeof en;

import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");
const conjunction = new Intl.ListFormat("fr", { type: "conjunction" });

/** "Profil, Horaires et Apparence". */
const list = (names: string[]) => conjunction.format(names);
/** "la section Profil", "les sections Profil et Finances". */
const theSections = (names: string[]) =>
  plural(names.length, { one: `la section ${list(names)}`, other: `les sections ${list(names)}` });
/** "Section Profil enregistrée", "Sections Profil et Finances enregistrées". */
const savedSections = (names: string[]) =>
  plural(names.length, {
    one: `Section ${list(names)} enregistrée`,
    other: `Sections ${list(names)} enregistrées`,
  });

export default {
  title: "Paramètres du club",
  loading: "Chargement des paramètres du club…",
  loadFailed: "Impossible de charger les paramètres du club",
  noPermission: {
    title: "Vous n'avez pas l'autorisation de modifier les paramètres du club",
    text: (club: string, role: string) =>
      `Seuls le propriétaire et les administrateurs du club peuvent modifier ses informations. Votre rôle dans ${club}\u00a0: ${role}. Adressez-vous à un administrateur si quelque chose doit être modifié.`,
  },

  sections: {
    profile: "Profil",
    hours: "Horaires",
    branding: "Apparence",
    communication: "Communication",
    financial: "Finances",
    membership: "Adhésion",
  },

  editor: {
    unsaved: "Modifications non enregistrées",
    reset: "Réinitialiser",
    save: "Enregistrer",
    saved: "Paramètres enregistrés",
    dismiss: "Fermer",
    sectionsLabel: "Sections des paramètres",
    needsAttention: "(à vérifier)",
    unsavedMark: "(non enregistré)",
    nothingSaved: (sections: string[]) =>
      `Rien n'a été enregistré. Vérifiez les champs signalés dans ${theSections(sections)}.`,
    refused: (saved: string[], refused: string[]) =>
      `${saved.length > 0 ? `${savedSections(saved)}. ` : ""}Vérifiez les champs signalés dans ${theSections(refused)}\u00a0: ils n'ont pas été enregistrés.`,
    partlySaved: (saved: string[]) =>
      `${savedSections(saved)}\u00a0; les autres modifications ne l'ont pas été. Veuillez réessayer.`,
    notSaved: "Les modifications n'ont pas été enregistrées. Veuillez réessayer.",
    invalid: "Certains champs ne sont pas valides.",
  },

  leave: {
    title: "Quitter sans enregistrer\u00a0?",
    text: (sections: string[]) =>
      `${sections.length > 0 ? `Vos modifications dans ${theSections(sections)} n'ont pas été enregistrées.` : "Vos modifications n'ont pas été enregistrées."} Si vous quittez maintenant, elles seront perdues.`,
    stay: "Rester",
    leave: "Quitter sans enregistrer",
  },

  profile: {
    club: {
      title: "Club",
      description: "Comment votre club se présente aux membres et aux visiteurs.",
      name: "Nom du club",
      tagline: "Slogan",
      descriptionField: "Description",
      counter: (count: number, max: number) => `${count}/${max} caractères`,
      established: "Fondé en",
      establishedHelp: (year: number) =>
        `L'année de fondation du club. Laissée vide, c'est l'année où il a été créé dans Clubhouse (${year}).`,
    },
    contact: {
      title: "Coordonnées",
      email: "E-mail",
      phone: "Téléphone",
      website: "Site web",
      inParts: "Saisir l'adresse en plusieurs champs",
      inPartsHelp: "Rue, ville, région, code postal et pays, ou une adresse en texte libre.",
      street: "Rue",
      city: "Ville",
      state: "État ou région",
      postalCode: "Code postal",
      country: "Pays",
      address: "Adresse",
    },
    region: {
      title: "Région et formats",
      description: "Utilisés pour les prix, les réservations et les dates dans tout le club.",
      currency: "Devise",
      timeZone: "Fuseau horaire",
      timeZoneHelp: "Les heures de départ et les horaires d'ouverture sont dans ce fuseau.",
      noTimeZone: "Aucun fuseau horaire ne correspond",
      language: "Langue",
      noLanguage: "Aucune langue ne correspond",
      languageUnavailable: (name: string, code: string) =>
        `${name} (${code}) — textes de Clubhouse non disponibles`,
      dateFormat: "Format de date",
      timeFormat: "Format d'heure",
      firstDayOfWeek: "Premier jour de la semaine",
    },
    sports: {
      title: "Sports",
      description: "Les sports pratiqués au club, et à qui s'adresser pour chacun.",
      available: "Sports proposés",
      availableHelp: "Choisissez dans la liste ou saisissez un sport et appuyez sur Entrée.",
    },
  },

  sportContacts: {
    title: "Contacts par sport",
    none: "Aucun contact pour l'instant.",
    shown: "Affichés aux membres pour chaque sport.",
    contact: (n: number) => `Contact ${n}`,
    sport: "Sport",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    sportOf: (n: number) => `Sport du contact ${n}`,
    nameOf: (n: number) => `Nom du contact ${n}`,
    emailOf: (n: number) => `E-mail du contact ${n}`,
    phoneOf: (n: number) => `Téléphone du contact ${n}`,
    remove: (n: number) => `Supprimer le contact ${n}`,
    add: "Ajouter un contact",
  },

  hours: {
    title: "Horaires d'ouverture",
    description:
      "Quand le club est ouvert, dans le fuseau horaire du club. Les réservations sont proposées pendant ces horaires.",
    open: "Ouvert",
    openOn: (day: string) => `Ouvert le ${day}`,
    openingTime: "Ouverture",
    closingTime: "Fermeture",
    openingTimeOf: (day: string) => `Heure d'ouverture le ${day}`,
    closingTimeOf: (day: string) => `Heure de fermeture le ${day}`,
    copyMonday: "Appliquer les horaires du lundi à tous les jours d'ouverture",
  },

  branding: {
    images: {
      title: "Logo et favicon",
      description: "Les images importées s'appliquent immédiatement, sans attendre l'enregistrement.",
    },
    colours: {
      title: "Couleurs et thèmes",
      description: "Appliqués à toutes les pages du club et à ses e-mails.",
      primary: "Couleur principale",
      primaryHelp: "Une couleur hexadécimale, comme #0ea5e9.",
      theme: "Thème du club",
      emailTheme: "Thème des e-mails",
      emailThemeHelp: "La mise en page des e-mails envoyés aux membres.",
    },
    themes: {
      light: "Clair",
      dark: "Sombre",
      auto: "Automatique (selon le système de chaque visiteur)",
    },
    emailThemes: {
      default: "Par défaut",
      modern: "Moderne",
      classic: "Classique",
      minimal: "Minimal",
    },
    preview: {
      title: "Aperçu",
      button: "Réserver un départ",
      member: "Membre",
      active: "Actif",
      note: <T>(link: (text: string) => T): (string | T)[] => [
        "Les boutons, les badges et les ",
        link("liens"),
        " prennent la couleur principale, avec un texte qui reste lisible.",
      ],
    },
  },

  images: {
    logo: {
      label: "Logo",
      hint: "Affiché dans l'en-tête et dans les e-mails. PNG, JPEG ou WebP, 2\u00a0Mo au maximum.",
      fileLabel: "Fichier image du logo",
      upload: "Importer un logo",
      replace: "Remplacer le logo",
      remove: "Supprimer le logo",
      uploaded: "Logo importé",
      removed: "Logo supprimé",
      current: "Logo actuel",
      pending: "Logo en cours d'import",
      none: "Aucun logo",
      uploading: "Import du logo en cours",
      removing: "Suppression du logo en cours",
    },
    favicon: {
      label: "Favicon",
      hint: "La petite icône de l'onglet du navigateur. Un PNG carré convient le mieux\u00a0; 2\u00a0Mo au maximum.",
      fileLabel: "Fichier image du favicon",
      upload: "Importer un favicon",
      replace: "Remplacer le favicon",
      remove: "Supprimer le favicon",
      uploaded: "Favicon importé",
      removed: "Favicon supprimé",
      current: "Favicon actuel",
      pending: "Favicon en cours d'import",
      none: "Aucun favicon",
      uploading: "Import du favicon en cours",
      removing: "Suppression du favicon en cours",
    },
  },

  communication: {
    messages: {
      title: "Messages",
      description: "Ce que le club envoie à ses membres.",
      email: "Notifications par e-mail",
      emailHelp:
        "Confirmations de réservation, rappels de paiement et avis de retard, par e-mail. Les factures et les invitations sont toujours envoyées.",
      sms: "Notifications par SMS",
      smsHelp: "Les SMS ne sont pas encore disponibles.",
      smsNotAvailable: "Non disponible",
      newsletter: "Lettre d'information",
      newsletterHelp:
        "Les membres peuvent recevoir la lettre d'information du club (chacun peut se désabonner).",
      reminders: "Rappels automatiques",
      remindersHelp: "Rappels de renouvellement d'adhésion et de paiement, envoyés selon le calendrier.",
    },
    sender: {
      title: "Expéditeur",
      description: "Comment les e-mails du club apparaissent dans la boîte de réception des membres.",
      name: "Nom d'expéditeur par défaut",
      namePlaceholder: "p. ex. Riverside Golf Club",
      email: "E-mail d'expéditeur par défaut",
      emailHelp:
        "Les réponses arrivent ici si aucune adresse de réponse n'est indiquée. Une fois le domaine du club vérifié, les e-mails partent de ce nom sur ce domaine.",
      replyTo: "E-mail de réponse",
      replyToHelp: "L'adresse où arrivent les réponses des membres.",
      signature: "Signature des e-mails",
    },
    domain: {
      title: "Domaine d'envoi",
      description:
        "Envoyez les e-mails du club depuis son propre domaine, signés avec DKIM. Configurez le domaine, publiez ses trois enregistrements DNS chez votre fournisseur DNS, puis vérifiez-les.",
      loading: "Chargement du domaine d'envoi…",
      none: "Aucun domaine d'envoi n'est configuré\u00a0: les e-mails du club partent de l'adresse de Clubhouse, avec le nom d'expéditeur du club.",
      domain: "Domaine",
      domainHelp: "Un domaine ou sous-domaine du club, par exemple mail.example.com.",
      setup: "Configurer le domaine",
      setUpToast: (domain: string) =>
        `${domain} est configuré. Publiez ses enregistrements, puis vérifiez-les.`,
      verified: "Domaine vérifié",
      notVerified: "Non vérifié",
      signedByPostmark: "Clé DKIM créée et signée par Postmark",
      recordsLabel: "Enregistrements DNS à publier",
      record: "Enregistrement",
      details: "Hôte et valeur",
      host: "Hôte",
      type: "Type",
      value: "Valeur",
      zoneValue: "Pour un fichier de zone",
      copyHost: (record: string) => `Copier l'hôte de l'enregistrement ${record}`,
      copyValue: (record: string) => `Copier la valeur de l'enregistrement ${record}`,
      copyZone: (record: string) => `Copier la valeur de l'enregistrement ${record} pour un fichier de zone`,
      copied: "Copié",
      recordStatus: { pending: "En attente", verified: "Vérifié", failed: "Échec" },
      found: (value: string) => `Trouvé\u00a0: ${value}`,
      lastChecked: (when: string) => `Dernière vérification\u00a0: ${when}`,
      verify: "Vérifier",
      regenerate: "Régénérer les enregistrements",
      regenerateTitle: "Régénérer les enregistrements DNS\u00a0?",
      regenerateText:
        "Une nouvelle clé DKIM est créée\u00a0: l'enregistrement DKIM publié ne correspond plus, et le domaine doit être publié et vérifié à nouveau.",
      remove: "Supprimer le domaine",
      removeTitle: "Supprimer le domaine d'envoi\u00a0?",
      removeText: (domain: string) =>
        `Les e-mails du club partiront de nouveau de l'adresse de Clubhouse, et la clé DKIM de ${domain} est supprimée.`,
      cancel: "Annuler",
      setupFailed: "Échec de la configuration du domaine",
      verificationFailed: "Échec de la vérification du domaine",
      verifiedTitle: "Domaine vérifié",
      waitingTitle: "Pas encore vérifié",
    },
  },

  financial: {
    taxRates: {
      title: "Taux de taxe",
      description:
        "Chaque ligne de facture est facturée à l’un de ces taux ; les factures indiquent par taux le montant HT et la taxe. Le taux par défaut s’applique là où un prix n’en nomme aucun. Sans taux, les factures ne portent pas de taxe.",
      none: "Aucun taux pour l’instant : les factures ne portent pas de taxe.",
      add: "Ajouter un taux",
      edit: "Modifier",
      editNamed: (name: string) => `Modifier ${name}`,
      delete: "Supprimer",
      deleteNamed: (name: string) => `Supprimer ${name}`,
      addTitle: "Nouveau taux de taxe",
      editTitle: (name: string) => `Modifier ${name}`,
      name: "Nom",
      nameHelp: "Tel que les factures l’impriment, p. ex. Taux normal, Taux réduit.",
      kind: "Type",
      standard: "Taxé à un pourcentage",
      exempt: "Exonéré",
      percent: "Taux (%)",
      note: "Mention légale sur les factures",
      noteHelp: "Imprimée sous le récapitulatif, p. ex. TVA non applicable, art. 261 du CGI.",
      active: "Proposé pour les nouvelles lignes",
      isDefault: "Taux par défaut",
      isDefaultHelp: "Appliqué là où un prix ou une ligne ne nomme aucun taux.",
      defaultBadge: "Par défaut",
      inactiveBadge: "Inactif",
      usedHelp: "Sur des factures émises : il peut être désactivé, pas supprimé.",
      save: "Enregistrer le taux",
      saved: (name: string) => `${name} enregistré.`,
      deleted: (name: string) => `${name} supprimé.`,
      confirmDelete: (name: string) =>
        `Supprimer ${name} ? Les brouillons qui l’utilisent reprennent le taux par défaut.`,
      loadFailed: "Les taux de taxe n’ont pas pu être chargés.",
    },
    billing: {
      title: "Facturation",
      description: "Comment les factures sont émises et ce qu'elles demandent.",
      currency: "Devise de facturation",
      cycle: "Cycle de facturation",
      cycleHelp: "La fréquence d'émission des factures de renouvellement.",
      terms: "Conditions de paiement",
      termsHelp: "p. ex. Net 30\u00a0: paiement dû 30\u00a0jours après la date de facture.",
      autoBilling: "Facturation automatique",
      autoBillingHelp: "Émettre les factures de renouvellement selon le cycle de facturation.",
      renewalDays: "Jours avant le renouvellement",
      renewalDaysHelp:
        "La facture de renouvellement d'une adhésion est émise ce nombre de jours avant son échéance (avec la facturation automatique).",
      reminderDays: "Rappel avant l'échéance",
      reminderDaysHelp:
        "Un rappel de paiement part ce nombre de jours avant l'échéance d'une facture\u00a0; 0 pour aucun rappel.",
      days: "jours",
      refundPolicy: "Politique de remboursement",
    },
    lateFee: {
      title: "Pénalité de retard",
      description:
        "Ajoutée une seule fois à une facture encore impayée après son échéance et le délai de grâce.",
      type: "Calculer la pénalité de retard",
      percentage: "En pourcentage du solde",
      percentageHelp: "Suit ce qui reste dû sur la facture.",
      fixed: "En montant fixe",
      fixedHelp: "Le même montant sur chaque facture en retard.",
      rate: "Pénalité de retard (%)",
      rateHelp: "Pourcentage du solde ajouté dès qu'une facture est en retard.",
      fixedAmount: "Pénalité de retard fixe",
      noAmount: "Non défini",
      fixedWhere: (section: string) =>
        `Le montant se règle dans la section ${section}, avec le délai de grâce.`,
      changeFixed: (section: string) => `Modifier le montant dans ${section} →`,
    },
    invoice: {
      title: "Coordonnées de paiement sur les factures",
      description: "Imprimées sur chaque facture, pour que les membres sachent comment payer par virement.",
      accountHolder: "Titulaire du compte",
      bankName: "Nom de la banque",
      accountNumber: "IBAN ou numéro de compte",
      accountNumberHelp: "L'IBAN, ou le numéro de compte donné par votre banque.",
      routingCode: "BIC / SWIFT ou code banque",
      routingCodeHelp: "Ou le sort code ou routing number indiqué par votre banque.",
      instructions: "Instructions de paiement",
      instructionsHelp:
        "Imprimées sous les coordonnées bancaires, p. ex. «\u00a0Merci d'indiquer le numéro de facture en référence.\u00a0»",
      taxNumber: "Numéro de TVA ou identifiant fiscal",
      taxNumberHelp: "Le numéro d'identification fiscale du club, imprimé sur chaque facture.",
    },
    /** SEPA direct debit (decision 077). */
    sepa: {
      title: "Prélèvement SEPA",
      description:
        "Prélevez les factures en euros des membres sur leur compte avec leur mandat. Les prélèvements sont versés sur l'IBAN des coordonnées bancaires ci-dessus.",
      creditorId: "Identifiant créancier SEPA",
      creditorIdHelp:
        "L'identifiant créancier de votre club, attribué par votre banque, p. ex. FR72ZZZ123456.",
      preNotificationDays: "Pré-notification",
      preNotificationDaysHelp:
        "Les membres sont prévenus autant de jours avant chaque prélèvement : 14 par défaut, 1 au moins.",
      painVersion: "Format du fichier",
      painVersionHelp:
        "pain.008.001.08 pour les banques actuelles ; pain.008.001.02 pour celles qui le demandent encore.",
      chargeReturnFee: "Refacturer au membre les frais bancaires d'un prélèvement rejeté",
      chargeReturnFeeHelp: "Les frais font l'objet d'une facture à part.",
    },
    accounts: {
      title: "Comptes des membres",
      description: "Ce que le club prend sur les comptes prépayés des membres au lieu de le facturer.",
      competitionEntries: "Inscriptions aux compétitions sur le compte",
      competitionEntriesHelp:
        "Le droit d’inscription est pris sur le compte du membre à l’inscription, et rendu s’il se retire avant la clôture des inscriptions. Une inscription que le compte ne couvre pas est refusée.",
      greenFees: "Green fees sur le compte",
      greenFeesHelp:
        "Le green fee du membre, et ceux de ses invités, sont pris sur son compte à la réservation, et rendus si elle est annulée. Une réservation que le compte ne couvre pas est refusée.",
      autoTopUp: "Rechargement automatique par carte enregistrée",
      autoTopUpHelp:
        "Les membres peuvent enregistrer une carte chez Stripe qui recharge leur compte du montant choisi dès que le solde passe sous leur seuil. Nécessite Stripe.",
    },
    payments: {
      title: "Paiements",
      description: "Comment les membres peuvent payer.",
      methods: "Moyens de paiement",
      gateway: "Passerelle de paiement",
      gatewayOwnerOnly: "Seul le propriétaire du club peut changer de passerelle de paiement.",
      testMode: "Mode test",
      testModeHelp:
        "Les paiements passent par l'environnement de test de la passerelle\u00a0; aucun argent réel n'est débité.",
      /** A payment method ticked but not set up (issue 34). */
      stripeNotSetUp:
        "Stripe est coché, mais ses clés ne sont pas encore enregistrées\u00a0: les membres ne peuvent pas payer en ligne tant que le propriétaire ne les a pas ajoutées dans Identifiants de paiement.",
      bankNotSetUp:
        "Le virement est coché, mais le numéro de compte dans Coordonnées de paiement sur les factures est vide\u00a0: les membres ne savent pas où payer.",
    },
    methods: {
      stripe: "Stripe (paiement par carte en ligne)",
      bank_transfer: "Virement bancaire",
      cash: "Espèces",
      card: "Carte à l'accueil",
    },
  },

  credentials: {
    title: "Identifiants de paiement",
    description:
      "Vos clés Stripe, stockées chiffrées. Seul le propriétaire du club voit ce panneau\u00a0; les clés ne sont plus jamais affichées en entier.",
    loading: "Chargement des identifiants de paiement",
    stored: "Clés enregistrées",
    noneStored: "Aucune clé enregistrée",
    lastChanged: (when: string) => `Dernière modification\u00a0: ${when}`,
    storedKeys: "Clés enregistrées",
    loadFailed: "Impossible de charger les clés enregistrées.",
    replaceHint: "Saisissez de nouvelles clés pour remplacer celles qui sont enregistrées.",
    enterHint: "Saisissez les clés de votre tableau de bord Stripe.",
    fields: {
      publishableKey: "Clé publiable",
      secretKey: "Clé secrète",
      webhookSecret: "Secret de webhook",
    },
    required: {
      publishableKey: "Saisissez la clé publiable.",
      secretKey: "Saisissez la clé secrète.",
    },
    store: "Enregistrer les identifiants",
    storedToast: "Identifiants de paiement enregistrés",
    remove: "Supprimer les identifiants",
    removedToast: "Identifiants de paiement supprimés",
    confirmTitle: "Supprimer les identifiants de paiement\u00a0?",
    confirmText:
      "Le club ne pourra plus encaisser de paiements par carte via Stripe tant que de nouvelles clés ne seront pas enregistrées.",
    keep: "Les conserver",
    confirmRemove: "Supprimer",
    webhook: {
      title: "Webhook Stripe",
      help: "Dans votre tableau de bord Stripe (Développeurs → Webhooks), ajoutez un point de terminaison avec cette adresse, qui envoie les événements ci-dessous. Enregistrez ensuite ici son secret de signature (whsec_…) comme secret du webhook.",
      address: "URL du point de terminaison",
      copy: "Copier",
      copied: "Copié",
      events: "Événements à envoyer",
      required:
        "Le secret du webhook est indispensable aux paiements en ligne\u00a0: sans lui, le club ne peut pas vérifier qu'un paiement vient bien de Stripe, les paiements ne sont donc pas enregistrés et les factures restent à payer.",
      secretHelp: "Indispensable pour que les paiements en ligne soient enregistrés.",
      missing: "Aucun secret de webhook enregistré",
      missingText:
        "Les paiements en ligne des membres ne sont pas enregistrés tant que vous n'avez pas enregistré le secret de signature du webhook Stripe décrit ci-dessous.",
    },
  },

  membership: {
    applications: {
      title: "Demandes",
      description: "Ce qui se passe quand quelqu'un demande à adhérer.",
      autoApprove: "Accepter automatiquement les demandes",
      autoApproveHelp:
        "Les nouvelles demandes deviennent immédiatement des membres actifs, sans attendre d'approbation.",
      requirePayment: "Exiger le paiement à l'inscription",
      requirePaymentHelp: "Le demandeur paie la première facture avant le début de l'adhésion.",
    },
    types: {
      title: "Types d'adhésion",
      description: "Les adhésions proposées par le club, avec leurs prix, leurs durées et leurs capacités.",
      manage: "Gérer les types d'adhésion →",
    },
    fields: {
      title: "Champs de membre personnalisés",
      description:
        "Ce que le club garde sur chaque membre en plus des champs standard : texte, nombres, dates, choix, oui/non.",
      manage: "Gérer les champs personnalisés →",
    },
    numbers: {
      title: "Numéros et renouvellements",
      prefix: "Préfixe du numéro de membre",
      prefixExample: (first: string, second: string) =>
        `Les nouveaux membres sont numérotés ${first}, ${second}, …`,
      prefixRule: "1 à 10 lettres, chiffres ou traits d'union.",
      grace: "Délai de grâce (jours)",
      graceHelp: "Nombre de jours pendant lesquels une adhésion échue reste utilisable avant d'expirer.",
      days: "jours",
      lateFee: "Montant de la pénalité de retard",
      lateFeeHelp: (section: string) =>
        `Appliqué à une facture en retard lorsque la section ${section} prévoit une pénalité fixe.`,
    },
  },

  deleteClub: {
    title: "Zone de danger",
    description: "Supprimer le club efface définitivement ses membres, réservations, factures et paramètres.",
    ownerOnly: "Seul le propriétaire peut supprimer le club. Cette action est irréversible.",
    open: "Supprimer le club",
    confirmTitle: (club: string) => `Supprimer ${club}\u00a0?`,
    warning: "Le club et tout son contenu seront supprimés définitivement.",
    typeName: "Pour confirmer, saisissez le nom du club\u00a0:",
    field: "Nom du club, pour confirmer",
    cancel: "Annuler",
    confirm: "Supprimer ce club",
    mismatch: "Le nom du club saisi ne correspond pas",
    deleted: "Club supprimé",
  },
} satisfies typeof en;

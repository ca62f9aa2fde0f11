import type en from "./en.ts";

export default {
  denied: {
    manage: "Seul le personnel du club peut organiser des compétitions et faire le tirage.",
    enter: "Votre rôle dans ce club ne permet pas de s'inscrire aux compétitions.",
    forOthers: "Seul le personnel du club peut inscrire d'autres membres ou des invités.",
  },
  teeNotRated: {
    male: "Ce départ n'a pas d'évaluation pour les hommes : évaluez-le dans les réglages golf ou choisissez-en un autre.",
    female:
      "Ce départ n'a pas d'évaluation pour les femmes : évaluez-le dans les réglages golf ou choisissez-en un autre.",
  },
  notFound: {
    competition: "Compétition introuvable",
    entry: "Inscription introuvable",
    member: "Membre introuvable",
    tee: "Départ introuvable sur ce parcours",
  },
  status: {
    notDraft: "Seule une compétition en brouillon peut être supprimée. Annulez-la plutôt.",
    cannotOpen: "Cette compétition ne peut plus être ouverte aux inscriptions.",
    cannotClose: "Seule une compétition ouverte aux inscriptions peut être fermée.",
    cannotCancel: "Les résultats sont publiés : la compétition ne peut plus être annulée.",
    notEditable: "Le tirage est fait : modifiez les réglages avant le tirage, ou refaites le tirage.",
  },
  entry: {
    notOpen: "Cette compétition ne prend pas d'inscriptions maintenant.",
    windowNotOpen: (date: string, time: string) => `Les inscriptions ouvrent le ${date} à ${time}.`,
    windowClosed: (date: string, time: string) => `Les inscriptions ont fermé le ${date} à ${time}.`,
    alreadyEntered: "Ce joueur est déjà inscrit à cette compétition.",
    noMemberRecord: "Il vous faut une fiche de membre dans ce club pour vous inscrire.",
    membershipType: "Cette compétition n'est pas ouverte à votre type d'adhésion.",
    gender: "Cette compétition est réservée aux joueurs de l'autre sexe.",
    indexRange: "Votre index est hors de la plage que cette compétition accepte.",
    noIndex: "Cette compétition demande un index, et aucun n'est enregistré pour vous.",
    notActive: "Seuls les membres dont l'adhésion est active peuvent s'inscrire.",
    memberOrGuest: "Inscrivez soit un membre, soit un invité, pas les deux.",
    alreadyWithdrawn: "Cette inscription a déjà été retirée.",
    afterDraw: "Le tirage est fait : demandez au personnel du club de modifier le champ.",
    afterClose: "Les inscriptions sont fermées : demandez au personnel du club de vous retirer.",
    pair: {
      needed: "Une inscription en quatre balles nomme le partenaire qui joue avec vous.",
      notFourBall: "Seule une compétition en quatre balles accepte des partenaires.",
      self: "Votre partenaire doit être un autre joueur.",
      guestByStaff: "Seul le personnel du club peut inscrire un invité comme partenaire.",
      partnerEntered: "Votre partenaire est déjà inscrit à cette compétition.",
      partnerIneligible:
        "Votre partenaire ne remplit pas les conditions de cette compétition (adhésion, sexe ou index).",
      sameList: "Des partenaires sont ensemble dans le champ ou ensemble sur la liste d'attente.",
      notPairable: "Seules les inscriptions du champ ou de la liste d'attente peuvent être associées.",
    },
  },
  draw: {
    status:
      "Le tirage peut être fait une fois les inscriptions fermées, et refait tant qu'aucun score n'existe.",
    scoresExist: "Des scores ont été saisis : le tirage ne peut plus être refait.",
    noEntrants: "Personne ne s'est inscrit : il n'y a rien à tirer.",
    notTeeTime: (time: string) => `${time} n'est pas une heure de départ du parcours ce jour-là.`,
    tooFewTimes: (groups: number, last: string) =>
      `Le champ demande ${groups} heures de départ, et le dernier départ du parcours ce jour-là est à ${last}.`,
    tooManyGroups: (groups: number, holes: number) =>
      `Un shotgun prend au plus deux parties par trou : ${groups} parties, c'est trop pour ${holes} trous.`,
    courseClosed: "Le parcours n'a pas de départs le jour de la compétition.",
    blockNote: (name: string) => `Compétition : ${name}`,
  },
  mail: {
    footer: (club: string) => `${club}, compétitions`,
    open: "Voir la compétition",
    start: {
      subject: (name: string, date: string, time: string) => `${name} : votre départ le ${date} à ${time}`,
      heading: "Votre heure de départ",
      text: (name: string, course: string, date: string, time: string, start: string) =>
        `Le tirage de ${name} est fait. Vous partez sur ${course} le ${date} à ${time} du ${start}.`,
      group: (names: string) => `Votre partie : ${names}.`,
      handicap: (playing: number) => `Votre handicap de jeu : ${playing}.`,
      hole: (label: string) => `trou ${label}`,
      tee: (label: string) => `départ ${label}`,
    },
    promoted: {
      subject: (name: string) => `Une place pour vous dans ${name}`,
      heading: "Vous êtes dans le champ",
      text: (name: string, date: string) =>
        `Une place s'est libérée dans ${name} le ${date}, et vous étiez premier sur la liste d'attente : vous êtes maintenant inscrit.`,
    },
  },
} satisfies typeof en;

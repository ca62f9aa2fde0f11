import type en from "./en.ts";

export default {
  name: "Donnez un nom à la compétition.",
  nameTooLong: (max: number) => `Un nom peut avoir au plus ${max} caractères.`,
  oneLine: "Écrivez le nom sur une seule ligne.",
  date: "Écrivez la date sous la forme AAAA-MM-JJ.",
  time: "Écrivez l'heure sous la forme HH:MM.",
  course: "Choisissez le parcours.",
  holes: "Une compétition se joue sur 9 ou 18 trous.",
  tees: "Choisissez au plus un repère pour les hommes et un pour les femmes.",
  teeMissing: {
    male: "Choisissez le repère des hommes : la compétition est ouverte aux hommes.",
    female: "Choisissez le repère des femmes : la compétition est ouverte aux femmes.",
  },
  format:
    "Choisissez la formule : stroke play brut ou net, Stableford, par/bogey ou quatre balles meilleure balle Stableford.",
  allowance: "Le pourcentage de handicap doit être un pourcentage entier de 0 à 100.",
  index: "Un index est un nombre de +10,0 à 54,0 avec une décimale.",
  divisions: "Donnez à chaque série un nom et un index maximal croissant ; la dernière série n'en a pas.",
  divisionName: "Donnez un nom à la série.",
  divisionsCount: (max: number) => `Une compétition a de 1 à ${max} séries.`,
  closesAfterOpens: "Les inscriptions doivent fermer après leur ouverture.",
  closesBeforePlay: "Les inscriptions doivent fermer avant le premier départ de la compétition.",
  maxEntrants: (min: number, max: number) =>
    `Le nombre de places doit être un nombre entier de ${min} à ${max}.`,
  entryFee: "Le droit d'inscription doit être nul ou positif.",
  gender: "Choisissez hommes, femmes ou les deux.",
  indexRange: "L'index le plus bas ne peut pas dépasser le plus haut.",
  membershipTypes: "Choisissez au plus 50 types d'adhésion.",
  drawMethod: "Choisissez au hasard, par index ou selon les souhaits d'horaire.",
  groupSize: "Les parties sont de 3 ou 4 joueurs.",
  startType: "Choisissez un départ, deux départs (1 et 10) ou un shotgun.",
  timeRequest: "Demandez un horaire tôt ou tard, ou rien.",
  guestName: "Indiquez le nom de l'invité.",
  homeClub: "Indiquez le club d'origine de l'invité.",
  textTooLong: (max: number) => `Écrivez au plus ${max} caractères.`,
  status: "Choisissez ouverte, fermée ou annulée.",
} satisfies typeof en;

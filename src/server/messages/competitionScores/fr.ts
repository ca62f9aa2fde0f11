import type en from "./en.ts";

export default {
  denied: {
    manage:
      "Seul le personnel du club peut saisir des cartes papier, valider des cartes, enregistrer des résultats, partager le classement ou publier les résultats.",
  },
  notFound: {
    competition: "Compétition introuvable",
    card: "Carte introuvable\u00a0: vous pouvez saisir votre propre carte et celle du joueur dont vous êtes le marqueur.",
    leaderboard: "Classement introuvable",
  },
  refusals: {
    notScoring: "Les scores sont saisis une fois les départs tirés, jusqu’à la publication des résultats.",
    published: "Les résultats de cette compétition sont publiés\u00a0: ses cartes ne peuvent plus changer.",
    locked:
      "Cette carte est verrouillée\u00a0: le joueur et le marqueur sont d’accord, ou le personnel du club l’a validée. Demandez au personnel de la modifier.",
    notLocked: "Cette carte n’est pas verrouillée.",
    hole: (holes: number) =>
      `Cette compétition a ${holes}\u00a0trous\u00a0: choisissez un trou de 1 à ${holes}.`,
    incomplete: "Saisissez un score pour chaque trou avant de confirmer la carte.",
    cardLength: (holes: number) =>
      `Cette compétition a ${holes}\u00a0trous\u00a0: donnez un score ou un champ vide pour chacun.`,
    notDrawn: "Les résultats peuvent être publiés une fois les départs tirés.",
    notPlayedYet: "Les résultats peuvent être publiés à partir du jour de la compétition.",
    alreadyPublished: "Les résultats de cette compétition sont déjà publiés.",
  },
  fallbackName: "Joueur",
  singleDivision: "Champ",
  resultStatus: {
    ok: "Rendue",
    no_return: "Carte non rendue",
    disqualified: "Disqualifié",
    withdrawn: "Forfait",
  },
  mail: {
    subject: (competition: string) => `Résultats\u00a0: ${competition}`,
    heading: (competition: string) => `Résultats de ${competition}`,
    intro: (competition: string, date: string) => `Les résultats de ${competition} du ${date} sont publiés.`,
    position: (position: number, division: string) => `Vous terminez à la place ${position} en ${division}.`,
    noPosition: (status: string) => `Votre résultat\u00a0: ${status}.`,
    score: (score: string) => `Votre score\u00a0: ${score}.`,
    gross: (value: number) => `brut ${value}`,
    net: (value: number) => `score net ${value}`,
    points: (value: number) => `${value}\u00a0points stableford`,
    parBogey: (value: number) => `${value > 0 ? "+" : ""}${value} (contre le par)`,
    winners: (names: string) => `Vainqueurs\u00a0: ${names}.`,
    action: "Voir les résultats",
    footer: (club: string) => `Vous recevez cet e-mail car vous avez joué une compétition de ${club}.`,
  },
  csv: {
    division: "Série",
    position: "Place",
    name: "Nom",
    homeClub: "Club d’origine",
    playingHandicap: "Handicap de jeu",
    thru: "Trous",
    gross: "Brut",
    net: "Score net",
    points: "Points stableford",
    parBogey: "Contre le par",
    result: "Résultat",
    countback: "Départage",
    yes: "oui",
  },
} satisfies typeof en;

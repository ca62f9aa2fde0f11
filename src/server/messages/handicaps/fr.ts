import type en from "./en.ts";

export default {
  denied:
    "Vous n'avez pas l'autorisation de gérer les index. Seuls les propriétaires, administrateurs et gérants le peuvent.",
  settingsDenied:
    "Vous n'avez pas l'autorisation de changer qui calcule les index. Seuls les propriétaires et administrateurs le peuvent.",
  recomputeNational: "Les index ne sont recalculés que lorsque ce club calcule les index.",
  memberNotFound: "Membre introuvable",
  scoreNotFound: "Score introuvable",
  courseNotFound: "Parcours introuvable",
  teeNotFound: "Repère introuvable : choisissez un repère du parcours.",
  noRating: (tee: string) =>
    `Le repère « ${tee} » n'a pas de Course Rating ni de Slope Rating pour le genre du joueur : ajoutez-les d'abord dans les réglages golf.`,
  futureDate: "On ne peut pas enregistrer un score pour un jour qui n'est pas encore venu.",
} satisfies typeof en;

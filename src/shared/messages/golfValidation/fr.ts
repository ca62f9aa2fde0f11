import type en from "./en.ts";

export default {
  date: "Indiquez une date au format AAAA-MM-JJ.",
  between: (field: string, min: number, max: number) =>
    `${field} doit être un nombre entier de ${min} à ${max}.`,
  fields: {
    bookingWindowDays: "La fenêtre de réservation",
    guestAllowance: "Le nombre d’invités",
    cancellationCutoffHours: "Le délai d’annulation",
    memberGreenFee: "Le green fee des membres",
    guestGreenFee: "Le green fee des invités",
    noShowLimit: "Le nombre d’absences",
    noShowSuspensionDays: "Le nombre de jours sans réservation",
    intervalMinutes: "L’intervalle",
    playersPerTime: "Le nombre de joueurs par départ",
    roundMinutes: "La durée du parcours",
    ballotCloseDaysBefore: "Le nombre de jours avant le tirage",
  },
  waitlistMode: "Choisissez si une place libérée réserve le premier groupe en attente ou lui est proposée.",
  release: "Choisissez premier arrivé ou tirage au sort.",
  lastBeforeFirst: "Le dernier départ ne peut pas précéder le premier.",
  courseName: "Donnez un nom au parcours.",
  nameTooLong: (max: number) => `Un nom peut avoir au plus ${max}\u00a0caractères.`,
  holes: "Un parcours a 9 ou 18\u00a0trous.",
  sevenDays: "Indiquez les règles de chaque jour du lundi au dimanche.",
  blockReason: "Choisissez entretien, compétition, départ en shotgun ou autre.",
  endAfterStart: "La fin doit être après le début.",
  repeatUntil: "La dernière semaine ne peut pas précéder le premier jour.",
  guestName: "Indiquez le nom de l’invité.",
  playersCount: (max: number) => `Un départ accueille de 1 à ${max}\u00a0joueurs.`,
  latestBeforeEarliest: "L’heure la plus tardive ne peut pas précéder la plus tôt.",
} satisfies typeof en;

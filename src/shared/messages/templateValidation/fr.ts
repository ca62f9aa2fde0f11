import type en from "./en.ts";

export default {
  nameRequired: "Donnez un nom au modèle.",
  nameTooLong: (max: number) => `Le nom d'un modèle compte au plus ${max} caractères.`,
  category: "Choisissez une catégorie\u00a0: annonce, événement, rappel, facturation, bienvenue ou autre.",
  subjectRequired: "Saisissez un objet.",
  subjectTooLong: (max: number) => `Un objet compte au plus ${max} caractères.`,
  bodyRequired: "Rédigez le message.",
  bodyTooLarge: (maxKb: number) =>
    `Le message est trop long\u00a0: au plus ${maxKb} Ko de texte et de mise en forme.`,
  unknownVariable: (names: string) => `Variable inconnue ${names}`,
  unknownVariables: (names: string) => `Variables inconnues ${names}`,
  searchTooLong: (max: number) => `Une recherche compte au plus ${max} caractères.`,
  member: "Choisissez un membre du club.",
  language: "Choisissez l'anglais, l'allemand, le français ou l'espagnol.",
  sayWhatToChange: "Indiquez ce qu'il faut modifier\u00a0: nom, catégorie, objet ou message.",
} satisfies typeof en;

import type en from "./en.ts";

export default {
  denied: "Seul le propriétaire du club peut exporter toutes les données du club.",
  exportNotFound: "Export introuvable",
  exportNotReady: "Cet export n'est pas encore prêt. Attendez qu'il soit terminé, puis téléchargez-le.",
  exportFailed: "Cet export a échoué. Lancez-en un nouveau.",
  exportExpired:
    "Ce lien de téléchargement a expiré. Les liens de téléchargement sont valables 24\u00a0heures\u00a0: lancez un nouvel export.",
} satisfies typeof en;

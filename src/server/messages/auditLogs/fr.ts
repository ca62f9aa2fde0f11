/** Les textes du journal d'audit écrits par le serveur (ticket 17). */
export default {
  denied: "Vous n'avez pas l'autorisation de lire le journal d'audit de ce club.",
  entryNotFound: "Entrée du journal d'audit introuvable",
  eventNotFound: "Événement d'audit introuvable",
  exportNotFound: "Export introuvable",
  exportNotReady: "Cet export n'est pas encore prêt. Attendez qu'il soit terminé, puis téléchargez-le.",
  exportFailed: "Cet export a échoué. Lancez-en un nouveau.",
  exportExpired:
    "Ce lien de téléchargement a expiré. Les liens de téléchargement durent 24 heures : lancez un nouvel export.",
  fileName: "journal-audit",
};

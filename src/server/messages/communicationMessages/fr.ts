import type en from "./en.ts";

export default {
  denied: "Vous n'avez pas l'autorisation d'envoyer des messages pour ce club.",
  messageNotFound: "Message introuvable",
  newsletterDisabled:
    "Les messages aux membres sont désactivés pour ce club. Activez la newsletter dans les paramètres de communication pour en envoyer un.",
  emptyAudience:
    "Personne ne recevrait ce message\u00a0: aucun membre de ce public n'a d'adresse e-mail tout en étant abonné.",
  notCancellable: "Seul un message programmé dont l'envoi n'a pas commencé peut être annulé.",
  nothingToResend: "Aucun envoi de ce message n'a échoué\u00a0: il n'y a rien à renvoyer.",
  cancelledNoResend: "Un message annulé ne peut pas être renvoyé.",
  unsubscribeNotFound:
    "Ce lien de désabonnement n'est pas valide. Utilisez le lien d'un e-mail récent du club.",
  webhookNotConfigured:
    "Les webhooks de Postmark ne sont pas configurés sur ce serveur\u00a0: définissez POSTMARK_WEBHOOK_TOKEN et communiquez-le à Postmark.",
  webhookUnauthorized: "Les identifiants du webhook sont absents ou erronés.",
  mail: {
    footer: (club: string) => `Vous recevez cet e-mail parce que vous êtes membre de ${club}.`,
    unsubscribe: "Se désabonner de ces e-mails",
  },
} satisfies typeof en;

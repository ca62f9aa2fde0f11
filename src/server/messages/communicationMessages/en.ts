/**
 * The messages' texts the server writes (issue 16): the refusals of the messages API, the unsubscribe page's
 * and the Postmark webhook's answers, and the words bulk mail carries under its footer. English is the source
 * every other language follows (docs/translations.md).
 */
export default {
  denied: "You do not have permission to send messages for this club.",
  messageNotFound: "Message not found",
  newsletterDisabled:
    "Messages to members are switched off for this club. Turn on the newsletter in the communication settings to send one.",
  emptyAudience:
    "Nobody would receive this message: no member of this audience has an e-mail address and is subscribed.",
  notCancellable: "Only a scheduled message that has not started can be cancelled.",
  nothingToResend: "No recipient of this message failed: there is nothing to resend.",
  cancelledNoResend: "A cancelled message cannot be resent.",
  unsubscribeNotFound: "This unsubscribe link is not valid. Use the link of a recent e-mail from the club.",
  webhookNotConfigured:
    "Postmark's webhooks are not set up on this server: set POSTMARK_WEBHOOK_TOKEN and give it to Postmark.",
  webhookUnauthorized: "The webhook's credentials are missing or wrong.",
  mail: {
    footer: (club: string) => `You receive this e-mail because you are a member of ${club}.`,
    unsubscribe: "Unsubscribe from these e-mails",
  },
};

/** Billing's refusals (issue 15): the source that every other language follows (docs/translations.md). */
export default {
  notFound: {
    invoice: "Invoice not found",
  },
  issue: {
    notDraft: (number: string) => `${number} has been issued already: an issued invoice is not issued again.`,
  },
};

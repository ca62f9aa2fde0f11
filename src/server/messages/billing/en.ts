/** Billing's refusals (issue 15): the source that every other language follows (docs/translations.md). */
export default {
  notFound: {
    invoice: "Invoice not found",
    payment: "Payment not found",
  },
  issue: {
    notDraft: (number: string) => `${number} has been issued already: an issued invoice is not issued again.`,
  },
  payment: {
    draft: "A draft cannot be paid: issue it first.",
    paid: (number: string) => `${number} is paid in full: there is nothing left to pay.`,
    void: (number: string) => `${number} is void: it cannot be paid.`,
    moreThanBalance: (amount: string, balance: string) =>
      `A payment of ${amount} is more than the ${balance} still owed.`,
  },
  refund: {
    moreThanPaid: (amount: string, left: string) =>
      `A refund of ${amount} is more than the ${left} of this payment not yet refunded.`,
  },
  creditNote: {
    /** The credit note's one line. */
    line: (number: string) => `Credit of the money received on ${number}, which was voided`,
  },
  lateFee: {
    /** The late fee's line on an overdue invoice. */
    line: "Late fee",
  },
  void: {
    draft: "A draft is not voided: delete it instead.",
    already: (number: string) => `${number} is void already.`,
  },
};

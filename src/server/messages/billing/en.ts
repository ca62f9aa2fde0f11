/** Billing's refusals (issue 15): the source that every other language follows (docs/translations.md). */
export default {
  denied: "You do not have permission to manage billing. Only owners and admins can; managers can read it.",
  draft: "a draft",
  memberUnknown: "Choose a member of this club.",
  future: "The date cannot be after today.",
  periodBilled: (number: string) => `This period of the membership is billed already, by ${number}.`,
  /** The period an invoice bills already overlaps the one asked for (issue 34). */
  periodBilledFor: (number: string, start: string, end: string) =>
    `Invoice ${number} already bills the membership from ${start} to ${end}: void it first to bill this period again.`,
  /** The member of an invoice being written was deleted meanwhile (decision 039): their name as read. */
  memberGone: (name: string) =>
    `${name} is no longer a member of this club: their record was deleted a moment ago. The invoice was not saved.`,
  lines: {
    typeUnknown: (code: string) => `There is no membership type ${code}.`,
    currency: (type: string, typeCurrency: string, currency: string) =>
      `${type} is priced in ${typeCurrency}, but the club bills in ${currency}.`,
    noJoiningFee: (type: string) => `${type} has no joining fee.`,
    lifetimeOnce: (type: string) => `${type} is for life: bill it once.`,
    greenFeeUnknown: "This green fee is not one of the member's to bill.",
    greenFeeTaken: "A green fee of this invoice was put on another invoice meanwhile: choose again.",
    greenFeeCurrency: (feeCurrency: string, currency: string) =>
      `This green fee is in ${feeCurrency}, but the club bills in ${currency}.`,
    negative: "The lines add up to less than nothing: an invoice cannot be negative.",
    /** An invoice whose lines come to more than any amount may be (decision 039). */
    totalTooLarge:
      "The invoice comes to more than 10,000,000,000 in the currency's smallest unit (cents). Split it into several invoices.",
  },
  send: {
    draft: "A draft is not sent: issue it first.",
    noAddress: (name: string) => `${name} has no e-mail address.`,
  },
  pdf: {
    draft: "A draft has no PDF yet: issue it first.",
  },
  /** Lines of the club's documents (in the club's language). */
  lineText: {
    membership: (type: string, start: string, end: string) => `${type} membership, ${start} to ${end}`,
    membershipLifetime: (type: string, start: string) => `${type} membership, for life from ${start}`,
    joiningFee: (type: string) => `Joining fee, ${type}`,
    greenFee: (course: string, date: string, time: string, player: string) =>
      `Green fee, ${course}, ${date} ${time}: ${player}`,
    competitionEntry: (competition: string, date: string) => `Competition entry: ${competition}, ${date}`,
    guest: (name: string) => `${name} (guest)`,
  },
  notFound: {
    taxRate: "Tax rate not found",
    invoice: "Invoice not found",
    payment: "Payment not found",
  },
  issue: {
    notDraft: (number: string) => `${number} has been issued already: an issued invoice is not issued again.`,
    notEditable: (number: string) =>
      `${number} has been issued: an issued invoice is not changed. Credit and reissue it instead: a credit note for the whole and a copy as a new draft to correct.`,
    notDeletable: (number: string) =>
      `${number} has been issued: an issued invoice is not deleted. Void it instead.`,
  },
  payment: {
    draft: "A draft cannot be paid: issue it first.",
    paid: (number: string) => `${number} is paid in full: there is nothing left to pay.`,
    void: (number: string) => `${number} is void: it cannot be paid.`,
    moreThanBalance: (amount: string, balance: string) =>
      `A payment of ${amount} is more than the ${balance} still owed.`,
  },
  refund: {
    beforePayment: "A refund cannot be dated before the payment it gives back.",
    moreThanPaid: (amount: string, left: string) =>
      `A refund of ${amount} is more than the ${left} of this payment not yet refunded.`,
  },
  creditNote: {
    /** The credit note's one line. */
    line: (number: string) => `Credit of the money received on ${number}, which was voided`,
  },
  /** Credit and reissue (decision 076): an issued invoice is corrected by a credit note and a new invoice. */
  reissue: {
    draft: "A draft is not reissued: edit it instead.",
    creditNote: "A credit note is not reissued.",
    holdsMoney: (number: string, amount: string) =>
      `${amount} was received on ${number} and not given back: refund it first, or void the invoice (its credit note gives the money back).`,
    /** The credit note's line. */
    line: (number: string) => `Credit of invoice ${number} in full, reissued as a new invoice`,
  },
  lateFee: {
    /** The late-fee invoice's line: the overdue invoice it charges the fee of (decision 076). */
    line: (number: string) => `Late fee for invoice ${number}`,
  },
  sepa: {
    bicCountry: "The BIC is of another country than the IBAN.",
    noDirectDebit: "The club does not collect by direct debit.",
    mandateNotFound: "Mandate not found",
    runNotFound: "Direct debit run not found",
    itemNotFound: "This invoice is not in that direct debit run",
    noCreditorId: "Enter the club's SEPA creditor identifier in the billing settings first.",
    noClubIban:
      "Enter the club's IBAN in the billing settings' bank details first: the debits are paid into it.",
    referenceTaken: (reference: string) =>
      `The mandate reference ${reference} is in use already in this club.`,
    mandateInForce: (name: string) =>
      `${name} has a mandate in force already: change it, or revoke it before recording a new one.`,
    revoked: "This mandate is revoked: record a new one instead.",
    revokedAlready: "This mandate is revoked already.",
    nothingToCollect: "No open euro invoices are due with an active mandate: there is nothing to collect.",
    notPending: (number: string) => `The direct debit of ${number} was returned or confirmed already.`,
    returnedAlready: (number: string) => `The direct debit of ${number} was recorded as returned already.`,
    settledAlready: "This run was confirmed already.",
    tooEarly: (date: string) => `The collection date is ${date}: confirm the run on or after it.`,
    feeLine: (number: string, reason: string) =>
      `Bank fee for the returned direct debit of ${number} (${reason})`,
    feeNotes: (number: string) => `Returned direct debit of invoice ${number}.`,
    returnsFile: {
      notXml:
        "This is not an XML file: download the bank's camt.054 or pain.002 file from your online banking.",
      notReturns: "This XML file is neither a camt.054 notification nor a pain.002 status report.",
      doctype: "This file declares a document type, which bank files never do: it is not read.",
      tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
    },
    returnReason: (reason: string, run: string) =>
      `Direct debit returned by the bank (${reason}), run ${run}`,
  },
  void: {
    draft: "A draft is not voided: delete it instead.",
    already: (number: string) => `${number} is void already.`,
  },
};

/** Billing's e-mails (issue 15): the source that every other language follows (docs/translations.md). */
export default {
  /** An issued invoice, with its PDF. */
  invoice: {
    subject: (number: string, club: string) => `Invoice ${number} from ${club}`,
    heading: (name: string) => `Hello ${name},`,
    text: (number: string, total: string, due: string) =>
      `Please find attached invoice ${number} for ${total}, due on ${due}.`,
    balance: (amount: string) => `Still to pay: ${amount}.`,
    paid: "It is paid in full: thank you.",
    action: "View the invoice",
  },
  /** A credit note, with its PDF. */
  creditNote: {
    subject: (number: string, club: string) => `Credit note ${number} from ${club}`,
    text: (number: string, total: string, invoice: string) =>
      `Please find attached credit note ${number} for ${total}, crediting invoice ${invoice}. We will give the money back to you.`,
  },
  /** Before the due date. */
  reminder: {
    subject: (number: string, due: string) => `Reminder: invoice ${number} is due on ${due}`,
    text: (number: string, due: string, balance: string) =>
      `This is a friendly reminder that invoice ${number} is due on ${due}. ${balance} is still to pay.`,
  },
  /** After the due date and the grace period: never a day gone by to pay by (decision 076). */
  overdue: {
    subject: (number: string) => `Invoice ${number} is overdue`,
    text: (number: string, balance: string) =>
      `Invoice ${number} is overdue: ${balance} is still to pay on it.`,
    /** The late fee, an invoice of its own (decision 076), attached. */
    lateFee: (fee: string, invoice: string) =>
      `A late fee of ${fee} is charged on its own invoice, ${invoice}, attached.`,
    /** What to pay in all, by the late-fee invoice's due date (a day to come). */
    payBy: (total: string, due: string) => `Please pay ${total} in all by ${due}.`,
    payNow: "Please pay it as soon as you can.",
  },
  /** A direct debit's pre-notification, and its return. */
  sepa: {
    preNotification: {
      subject: (club: string, date: string) => `${club} will collect a direct debit on ${date}`,
      heading: (name: string) => (name ? `Hello ${name}` : "Hello"),
      text: (amount: string, date: string) =>
        `We will collect ${amount} from your account by SEPA direct debit on ${date}.`,
      invoices: (numbers: string) => `For: ${numbers}.`,
      details: (reference: string, creditorId: string, iban: string) =>
        `Mandate reference: ${reference}. Creditor identifier: ${creditorId}. Account: ${iban}.`,
      funds: "Please make sure the account holds enough money on that day.",
    },
    returned: {
      subject: (number: string) => `Your direct debit for invoice ${number} was returned`,
      text: (number: string, amount: string, reason: string) =>
        `Your bank returned our direct debit of ${amount} for invoice ${number} (reason ${reason}). The invoice is open again.`,
      fee: (amount: string, number: string) =>
        `The bank charged us ${amount} for the return: invoice ${number} bills it to you.`,
      pay: "Please pay the invoice by bank transfer, or contact us.",
    },
  },
  /** How to pay, under the text. */
  payOnline: "You can pay it online from your billing page.",
  payByTransfer: "You can pay it by bank transfer with the details on the invoice.",
  footer: (club: string) => `You receive this e-mail because you are a member of ${club}.`,
};

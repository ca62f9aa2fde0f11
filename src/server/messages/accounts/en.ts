/** Member accounts (issue 36 §3, decision 081): the source that every other language follows (docs/translations.md). */
export default {
  notFound: {
    member: "There is no such member in this club.",
    item: "There is no such item on the club's price list.",
    charge: "There is no such charge on this member's account.",
  },
  /** A charge the balance and the type's limit do not cover. */
  notEnough: (available: string) => `Not enough on the account: ${available} can be charged now.`,
  itemInactive: (name: string) => `${name} is no longer on sale: switch it on in the price list first.`,
  nameTaken: (name: string) => `The price list has ${name} already.`,
  tooMuchRefund: (left: string) => `At most ${left} of this charge can be given back.`,
  currency: (account: string, club: string) =>
    `This account is kept in ${account}, but the club bills in ${club} now: it cannot be charged or topped up.`,
  /** Lines of the statement, in the club's language. */
  line: {
    topUpCash: "Top-up in cash",
    topUpTransfer: "Top-up by bank transfer",
    topUpCard: "Top-up by card",
    topUpOnline: "Top-up online",
    refund: (what: string) => `Refund: ${what}`,
    unmatched: "Payment kept on the account",
    overpayment: (number: string) => `Overpayment of ${number} kept on the account`,
    greenFee: (date: string) => `Green fee, ${date}`,
    guestFee: (guest: string, date: string) => `Guest fee for ${guest}, ${date}`,
    entry: (competition: string) => `Entry: ${competition}`,
    withdrawal: (competition: string) => `Withdrawal: ${competition}`,
  },
  /** The one line of the Stripe Checkout page of a top-up. */
  checkoutLine: (club: string) => `Top-up of your account — ${club}`,
  /** The monthly statement e-mail (the member's language). */
  statement: {
    subject: (month: string, club: string) => `Your account statement for ${month} — ${club}`,
    heading: (name: string) => `Hello ${name},`,
    opening: (date: string, balance: string) => `Balance on ${date}: ${balance}`,
    line: (date: string, what: string, amount: string, balance: string) =>
      `${date} · ${what} · ${amount} (balance ${balance})`,
    nothingMoved: "Nothing moved on your account this month.",
    closing: (date: string, balance: string) => `Balance on ${date}: ${balance}`,
    action: "Open my account",
    footer: (club: string) => `You receive this statement because you have an account with ${club}.`,
  },
  /** Automatic top-ups by a saved card (decision 087). */
  autoTopUp: {
    off: (club: string) => `${club} does not top up members' accounts automatically.`,
    noCard: "No card is saved for automatic top-ups.",
    /** The statement's line of an automatic top-up (the club's language). */
    line: (last4: string) => `Automatic top-up by card •••• ${last4}`,
    /** The PaymentIntent's description at Stripe. */
    description: (club: string) => `Automatic top-up of your account — ${club}`,
    declined: {
      subject: (club: string) => `Your automatic top-up was declined — ${club}`,
      heading: (name: string) => `Hello ${name},`,
      body: (amount: string, last4: string, reason: string) =>
        `We could not top up your account by ${amount} with your card •••• ${last4}. Your bank said: ${reason}`,
      off: "Automatic top-ups are off until you save a card again on your account.",
      action: "Save a card again",
      footer: (club: string) =>
        `You receive this e-mail because you asked ${club} to top up your account automatically.`,
    },
  },
  overpayment: {
    notOverpaid: (number: string) => `${number} is not overpaid: there is nothing to move to the account.`,
    noMember: "This invoice names no member whose account could keep the money.",
    reason: "Kept on the member's account",
  },
};

import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/** A member's own billing in English (/billing): their invoices, one invoice, paying it online. */
export default {
  screen: {
    title: "My invoices",
    intro: (club: string) => `Your invoices from ${club}: what you owe, what you have paid, and the PDFs.`,
    /** Staff who are also members of the club: the club's billing and their own, as two tabs. */
    tabsLabel: "The club's billing and my invoices",
    clubTab: "Club billing",
    mineTab: "My invoices",
  },

  /** My account (decision 081): the member's prepaid balance. */
  account: {
    title: "My account",
    limit: (limit: string, available: string) =>
      `It may go ${limit} below zero: ${available} can be spent now.`,
    noLimit: "Charges are taken from this balance; it does not go below zero.",
    topUp: "Top up",
    topUpTitle: "Top up my account",
    topUpText: "Choose the amount. You pay it by card on Stripe's secure page, then come back here.",
    amount: "Amount",
    amountNeeded: "Enter an amount above zero.",
    payByCard: "Pay by card",
    cancel: "Cancel",
    statement: "Statement",
    empty: "Nothing has moved on your account yet.",
    balanceAfter: (balance: string) => `Balance ${balance}`,
    paidBack: "Thank you. Your top-up shows here as soon as Stripe confirms it, usually within seconds.",
    cancelledBack: "You did not pay: your account is as it was.",
    previousPage: "Previous page",
    nextPage: "Next page",
    page: (n: number) => `Page ${n}`,
    /** Automatic top-up by a saved card (decision 087). */
    auto: {
      title: "Top up automatically",
      intro:
        "Save a card, and the club tops your account up by the amount you choose whenever its balance falls below your threshold.",
      threshold: "Top up when my balance falls below",
      amount: "Top up by",
      thresholdNeeded: "Enter an amount of zero or more.",
      amountNeeded: "Enter an amount above zero.",
      consent: (club: string, amount: string, threshold: string) =>
        `I authorise ${club} to charge this card ${amount} whenever my account's balance falls below ${threshold}, at most once a day, until I remove the card.`,
      consentNeeded: "Tick the box to authorise the club to charge your card.",
      save: "Save a card with Stripe",
      card: (brand: string, last4: string) => `${brand} •••• ${last4}`,
      expires: (month: string, year: number) => `Expires ${month}/${year}`,
      rule: (threshold: string, amount: string) =>
        `When your balance falls below ${threshold}, ${amount} is charged to this card.`,
      declined: (reason: string) =>
        `Your card was declined: ${reason} Automatic top-ups are off until you save a card again.`,
      paused: "The club has paused automatic top-ups: this card is not charged for now.",
      change: "Change",
      remove: "Remove card",
      removed: "Your card is removed: your account is no longer topped up automatically.",
      cancel: "Cancel",
      savedBack: "Thank you. Your card shows here as soon as Stripe confirms it, usually within seconds.",
      cancelledBack: "You did not save a card: nothing changed.",
    },
  },

  summary: {
    /** The heading of what the member owes on open and overdue invoices. */
    owed: "Balance due",
    nothingOwed: "Nothing to pay",
    nothingOwedText: "You have no open invoices.",
    /** `count`: the open and overdue invoices. */
    openInvoices: (count: number) =>
      plural(count, { one: "On # open invoice.", other: "On # open invoices." }),
    payOnline: "You can pay open invoices online by card.",
    payOffline: "To pay, follow the payment details printed on the invoice, or contact the club.",
  },

  list: {
    /** The heading over the list (the screen's title is "My invoices"). */
    title: "Invoices",
    label: "My invoices",
    loading: "Loading your invoices...",
    loadFailed: "Your invoices could not be loaded",
    empty: "No invoices yet",
    emptyText: "Invoices from the club appear here once they are issued.",
    columns: {
      number: "Number",
      issued: "Issued",
      due: "Due",
      total: "Total",
      balance: "Balance",
      status: "Status",
    },
    /** A card on a phone: the dates of the document. */
    issuedOn: (date: string) => `Issued ${date}`,
    dueOn: (date: string) => `Due ${date}`,
    totalOf: (amount: string) => `Total ${amount}`,
    balanceOf: (amount: string) => `Balance ${amount}`,
    creditNote: "Credit note",
    /** An open credit note: money the club owes back to the member. */
    credit: (amount: string) => `${amount} owed to you`,
  },

  /** A document's status. */
  statuses: {
    draft: "Draft",
    open: "Open",
    overdue: "Overdue",
    paid: "Paid",
    void: "Void",
  },

  /** How a payment was made. */
  methods: {
    bank_transfer: "Bank transfer",
    cash: "Cash",
    card: "Card",
    stripe: "Card (online)",
  },

  invoice: {
    back: "Back to my invoices",
    loading: "Loading the invoice...",
    loadFailed: "The invoice could not be loaded",
    notFound: "Invoice not found",
    notFoundText: (club: string) =>
      `${club} has no invoice of yours at this address. If you are a member of several clubs, switch to the club that sent the invoice and open it again.`,
    title: (number: string) => `Invoice ${number}`,
    creditNoteTitle: (number: string) => `Credit note ${number}`,
    details: "Invoice details",
    issued: "Issued",
    due: "Due",
    terms: "Terms",
    period: "Period",
    periodRange: (start: string, end: string) => `${start} – ${end}`,
    creditFor: "Credit for",
    lateFeeFor: "Late fee for invoice",
    lateFee: "Its late fee",
    lines: "Lines",
    columns: {
      description: "Description",
      quantity: "Quantity",
      unitPrice: "Unit price",
      amount: "Amount",
    },
    /** Under a line's description on a phone: quantity × unit price. */
    quantityTimes: (quantity: string, unit: string) => `${quantity} × ${unit}`,
    linePeriod: (start: string, end: string) => `${start} – ${end}`,
    subtotal: "Subtotal",
    /** `rate`: the tax rate as a percentage written in the reader's language ("8.5%"). */
    tax: (rate: string) => `Tax (${rate})`,
    total: "Total",
    paid: "Paid",
    balance: "Balance due",
    /** A credit note the club has not settled yet. */
    owedToYou: "Owed to you",
    payments: "Payments",
    noPayments: "No payments yet.",
    /** A payment: the day the money came in and how. */
    paymentOn: (date: string, method: string) => `${date} · ${method}`,
    refunded: (amount: string, date: string) => `${amount} refunded on ${date}`,
    notes: "Notes",
    voided: "This invoice is void",
    voidedText: (reason: string) => `The club voided it: ${reason}`,
    downloadPdf: "Download PDF",
    payOnline: (amount: string) => `Pay ${amount} online`,
    payUnavailable: "The payment page could not be opened",
  },

  /** How to pay an owed invoice where the club does not take payments online. */
  howToPay: {
    title: "How to pay",
    bankTransfer: "Pay by bank transfer to the club's account, quoting the reference:",
    accountHolder: "Account holder",
    bankName: "Bank",
    accountNumber: "Account number",
    routingCode: "Bank code",
    reference: "Reference",
    askClub: (number: string) => `Please contact the club to pay invoice ${number}.`,
  },

  /** Back from Stripe's payment page (?paid=1 or ?cancelled=1). */
  payment: {
    confirming: "Confirming your payment",
    confirmingText:
      "Thank you. We are waiting for the payment provider to confirm it: this takes a few seconds.",
    paid: "Payment received",
    paidText: (number: string) => `Invoice ${number} is paid. Thank you.`,
    slow: "Your payment is not confirmed yet",
    slowText:
      "Confirmation can take a few minutes. Do not pay again: this invoice shows as paid once the payment is recorded.",
    checkAgain: "Check again",
    cancelled: "Payment cancelled",
    cancelledText: "Nothing was paid. You can pay this invoice later.",
    close: "Close",
  },
};

/** billingDocument (issue 15): the source that every other language follows (docs/translations.md). */
export default {
  /** The document's title, by its kind. */
  title: {
    invoice: "Invoice",
    credit_note: "Credit note",
  },
  /** The PDF's own title (its metadata): the title and the number. */
  documentTitle: {
    invoice: (number: string) => `Invoice ${number}`,
    credit_note: (number: string) => `Credit note ${number}`,
  },
  /** The accountant's journal (decision 078): what each booking's text says, in the club's language. */
  journal: {
    invoice: (name: string) => `Invoice, ${name}`,
    tax: (rate: string, name: string) => `Tax ${rate} %, ${name}`,
    void: (name: string) => `Voided, ${name}`,
    credit: (name: string) => `Credit note, ${name}`,
    payment: (name: string) => `Payment, ${name}`,
    refund: (name: string) => `Refund, ${name}`,
    account: (name: string, what: string) => `Member account, ${name}: ${what}`,
  },
  meta: {
    number: "Number",
    issueDate: "Date of issue",
    dueDate: "Due date",
    status: "Status",
    creditFor: "Credit for invoice",
    lateFeeFor: "Late fee for invoice",
  },
  status: {
    draft: "Draft",
    open: "Open",
    overdue: "Overdue",
    paid: "Paid",
    void: "Void",
  },
  billTo: {
    invoice: "Bill to",
    credit_note: "Credit to",
    membershipNumber: (number: string) => `Member no. ${number}`,
    /** The member a household's payer is billed for (decision 062). */
    forMember: (name: string) => `For ${name}`,
  },
  lines: {
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    period: (from: string, to: string) => `Period: ${from} – ${to}`,
    periodFrom: (from: string) => `From ${from}`,
    periodUntil: (to: string) => `Until ${to}`,
    tax: "Tax",
  },
  taxSummary: {
    title: "Tax summary",
    rate: "Rate",
    net: "Net amount",
    tax: "Tax",
    exempt: "exempt",
    noRate: "No tax",
  },
  totals: {
    subtotal: "Subtotal",
    tax: (rate: string) => `Tax (${rate})`,
    total: "Total",
    totalCredit: "Total credit",
    paid: "Paid",
    refunded: "Refunded",
    balanceDue: "Balance due",
  },
  payments: {
    title: "Payments received",
    date: "Date",
    method: "Method",
    amount: "Amount",
    methods: {
      bank_transfer: "Bank transfer",
      cash: "Cash",
      card: "Card",
      stripe: "Card (online)",
    },
  },
  howToPay: {
    title: "How to pay",
    request: (amount: string, date: string) => `Please pay ${amount} by ${date}.`,
    reference: (number: string) => `Please quote ${number} as the payment reference.`,
    accountHolder: "Account holder",
    bankName: "Bank",
    accountNumber: "Account number / IBAN",
    routingCode: "Routing number / BIC",
    scanToPay: "Scan with your banking app to pay",
  },
  creditNote: {
    refersTo: (number: string) => `This credit note refers to invoice ${number}, which was voided.`,
    owed: "The amount of this credit note is owed to you by the club.",
  },
  lateFee: {
    refersTo: (number: string) => `This invoice charges the late fee of invoice ${number}, which is overdue.`,
  },
  void: {
    notice: (date: string) => `Voided on ${date}`,
    reason: (reason: string) => `Reason: ${reason}`,
  },
  /** The club's VAT or tax identification number, under its contact details. */
  taxNumber: (number: string) => `Tax number: ${number}`,
  notes: "Notes",
  footer: {
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
};

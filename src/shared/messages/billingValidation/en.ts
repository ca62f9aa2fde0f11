/**
 * The messages of the billing schemas' checks (src/shared/invoices.ts) in English, the source that every other
 * language follows (docs/translations.md). Only the billing screens download them.
 */
export default {
  date: "Use a date written as YYYY-MM-DD.",
  member: "Choose the member to bill.",
  lines: {
    none: "Add at least one line.",
    tooMany: (max: number) => `An invoice has at most ${max} lines.`,
    kind: "Choose a membership fee, a joining fee, a green fee or a line of your own.",
    membershipType: "Choose a membership type.",
    bookingPlayer: "Choose the green fee to bill.",
    description: "Describe the line.",
    descriptionTooLong: (max: number) => `A line's description has at most ${max} characters.`,
    quantity: (max: number) => `The quantity is a whole number from 1 to ${max}.`,
    unitPrice: "The unit price is an amount in the currency's smallest unit (cents), positive or negative.",
    lineTooLarge: "Quantity × unit price is at most 10,000,000,000 in the currency's smallest unit (cents).",
    periods: (max: number) => `Bill 1 to ${max} periods.`,
  },
  notesTooLong: (max: number) => `Notes have at most ${max} characters.`,
  amount: "The amount is more than zero, in the currency's smallest unit (cents).",
  method: "Choose bank transfer, cash, card or Stripe.",
  referenceTooLong: (max: number) => `A reference has at most ${max} characters.`,
  reason: "Give the reason.",
  reasonTooLong: (max: number) => `A reason has at most ${max} characters.`,
  status: "Choose a status: draft, open, overdue, paid, void or outstanding.",
  kind: "Choose invoices or credit notes.",
  sort: "Sort by issue date, due date, number, total or member.",
  order: "Sort ascending or descending.",
  searchTooLong: (max: number) => `A search has at most ${max} characters.`,
  /** Member accounts (decision 081). */
  accounts: {
    choose: "Choose the item or the charge.",
    method: "Choose cash, bank transfer or card.",
    noteTooLong: (max: number) => `A note has at most ${max} characters.`,
    quantity: (max: number) => `The quantity is a whole number from 1 to ${max}.`,
    name: "Name the item.",
    nameTooLong: (max: number) => `A name has at most ${max} characters.`,
    chargeWhat: "Choose an item of the price list, or give a description and an amount.",
  },
  /** The financial settings' billing fields (only the settings and billing screens download these). */
  settings: {
    accountHolder: (max: number) => `Account holder may have at most ${max} characters.`,
    bankName: (max: number) => `Bank name may have at most ${max} characters.`,
    accountNumber: (max: number) => `IBAN or account number may have at most ${max} characters.`,
    routingCode: (max: number) => `BIC or bank code may have at most ${max} characters.`,
    paymentInstructions: (max: number) => `Payment instructions may have at most ${max} characters.`,
    taxNumber: (max: number) => `Tax number may have at most ${max} characters.`,
    lateFeeType: "Choose a percentage of the balance or a fixed amount.",
    renewalInvoiceDays: {
      notNumber: "Days before renewal must be a number of days.",
      notWhole: "Days before renewal must be a whole number of days.",
      negative: "Days before renewal cannot be negative.",
      tooHigh: "Days before renewal may be at most 365.",
    },
    reminderDays: {
      notNumber: "The reminder must be a number of days.",
      notWhole: "The reminder must be a whole number of days.",
      negative: "The reminder cannot be negative; 0 sends none.",
      tooHigh: "The reminder may be at most 60 days before the due date.",
    },
  },
  sepa: {
    creditorId:
      "Enter a valid SEPA creditor identifier (e.g. DE98ZZZ09999999999): its check digits do not match.",
    preNotificationDays: "The pre-notification is a whole number of days from 1 to 14.",
    painVersion: "Choose pain.008.001.08 or pain.008.001.02.",
    iban: "Enter a valid IBAN (e.g. DE89 3704 0044 0532 0130 00): its check digits do not match.",
    bic: "Enter a valid BIC of 8 or 11 characters (e.g. COBADEFFXXX), or leave it empty.",
    accountHolder: "Enter the account holder's name (at most 70 characters).",
    reference: (max: number) =>
      `A mandate reference has 1 to ${max} characters: letters A–Z, digits, spaces and / - ? : ( ) . , ' +.`,
    consent: "Agree to the mandate's text to sign it.",
    reasonCode: "Enter the bank's four-character return reason code (e.g. AM04, MD06).",
    fee: "The bank's fee is zero or more, in cents.",
  },
  rangeReversed: "The end of the range cannot be before its start.",
  journal: {
    account: "Give the account's number (or, for QuickBooks, its name).",
    accountTooLong: (max: number) => `An account has at most ${max} characters.`,
    consultantNumber: "The tax adviser's number (Beraternummer) is a whole number from 1001 to 9999999.",
    clientNumber: "The client number (Mandantennummer) is a whole number from 1 to 99999.",
    accountLength: "Accounts have 4 to 8 digits.",
    chart: "Choose SKR 03, SKR 04 or another chart of accounts.",
    financialYearStartMonth: "Choose the month the financial year starts in.",
    tooManyOverrides: (max: number) => `At most ${max} accounts of their own.`,
    rate: "A tax rate is a percentage from 0 to 100.",
    format: "Choose DATEV, Xero or QuickBooks.",
    datevNumbers: "Enter the tax adviser's number and the client number for DATEV first (Journal settings).",
    datevYear: (start: string) =>
      `A DATEV file holds one financial year: this period crosses the year that starts on ${start}.`,
    datevAccount: (account: string, digits: number) =>
      `DATEV accounts are numbers of at most ${digits + 1} digits: "${account}" is not one. Change it in the journal settings.`,
  },
};

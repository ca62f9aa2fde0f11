import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/** The "memberHome" texts in English: a member's home (issue 18). The source every other language follows. */
export default {
  /** The document title. */
  title: "Home",
  welcome: (name: string) => `Welcome, ${name}`,
  intro: (club: string) => `Your membership, tee times, invoices and news from ${club}.`,
  loading: "Loading your home…",
  loadFailed: "Your home could not be loaded",
  noRecord: "You have no member record in this club.",
  membership: {
    title: "Membership",
    type: "Type",
    status: "Status",
    number: "Membership number",
    ends: "Ends",
    noEnd: "No end date (lifetime)",
    renew: "Renew",
    renewing: "Renewing…",
    /** The price of the next period, before tax. */
    renewOffer: (amount: string, start: string, end: string) =>
      `Renew for ${start} to ${end}: ${amount} (before tax).`,
    renewOfferLifetime: (amount: string, start: string) => `Renew from ${start}: ${amount} (before tax).`,
    payOffer: (amount: string) =>
      `Your renewal invoice is open: ${amount} to pay. Paying it renews your membership.`,
    payRenewal: "Pay renewal",
    /** Decision 062: a household member whose payer renews and pays for them. */
    payerPays: "Your membership is billed to the payer of your household, who renews it from their home.",
    askClub: "Your membership is due for renewal. Please ask the club to renew it.",
    renewed: "Your renewal invoice is ready. Pay it to renew your membership.",
  },
  bookings: {
    title: "Next tee times",
    none: "No upcoming bookings",
    noneHelp: "Book a tee time and it shows here.",
    book: "Book a tee time",
    all: "All my bookings",
    when: (day: string, time: string) => `${day} at ${time}`,
    players: (n: number) => plural(n, { one: "# player", other: "# players" }),
  },
  invoices: {
    title: "Open invoices",
    none: "No open invoices",
    noneHelp: "You owe the club nothing at the moment.",
    pay: "Pay",
    /** The accessible name of an invoice's Pay button. */
    payLabel: (number: string) => `Pay invoice ${number}`,
    /** Where the club does not take payments online: the invoice shows its bank details. */
    howToPay: "How to pay",
    howToPayLabel: (number: string) => `How to pay invoice ${number}`,
    due: (date: string) => `Due ${date}`,
    /** An invoice of a household member, billed to the signed-in payer (decision 062). */
    forMember: (name: string) => `For ${name}`,
    overdue: "Overdue",
    total: (amount: string) => `Total owed: ${amount}`,
    more: (n: number) => plural(n, { one: "See # more open invoice", other: "See # more open invoices" }),
    all: "All my invoices",
  },
  messages: {
    title: "Latest messages",
    none: "No messages yet",
    noneHelp: "Messages from the club to you show here.",
    close: "Close",
    loading: "Loading the message…",
    loadFailed: "The message could not be loaded",
    frame: "The message",
    sent: (when: string) => `Sent ${when}`,
  },
};

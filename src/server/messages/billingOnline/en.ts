/** billingOnline (issue 15): the source that every other language follows (docs/translations.md). */
export default {
  /** Every role may pay its own invoices; a role without the permission reads this. */
  denied: "Your role cannot pay invoices online in this club.",
  /** The one line of the Stripe Checkout page. */
  line: (number: string, club: string) => `Invoice ${number} — ${club}`,
  /** Why the member cannot pay this invoice online. */
  checkout: {
    notTaken: (club: string) =>
      `${club} does not take payments online. Please pay this invoice in another way the club accepts.`,
    creditNote: (number: string) =>
      `${number} is a credit note: the club owes you this money, so there is nothing to pay.`,
    draft: "This invoice is a draft: it can be paid once the club has issued it.",
    paid: (number: string) => `${number} is paid in full: there is nothing left to pay.`,
    void: (number: string) => `${number} is void: it cannot be paid.`,
    nothingOwed: (number: string) => `Nothing is owed on ${number}.`,
    testKeyLiveMode:
      "Online payment is not available: the club's Stripe secret key is a test key (sk_test_…) but test mode is off. The club's owner needs to store a live key or switch test mode on in the club's payment settings.",
    liveKeyTestMode:
      "Online payment is not available: the club's Stripe secret key is a live key (sk_live_…) but test mode is on. The club's owner needs to store a test key or switch test mode off in the club's payment settings.",
    notStripeKey:
      "Online payment is not available: the club's stored Stripe secret key is not one (it begins with sk_test_, sk_live_, rk_test_ or rk_live_). The club's owner needs to store it again in the club's payment settings.",
    unreadable:
      "Online payment is not available right now: the club's Stripe keys cannot be read. The club's owner needs to store them again in the club's payment settings.",
    unreachable: "Stripe could not be reached. Please try again in a few minutes.",
    keyRefused:
      "Stripe refused the club's secret key. The club's owner needs to check the Stripe keys in the club's payment settings.",
    /** `reason`: Stripe's own words (English). */
    refused: (reason: string) => `Stripe refused to open the payment page: “${reason}”`,
  },
  /** The webhook's refusals, read in Stripe's dashboard by the club's owner. */
  /** A refund of a Stripe payment, sent to Stripe (decision 079). */
  refund: {
    unreachable: "Stripe could not be reached, so nothing was refunded. Please try again in a few minutes.",
    keyRefused:
      "Stripe refused the club's secret key, so nothing was refunded. The club's owner needs to check the Stripe keys in the club's payment settings.",
    refused: (reason: string) => `Stripe refused the refund, so nothing was refunded: “${reason}”`,
  },
  /** Money Stripe took that is not on an invoice (decision 079). */
  unmatched: {
    notFound: "There is no such payment in this club.",
    done: "This payment has been dealt with already.",
    noKey:
      "Clubhouse cannot refund this payment at Stripe: the club's Stripe key is not stored, or Stripe did not say which payment it was. Refund it in Stripe's dashboard, then mark it as settled.",
  },
  webhook: {
    unknown: "No club receives Stripe events at this address.",
    noSecret:
      "This club has no Stripe webhook secret: store it with the club's Stripe keys before Stripe sends events here.",
    signatureMissing: "The Stripe-Signature header is missing: the request did not come from Stripe.",
    signatureExpired:
      "The Stripe-Signature timestamp is more than 5 minutes old: the event is refused as a possible replay.",
    /** A timestamp ahead of the server's clock by more than FUTURE_TOLERANCE_SECONDS (decision 039). */
    signatureFuture:
      "The Stripe-Signature timestamp is more than a minute ahead of this server's clock: the event is refused. Check the server's clock.",
    /** A signed event whose amount is not one Stripe writes (a fraction, a text, past the largest amount). */
    malformed:
      "The event is not as Stripe writes it: amount_total must be a whole number of the currency's smallest unit, from 1 to 10,000,000,000.",
    signatureInvalid:
      "The Stripe-Signature does not match the body and the club's webhook secret: the request did not come from Stripe, or it was changed on the way.",
  },
};

// Visitors who book and pay online (issue 36 item 4, decision 084): the public page's refusals, the visitor's
// link's refusals and the visitor's e-mails.
export default {
  notOffered: "This club does not take visitors' bookings online.",
  notFound: "This booking link is not known. Check the link in your e-mail.",
  clubBusy:
    "Many bookings are waiting for their payment at this club just now. Please try again in a few minutes.",
  outsideWindow: (first: string, last: string) => `Visitors can book from ${first} to ${last}.`,
  notOpen: "This tee time is not open to visitors. Choose another time.",
  ballot: "This day's tee times are drawn by ballot among the members first. Choose another day.",
  tooManyPlayers: (max: number) => `A visitor's booking takes at most ${max} players.`,
  handicapRequired: "Give each player's Handicap Index: the club requires it.",
  handicapTooHigh: (max: number) => `The club takes visitors with a Handicap Index of at most ${max}.`,
  checkoutLine: (course: string, when: string, club: string) => `Tee time, ${course}, ${when} — ${club}`,
  notAwaiting: "This booking is not waiting for a payment.",
  holdOver: "The places of this booking are no longer held long enough to pay. Please book again.",
  started: "This round has started: it can no longer be cancelled.",
  alreadyCancelled: "This booking is cancelled already.",
  expiredReason: "Not paid in time",
  stripeFailedReason: "The payment page could not be opened",
  visitorCancelledReason: "Cancelled by the visitor",
  clubCancelledReason: "Cancelled by the club",
  receiptTerms: "Paid online at booking",
  mail: {
    heading: (name: string) => `Hello ${name},`,
    action: "See or cancel your booking",
    footer: (club: string) => `You receive this e-mail because you booked a tee time at ${club} online.`,
    confirmed: {
      subject: (club: string) => `Your tee time at ${club} is booked`,
      round: (course: string, when: string, players: string) => `${course}, ${when}. Players: ${players}.`,
      paid: (amount: string, receipt: string) =>
        receipt ? `You paid ${amount} (receipt ${receipt}).` : `You paid ${amount}.`,
      refundRule: (until: string) =>
        `Cancel until ${until} and the whole amount is refunded to your card; after that nothing is refunded.`,
      noRefund: "Under the club's policy nothing is refunded if you cancel this booking.",
    },
    cancelledByClub: {
      round: (course: string, when: string, club: string) =>
        `${club} has cancelled your tee time on ${course}, ${when}. We are sorry.`,
      reason: (reason: string) => `The club's reason: ${reason}`,
      refund: (amount: string) =>
        `The club refunds the whole amount, ${amount}, to your card. It can take a few days to appear.`,
    },
    cancelled: {
      subject: (club: string) => `Your tee time at ${club} is cancelled`,
      round: (course: string, when: string) => `Your tee time on ${course}, ${when}, is cancelled.`,
      refunded: (amount: string) => `${amount} is refunded to your card. It can take a few days to appear.`,
      notRefunded: "Under the club's policy nothing is refunded.",
    },
  },
};

// Inviting members to sign in (issue 32 §5, decision 065): the personal link's e-mail and the link's refusals.
export default {
  membersNotFound: "Member not found",
  notFound: "This sign-in link is not valid. Check that you copied the whole link from the e-mail.",
  expired: "This sign-in link has expired. Ask the club to send you a new one.",
  used: "This sign-in link has been used: your account exists. Sign in with your e-mail address and password.",
  changed:
    "This sign-in link went to an address the club no longer has for you. Ask the club to send you a new one.",
  accountExists:
    "An account with this e-mail address exists already. Sign in with it: your membership is linked to it when you do.",
  accountRetry: "The account could not be created just now. Please try again.",
  mail: {
    subject: (club: string) => `${club} invites you to sign in`,
    heading: (name: string) => `Hello ${name},`,
    headingNoName: "Hello,",
    intro: (club: string) =>
      `${club} uses Clubhouse for its members: your membership, your invoices and your bookings are there.`,
    how: "Open your personal link to choose a password. Your account is made with this e-mail address and linked to your membership.",
    validity: (days: number) => `The link is valid for ${days} days and only for you: do not pass it on.`,
    action: "Choose your password",
    footer: "You receive this e-mail because the club has you as a member with this address.",
  },
};

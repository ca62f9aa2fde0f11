// Joining online (issue 18): the public join page's refusals and the applicant's confirmation e-mail.
export default {
  notOffered: "This club does not take applications online.",
  chooseType: "Choose a membership type that the club offers online.",
  proofMissing:
    "Your browser's check did not finish. Reload the page and send the form again; keep the page open until it is sent.",
  proofInvalid: "Your browser's check could not be confirmed. Reload the page and send the form again.",
  proofExpired: "The page was open too long. Reload it and send the form again.",
  proofUsed: "This form was sent already. Reload the page to apply again.",
  accountExists:
    "An account with this e-mail address exists, and the password is not its password. Sign in with it first, then apply from this page.",
  alreadyMember: "You are a member of this club already, or your application is waiting.",
  accountRetry: "The account could not be created just now. Please try again.",
  mail: {
    subject: (club: string) => `Your application to ${club}`,
    heading: (name: string) => `Thank you, ${name}`,
    pending: (type: string, club: string) =>
      `We have received your application for ${type} at ${club}. The club will let you know when it is approved.`,
    active: (type: string, club: string, number: string) =>
      `Welcome to ${club}: you are a member with ${type}. Your membership number is ${number}.`,
    awaitingPayment: (type: string, club: string) =>
      `We have received your application for ${type} at ${club}. It waits for the payment of its joining invoice, which we are sending you in a separate e-mail.`,
    action: "Open Clubhouse",
    footer: "You receive this e-mail because you applied for a membership on the club's website.",
  },
};

// Joining online (issue 18): the public join page's refusals, the applicant's confirmation e-mail and the e-mail
// of the club's decision (approved by staff or by paying the joining invoice; rejected).
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
  approved: {
    subject: (club: string) => `Welcome to ${club}: your membership is active`,
    heading: (name: string) => `Welcome, ${name}`,
    period: (type: string, club: string, start: string, end: string) =>
      `${club} has approved your application. Your ${type} membership runs from ${start} to ${end}.`,
    lifetime: (type: string, club: string, start: string) =>
      `${club} has approved your application. Your ${type} membership runs from ${start}, for life.`,
    number: (number: string) => `Your membership number is ${number}.`,
    signIn: "Sign in with the e-mail address and password you applied with to see your membership.",
    action: "Sign in",
  },
  rejected: {
    subject: (club: string) => `About your application to ${club}`,
    heading: (name: string) => `Hello ${name},`,
    body: (type: string, club: string) =>
      `Thank you for your interest in ${club}. We are sorry to tell you that your application for ${type} was not accepted.`,
    questions: "If you have any questions, reply to this e-mail to reach the club.",
  },
  decisionFooter: "You receive this e-mail because you applied for a membership of the club.",
};

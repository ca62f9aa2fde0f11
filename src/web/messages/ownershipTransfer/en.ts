/** Transfer of ownership: the owner's section in the club settings and the nominee's page (decision 033). */
export default {
  panel: {
    title: "Transfer ownership",
    description:
      "Hand the club to one of its administrators. They confirm by a link we e-mail them; then they become the owner and you an administrator.",
    administrator: "New owner",
    administratorHint: "Only active administrators can be named.",
    placeholder: "Choose an administrator",
    noCandidates:
      "The club has no other active administrator. Invite one first in the administrators' settings.",
    start: "Transfer ownership",
    loading: "Loading the transfer of ownership…",
    loadFailed: "The transfer of ownership could not be loaded.",
    pending: (name: string, until: string) => `Waiting for ${name} to accept, until ${until}.`,
    expired: (name: string) => `The transfer to ${name} expired without an answer. You may start a new one.`,
    cancel: "Cancel transfer",
    cancelled: "The transfer of ownership was cancelled.",
    started: (name: string) => `We sent ${name} a link to accept the ownership.`,
    confirmTitle: (club: string) => `Transfer ownership of ${club}?`,
    confirmText: (name: string, club: string) =>
      `${name} will be asked by e-mail to become the owner of ${club}. Once they accept, you become an administrator: you can no longer delete the club, change its payment gateway or transfer it.`,
    confirm: "Send the request",
    back: "Cancel",
  },
  page: {
    title: "Transfer of ownership",
    loading: "Loading the transfer…",
    noToken: "This link has no token. Open the link of the e-mail again.",
    asks: (from: string, club: string) => `${from} asks you to become the owner of ${club}.`,
    explain:
      "As the owner you may do everything in the club, including deleting it and changing its payment gateway. The current owner will stay an administrator.",
    until: (until: string) => `You can answer until ${until}.`,
    accept: "Accept and become the owner",
    decline: "Decline",
    accepted: (club: string) => `You are now the owner of ${club}.`,
    declinedHere: (club: string) => `You declined. ${club} keeps its owner.`,
    status: {
      accepted: "This transfer of ownership was accepted already.",
      declined: "This transfer of ownership was declined.",
      cancelled: "This transfer of ownership was cancelled by the owner.",
      expired: "This transfer of ownership has expired. Ask the owner to start a new one.",
    },
    tryAgain: "Try again",
    openClub: "Go to the dashboard",
  },
};

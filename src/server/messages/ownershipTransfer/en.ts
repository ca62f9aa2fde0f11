/*
 * Transfer of ownership (issue 18, decision 033): the API's refusals and the three e-mails. Club and people's
 * names are data.
 */
export default {
  denied: (club: string) => `Only the owner of ${club} can transfer its ownership.`,
  adminNotFound: "Administrator not found",
  notAnAdmin: (name: string) =>
    `${name} is not an active administrator of the club. Only an active administrator can become its owner.`,
  ownRecord: "You own the club already. Choose another administrator.",
  noPending: "There is no pending transfer of ownership.",
  notFound: "Transfer of ownership not found",
  expired: "This transfer of ownership has expired. Ask the owner to start a new one.",
  accepted: "This transfer of ownership was accepted already.",
  declined: "This transfer of ownership was declined.",
  cancelled: "This transfer of ownership was cancelled by the owner.",
  wrongAccount: (signedIn: string) =>
    `This transfer of ownership is for another account; you are signed in as ${signedIn}. Sign in with the account it was sent to.`,
  noLongerAdmin: (club: string) =>
    `You are no longer an active administrator of ${club}, so you cannot become its owner. Ask the owner to start a new transfer.`,
  ownerChanged: (club: string) =>
    `${club} has had a new owner since this transfer was started; it can no longer be accepted.`,
  defaultName: "Club owner",
  mail: {
    request: {
      subject: (club: string) => `Become the owner of ${club}?`,
      heading: (club: string) => `Transfer of ownership of ${club}`,
      text: (from: string, club: string) =>
        `${from} asks you to become the owner of ${club}. As the owner you may do everything in the club, including deleting it; ${from} will stay an administrator.`,
      validity: (hours: number, until: { date: string; time: string }) =>
        `The link is valid for ${hours} hours, until ${until.date} ${until.time}. You need to be signed in with this e-mail's account.`,
      action: "Review the transfer",
      footer: "If you did not expect this, you may ignore it; nothing changes unless you accept.",
    },
    newOwner: {
      subject: (club: string) => `You are now the owner of ${club}`,
      heading: (club: string) => `You are now the owner of ${club}`,
      text: (from: string, club: string) =>
        `You accepted the transfer of ownership: you now own ${club}. ${from} is an administrator of the club.`,
    },
    formerOwner: {
      subject: (club: string, to: string) => `${club} now belongs to ${to}`,
      heading: (club: string, to: string) => `${club} now belongs to ${to}`,
      text: (to: string, club: string) =>
        `${to} accepted your transfer of ownership and is now the owner of ${club}. You stay an administrator of the club.`,
    },
    action: "Open Clubhouse",
    footer: "You receive this e-mail because the ownership of this club changed in Clubhouse.",
  },
};

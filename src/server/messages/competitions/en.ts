/*
 * Competitions, entries and the draw (issue 35 items 4 and 5): refusals, and the e-mails of a start time and of
 * a place from the waiting list. Dates and times come written in the club's format; names are data.
 */
export default {
  denied: {
    manage: "Only the club's staff can set up competitions and make the draw.",
    enter: "Your role in this club cannot enter competitions.",
    forOthers: "Only the club's staff can enter other members or guests.",
  },
  teeNotRated: {
    male: "This tee has no rating for men: rate it in golf settings or choose another.",
    female: "This tee has no rating for women: rate it in golf settings or choose another.",
  },
  notFound: {
    competition: "Competition not found",
    entry: "Entry not found",
    member: "Member not found",
    tee: "Tee not found on this course",
  },
  status: {
    notDraft: "Only a draft competition can be deleted. Cancel it instead.",
    cannotOpen: "This competition can no longer be opened for entries.",
    cannotClose: "Only a competition open for entries can be closed.",
    cannotCancel: "Results have been published: the competition can no longer be cancelled.",
    notEditable: "The draw has been made: change the settings before the draw, or make the draw again.",
  },
  entry: {
    notOpen: "This competition does not take entries now.",
    windowNotOpen: (date: string, time: string) => `Entries open on ${date} at ${time}.`,
    windowClosed: (date: string, time: string) => `Entries closed on ${date} at ${time}.`,
    alreadyEntered: "This player has already entered this competition.",
    noMemberRecord: "You need a member record in this club to enter.",
    membershipType: "This competition is not open to your membership type.",
    gender: "This competition is for players of the other gender.",
    indexRange: "Your Handicap Index is outside the range this competition accepts.",
    noIndex: "This competition needs a Handicap Index, and none is recorded for you.",
    notActive: "Only members whose membership is active can enter.",
    memberOrGuest: "Enter either a member or a guest, not both.",
    alreadyWithdrawn: "This entry has been withdrawn already.",
    afterDraw: "The draw has been made: ask the club's staff to change the field.",
    afterClose: "Entries have closed: ask the club's staff to withdraw you.",
    pair: {
      needed: "A four-ball entry names the partner who plays with you.",
      notFourBall: "Only a four-ball competition takes partners.",
      self: "Your partner must be another player.",
      guestByStaff: "Only the club's staff can enter a guest as a partner.",
      partnerEntered: "Your partner has already entered this competition.",
      partnerIneligible:
        "Your partner is not eligible for this competition (membership, gender or Handicap Index).",
      sameList: "Partners are in the field together or on the waiting list together.",
      notPairable: "Only entries in the field or on the waiting list can be paired.",
    },
  },
  draw: {
    status: "The draw can be made once entries have closed, and again until scores exist.",
    scoresExist: "Scores have been entered: the draw can no longer be made again.",
    noEntrants: "Nobody has entered: there is nothing to draw.",
    notTeeTime: (time: string) => `${time} is not a tee time of the course on this day.`,
    tooFewTimes: (groups: number, last: string) =>
      `The field needs ${groups} tee times, and the course's last tee time on this day is ${last}.`,
    tooManyGroups: (groups: number, holes: number) =>
      `A shotgun start takes at most two groups per hole: ${groups} groups are too many for ${holes} holes.`,
    courseClosed: "The course takes no tee times on the competition's day.",
    blockNote: (name: string) => `Competition: ${name}`,
  },
  mail: {
    footer: (club: string) => `${club}, competitions`,
    open: "See the competition",
    start: {
      subject: (name: string, date: string, time: string) => `${name}: your start on ${date} at ${time}`,
      heading: "Your start time",
      text: (name: string, course: string, date: string, time: string, start: string) =>
        `The draw for ${name} is made. You start on ${course} on ${date} at ${time} from ${start}.`,
      group: (names: string) => `Your group: ${names}.`,
      handicap: (playing: number) => `Your playing handicap: ${playing}.`,
      hole: (label: string) => `hole ${label}`,
      tee: (label: string) => `tee ${label}`,
    },
    promoted: {
      subject: (name: string) => `A place for you in ${name}`,
      heading: "You are in the field",
      text: (name: string, date: string) =>
        `A place became free in ${name} on ${date}, and you were first on the waiting list: you are now entered.`,
    },
  },
};

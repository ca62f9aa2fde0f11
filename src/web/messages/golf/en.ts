import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural, number } = localeHelpers("en");

/** The golf bookings screen in English: the tee sheet, bookings, My bookings, the ballot and the waiting list. */
export default {
  screen: {
    title: "Tee sheet",
    intro: (club: string) =>
      `Book tee times at ${club}, see who plays when, and keep track of your bookings.`,
    tabsLabel: "Tee sheet and my bookings",
    sheetTab: "Tee sheet",
    mineTab: "My bookings",
    societiesTab: "Societies",
    loadingSocieties: "Loading the societies' requests...",
    noCourses: "No course to book yet",
    noCoursesStaff: "Add a course in the golf settings: its tee sheet opens here.",
    noCoursesMember: "The club has not opened a course for booking yet.",
    openSettings: "Open the golf settings",
  },

  common: {
    close: "Close",
  },

  sheet: {
    label: (course: string) => `Tee sheet of ${course}`,
    course: "Course",
    date: "Date",
    previousDay: "Previous day",
    nextDay: "Next day",
    today: "Today",
    loadingCourses: "Loading the courses...",
    coursesFailed: "The courses could not be loaded",
    loading: "Loading the tee sheet...",
    loadFailed: "The tee sheet could not be loaded",
    closedDay: "No tee times on this day",
    closedDayText: (course: string) => `${course} has no tee times on this weekday.`,
    /** When the sheet was last asked for (it asks again every 15 seconds). */
    updatedAt: (time: string) => `Updated ${time}`,
    refresh: "Refresh the tee sheet",
    membersFrom: (date: string, time: string) =>
      `Members can book this day from ${date} at ${time}; staff book it before with the override.`,
    takings: "Green fees owed today",
    columns: { time: "Tee time", players: "Players", free: "Free places", state: "Booking" },
    free: (free: number, capacity: number) =>
      plural(free, { "=0": "Full", other: `# of ${number(capacity)} free` }),
    guest: "Guest",
    guestOf: (guest: string, host: string) => `${guest} (guest of ${host})`,
    /** A member whose name the club does not show to other members. */
    hiddenMember: "Member",
    yours: "Your booking",
    override: "Staff override",
    playerStatus: { checked_in: "Checked in", no_show: "No-show" },
    now: "Now",
    showEarlier: (n: number) => plural(n, { one: "Show # earlier time", other: "Show # earlier times" }),
    hideEarlier: "Hide earlier times",
    greenFee: { no_fee: "No fee", to_invoice: "Fee to invoice", invoiced: "Fee invoiced", paid: "Fee paid" },
    closed: {
      past: "Past",
      onTheTee: "On the tee",
      blocked: (reason: string) => `Blocked: ${reason}`,
      full: "Full",
      fullWaiting: (waiting: number) =>
        plural(waiting, { one: "Full · # group waiting", other: "Full · # groups waiting" }),
      window: (date: string, time: string) => `Opens on ${date} at ${time}`,
      windowUnknown: "Not open for booking yet",
      ballot: "Ballot day",
      closed: "Closed",
    },
    blockReasons: {
      maintenance: "Maintenance",
      competition: "Competition",
      shotgun: "Shotgun start",
      other: "Other",
    },
    book: "Book",
    bookLabel: (time: string) => `Book ${time}`,
    joinWaitlist: "Join waiting list",
    joinWaitlistLabel: (time: string) => `Join waiting list for ${time}`,
  },

  menu: {
    label: (time: string, name: string) => `Booking actions for ${time}, ${name}`,
    addPlayers: "Add players or guests",
    move: "Move to another tee time",
    cancel: "Cancel booking",
    checkIn: (name: string) => `Check in ${name}`,
    checkInShort: "Check in",
    noShow: (name: string) => `Mark ${name} as a no-show`,
    noShowShort: "No-show",
    undo: (name: string) => `Set ${name} back to booked`,
    undoShort: "Back to booked",
    checkedIn: (name: string) => `${name} checked in`,
    markedNoShow: (name: string) => `${name} marked as a no-show`,
    undone: (name: string) => `${name} set back to booked`,
    checkInGroup: "Check in",
    checkInGroupLabel: (time: string, name: string) => `Check in the group of ${time}, ${name}`,
    group: "Whole group",
    noShowGroup: "Mark the whole group as no-shows",
    undoGroup: "Set the whole group back to booked",
    groupCheckedIn: (n: number) => plural(n, { one: "# player checked in", other: "# players checked in" }),
    groupNoShow: (n: number) =>
      plural(n, { one: "# player marked as a no-show", other: "# players marked as no-shows" }),
    groupUndone: "The group is set back to booked",
  },

  players: {
    title: "Players",
    placesLeft: (n: number) =>
      plural(n, { "=0": "No places left", one: "# place left", other: "# places left" }),
    none: "No players yet: find a member or add a guest.",
    you: (name: string) => `${name} (you)`,
    guest: "Guest",
    guestOf: (host: string) => `Guest of ${host}`,
    member: "Member",
    memberNumber: (number: string) => `Member ${number}`,
    remove: (name: string) => `Remove ${name}`,
    full: "The group is complete.",
    noGuests: "The club allows no guests in a booking.",
    noMoreGuests: (n: number) =>
      plural(n, { one: "At most # guest per booking.", other: "At most # guests per booking." }),
    findMember: "Find a member",
    findMemberPlaceholder: "Name or membership number",
    noneFound: "No member who may play matches this search.",
    add: (name: string) => `Add ${name}`,
    guestName: "Guest's name",
    addGuest: "Add guest",
  },

  group: {
    bookTitle: (time: string) => `Book ${time}`,
    waitlistTitle: (time: string) => `Waiting list for ${time}`,
    ballotTitle: "Enter the ballot",
    addTitle: (time: string) => `Add players to ${time}`,
    where: (course: string, day: string, time: string) => `${course} · ${day} · ${time}`,
    whereBallot: (course: string, day: string) => `${course} · ${day}`,
    booked: (time: string, day: string) => `Tee time booked: ${day} at ${time}`,
    waitlisted: (time: string) => `You are on the waiting list for ${time}`,
    entered: "Your ballot entry is in",
    added: (time: string) => `Players added to ${time}`,
    noMemberRecord:
      "You have no member record in this club, so you cannot book for yourself. Please ask the club.",
    earliest: "Earliest tee time",
    latest: "Latest tee time",
    fees: (member: string, guest: string) => `Green fee: ${member} per member, ${guest} per guest.`,
    cutoff: (hours: number) =>
      `This tee time is within the ${number(hours)}-hour cancellation cut-off: you will not be able to cancel it yourself.`,
    cutoffStaff: (hours: number) =>
      `This tee time is within the ${number(hours)}-hour cancellation cut-off: the member will not be able to cancel it themselves.`,
    override: "Override the booking rules",
    overrideHelp:
      "This day is not open to members yet. The override is recorded on the booking and in the audit trail.",
    submitBook: "Book tee time",
    submitWaitlist: "Join waiting list",
    submitBallot: "Enter the ballot",
    submitAdd: "Add players",
  },

  waitlist: {
    explain:
      "When places free up, the first waiting group that fits gets them: you receive an e-mail when your group is booked or offered the time.",
  },

  ballot: {
    title: "Ballot day",
    explain:
      "Enter your group and the range of tee times you can play. At the close, a draw places the groups in random order, members who lost a ballot in the last 30 days first; each gets the free time nearest the middle of its range, or a place on the waiting list. Everyone receives the result by e-mail.",
    statusOpen: "Open",
    statusClosed: "Closed",
    statusDrawn: "Drawn",
    openText: (closes: string) =>
      `The tee times of this day are given by a ballot. Enter your group until ${closes}; the time of entry makes no difference.`,
    closedText: (closes: string) => `Entries closed on ${closes}. The draw follows shortly.`,
    drawnText: "The ballot of this day has been drawn. The free tee times can now be booked.",
    yourPlace: (time: string) => `Your group was placed at ${time}.`,
    yourWaitlist: "Your group is on the waiting list.",
    seeResults: "See the results",
    yourEntry: "Your entry",
    entryLine: (players: string, range: string) => `${players} · ${range}`,
    guestName: (name: string) => `${name} (guest)`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    enter: "Enter the ballot",
    withdraw: "Withdraw",
    withdrawn: "Ballot entry withdrawn",
    entries: (n: number) => plural(n, { "=0": "No entries yet", one: "# entry", other: "# entries" }),
    drawNow: "Draw now",
    drawTitle: "Draw the ballot now?",
    drawText: (n: number) =>
      plural(n, {
        "=0": "No group has entered. The ballot closes and the day opens for booking.",
        one: "The ballot closes and its # entry is placed by the draw. The entrant receives the result by e-mail. A draw cannot be undone.",
        other:
          "The ballot closes and its # entries are placed by the draw. Every entrant receives the result by e-mail. A draw cannot be undone.",
      }),
    drawn: "Ballot drawn",
  },

  results: {
    title: "Ballot results",
    subtitle: (course: string, day: string) => `${course} · ${day}`,
    back: "Back to the tee sheet",
    loading: "Loading the ballot...",
    loadFailed: "The ballot could not be loaded",
    drawnAt: (moment: string) => `Drawn on ${moment}.`,
    notDrawn: (closes: string) => `Not drawn yet: entries close on ${closes}.`,
    seed: "Seed of the draw:",
    seedHelp:
      "The draw is made from this seed: drawn again from it, the same entries give the same order and the same places, so anyone can check it.",
    priorityHelp:
      "Priority: the entrant lost a ballot of the club in the last 30 days, so their group was drawn first.",
    none: "Nobody entered this ballot",
    tableLabel: "Requests in the order of the draw",
    columns: {
      order: "Order",
      entrant: "Entrant and group",
      asked: "Times asked for",
      priority: "Priority",
      result: "Placed at",
      why: "Why",
    },
    orderName: (order: number, name: string) => `${number(order)}. ${name}`,
    askedLine: (range: string) => `Asked for ${range}`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    priority: "Priority",
    noPriority: "Without priority",
    waitingList: "Waiting list",
    outcomes: {
      placed_wish: "Placed at the free tee time nearest the middle of its range.",
      placed_nearest: "The time nearest its wish had no room: placed at the nearest free time in its range.",
      waitlisted_full: "Every tee time of its range was full when its turn came: on the waiting list.",
      waitlisted_overlap:
        "A player of the group already plays a round that overlaps each free time: on the waiting list.",
      waitlisted_blocked: "The club blocked every tee time of its range: on the waiting list.",
      waitlisted_no_times: "The course has no tee times in its range that day: on the waiting list.",
      withdrawn: "Withdrawn before the draw.",
      pending: "Waiting for the draw.",
    },
  },

  move: {
    title: (time: string, day: string) => `Move the booking of ${day} at ${time}`,
    who: (course: string, players: string) => `${course} · ${players}`,
    time: "New tee time",
    loadingTimes: "Loading the tee times...",
    chooseTime: "Choose a tee time",
    timeOption: (time: string, free: number) =>
      plural(free, { one: `${time} · # place free`, other: `${time} · # places free` }),
    noTimes: "No tee time of this day has room for the group.",
    override: "Override the booking rules",
    overrideHelp:
      "Needed while the day is not open to members yet. The override is recorded on the booking and in the audit trail.",
    submit: "Move booking",
    moved: (time: string, day: string) => `Booking moved to ${day} at ${time}`,
  },

  cancel: {
    title: (time: string, day: string) => `Cancel the booking of ${day} at ${time}?`,
    text: (course: string, players: number) =>
      plural(players, {
        one: `The tee time on ${course} is freed for its # player. The booker receives an e-mail.`,
        other: `The tee time on ${course} is freed for its # players. The booker receives an e-mail.`,
      }),
    reason: "Reason (optional)",
    reasonHelp: "Told to the booker in the cancellation e-mail.",
    override: "Cancel after the cut-off",
    overrideHelp: (hours: number) =>
      plural(hours, {
        one: "The cut-off (# hour before the tee time) has passed. The override is recorded on the booking and in the audit trail.",
        other:
          "The cut-off (# hours before the tee time) has passed. The override is recorded on the booking and in the audit trail.",
      }),
    keep: "Keep booking",
    submit: "Cancel booking",
    cancelled: "Booking cancelled",
  },

  mine: {
    loading: "Loading your bookings...",
    loadFailed: "Your bookings could not be loaded",
    suspendedTitle: "Booking suspended",
    suspended: (until: string) =>
      `After repeated no-shows you cannot book tee times until ${until}. Please contact the club if you think this is a mistake.`,
    upcoming: "Upcoming tee times",
    none: "No upcoming tee times",
    noneHelp: "Book a free tee time on the tee sheet.",
    when: (day: string, time: string) => `${day} at ${time}`,
    cancel: "Cancel",
    cancelLabel: (day: string, time: string) => `Cancel the booking of ${day} at ${time}`,
    tooLate: (hours: number) =>
      plural(hours, {
        one: "Cancellation closed # hour before the tee time. Please contact the club.",
        other: "Cancellation closed # hours before the tee time. Please contact the club.",
      }),
    tooLateUnknown: "The cancellation cut-off has passed. Please contact the club.",
    waitingTitle: "Waiting lists",
    waiting: "Waiting",
    offered: "Place offered",
    group: (course: string, size: number) =>
      plural(size, { one: `${course} · group of #`, other: `${course} · group of #` }),
    offeredUntil: (until: string) => `A place is free for your group: accept it until ${until}.`,
    accept: "Accept",
    acceptLabel: (day: string, time: string) => `Accept the place of ${day} at ${time}`,
    accepted: (day: string, time: string) => `Tee time booked: ${day} at ${time}`,
    withdraw: "Withdraw",
    withdrawLabel: (day: string, time: string) => `Withdraw from the waiting list of ${day} at ${time}`,
    withdrawn: "You left the waiting list",
  },

  feed: {
    title: "Calendar feed",
    help: "Add this private address to your calendar app (as a subscription) to see your tee times there. Keep it to yourself: anyone who has it sees your bookings.",
    address: "Your private calendar address",
    loading: "Loading...",
    loadFailed: "The calendar address could not be loaded.",
    copy: "Copy",
    copied: "Copied",
    reset: "Reset link",
    resetTitle: "Reset your calendar link?",
    resetText:
      "You get a new private address. The old link stops working: calendars subscribed to it no longer receive your bookings until you add the new one.",
    resetDone: "Calendar link reset",
  },

  // Issue 34 (starter sheet, checking a draw): kept in a block of their own.
  starterSheet: {
    button: "Starter sheet",
  },
  drawCheck: {
    title: "How to check the draw",
    intro:
      "Anyone can run the draw again from what is shown here and get the same order and the same places:",
    order:
      "1. Take the entries below by their id, sorted as plain text; those with priority form the first group, the others the second.",
    numbers:
      '2. Random numbers: SHA-256 of the seed followed by ":0", ":1", … (the seed as written above); each digest gives eight 32-bit numbers, read big-endian.',
    shuffle:
      "3. Shuffle each group (Fisher–Yates; entries counted from 0, i from the last down to 1): swap entry i with entry n mod (i + 1), where n is the next number (a number past the last whole multiple of i + 1 is skipped).",
    placing:
      "4. In that order, each group gets the free tee time nearest the middle of its range (of two, the earlier) with room for the whole group, not blocked and with none of its players already playing then; otherwise the waiting list.",
    code: "The code is redraw() in ballot-draw.ts of Clubhouse's sources.",
    sheetTitle: "The tee sheet at the draw",
    free: (time: string, n: number) =>
      plural(n, { "=0": `${time}: full`, one: `${time}: # place free`, other: `${time}: # places free` }),
    blocked: (time: string) => `${time}: blocked`,
    unavailable: (times: string) => `Already playing at ${times}`,
    entryId: "Entry id",
    download: "Download the draw's data (JSON)",
    noSnapshot: "This ballot was drawn before the tee sheet was kept with the draw.",
  },
};

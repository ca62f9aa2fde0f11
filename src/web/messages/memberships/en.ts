import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural, number } = localeHelpers("en");

/** A status's label inside a sentence: "Grace period" → "grace period". */
const inSentence = (label: string) => `${label}`.toLocaleLowerCase("en");

/** The "memberships" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The /memberships screen's frame: heading, tabs and the new application dialog. */
  screen: {
    title: "Memberships",
    intro: (club: string) =>
      `Who holds which membership of ${club}, until when; and the applications waiting for a decision.`,
    newApplication: "New application",
    tabsLabel: "Memberships and applications",
    membershipsTab: "Memberships",
    applicationsTab: "Applications",
    /** The tab's label while applications wait: "Applications (2)". */
    applicationsTabCount: (waiting: number) => `Applications (${number(waiting)})`,
    /** Toasts after an application was recorded. */
    approvedAutomatically: "Application approved automatically",
    recorded: "Application recorded",
    /** The application's joining invoice was issued with it (issue 15). */
    invoiced: (number: string) => `Joining invoice ${number} issued and e-mailed to the applicant`,
    /** The member form, used to record an application. */
    applicationForm: {
      title: "New application",
      submit: "Record application",
      /** When the club's settings cannot be read (the role may not). */
      unknownRule:
        "Unless the club approves applications automatically, it waits in the queue until it is approved or rejected.",
      autoApprove: "The club approves applications automatically: the membership starts today.",
      queue: "The application waits in the queue until it is approved or rejected.",
    },
  },

  /** The Memberships tab: filters, table (or cards on a phone) and footer. */
  list: {
    loadFailed: "The memberships could not be loaded",
    loading: "Loading memberships...",
    noMatch: "No memberships match",
    empty: "No memberships yet",
    clearFilters: "Clear filters",
    /** The table's (and the cards list's) accessible name. */
    label: "Memberships",
    columns: {
      member: "Member",
      number: "Number",
      type: "Type",
      start: "Start",
      end: "End",
      status: "Status",
      actions: "Actions",
    },
    /** A card's line for an application, which has no period yet. */
    waitingForApproval: "Waiting for approval",
    /** A card's period without an end (lifetime); one with an end is `period.range`. */
    periodNoEnd: (start: string) => `${start} – no end`,
    /** A deactivated type in the type filter. */
    inactiveType: (name: string) => `${name} (inactive)`,
    /** What the list's footer counts, without the number: "1–25 of 40 memberships". */
    noun: (total: number) => plural(total, { one: "membership", other: "memberships" }),
    searchPlaceholder: "Name, e-mail or number",
    statusFilter: "Membership status",
    allStatuses: "All statuses",
    typeFilter: "Membership type",
    allTypes: "All types",
    /** On a phone, without the table's headers, the order is chosen in a select. */
    sortBy: "Sort by",
    sortOptions: {
      membershipEndDate: { asc: "End date, soonest first", desc: "End date, latest first" },
      name: { asc: "Member, A–Z first", desc: "Member, Z–A first" },
      membershipNumber: { asc: "Number, A–Z first", desc: "Number, Z–A first" },
    },
  },

  /** The Applications tab. */
  applications: {
    autoApproveOn: "Auto-approve is on: a new application becomes an active membership at once.",
    autoApproveOff: "Auto-approve is off: each application waits here for a decision.",
    /** A link to the membership settings, after the sentence above. */
    changeSettings: "Change in the membership settings",
    loadFailed: "The applications could not be loaded",
    loading: "Loading applications...",
    empty: "No applications waiting",
    emptyText:
      "Record an application when someone asks to join; it waits here until you approve or reject it.",
    newApplication: "New application",
    label: "Applications",
    columns: {
      applicant: "Applicant",
      email: "E-mail",
      type: "Membership type",
      applied: "Applied",
      decision: "Decision",
    },
    /** A card's line on a phone: the membership type's name and the day of the application. */
    typeAndDay: (type: string, day: string) => `${type} · applied ${day}`,
    noun: (total: number) => plural(total, { one: "application", other: "applications" }),
  },

  /** What can be done with a membership: the menu, the buttons, the questions and the toasts. */
  actions: {
    labels: {
      renew: "Renew",
      suspend: "Suspend",
      cancel: "Cancel membership",
      reinstate: "Reinstate",
      approve: "Approve",
      reject: "Reject",
    },
    /** The menu button of a row. */
    menu: (name: string) => `Membership actions for ${name}`,
    /** A button's accessible name on a member's page: "Renew: Ada Byron". */
    button: (action: string, name: string) => `${action}: ${name}`,
    /** The questions before suspending, cancelling or rejecting. */
    ask: {
      suspend: {
        title: (name: string) => `Suspend ${name}'s membership?`,
        text: "The membership is on hold until it is reinstated. Its type and dates stay as they are.",
        confirm: "Suspend membership",
        keep: "Keep active",
        note: "Note (optional)",
      },
      cancel: {
        title: (name: string) => `Cancel ${name}'s membership?`,
        text: "The membership ends. It can be renewed later, which starts a new period.",
        confirm: "Cancel membership",
        keep: "Keep membership",
        note: "Note (optional)",
      },
      reject: {
        title: (name: string) => `Reject ${name}'s application?`,
        text: "The application leaves the queue; the record stays, with its membership cancelled.",
        confirm: "Reject application",
        keep: "Keep application",
        note: "Reason (optional)",
      },
    },
    noteHint: "Kept in the membership's history.",
    /** Toasts after a change; `until` is a date in the club's format, `type` a membership type's name. */
    done: {
      renewedUntil: (name: string, type: string, until: string) =>
        `${name}'s membership renewed (${type}) until ${until}`,
      renewedNoEnd: (name: string, type: string) => `${name}'s membership renewed (${type}), with no end`,
      suspended: (name: string) => `${name}'s membership is suspended`,
      cancelled: (name: string) => `${name}'s membership is cancelled`,
      activeAgain: (name: string) => `${name}'s membership is active again`,
      /** `status` is the membership status's label ("Grace period"). */
      reinstated: (name: string, status: string) =>
        `${name}'s membership is reinstated: ${inSentence(status)}`,
      approved: (name: string) => `${name}'s application approved`,
      rejected: (name: string) => `${name}'s application rejected`,
    },
  },

  /** The renewal dialog. */
  renew: {
    title: (name: string) => `Renew ${name}'s membership`,
    current: "Current membership",
    type: "Membership type",
    chooseType: "Choose a type",
    loadingTypes: "Loading types…",
    typeRequired: "Choose a membership type.",
    newPeriod: "New period",
    /** Both are membership types' names. */
    typeChanges: (from: string, to: string) => `The type changes from ${from} to ${to}.`,
    full: (type: string, taken: number, capacity: number) =>
      `${type} is full (${number(taken)} of ${plural(capacity, { one: "# place", other: "# places" })} taken): the renewal will be refused until a place is free.`,
    choosePrompt: "Choose a type to see the period.",
    note: "Note (optional)",
    cancel: "Cancel",
    submit: "Renew membership",
  },

  /** A membership's period; the dates are already written in the club's format. */
  period: {
    range: (start: string, end: string) => `${start} – ${end}`,
    /** A lifetime membership. */
    noEnd: (start: string) => `From ${start}, no end`,
  },

  /** The names of the billing periods. */
  billingPeriods: {
    monthly: "Monthly",
    quarterly: "Quarterly",
    annual: "Annual",
    lifetime: "Lifetime",
  },
  /** What a price buys, by billing period: "$120.00 per month"; `price` is already written as money. */
  pricePer: {
    monthly: (price: string) => `${price} per month`,
    quarterly: (price: string) => `${price} per quarter`,
    annual: (price: string) => `${price} per year`,
    lifetime: (price: string) => `${price} once`,
  },

  /** /settings/membership-types. */
  /** Custom member fields (decision 064): the membership settings' screen and its form. */
  fields: {
    title: "Custom member fields",
    noPermissionTitle: "You do not have permission to manage custom member fields",
    noPermissionText: (club: string, role: string) =>
      `Only the club's owner and admins can add and change custom member fields. Your role in ${club} is ${role}.`,
    back: "Membership settings",
    intro: (club: string, max: number) =>
      `What ${club} keeps on each member's record beyond the standard details, such as a handicap index or a locker number. At most ${max} fields.`,
    newField: "New field",
    label: "Custom member fields",
    empty: "No custom fields yet.",
    loadFailed: "The custom fields could not be loaded",
    loading: "Loading custom fields...",
    columns: { label: "Label", type: "Type", visibility: "Visible to", actions: "Actions" },
    types: { text: "Text", number: "Number", date: "Date", choice: "Choice", yes_no: "Yes/no" },
    visibility: { staff: "Staff only", members: "Staff and the member" },
    required: "Required",
    menu: (label: string) => `Actions for ${label}`,
    edit: "Edit",
    moveUp: "Move up",
    moveDown: "Move down",
    delete: "Delete",
    deleteTitle: (label: string) => `Delete the field ${label}?`,
    deleteText: (label: string) =>
      `The field ${label} is deleted, and so is every member's value of it. This cannot be undone.`,
    deleted: (label: string) => `${label} deleted`,
    form: {
      newTitle: "New custom field",
      editTitle: (label: string) => `Edit ${label}`,
      label: "Label",
      labelHelp: "As the member form and record show it, in the club's language.",
      type: "Type",
      typeFixed: "A field's type cannot be changed once it exists.",
      choices: "Choices",
      choicesHelp: "One choice per line.",
      required: "Required",
      requiredHelp: "Staff fill it in when they add a member or change a record.",
      visibility: "Visible to",
      added: (label: string) => `${label} added`,
      saved: (label: string) => `${label} saved`,
      save: "Save",
      cancel: "Cancel",
    },
  },
  types: {
    title: "Membership types",
    noPermissionTitle: "You do not have permission to manage membership types",
    /** `role` is the role's name ("Manager"). */
    noPermissionText: (club: string, role: string) =>
      `Only the club's owner and admins can add and change membership types. Your role in ${club} is ${role}.`,
    /** The link back to the membership settings. */
    back: "Membership settings",
    intro: (club: string) =>
      `What each membership of ${club} costs, how long a period runs and how many places it has.`,
    newType: "New membership type",
    joinPage: (link: string) => `People apply online on the club's join page: ${link}`,
    joinPageNone: "Switch on “Offered for joining online” for a type to open the club's public join page.",
    online: "Online",
    loadFailed: "The membership types could not be loaded",
    loading: "Loading membership types...",
    label: "Membership types",
    /** A type's menu button. */
    menu: (name: string) => `Actions for ${name}`,
    edit: "Edit",
    deactivate: "Deactivate",
    activate: "Activate",
    columns: {
      name: "Name",
      billingPeriod: "Billing period",
      price: "Price",
      joiningFee: "Joining fee",
      capacity: "Members / capacity",
      bookingWindow: "Booking window",
      status: "Status",
      actions: "Actions",
    },
    /** The tooltip of a type's code. */
    codeHint: "The code the CSV files use",
    /** A card's line on a phone, after the price: `fee` is already written as money. */
    joiningFee: (fee: string) => `joining fee ${fee}`,
    /** A card's line on a phone: `window` is the booking window ("14 days"). */
    booksAhead: (window: string) => `books ${window} ahead`,
    /** "12 / 50 members", or "12 members, no limit". */
    capacity: (members: number, capacity: number | null) =>
      capacity === null
        ? plural(members, { one: "# member, no limit", other: "# members, no limit" })
        : `${number(members)} / ${plural(capacity, { one: "# member", other: "# members" })}`,
    /** A type whose places are all taken: `capacity` is the text above. */
    full: (capacity: string) => `${capacity} (full)`,
    /** The golf booking window: the club's general rule, or days ahead. */
    clubsRule: "Club's rule",
    days: (days: number) => plural(days, { one: "# day", other: "# days" }),
    /** Toasts. */
    activeAgain: (name: string) => `${name} is active again`,
    deactivated: (name: string) => `${name} is deactivated`,
    /** The question before (de)activating a type. */
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    activateTitle: (name: string) => `Activate ${name}?`,
    deactivateText: (name: string) =>
      `Members who hold ${name} keep it, but new members can't choose it and renewals move to another type. You can activate it again at any time.`,
    activateText: (name: string) => `New members and renewals can choose ${name} again.`,
  },

  /** The dialog of a new membership type, or of a change to one. */
  typeForm: {
    taxRate: "Tax rate",
    taxRateHint: "The rate of its fee and joining fee on invoices.",
    taxRateDefault: (rate: string) => `Default rate (${rate})`,
    taxRateNone: "Default rate (none yet)",
    newTitle: "New membership type",
    editTitle: (name: string) => `Edit ${name}`,
    name: "Name",
    description: "Description (optional)",
    billingPeriod: "Billing period",
    choosePeriod: "Choose a period",
    billingPeriodHint: "How long one period runs before it is renewed.",
    currency: "Currency",
    price: "Price",
    priceHint: "For one period.",
    joiningFee: "Joining fee (optional)",
    joiningFeeHint: "Paid once, when joining. Empty for none.",
    accountLimit: "Account limit below zero (optional)",
    accountLimitHint: "How far below zero a member's account may go when charged. Empty: not below zero.",
    capacity: "Capacity (optional)",
    capacityHint: "Most members it may have at once. Empty for no limit.",
    bookingWindow: "Golf booking window (days, optional)",
    bookingWindowHint: "How many days ahead its members may book. Empty for the club's rule.",
    offeredOnline: "Offered for joining online",
    offeredOnlineHint: "People may apply for it on the club's public join page.",
    cancel: "Cancel",
    save: "Save changes",
    add: "Add membership type",
    /** Toasts. */
    saved: (name: string) => `${name} saved`,
    added: (name: string) => `${name} added`,
  },
};

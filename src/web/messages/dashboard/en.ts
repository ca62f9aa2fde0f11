import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/** The "dashboard" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The document title. */
  title: "Dashboard",
  /** The heading, with the user's first name (else their name, else their e-mail). */
  welcome: (name: string) => `Welcome, ${name}`,
  /** The accessible name of the heading's placeholder while the profile loads. */
  loadingProfile: "Loading your profile",
  profileFailed: "Your profile could not be loaded",
  /** The staff dashboard (owner, admin, manager): a card per area the role may see (issue 18). */
  staff: {
    loading: "Loading the dashboard",
    loadFailed: "The dashboard could not be loaded",
    showTable: "Show as table",
    hideTable: "Hide table",
    members: {
      title: "Members",
      /** Under the number of members. */
      total: (n: number) => plural(n, { one: "current member", other: "current members" }),
      /** Under the number: what it counts, the same as the chart (issue 34). */
      totalHelp: "Expired and cancelled memberships are not counted, as in the chart.",
      byStatus: "All records by membership status",
      newThisMonth: "New this month",
      endingSoon: "Ending in the next 30 days",
      /** The link under the ending memberships: the members list of those very memberships, by end date. */
      endingLink: "See these memberships",
      open: "Open the members list",
      chart: "Current members over 12 months",
      /** The chart's description for screen readers. */
      chartLabel: (from: string, to: string, first: number, last: number) =>
        `Members at the end of each month from ${from} to ${to}: ${first} at first, ${last} now.`,
      month: "Month",
      count: "Members",
      empty: "Only you so far. Add members or import them to see the club grow here.",
      add: "Add members",
    },
    teeSheet: {
      title: "Today's tee sheet",
      places: (booked: number, capacity: number) => `${booked} of ${capacity} places booked`,
      /** The accessible name of a course's bar. */
      placesLabel: (course: string) => `Places booked today on ${course}`,
      noTeeTimes: "No tee times today",
      noCourses: "No courses yet",
      noCoursesText: "Add a course in the golf settings to take bookings.",
      open: "Open the tee sheet",
      settings: "Golf settings",
    },
    billing: {
      accountsHeld: "Held on members' accounts",
      accountsOwed: "Owed on members' accounts",
      title: "Billing",
      revenue: "Revenue this month",
      revenueHelp: "Payments received less refunds given",
      outstanding: "Outstanding",
      overdue: "Overdue",
      open: "Open billing",
      chart: "Revenue by month",
      chartLabel: (from: string, to: string, total: string) =>
        `Revenue each month from ${from} to ${to}: ${total} in all.`,
      month: "Month",
      amount: "Revenue",
      noRevenue: "No payments received in the last 12 months.",
    },
    messages: {
      title: "Messages",
      sentThisWeek: "Sent this week",
      recipients: (n: number) => plural(n, { one: "to # recipient", other: "to # recipients" }),
      open: "Open messages",
    },
    activity: {
      title: "Recent activity",
      empty: "No changes recorded yet.",
      open: "Open the audit log",
      system: "System",
      deletedUser: "A deleted user",
      by: (name: string) => `by ${name}`,
      actions: { INSERT: "Added", UPDATE: "Changed", DELETE: "Removed" },
    },
  },
};

/** The "common" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The error screens (spec section 2, Screen behaviour: the headings and buttons are the spec's words). */
  errorPages: {
    goBack: "Go Back",
    backToHome: "Back to Home",
    notFoundTitle: "Page not found",
    notFoundHeading: "Oops! Page Not Found!",
    notFoundText: "The page you are looking for does not exist or has been moved.",
    serverErrorTitle: "Server error",
    serverErrorHeading: "Oops! Something went wrong",
    serverErrorText: "We apologize for the inconvenience. Please try again later.",
    unauthorizedTitle: "Unauthorized",
    unauthorizedText: "You need to sign in to see this page.",
    signIn: "Sign in",
    forbiddenTitle: "Access forbidden",
    forbiddenText:
      "You do not have permission to see this page. If you think you should, ask an administrator of your club.",
    unavailableTitle: "Service unavailable",
    unavailableText:
      "Clubhouse is down for maintenance or busy right now. Please try again in a few minutes.",
    networkTitle: "Network error",
    networkHeading: "Cannot reach the server",
    networkText: "Check your internet connection. When it works again, try again.",
    offline: "Offline",
    tryAgain: "Try again",
    /** What an unmatched address shows (spec: 'Not Found'). */
    notFound: "Not Found",
    nothingHere: "There is nothing at this address.",
  },
  /** The spec's global toasts (section 8): the English texts are the spec's words. */
  toasts: {
    sessionExpired: "Session expired!",
    internal: "Internal Server Error!",
    notModified: "Content not modified!",
    noContent: "Content not found.",
    generic: "Something went wrong!",
  },
  /** The message of a request that never reached the server (no connection). */
  serverUnreachable: "The server could not be reached.",
  /** An uncaught error on a screen (spec: 'Something went wrong!' with Show Error / Hide Error). */
  routeError: {
    /** The browser tab's title. */
    title: "Error",
    heading: "Something went wrong!",
    text: "This screen could not be shown. Trying again often helps.",
    showError: "Show Error",
    hideError: "Hide Error",
  },
  /** The thin bar at the top of the page while the next screen loads (read by screen readers). */
  loadingPage: "Loading page",
  /** A screen whose data could not be loaded (with the errorPages' "Try again" button). */
  loadFailed: "Check your connection and try again.",
  /** The button that closes a confirmation without doing anything. */
  cancel: "Cancel",
  /** The footer of a paginated list. */
  list: {
    rowsPerPage: "Rows per page",
    /** The list is empty; `noun` is what it counts, in the plural ("administrators"). */
    none: (noun: string) => `No ${noun}`,
    /**
     * Which rows are shown: "1–25 of 40 administrators". The numbers come written in the reader's language;
     * `total` may end with "+" (the server stopped counting). `noun` is plural.
     */
    range: (first: string, last: string, total: string, noun: string) =>
      `${first}–${last} of ${total} ${noun}`,
    previousPage: "Previous page",
    nextPage: "Next page",
    /** The name of a page's button in the pagination. */
    page: (n: number) => `Page ${n}`,
  },
  /** A list's search box. */
  search: {
    label: "Search",
    clear: "Clear search",
  },
  /** The help under a currency field. */
  currencyHelp: "A 3-letter ISO code, such as USD or EUR.",
  /** The badge of an administrator, a member record or a membership type. */
  taxes: {
    marker: "Letter",
    summary: "Tax summary",
    rate: "Rate",
    net: "Net amount",
    tax: "Tax",
    exempt: "exempt",
    noTax: "No tax",
    taxOf: (rate: string) => `Tax ${rate}`,
    lineRate: (marker: string, rate: string) => `Tax ${marker}: ${rate}`,
  },
  badges: {
    active: "Active",
    inactive: "Inactive",
  },
  /** Names of buttons that show only an icon (screen readers read them). */
  controls: {
    /** Any close button: a dialog's, a drawer's, an alert's. */
    close: "Close",
    closeNotification: "Close notification",
    /** A colour field's eye dropper. */
    eyeDropper: "Pick a colour on the screen",
    /** The eye button of a password field (it does not say "password": the field's label does). */
    passwordToggle: "Show or hide the characters",
  },
  /** The date and time fields (the club's formats) and their calendar's buttons. */
  dates: {
    nextMonth: "Next month",
    previousMonth: "Previous month",
    nextYear: "Next year",
    previousYear: "Previous year",
    nextDecade: "Next decade",
    previousDecade: "Previous decade",
    hours: "Hours",
    minutes: "Minutes",
    amPm: "AM or PM",
    clear: "Clear",
  },
};

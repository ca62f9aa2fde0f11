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
};

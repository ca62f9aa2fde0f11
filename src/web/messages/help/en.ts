/** The "help" texts in English (the help center, /help-center): the source that every other language follows. */
export default {
  title: "Help center",
  intro: "Step-by-step guides for the club's staff, one for each area of Clubhouse.",
  loading: "Loading the help articles...",
  loadFailed: "The help articles could not be loaded",
  search: {
    label: "Search the help",
    placeholder: "Search, for example: import, invoice, tee sheet",
    clear: "Clear the search",
    /** The heading above the results; `query` is what was typed. */
    results: (query: string) => `Results for “${query}”`,
    empty: "No articles match",
    emptyText: "Check the spelling, try another word, or browse the articles below.",
  },
  /** The areas the articles are grouped by. */
  areas: {
    start: "Getting started",
    club: "Your club",
    members: "Members",
    golf: "Golf",
    billing: "Billing",
    communications: "Communications",
    security: "Audit and security",
  },
  article: {
    back: "Back to help",
    contents: "On this page",
    notFound: "Article not found",
    notFoundText: "There is no help article at this address.",
  },
};

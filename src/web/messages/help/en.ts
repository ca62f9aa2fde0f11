/** The "help" texts in English (the help center, /help-center): the source that every other language follows. */
export default {
  title: "Help center",
  intro: "Step-by-step guides for the club's staff, one for each area of Clubhouse.",
  introMembers:
    "Step-by-step guides for members: booking tee times, paying invoices, your data and the club's e-mails.",
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
    forMembers: "For members",
  },
  /** The signed-in club's own DNS records, in the sending domain's article. */
  records: {
    label: "Your club's DNS records",
    loading: "Loading your club's records…",
    loadFailed:
      "Your club's records could not be loaded. They are also on the Communication tab of the settings.",
    staffOnly: "Only the club's owner and admins see the club's own records here.",
    none: (club: string) =>
      `${club} has no sending domain yet. Set one up as described above: its three records then show here, ready to copy.`,
    title: (domain: string) => `The records of ${domain}`,
    selector: (selector: string) => `DKIM selector: ${selector}`,
    verified: "Domain verified",
    notVerified: "Not verified",
    record: "Record",
    details: "Host and value",
    type: "Type",
    host: "Host",
    value: "Value",
    copyHost: (record: string) => `Copy the ${record} host`,
    copyValue: (record: string) => `Copy the ${record} value`,
    copied: "Copied",
  },
  article: {
    back: "Back to help",
    contents: "On this page",
    notFound: "Article not found",
    notFoundText: "There is no help article at this address.",
  },
};

import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");
const withMoney = (text: string, money: string) => (money ? `${text} (${money})` : text);

/** The go-live card of the dashboard (owner, while the club is setting up; decision 061). */
export default {
  title: "Your club is setting up",
  intro:
    "Nothing is sent or billed automatically until you go live: no invoices, reminders, late fees or membership notices.",
  checklist: "Before you go live",
  items: {
    financial: "Financial details: how members pay",
    membershipTypes: "Membership types with prices",
    sender: "Sender name and e-mail",
  },
  done: "Done",
  notDone: "Not done",
  open: "Open",
  firstDay: "What goes out on the first day",
  firstDayHint: "Counted now by the jobs themselves, for today.",
  loading: "Counting what the first day would send…",
  loadFailed: "The first day could not be counted.",
  startLabel: "How to start",
  starts: {
    today: "Start from today",
    todayHint: "Memberships that ended before today are not billed, and no notice goes out about them.",
    dueNow: "Send everything that is due now",
    dueNowHint: "Past periods too: every membership that has ended is billed and told.",
  },
  figures: {
    renewals: (n: number, money: string) =>
      withMoney(plural(n, { one: "# renewal invoice", other: "# renewal invoices" }), money),
    notices: (n: number) => plural(n, { one: "# membership notice", other: "# membership notices" }),
    reminders: (n: number) => plural(n, { one: "# invoice reminder", other: "# invoice reminders" }),
    lateFees: (n: number, money: string) =>
      withMoney(plural(n, { one: "# late fee", other: "# late fees" }), money),
    overdue: (n: number) => plural(n, { one: "# overdue notice", other: "# overdue notices" }),
    left: (n: number) =>
      plural(n, {
        one: "# membership that ended before today left unbilled",
        other: "# memberships that ended before today left unbilled",
      }),
    nothing: "Nothing goes out on the first day.",
  },
  notAllDone: "Some items are not done. You can still go live and finish them later.",
  goLive: "Go live",
  live: "Your club is live. Automatic invoices and reminders now go out.",
  failed: "The club could not go live.",
};

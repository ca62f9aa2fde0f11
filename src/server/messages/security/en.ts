import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/*
 * The security dashboard's e-mail to the club's owner when a count of security events reaches its threshold
 * (issue 17 part B, spec section 9). The club's name is data.
 */
export default {
  alertMail: {
    failed_logins: {
      subject: (club: string) => `Security alert for ${club}: failed sign-ins`,
      heading: "Several sign-ins failed",
      text: (count: number) =>
        plural(count, {
          one: "# sign-in to an account of your club failed within the last hour.",
          other: "# sign-ins to accounts of your club failed within the last hour.",
        }),
    },
    suspicious_activity: {
      subject: (club: string) => `Security alert for ${club}: suspicious activity`,
      heading: "Suspicious activity",
      text: (count: number) =>
        plural(count, {
          one: "# suspicious activity (many refused requests or a rate limit) was seen in your club within the last hour.",
          other:
            "# suspicious activities (many refused requests or rate limits) were seen in your club within the last hour.",
        }),
    },
    critical_errors: {
      subject: (club: string) => `Security warning for ${club}: a critical error`,
      heading: "A critical error occurred",
      text: (count: number) =>
        plural(count, {
          one: "# request in your club failed with a server error within the last hour.",
          other: "# requests in your club failed with a server error within the last hour.",
        }),
    },
    advice: "Open the security dashboard to see the events, the active sessions and to dismiss the alert.",
    action: "Open the security dashboard",
    footer: "You receive this e-mail because you own this club in Clubhouse.",
  },
};

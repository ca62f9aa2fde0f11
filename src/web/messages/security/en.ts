import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/** The security dashboard (/security-dashboard, issue 17). */
export default {
  screen: {
    title: "Security",
    intro: (club: string) =>
      `Sign-ins, refused requests and errors in ${club}, and the administrators' active sessions.`,
  },
  noPermission: {
    title: "No access to the security dashboard",
    text: (club: string, role: string) =>
      `Only owners and admins see the security dashboard of ${club}. Your role: ${role}.`,
  },
  kinds: {
    failed_logins: "Failed sign-ins",
    suspicious_activity: "Suspicious activity",
    critical_errors: "Critical errors",
  },
  stats: {
    loading: "Loading the security counts…",
    loadFailed: "The security counts could not be loaded",
    last24Hours: "Last 24 hours",
    last7Days: (n: number) => plural(n, { one: "# in the last 7 days", other: "# in the last 7 days" }),
    threshold: (n: number) => `Alert at ${n} within an hour`,
  },
  alerts: {
    region: "Security alerts",
    failed_logins: (n: number) =>
      plural(n, {
        one: "# failed sign-in within an hour reached the alert threshold.",
        other: "# failed sign-ins within an hour reached the alert threshold.",
      }),
    suspicious_activity: (n: number) =>
      plural(n, {
        one: "# suspicious activity within an hour reached the alert threshold.",
        other: "# suspicious activities within an hour reached the alert threshold.",
      }),
    critical_errors: (n: number) =>
      plural(n, {
        one: "# request failed with a server error. Check the server's log.",
        other: "# requests failed with a server error. Check the server's log.",
      }),
    raisedAt: (when: string) => `Raised ${when}. The owner was e-mailed.`,
    dismiss: "Dismiss",
    dismissLabel: (kind: string) => `Dismiss the alert: ${kind}`,
    dismissed: "Alert dismissed",
  },
  sessions: {
    title: "Active sessions of the administrators",
    loading: "Loading the sessions…",
    loadFailed: "The sessions could not be loaded",
    empty: "No active sessions are recorded yet.",
    person: "Person",
    device: "Device",
    address: "Address",
    lastActivity: "Last activity",
    signedIn: (when: string) => `Signed in ${when}`,
    actions: "Actions",
    thisDevice: "This device",
    unknownDevice: "Unknown device",
    deviceOn: (browser: string, os: string) => `${browser} on ${os}`,
    place: (n: number, total: number) => `Session ${n} of ${total}`,
    deviceSince: (device: string, since: string) => `${device} (signed in ${since})`,
    devicePlace: (device: string, n: number, total: number, since: string) =>
      `${device} (session ${n} of ${total}, signed in ${since})`,
    noAddress: "—",
    revoke: "Revoke",
    revokeLabel: (name: string, device: string) => `Revoke the session of ${name} on ${device}`,
    confirmTitle: "Revoke this session?",
    confirmText: (name: string, device: string) =>
      `${name} is signed out on ${device} at once and must sign in again there.`,
    confirm: "Revoke session",
    revoked: "Session revoked",
  },
  events: {
    title: "Recent security events",
    loading: "Loading the events…",
    loadFailed: "The events could not be loaded",
    empty: "No security events yet.",
    noun: (n: number) => plural(n, { one: "event", other: "events" }),
    when: "When",
    event: "Event",
    who: "Account or address",
    actions: {
      sign_in_succeeded: "Signed in",
      sign_in_failed: "Failed sign-in",
      rate_limited: "Rate limit reached",
      refused_requests: "Many refused requests",
      critical_error: "Server error",
      session_revoked: "Session revoked",
    },
    revokedBy: (revoker: string, whose: string) => `${revoker} ended the session of ${whose}`,
    revokedWhose: (whose: string) => `Session of ${whose} ended`,
    refusedCount: (n: number) => plural(n, { one: "# refused request", other: "# refused requests" }),
  },
  activity: {
    title: "Sign-ins in the last 30 days",
    loading: "Loading the sign-ins…",
    loadFailed: "The sign-ins could not be loaded",
    signIns: "Sign-ins",
    failures: "Failed sign-ins",
    day: "Day",
    chartLabel: (signIns: number, failures: number) =>
      `Sign-ins per day over the last 30 days: ${signIns} sign-ins and ${failures} failed sign-ins in all.`,
    showTable: "Show as a table",
    hideTable: "Hide the table",
  },
};

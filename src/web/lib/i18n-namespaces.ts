import type { SharedNamespaces } from "../../shared/i18n/namespaces.ts";
import type account from "../messages/account/en.ts";
import type admins from "../messages/admins/en.ts";
import type auditLabels from "../messages/auditLabels/en.ts";
import type auditLogs from "../messages/auditLogs/en.ts";
import type auth from "../messages/auth/en.ts";
import type billing from "../messages/billing/en.ts";
import type clubExport from "../messages/clubExport/en.ts";
import type common from "../messages/common/en.ts";
import type communications from "../messages/communications/en.ts";
import type communicationTemplates from "../messages/communicationTemplates/en.ts";
import type competitionScores from "../messages/competitionScores/en.ts";
import type competitions from "../messages/competitions/en.ts";
import type dashboard from "../messages/dashboard/en.ts";
import type goLive from "../messages/goLive/en.ts";
import type golf from "../messages/golf/en.ts";
import type golfSettings from "../messages/golfSettings/en.ts";
import type golfSociety from "../messages/golfSociety/en.ts";
import type handicaps from "../messages/handicaps/en.ts";
import type help from "../messages/help/en.ts";
import type invitations from "../messages/invitations/en.ts";
import type joining from "../messages/joining/en.ts";
import type memberApp from "../messages/memberApp/en.ts";
import type memberHome from "../messages/memberHome/en.ts";
import type members from "../messages/members/en.ts";
import type memberships from "../messages/memberships/en.ts";
import type myBilling from "../messages/myBilling/en.ts";
import type onboarding from "../messages/onboarding/en.ts";
import type ownershipTransfer from "../messages/ownershipTransfer/en.ts";
import type richText from "../messages/richText/en.ts";
import type security from "../messages/security/en.ts";
import type settings from "../messages/settings/en.ts";
import type shell from "../messages/shell/en.ts";
import type visitors from "../messages/visitors/en.ts";

/**
 * Every catalog the web app reads, typed by its English file: `src/web/messages/<namespace>/<locale>.ts`, and
 * the shared ones of `src/shared/messages`. A namespace downloads, in the language on screen only, when a
 * screen first needs it (decision 022).
 */
export interface WebNamespaces extends SharedNamespaces {
  /** The frame of every screen: error screens, toasts, lists' footers, confirmations, buttons. */
  common: typeof common;
  /** What every signed-out screen shows (the sign-in screen, fields, errors, the language choice). */
  auth: typeof auth;
  /** Sign-up, one-time code, forgotten and new password: what the sign-in screen does not show. */
  account: typeof account;
  /** The signed-in frame: navigation, user menu, club switch, theme and font. */
  shell: typeof shell;
  members: typeof members;
  /** Memberships, applications and membership types. */
  memberships: typeof memberships;
  settings: typeof settings;
  /** Administrators and their invitations (the admin-management screen). */
  admins: typeof admins;
  /** The invitation's acceptance page. */
  invitations: typeof invitations;
  /** A club's public join page (issue 18): its types, the application form, the outcome. */
  joining: typeof joining;
  onboarding: typeof onboarding;
  dashboard: typeof dashboard;
  /** The golf settings screen: courses, rules per weekday, booking rules and blocks. */
  golfSettings: typeof golfSettings;
  /** The tee sheet, bookings, My bookings, the ballot and the waiting list. */
  golf: typeof golf;
  /** Societies' requests: the public form, the organiser's quote page, the staff's list and its dialogs. */
  golfSociety: typeof golfSociety;
  /** Competitions' scores: the scorecard on a phone, staff's grid, the leaderboard, results and history. */
  competitionScores: typeof competitionScores;
  /** The staff's billing screen: totals, invoices and credit notes, payments, refunds and voiding. */
  billing: typeof billing;
  /** A member's own billing: My invoices, an invoice, paying it online. */
  myBilling: typeof myBilling;
  /** The rich-text field (components/RichTextEditor.tsx): its toolbar and its "Insert variable" menu. */
  richText: typeof richText;
  /** The communication templates screen: the list, the editor, its preview and test e-mail. */
  communicationTemplates: typeof communicationTemplates;
  /** The messages to members (/communications), a message's delivery, the unsubscribe page. */
  communications: typeof communications;
  /** The security dashboard: alerts, counts, the administrators' sessions, events, 30 days of sign-ins. */
  security: typeof security;
  /** The audit log (/audit-logs): data changes and events, an entry's detail, exports. */
  auditLogs: typeof auditLogs;
  /** The audit log's names of the audited tables and their fields, keyed by the database's names (issue 33). */
  auditLabels: typeof auditLabels;
  /** Transfer of ownership: the owner's settings section and the nominee's page (/transfer-ownership). */
  ownershipTransfer: typeof ownershipTransfer;
  /** A member's home (the index route for the member role): membership and renewal, tee times, invoices, messages. */
  memberHome: typeof memberHome;
  /** The member app (issue 34): notifications on this device (My membership) and the offline view. */
  memberApp: typeof memberApp;
  /** Handicaps (issue 35): a member's golf card and own index, the club's handicap authority. */
  handicaps: typeof handicaps;
  /** The help center (/help-center): search, the areas, an article (its texts are the articles, not here). */
  help: typeof help;
  /** The club settings' "Export all data" section (owner only). */
  clubExport: typeof clubExport;
  /** Competitions (issue 35): the list, a competition's settings, entrants, draw and start sheet. */
  competitions: typeof competitions;
  /** The dashboard's go-live card (owner, while the club is setting up; decision 061). */
  goLive: typeof goLive;
  /** A club's public booking page for visitors and the page of a visitor's booking (issue 36 item 4). */
  visitors: typeof visitors;
}
export type WebNamespace = keyof WebNamespaces;

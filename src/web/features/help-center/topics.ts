/*
 * The help center's articles (decision 031): which exist, in which area and order, and which screens each one
 * explains. The one place where a screen is tied to its article: the header's help button reads it. Small on
 * purpose, since the signed-in frame imports it; the articles themselves download with the help center only.
 */

/** The areas the articles are grouped by, in the order shown (their names: `useMessages("help").areas`). */
export const helpAreas = [
  "start",
  "club",
  "members",
  "golf",
  "billing",
  "communications",
  "security",
  "forMembers",
] as const;
export type HelpArea = (typeof helpAreas)[number];

/**
 * Who an article is for: the club's staff (owner, admin, manager), its members, or everyone. A member sees
 * the members' and everyone's articles; the staff see every article (they answer the members' questions).
 */
export type HelpAudience = "staff" | "members" | "everyone";
/** Who reads the help: a member, or one of the staff. */
export type HelpReader = "staff" | "member";

export interface HelpTopic {
  /** The article's file name in each language (`articles/<locale>/<slug>.md`) and its address. */
  slug: string;
  area: HelpArea;
  audience: HelpAudience;
  /** The screens it explains: these paths and everything under them. */
  paths: readonly string[];
}

export const helpTopics: readonly HelpTopic[] = [
  { slug: "signing-in", area: "start", audience: "everyone", paths: [] },
  // "/" is the staff dashboard for owners, admins and managers and a member's home for members: one article.
  { slug: "dashboard", area: "start", audience: "everyone", paths: ["/"] },
  // A member's own screens: the same addresses as the staff's, each explained for the reader it shows.
  { slug: "booking-a-tee-time", area: "forMembers", audience: "members", paths: ["/golf-bookings"] },
  { slug: "paying-an-invoice", area: "forMembers", audience: "members", paths: ["/billing"] },
  { slug: "your-data", area: "forMembers", audience: "members", paths: ["/memberships"] },
  // The unsubscribe page (/unsubscribe/$token) is public; the switch is on the member's own membership.
  { slug: "unsubscribing", area: "forMembers", audience: "members", paths: [] },
  {
    slug: "club-settings",
    area: "club",
    audience: "staff",
    paths: [
      "/settings",
      "/club-profile",
      "/branding",
      "/communication-settings",
      "/financial-settings",
      "/membership-settings",
    ],
  },
  {
    slug: "administrators",
    area: "club",
    audience: "staff",
    paths: ["/admin-management", "/settings/admin"],
  },
  // The nominee's page. The owner's "Transfer ownership" and "Export all data" are sections of the settings'
  // Profile tab, whose button stays on club-settings (that article links to both).
  { slug: "ownership-transfer", area: "club", audience: "staff", paths: ["/transfer-ownership"] },
  { slug: "club-export", area: "club", audience: "staff", paths: [] },
  { slug: "members-and-imports", area: "members", audience: "staff", paths: ["/members"] },
  {
    slug: "memberships",
    area: "members",
    audience: "staff",
    paths: ["/memberships", "/settings/membership-types"],
  },
  // The join page (/join/$clubId) is public, outside the signed-in frame: no help button. Its switch is on the
  // membership types' screen (memberships) and its settings on the Membership tab (club-settings).
  { slug: "joining-online", area: "members", audience: "staff", paths: [] },
  { slug: "golf", area: "golf", audience: "staff", paths: ["/golf-bookings", "/golf-settings"] },
  // Scores on a phone, the leaderboard and results (issue 35): for players and staff alike. Its screens lie
  // under /competitions/<id>/, which the competitions article takes (a path names no parameter): that article
  // links to this one.
  { slug: "competition-scores", area: "golf", audience: "everyone", paths: [] },
  // Members' golf profiles, the handicap authority and the scores (issue 35): a card of a member's record and
  // a section of the golf settings, whose buttons stay on their own articles.
  { slug: "handicaps", area: "golf", audience: "staff", paths: [] },
  // Staff set competitions up and draw them; members enter: one article for both (issue 35).
  { slug: "competitions", area: "golf", audience: "everyone", paths: ["/competitions"] },
  { slug: "billing", area: "billing", audience: "staff", paths: ["/billing"] },
  {
    slug: "communications",
    area: "communications",
    audience: "staff",
    paths: ["/communications", "/communication-templates"],
  },
  // A section of the Communication tab (the club settings' article links to it): SPF, DKIM and DMARC.
  { slug: "sending-domain", area: "communications", audience: "staff", paths: [] },
  {
    slug: "audit-and-security",
    area: "security",
    audience: "staff",
    paths: ["/audit-logs", "/security-dashboard"],
  },
];

/** The help center's own address. */
export const HELP_CENTER_PATH = "/help-center";

/** Whether `reader` sees the article: a member sees the members' and everyone's, the staff every one. */
export function readableBy(topic: HelpTopic, reader: HelpReader): boolean {
  return reader === "staff" || topic.audience !== "staff";
}

/** The reader of a role: "member" for a member, "staff" for the owner, admins and managers. */
export const readerOf = (role: string): HelpReader => (role === "member" ? "member" : "staff");

/**
 * The article that explains the screen at `pathname` to `reader`: of the topics written for them, the one
 * with the longest of its paths that the pathname is, or is under (/settings/membership-types is the
 * memberships' article, not the settings'). A member's /billing is "Paying an invoice", the staff's the
 * billing guide. Undefined for the help center itself and for a screen no article explains.
 */
export function topicForPath(pathname: string, reader: HelpReader): HelpTopic | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: HelpTopic | undefined;
  let bestLength = 0;
  for (const topic of helpTopics) {
    // Each reader's own articles: the staff's screens are the staff guides, a member's the members' articles.
    if (reader === "staff" ? topic.audience === "members" : topic.audience === "staff") continue;
    for (const p of topic.paths) {
      const matches = p === "/" ? path === "/" : path === p || path.startsWith(`${p}/`);
      if (matches && p.length > bestLength) [best, bestLength] = [topic, p.length];
    }
  }
  return best;
}

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
] as const;
export type HelpArea = (typeof helpAreas)[number];

export interface HelpTopic {
  /** The article's file name in each language (`articles/<locale>/<slug>.md`) and its address. */
  slug: string;
  area: HelpArea;
  /** The screens it explains: these paths and everything under them. */
  paths: readonly string[];
}

export const helpTopics: readonly HelpTopic[] = [
  { slug: "signing-in", area: "start", paths: [] },
  // "/" is the staff dashboard for owners, admins and managers and a member's home for members: one article.
  { slug: "dashboard", area: "start", paths: ["/"] },
  {
    slug: "club-settings",
    area: "club",
    paths: [
      "/settings",
      "/club-profile",
      "/branding",
      "/communication-settings",
      "/financial-settings",
      "/membership-settings",
    ],
  },
  { slug: "administrators", area: "club", paths: ["/admin-management", "/settings/admin"] },
  // The nominee's page. The owner's "Transfer ownership" and "Export all data" are sections of the settings'
  // Profile tab, whose button stays on club-settings (that article links to both).
  { slug: "ownership-transfer", area: "club", paths: ["/transfer-ownership"] },
  { slug: "club-export", area: "club", paths: [] },
  { slug: "members-and-imports", area: "members", paths: ["/members"] },
  { slug: "memberships", area: "members", paths: ["/memberships", "/settings/membership-types"] },
  // The join page (/join/$clubId) is public, outside the signed-in frame: no help button. Its switch is on the
  // membership types' screen (memberships) and its settings on the Membership tab (club-settings).
  { slug: "joining-online", area: "members", paths: [] },
  { slug: "golf", area: "golf", paths: ["/golf-bookings", "/golf-settings"] },
  { slug: "billing", area: "billing", paths: ["/billing"] },
  { slug: "communications", area: "communications", paths: ["/communications", "/communication-templates"] },
  { slug: "audit-and-security", area: "security", paths: ["/audit-logs", "/security-dashboard"] },
];

/** The help center's own address. */
export const HELP_CENTER_PATH = "/help-center";

/**
 * The article that explains the screen at `pathname`: the topic with the longest of its paths that the
 * pathname is, or is under (/settings/membership-types is the memberships' article, not the settings').
 * Undefined for the help center itself and for a screen no article explains.
 */
export function topicForPath(pathname: string): HelpTopic | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: HelpTopic | undefined;
  let bestLength = 0;
  for (const topic of helpTopics) {
    for (const p of topic.paths) {
      const matches = p === "/" ? path === "/" : path === p || path.startsWith(`${p}/`);
      if (matches && p.length > bestLength) [best, bestLength] = [topic, p.length];
    }
  }
  return best;
}

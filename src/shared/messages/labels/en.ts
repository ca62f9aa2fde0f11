/** The "labels" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The one name of each role, wherever a role is shown: screens, messages and e-mails. */
  roles: {
    owner: "Owner",
    admin: "Admin",
    manager: "Manager",
    member: "Member",
  },
  /** The role inside a sentence, with its article: "Grace is now an Admin". */
  roleWithArticle: {
    owner: "an Owner",
    admin: "an Admin",
    manager: "a Manager",
    member: "a Member",
  },
  /** A membership's status. */
  membershipStatuses: {
    pending: "Pending",
    active: "Active",
    grace: "Grace period",
    expired: "Expired",
    cancelled: "Cancelled",
    suspended: "Suspended",
  },
  /** A line of a member's membership history: what happened. */
  membershipActions: {
    joined: "Joined",
    applied: "Applied",
    approved: "Approved",
    rejected: "Rejected",
    renewed: "Renewed",
    changed: "Type changed",
    cancelled: "Cancelled",
    suspended: "Suspended",
    reinstated: "Reinstated",
    grace: "Grace period began",
    expired: "Expired",
    imported: "Imported",
    reminded: "Renewal reminder sent",
    quiet: "Past period not billed (quiet start)",
  },
  /** The club's billing cycle (financial settings). */
  billingCycles: {
    monthly: "Monthly",
    quarterly: "Quarterly",
    annually: "Annually",
  },
  /** The membership types every new club starts with: stored in the language of the person who creates it. */
  defaultMembershipTypes: {
    monthly: { name: "Monthly", description: "Renews every month." },
    annual: { name: "Annual", description: "Renews every year." },
    lifetime: { name: "Lifetime", description: "Never needs renewing." },
  },
  /** The note on the owner's member record and first history line, kept with the record. */
  ownerMemberNote: "Club owner and administrator",
  /** The history line of a member who joined through an invitation, kept with the record. */
  acceptedInvitationNote: "Accepted an invitation",
  /** The members export's file name; `date` is YYYY-MM-DD. Letters, digits and hyphens only. */
  membersExportFile: (date: string) => `members-${date}.csv`,
  /** The name an erased member's record keeps (GDPR art. 17), stored in the club's language. */
  erasedMember: "Erased member",
  /** A member's data download's file name (GDPR art. 15); `date` is YYYY-MM-DD. */
  memberDataFile: (number: string, date: string) => `member-data-${number}-${date}.zip`,
  /** A yes/no custom field's value as read (decision 064). */
  yesNo: { yes: "Yes", no: "No" },
};

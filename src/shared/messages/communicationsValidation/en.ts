/**
 * The messages of the communications schemas' checks (src/shared/communication-messages.ts) in English, the
 * source that every other language follows (docs/translations.md). Only the communications screens download
 * them.
 */
export default {
  audience: {
    kind: "Choose all members, membership types, membership statuses, roles or chosen members.",
    values: "Choose at least one.",
    tooMany: (max: number) => `Choose at most ${max}.`,
    membershipType: "Choose a membership type.",
    membershipStatus: "Choose a membership status.",
    role: "Choose a role: owner, admin, manager or member.",
    field: "Choose a choice or yes/no custom field of the club.",
    member: "Choose a member of the club.",
    empty:
      "Nobody would receive this message: no member of this audience has an e-mail address and is subscribed.",
  },
  subject: "Write a subject.",
  subjectTooLong: (max: number) => `A subject has at most ${max} characters.`,
  body: "Write the message.",
  bodyTooLong: (max: number) => `A message has at most ${max} characters.`,
  unknownVariables: (names: string) => `Unknown variables: ${names}. Use only the variables offered.`,
  template: "Choose a template of the club.",
  scheduledAt: "Choose a date and time, or send it now.",
  scheduledInPast: "The chosen time has passed. Choose a later time, or send it now.",
  recipientStatus: "Choose queued, sent, failed, bounced, opened or clicked.",
  page: "The page is a whole number from 1.",
  pageSize: "Show 25, 50 or 100 per page.",
};

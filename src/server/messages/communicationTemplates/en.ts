/**
 * Communication templates (issue 16) on the server in English: its refusals, the product's own e-mails as
 * built-in templates (their default text, in the club's language), the preview's sample values and the test
 * e-mail. The source every other language follows (docs/translations.md).
 */
export default {
  denied: "You do not have permission to manage communication templates. Owners, admins and managers can.",
  notFound: "Template not found",
  memberNotFound: "Member not found",
  duplicateName: "A template with this name already exists in this club. Choose another name.",
  /** The product's e-mails, shown as built-in templates. Bodies are HTML with {{variables}}. */
  builtins: {
    invitation: {
      name: "Invitation",
      subject: "You're invited to join {{club_name}}",
      bodyHtml: "<p>Hello,</p><p>We would be glad to welcome you to {{club_name}} on Clubhouse.</p>",
      note: "Who invited the reader and in which role, their message, the button to accept the invitation and when it expires are added below this text.",
    },
    welcome: {
      name: "Welcome",
      subject: "Welcome to {{club_name}}: your membership is active",
      bodyHtml: "<p>We are glad to have you at {{club_name}} and look forward to seeing you at the club.</p>",
      note: "Sent when the club approves an application. The membership's dates and number and a button to sign in are added below this text.",
    },
    renewal_reminder: {
      name: "Renewal reminder",
      subject: "Time to renew your {{club_name}} membership",
      bodyHtml:
        "<p>Renew your {{membership_type}} membership to keep your place at {{club_name}}. If you have already renewed, you can ignore this e-mail.</p>",
      note: "When the membership ends (or that it has ended) and a button to open it are added to this text.",
    },
    booking_confirmation: {
      name: "Booking confirmation",
      subject: "Your booking at {{club_name}} is confirmed",
      bodyHtml: "<p>Hello {{first_name}},</p><p>Thank you for your booking at {{club_name}}.</p>",
      note: "The booking's details (course, date and time, players) and its calendar entry are added below this text.",
    },
    invoice: {
      name: "Invoice",
      subject: "Your invoice from {{club_name}}",
      bodyHtml:
        "<p>Hello {{first_name}},</p><p>Please find your invoice from {{club_name}} attached to this e-mail.</p>",
      note: "The invoice's number, amount and due date, and its PDF, are added to this text.",
    },
  },
  /** The values a preview shows when no member is chosen (the first name and number are the same in every language). */
  sample: {
    lastName: "Sample",
    membershipType: "Annual",
  },
  /** The test e-mail: its subject starts with this, and its footer says what it is. */
  testSubjectPrefix: "[Test] ",
  testFooter: (club: string) => `A test of a template of ${club}, sent to you from Clubhouse.`,
  /** The footer of a club's e-mail made from a template. */
  footer: (club: string) => `You receive this e-mail as a member of ${club}.`,
};

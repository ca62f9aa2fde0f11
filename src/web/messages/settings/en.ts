/** The "settings" texts in English: the source that every other language follows (docs/translations.md). */

/** "Profile, Hours and Branding" (no comma before "and"). */
function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export default {
  /** The club settings screen (spec section 2): its title, and the document's. */
  title: "Club settings",
  /** Spec section 2: the settings screen while it loads. */
  loading: "Loading club settings...",
  loadFailed: "The club settings could not be loaded",
  noPermission: {
    title: "You do not have permission to change club settings",
    /** `role` is the reader's role, already translated ("Manager"). */
    text: (club: string, role: string) =>
      `Only the club's owner and admins can modify club information. Your role in ${club} is ${role}; ask an admin if something needs changing.`,
  },

  /** The sections' names: the tabs, and the lists in the messages below. */
  sections: {
    profile: "Profile",
    hours: "Hours",
    branding: "Branding",
    communication: "Communication",
    financial: "Financial",
    membership: "Membership",
  },

  editor: {
    unsaved: "Unsaved changes",
    /** Spec section 2: the buttons of the settings screen. */
    reset: "Reset",
    save: "Save",
    saved: "Settings saved",
    dismiss: "Dismiss",
    /** The tab list's accessible name. */
    sectionsLabel: "Settings sections",
    /** Read by screen readers after a section's tab that has messages. */
    needsAttention: "(needs attention)",
    /** Read by screen readers after a section's tab with unsaved changes. */
    unsavedMark: "(unsaved)",
    /** Save was refused before sending: the sections (their names) with messages. */
    nothingSaved: (sections: string[]) => `Nothing was saved. Check the fields marked in ${list(sections)}.`,
    /** The server refused some sections; `saved` (maybe empty) were saved before. */
    refused: (saved: string[], refused: string[]) =>
      `${saved.length > 0 ? `${list(saved)} saved. ` : ""}Check the fields marked in ${list(refused)}: they were not saved.`,
    /** Saving stopped on an error after `saved` were saved. */
    partlySaved: (saved: string[]) => `${list(saved)} saved; the other changes were not. Try again.`,
    notSaved: "The changes were not saved. Try again.",
    /** A 422 answer that names no field and has no title. */
    invalid: "Some fields are not valid.",
  },

  /** The question before leaving the settings with unsaved changes. */
  leave: {
    title: "Leave without saving?",
    /** `sections`: the names of the sections with changes (may be empty). */
    text: (sections: string[]) =>
      `${sections.length > 0 ? `Your changes to ${sections.join(", ")} have not been saved.` : "Your changes have not been saved."} If you leave now, they will be lost.`,
    stay: "Stay",
    leave: "Leave without saving",
  },

  profile: {
    club: {
      title: "Club",
      description: "How your club introduces itself to members and visitors.",
      name: "Club name",
      tagline: "Tagline",
      descriptionField: "Description",
      /** Under a text field: how long it is and may be. */
      counter: (count: number, max: number) => `${count}/${max} characters`,
      established: "Established",
      establishedHelp: (year: number) =>
        `The year the club was founded. Left empty, it is the year the club was created in Clubhouse (${year}).`,
    },
    contact: {
      title: "Contact details",
      email: "E-mail",
      phone: "Phone",
      website: "Website",
      inParts: "Enter the address in parts",
      inPartsHelp: "Street, city, state, postal code and country, or one free-text address.",
      street: "Street",
      city: "City",
      state: "State or region",
      postalCode: "Postal code",
      country: "Country",
      address: "Address",
    },
    region: {
      title: "Region and formats",
      description: "Used for prices, bookings and dates across the club.",
      currency: "Currency",
      timeZone: "Time zone",
      timeZoneHelp: "Tee times and opening hours are in this zone.",
      noTimeZone: "No time zone matches",
      language: "Language",
      noLanguage: "No language matches",
      /**
       * A club language Clubhouse does not speak (set before, or by the API): `name` is the language's name in
       * the reader's language, `code` its tag ("it").
       */
      languageUnavailable: (name: string, code: string) =>
        `${name} (${code}) — Clubhouse's texts not available`,
      dateFormat: "Date format",
      timeFormat: "Time format",
      firstDayOfWeek: "First day of the week",
    },
    sports: {
      title: "Sports",
      description: "The sports played at the club, and who to ask about each.",
      available: "Available sports",
      availableHelp: "Pick from the list or type a sport and press Enter.",
    },
  },

  sportContacts: {
    title: "Sport contacts",
    none: "No contacts yet.",
    shown: "Shown to members with each sport.",
    /** The legend of the n-th contact's fields. */
    contact: (n: number) => `Contact ${n}`,
    sport: "Sport",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    /** Accessible names of the n-th contact's fields. */
    sportOf: (n: number) => `Contact ${n} sport`,
    nameOf: (n: number) => `Contact ${n} name`,
    emailOf: (n: number) => `Contact ${n} e-mail`,
    phoneOf: (n: number) => `Contact ${n} phone`,
    remove: (n: number) => `Remove contact ${n}`,
    add: "Add a sport contact",
  },

  hours: {
    title: "Opening hours",
    description: "When the club is open, in the club's time zone. Bookings are offered within these hours.",
    open: "Open",
    /** `day`: the weekday's name as the language writes it in a sentence ("Monday", "lundi"). */
    openOn: (day: string) => `Open on ${day}`,
    openingTime: "Opening time",
    closingTime: "Closing time",
    openingTimeOf: (day: string) => `${day} opening time`,
    closingTimeOf: (day: string) => `${day} closing time`,
    copyMonday: "Use Monday's hours on every open day",
  },

  branding: {
    images: {
      title: "Logo and favicon",
      description: "Uploads apply at once; they do not wait for Save.",
    },
    colours: {
      title: "Colours and themes",
      description: "Applied to every page of the club and its e-mails.",
      primary: "Primary colour",
      primaryHelp: "A hex colour such as #0ea5e9.",
      theme: "Club theme",
      emailTheme: "E-mail theme",
      emailThemeHelp: "The layout of e-mails sent to members.",
    },
    themes: {
      light: "Light",
      dark: "Dark",
      auto: "Auto (follows each visitor's system)",
    },
    emailThemes: {
      default: "Default",
      modern: "Modern",
      classic: "Classic",
      minimal: "Minimal",
    },
    /** A sample of the club's pages in its colour. */
    preview: {
      title: "Preview",
      button: "Book a tee time",
      member: "Member",
      active: "Active",
      /** `link` shows its text as a link in the club's colour. */
      note: <T>(link: (text: string) => T): (string | T)[] => [
        "Buttons, badges and ",
        link("links"),
        " take the primary colour, with text that stays readable.",
      ],
    },
  },

  /** The logo and favicon fields (uploaded at once). */
  images: {
    logo: {
      label: "Logo",
      hint: "Shown in the header and on e-mails. PNG, JPEG or WebP, at most 2 MB.",
      fileLabel: "Logo image file",
      upload: "Upload logo",
      replace: "Replace logo",
      remove: "Remove logo",
      uploaded: "Logo uploaded",
      removed: "Logo removed",
      current: "Current logo",
      pending: "Logo being uploaded",
      none: "No logo",
      uploading: "Uploading the logo",
      removing: "Removing the logo",
    },
    favicon: {
      label: "Favicon",
      hint: "The small icon in the browser tab. A square PNG works best; at most 2 MB.",
      fileLabel: "Favicon image file",
      upload: "Upload favicon",
      replace: "Replace favicon",
      remove: "Remove favicon",
      uploaded: "Favicon uploaded",
      removed: "Favicon removed",
      current: "Current favicon",
      pending: "Favicon being uploaded",
      none: "No favicon",
      uploading: "Uploading the favicon",
      removing: "Removing the favicon",
    },
  },

  communication: {
    messages: {
      title: "Messages",
      description: "What the club sends to its members.",
      email: "E-mail notifications",
      emailHelp:
        "Booking confirmations, payment reminders and overdue notices by e-mail. Invoices and invitations are always sent.",
      sms: "SMS notifications",
      smsHelp: "Text messages are not available yet.",
      smsNotAvailable: "Not available",
      newsletter: "Newsletter",
      newsletterHelp: "Members can receive the club's newsletter (each one can unsubscribe).",
      reminders: "Automated reminders",
      remindersHelp: "Membership renewal and payment reminders sent on schedule.",
    },
    sender: {
      title: "Sender",
      description: "How the club's e-mails appear in members' inboxes.",
      name: "Default sender name",
      namePlaceholder: "e.g. Riverside Golf Club",
      email: "Default sender e-mail",
      emailHelp:
        "Replies go here when no reply-to address is set. Once the club's domain is verified, e-mails are sent from this name at that domain.",
      replyTo: "Reply-to e-mail",
      replyToHelp: "Where members' replies go.",
      signature: "E-mail signature",
    },
    domain: {
      title: "Sending domain",
      description:
        "Send the club's e-mails from its own domain, signed with DKIM. Set the domain up, publish its three DNS records at your DNS provider, then verify them.",
      loading: "Loading the sending domain…",
      none: "No sending domain is set up: the club's e-mails are sent from Clubhouse's address, with the club's sender name.",
      domain: "Domain",
      domainHelp: "A domain or subdomain the club controls, e.g. mail.example.com.",
      setup: "Set up domain",
      setUpToast: (domain: string) => `${domain} is set up. Publish its records, then verify.`,
      verified: "Domain verified",
      notVerified: "Not verified",
      signedByPostmark: "DKIM key made and signed by Postmark",
      recordsLabel: "DNS records to publish",
      record: "Record",
      details: "Host and value",
      host: "Host",
      type: "Type",
      value: "Value",
      zoneValue: "For a zone file",
      copyHost: (record: string) => `Copy the ${record} host`,
      copyValue: (record: string) => `Copy the ${record} value`,
      copyZone: (record: string) => `Copy the ${record} value for a zone file`,
      copied: "Copied",
      recordStatus: { pending: "Pending", verified: "Verified", failed: "Failed" },
      found: (value: string) => `Found: ${value}`,
      lastChecked: (when: string) => `Last checked ${when}`,
      verify: "Verify",
      regenerate: "Regenerate records",
      regenerateTitle: "Regenerate the DNS records?",
      regenerateText:
        "A new DKIM key is made: the DKIM record published now stops matching, and the domain must be published and verified again.",
      remove: "Remove domain",
      removeTitle: "Remove the sending domain?",
      removeText: (domain: string) =>
        `The club's e-mails will be sent from Clubhouse's address again, and the DKIM key of ${domain} is deleted.`,
      cancel: "Cancel",
      setupFailed: "Domain setup failed",
      verificationFailed: "Domain verification failed",
      verifiedTitle: "Domain verified",
      waitingTitle: "Not verified yet",
    },
  },

  financial: {
    taxRates: {
      title: "Tax rates",
      description:
        "Each invoice line is billed at one of these rates; invoices show per rate the net amount and the tax. The default rate applies wherever a price names none. Without rates, invoices carry no tax.",
      none: "No tax rates yet: invoices carry no tax.",
      add: "Add a tax rate",
      edit: "Edit",
      editNamed: (name: string) => `Edit ${name}`,
      delete: "Delete",
      deleteNamed: (name: string) => `Delete ${name}`,
      addTitle: "New tax rate",
      editTitle: (name: string) => `Edit ${name}`,
      name: "Name",
      nameHelp: "As invoices print it, e.g. Standard rate, Reduced rate.",
      kind: "Kind",
      standard: "Taxed at a percentage",
      exempt: "Exempt",
      percent: "Rate (%)",
      note: "Legal wording on invoices",
      noteHelp: "Printed under the tax summary, e.g. Tax-exempt under § 4 No. 22b UStG.",
      active: "Offered for new invoice lines",
      isDefault: "Default rate",
      isDefaultHelp: "Used wherever a price or a line names no rate.",
      defaultBadge: "Default",
      inactiveBadge: "Inactive",
      usedHelp: "On issued invoices: it can be deactivated, not deleted.",
      save: "Save rate",
      saved: (name: string) => `${name} saved.`,
      deleted: (name: string) => `${name} deleted.`,
      confirmDelete: (name: string) => `Delete ${name}? Drafts that use it fall back to the default rate.`,
      loadFailed: "The tax rates could not be loaded.",
    },
    billing: {
      title: "Billing",
      description: "How invoices are issued and what they ask for.",
      currency: "Billing currency",
      cycle: "Billing cycle",
      cycleHelp: "How often renewal invoices are issued.",
      terms: "Invoice terms",
      termsHelp: "e.g. Net 30: payment is due 30 days after the invoice date.",
      autoBilling: "Automatic billing",
      autoBillingHelp: "Issue renewal invoices on schedule, following the billing cycle.",
      renewalDays: "Days before renewal",
      renewalDaysHelp:
        "A membership's renewal invoice is issued this many days before it ends (with automatic billing).",
      reminderDays: "Reminder before the due date",
      reminderDaysHelp: "A payment reminder goes this many days before an invoice is due; 0 for none.",
      /** The unit beside a number of days: keep it short. */
      days: "days",
      refundPolicy: "Refund policy",
    },
    /** How an overdue invoice's late fee is charged. */
    lateFee: {
      title: "Late fee",
      description: "Added once to an invoice still unpaid after its due date and the grace period.",
      type: "Charge the late fee as",
      percentage: "A percentage of the balance",
      percentageHelp: "Follows what is still owed on the invoice.",
      fixed: "A fixed amount",
      fixedHelp: "The same amount on every overdue invoice.",
      rate: "Late fee (%)",
      rateHelp: "Percentage of the balance added once an invoice is overdue.",
      fixedAmount: "Fixed late fee",
      /** Shown while the amount field of the Membership section is empty. */
      noAmount: "Not set",
      /** `section`: the Membership section's name (`sections.membership`). */
      fixedWhere: (section: string) => `The amount is set in the ${section} section, with the grace period.`,
      changeFixed: (section: string) => `Change the amount in ${section} →`,
    },
    /** The club's payment details, printed on its invoices. */
    invoice: {
      title: "Payment details on invoices",
      description: "Printed on every invoice, so that members know how to pay by bank transfer.",
      accountHolder: "Account holder",
      bankName: "Bank name",
      accountNumber: "IBAN or account number",
      accountNumberHelp: "The IBAN, or the account number your bank gives.",
      routingCode: "BIC / SWIFT or bank code",
      routingCodeHelp: "Or the sort code or routing number your bank gives.",
      instructions: "Payment instructions",
      instructionsHelp:
        "Printed under the bank details, e.g. “Please quote the invoice number as the reference.”",
      taxNumber: "VAT or tax number",
      taxNumberHelp: "The club's tax identification number, printed on every invoice.",
    },
    /** SEPA direct debit (decision 077). */
    sepa: {
      title: "SEPA direct debit",
      description:
        "Collect members' euro invoices from their bank accounts with their mandates. The debits are paid into the IBAN of the bank details above.",
      creditorId: "Creditor identifier",
      creditorIdHelp: "Your club's SEPA creditor identifier from your central bank, e.g. DE98ZZZ09999999999.",
      preNotificationDays: "Pre-notification",
      preNotificationDaysHelp:
        "Members are told this many days before each collection: 14 by default, at least 1.",
      painVersion: "File format",
      painVersionHelp: "pain.008.001.08 for current banks; pain.008.001.02 for banks that still ask for it.",
      chargeReturnFee: "Bill a returned debit's bank fee to the member",
      chargeReturnFeeHelp: "The fee goes on an invoice of its own.",
    },
    accounts: {
      title: "Member accounts",
      description: "Charges the club takes from members' prepaid accounts instead of invoicing them.",
      competitionEntries: "Competition entries from the account",
      competitionEntriesHelp:
        "A member's entry fee is taken from their account when they enter, and given back if they withdraw before entries close. Entries the account does not cover are refused.",
      greenFees: "Green fees from the account",
      greenFeesHelp:
        "A member's green fee, and the fees of the guests they bring, are taken from their account when the round is booked, and given back if it is cancelled. Bookings the account does not cover are refused.",
      autoTopUp: "Automatic top-ups by saved card",
      autoTopUpHelp:
        "Members may save a card with Stripe that tops their account up by an amount they choose whenever its balance falls below their threshold. Needs Stripe.",
    },
    payments: {
      title: "Payments",
      description: "How members may pay.",
      methods: "Payment methods",
      gateway: "Payment gateway",
      gatewayOwnerOnly: "Only the club owner can change the payment gateway.",
      testMode: "Test mode",
      testModeHelp: "Payments go through the gateway's test environment; no real money moves.",
      /** A payment method ticked but not set up (issue 34). */
      stripeNotSetUp:
        "Stripe is ticked, but its keys are not stored yet: members cannot pay online until the owner adds them under Payment credentials.",
      bankNotSetUp:
        "Bank transfer is ticked, but the account number under Payment details on invoices is empty: members are not told where to pay.",
    },
    methods: {
      stripe: "Stripe (online card payments)",
      bank_transfer: "Bank transfer",
      cash: "Cash",
      card: "Card at the desk",
    },
  },

  /** The Stripe keys panel (owner only). */
  credentials: {
    title: "Payment credentials",
    description:
      "Your Stripe keys, stored encrypted. Only the club owner sees this panel; keys are never shown again in full.",
    loading: "Loading payment credentials",
    stored: "Keys stored",
    noneStored: "No keys stored",
    /** `when`: date and time in the club's formats. */
    lastChanged: (when: string) => `Last changed ${when}`,
    storedKeys: "Stored keys",
    loadFailed: "The stored keys could not be loaded.",
    replaceHint: "Enter new keys to replace the stored ones.",
    enterHint: "Enter the keys from your Stripe dashboard.",
    fields: {
      publishableKey: "Publishable key",
      secretKey: "Secret key",
      webhookSecret: "Webhook secret",
    },
    required: {
      publishableKey: "Enter the publishable key.",
      secretKey: "Enter the secret key.",
    },
    store: "Store credentials",
    storedToast: "Payment credentials stored",
    remove: "Remove credentials",
    removedToast: "Payment credentials removed",
    confirmTitle: "Remove the payment credentials?",
    confirmText: "The club can no longer take card payments through Stripe until new keys are stored.",
    keep: "Keep them",
    confirmRemove: "Remove",
    /** The Stripe webhook the owner adds in Stripe's dashboard (the address and event names stay as they are). */
    webhook: {
      title: "Stripe webhook",
      help: "In your Stripe dashboard (Developers → Webhooks), add an endpoint with this address that sends the events below. Then store the endpoint's signing secret (whsec_…) here as the webhook secret.",
      address: "Endpoint URL",
      copy: "Copy",
      copied: "Copied",
      events: "Events to send",
      required:
        "The webhook secret is required for online payments: without it, the club cannot confirm that Stripe sent a payment, so payments are not recorded and invoices stay open.",
      secretHelp: "Required for online payments to be recorded.",
      missing: "No webhook secret stored",
      missingText:
        "Members' online payments are not recorded until you store the signing secret of the Stripe webhook described below.",
    },
  },

  membership: {
    applications: {
      title: "Applications",
      description: "What happens when someone applies to join.",
      autoApprove: "Auto-approve applications",
      autoApproveHelp: "New applications become active members at once instead of waiting for approval.",
      requirePayment: "Require payment on sign-up",
      requirePaymentHelp: "An applicant pays the first invoice before the membership starts.",
    },
    types: {
      title: "Membership types",
      description: "The memberships the club offers, with their prices, periods and capacity.",
      manage: "Manage membership types →",
    },
    fields: {
      title: "Custom member fields",
      description:
        "Details the club keeps on each member beyond the standard ones: text, numbers, dates, choices, yes/no.",
      manage: "Manage custom fields →",
    },
    numbers: {
      title: "Numbers and renewals",
      prefix: "Member ID prefix",
      /** `first` and `second`: the first two member IDs ("MB00001"). */
      prefixExample: (first: string, second: string) => `New members are numbered ${first}, ${second}, …`,
      prefixRule: "1 to 10 letters, digits or hyphens.",
      grace: "Grace period (days)",
      graceHelp: "Days a lapsed membership stays usable before it expires.",
      /** The unit beside the grace period's field: keep it short. */
      days: "days",
      lateFee: "Late fee amount",
      /** `section`: the Financial section's name (`sections.financial`). */
      lateFeeHelp: (section: string) =>
        `Charged on an overdue invoice when the ${section} section sets a fixed late fee.`,
    },
  },

  /** Spec sections 2 and 8: deleting the club, confirmed by typing its name. */
  deleteClub: {
    title: "Danger zone",
    description: "Deleting the club removes its members, bookings, invoices and settings for good.",
    ownerOnly: "Only the owner can delete the club. This cannot be undone.",
    open: "Delete club",
    confirmTitle: (club: string) => `Delete ${club}?`,
    warning: "The club and everything in it will be deleted for good.",
    /** Followed by the club's name. */
    typeName: "To confirm, type the club's name:",
    field: "Type the club's name to confirm",
    cancel: "Cancel",
    confirm: "Delete this club",
    /** Spec section 8, Deletion. */
    mismatch: "Club name confirmation does not match",
    deleted: "Club deleted",
  },
};

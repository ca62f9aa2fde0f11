const FAILED_AFTER_CONFIRMATION = "Failed to create club after email confirmation";

/** The "onboarding" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** Spec section 8, 'Invitations and registration': the English sentences are the spec's. */
  errors: {
    /** The club data kept at sign-up cannot make a club. */
    invalidPending: "Invalid club data - missing required fields",
    /** The spec's sentence, as `failedAfterConfirmationBecause` begins. */
    failedAfterConfirmation: FAILED_AFTER_CONFIRMATION,
    /** `reason` is the server's answer (already in the reader's language). */
    failedAfterConfirmationBecause: (reason: string) => `${FAILED_AFTER_CONFIRMATION}: ${reason}`,
    unexpected: "An unexpected error occurred while creating the club",
  },
  /** While the club kept at sign-up is being created. */
  creating: {
    title: "Setting up your club",
    /** `name` is the club's name, shown in bold. */
    text: (name: string) => `Creating ${name}…`,
  },
  form: {
    titleFirst: "Create your club",
    /** The user has clubs already. */
    titleAnother: "Create another club",
    description:
      "You will be its owner. Everything else (opening hours, branding, membership rules) can be changed later in the settings.",
    backToClubs: "Back to your clubs",
    signedInAs: (email: string) => `Signed in as ${email}.`,
    signOut: "Sign out",
    name: "Club name",
    email: "Club e-mail",
    emailHint: "Where members and the system write to the club.",
    phone: "Phone",
    website: "Website",
    address: "Address",
    descriptionLabel: "Description",
    country: "Country",
    countryHint:
      "Sets the currency, how dates and times are written, the first day of the week and the language.",
    noCountry: "No country matches",
    timeZone: "Time zone",
    timeZoneHint: "Tee times and opening hours are in this zone.",
    noTimeZone: "No time zone matches",
    /** What the chosen country sets, shown under the country: `date` and `time` are written in those formats. */
    derived: (date: string, time: string, weekday: string, language: string) =>
      `Dates ${date}, times ${time}, weeks start on ${weekday}, language ${language}. You can change each in the settings.`,
    currency: "Currency",
    sports: "Sports",
    sportsHint: "Pick or type, then press Enter.",
    submit: "Create club",
  },
  /** The toast once the club exists. */
  created: (name: string) => `${name} is ready.`,
};

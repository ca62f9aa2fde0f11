import { localeHelpers } from "../../i18n/plural.ts";
import type { Limit } from "../../i18n/zod.ts";

const { plural } = localeHelpers("en");

/** zod's English words for a limit: "exactly 3", "<=50", "<1". */
const above = (limit: Limit) => (limit.exact ? "exactly " : limit.inclusive ? "<=" : "<");
const below = (limit: Limit) => (limit.exact ? "exactly " : limit.inclusive ? ">=" : ">");

/** The "validation" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** A text of a request with a NUL or a broken character in it (decision 021). */
  hiddenCharacters: "Remove the invisible control characters from this text.",
  email: "Enter a valid e-mail address.",
  webAddress: "Enter a full web address, such as https://example.com.",
  /** A currency code that is not one of ISO 4217 (src/shared/currencies.ts). */
  currency: "Use the 3-letter ISO 4217 code of a currency, such as USD or EUR.",
  sayWhatToChange: "Say what to change.",
  statusActiveOrInactive: "Choose the status active or inactive.",
  /** The audit log's filters and exports (issue 17). */
  auditLogs: {
    from: "From must be a date and time with its offset, such as 2026-05-01T00:00:00Z.",
    to: "To must be a date and time with its offset, such as 2026-05-31T23:59:59Z.",
    user: "Choose a user of the list.",
    table: "Choose a table of the list.",
    action: "Choose the action INSERT, UPDATE or DELETE.",
    eventType: "Choose the event type user_action, data_change, security or business.",
    sort: "Choose a column of the list to sort by.",
    direction: "Sort ascending (asc) or descending (desc).",
    limit: (max: number) => `Show between 1 and ${max} rows per page.`,
    offset: "The offset must be a whole number of 0 or more.",
    format: "Choose the format CSV or JSON.",
    source: "Choose what to export: the data changes (trail) or the events.",
  },
  /** A text of one line (a name, a label) with a line break or another control character in it (issue 33), by field. */
  oneLine: {
    clubName: "Club name must be one line: remove its line breaks and control characters.",
    tagline: "Tagline must be one line: remove its line breaks and control characters.",
    phone: "Phone must be one line: remove its line breaks and control characters.",
    phoneNumber: "Phone number must be one line: remove its line breaks and control characters.",
    street: "Street must be one line: remove its line breaks and control characters.",
    city: "City must be one line: remove its line breaks and control characters.",
    state: "State must be one line: remove its line breaks and control characters.",
    postalCode: "Postal code must be one line: remove its line breaks and control characters.",
    country: "Country must be one line: remove its line breaks and control characters.",
    sportName: "A sport must be one line: remove its line breaks and control characters.",
    contactSport: "Sport must be one line: remove its line breaks and control characters.",
    contactName: "Contact name must be one line: remove its line breaks and control characters.",
    senderName: "Sender name must be one line: remove its line breaks and control characters.",
    invoiceTerms: "Invoice terms must be one line: remove its line breaks and control characters.",
    firstName: "First name must be one line: remove its line breaks and control characters.",
    lastName: "Last name must be one line: remove its line breaks and control characters.",
    typeName: "The membership type's name must be one line: remove its line breaks and control characters.",
    fieldLabel: "The field's label must be one line: remove its line breaks and control characters.",
    fieldChoice: "A choice must be one line: remove its line breaks and control characters.",
    householdName: "The household's name must be one line: remove its line breaks and control characters.",
    priceClassName: "The price class's name must be one line: remove its line breaks and control characters.",
    courseName: "The course's name must be one line: remove its line breaks and control characters.",
    teeName: "The tee's name must be one line: remove its line breaks and control characters.",
    guestName: "The guest's name must be one line: remove its line breaks and control characters.",
    templateName: "The template's name must be one line: remove its line breaks and control characters.",
    subject: "The subject must be one line: remove its line breaks and control characters.",
    /** An account's full name. */
    name: "Name must be one line: remove its line breaks and control characters.",
  },
  /** A text longer than its field allows, by field; `max` is the most characters. */
  tooLong: {
    clubName: (max: number) => `Club name may have at most ${max} characters.`,
    description: (max: number) => `Description may have at most ${max} characters.`,
    tagline: (max: number) => `Tagline may have at most ${max} characters.`,
    phone: (max: number) => `Phone may have at most ${max} characters.`,
    address: (max: number) => `Address may have at most ${max} characters.`,
    street: (max: number) => `Street may have at most ${max} characters.`,
    city: (max: number) => `City may have at most ${max} characters.`,
    state: (max: number) => `State may have at most ${max} characters.`,
    postalCode: (max: number) => `Postal code may have at most ${max} characters.`,
    country: (max: number) => `Country may have at most ${max} characters.`,
    /** One sport of the club's list. */
    sportName: (max: number) => `A sport may have at most ${max} characters.`,
    /** The sport of a sport contact. */
    contactSport: (max: number) => `Sport may have at most ${max} characters.`,
    contactName: (max: number) => `Contact name may have at most ${max} characters.`,
    senderName: (max: number) => `Sender name may have at most ${max} characters.`,
    signature: (max: number) => `Signature may have at most ${max} characters.`,
    refundPolicy: (max: number) => `Refund policy may have at most ${max} characters.`,
    invoiceTerms: (max: number) => `Invoice terms may have at most ${max} characters.`,
    firstName: (max: number) => `First name may have at most ${max} characters.`,
    lastName: (max: number) => `Last name may have at most ${max} characters.`,
    phoneNumber: (max: number) => `Phone number may have at most ${max} characters.`,
    /** The staff's notes on a member record. */
    notes: (max: number) => `Notes may have at most ${max} characters.`,
    /** The note of a change of membership. */
    note: (max: number) => `Note may have at most ${max} characters.`,
    /** A membership type's name. */
    typeName: (max: number) => `Name may have at most ${max} characters.`,
    emailAddress: (max: number) => `The e-mail address may have at most ${max} characters.`,
    /** The search text of the members list. */
    search: (max: number) => `Search for at most ${max} characters.`,
  },
  /** A date, or a date and time, outside the range a request may name (decision 039); `min` and `max` as YYYY-MM-DD. */
  dateRange: (min: string, max: string) => `Enter a date between ${min} and ${max}.`,
  /** A date of a member, written as YYYY-MM-DD. */
  dates: {
    dateOfBirth: {
      notText: "Date of birth must be a date.",
      format: "Date of birth must be a date written as YYYY-MM-DD.",
    },
    joinDate: {
      notText: "Join date must be a date.",
      format: "Join date must be a date written as YYYY-MM-DD.",
    },
    membershipStartDate: {
      notText: "Membership start date must be a date.",
      format: "Membership start date must be a date written as YYYY-MM-DD.",
    },
    membershipEndDate: {
      notText: "Membership end date must be a date.",
      format: "Membership end date must be a date written as YYYY-MM-DD.",
    },
    endsFrom: {
      notText: "The first end date must be a date.",
      format: "The first end date must be a date written as YYYY-MM-DD.",
    },
    endsTo: {
      notText: "The last end date must be a date.",
      format: "The last end date must be a date written as YYYY-MM-DD.",
    },
  },
  /** The club's settings and its creation. */
  clubs: {
    clubNameRequired: "Club name is required.",
    time: "Use a time like 09:00 (24-hour clock).",
    openDayHours: "An open day needs an opening time before its closing time.",
    language: "Choose a language such as en or en-GB.",
    dateFormat: "Choose one of DD/MM/YYYY, MM/DD/YYYY or YYYY-MM-DD.",
    timeFormat: "Choose a 12-hour or 24-hour clock.",
    firstDayOfWeek: "Choose Sunday, Monday or Saturday as the first day of the week.",
    foundedYear: "Enter the year the club was founded as four digits, such as 1898.",
    foundedYearInFuture: (year: number) =>
      `The year the club was founded cannot be later than this year (${year}).`,
    foundedYearTooEarly: "The year the club was founded cannot be before 1500.",
    country: "Choose a country from the list.",
    primaryColor: "Use a colour like #0ea5e9.",
    logoUrl: "The logo address must be a full URL.",
    faviconUrl: "The favicon address must be a full URL.",
    /** The e-mail themes' names are codes: default, modern, classic, minimal. */
    emailTheme: "Choose one of default, modern, classic or minimal.",
    /** The themes' names are codes: light, dark, auto. */
    theme: "Choose light, dark or auto.",
    customDomain: "Enter a domain such as mail.example.com.",
    /** The cycles' names are codes: monthly, quarterly, annually. */
    goLiveStart: "Choose how to start: today or dueNow.",
    billingCycle: "Choose monthly, quarterly or annually.",
    invoiceTermsRequired: "Invoice terms are required, such as Net 30.",
    memberIdPrefix: "Use 1 to 10 letters, digits or hyphens, such as MB.",
    sportNeedsName: "A sport needs a name.",
    nameTheSport: "Name the sport.",
    tooManySports: (max: number) => `List at most ${max} sports.`,
    tooManySportContacts: (max: number) => `List at most ${max} sport contacts.`,
    taxRate: {
      notNumber: "Tax rate must be a number.",
      negative: "Tax rate cannot be negative.",
      tooHigh: "Tax rate may be at most 100 percent.",
    },
    lateFee: {
      notNumber: "Late fee must be a number.",
      negative: "Late fee cannot be negative.",
      tooHigh: "Late fee may be at most 100 percent.",
    },
    gracePeriod: {
      notNumber: "Grace period must be a number of days.",
      notWhole: "Grace period must be a whole number of days.",
      negative: "Grace period cannot be negative.",
      tooHigh: "Grace period may be at most 365 days.",
    },
    lateFeeAmount: {
      notNumber: "Late fee amount must be a number.",
      negative: "Late fee amount cannot be negative.",
      tooHigh: "Late fee amount may be at most 1,000,000.",
      /** `digits`: the decimals of the club's billing currency `currency`. */
      decimals: (digits: number, currency: string) =>
        `The late fee amount can have at most ${digits} ${digits === 1 ? "decimal" : "decimals"} in ${currency}.`,
    },
  },
  timeZones: {
    choose: "Choose a time zone.",
    fromList: "Choose a time zone from the list, such as America/New_York.",
  },
  members: {
    membershipNumber: "A membership number has 1 to 20 letters, digits or hyphens, such as MB00042.",
    emailOrNames: "Give an e-mail address, or a first and a last name.",
    chooseType: "Choose a membership type.",
    unknownMembershipStatus: "Unknown membership status.",
    unknownRole: "Unknown role.",
    unknownStatus: "Unknown status.",
    unknownSortField: "Unknown sort field.",
    /** asc and desc are codes. */
    order: "The order is asc or desc.",
    /** The actions' names are codes. */
    action: "Choose renew, cancel, suspend, reinstate, approve or reject.",
    /** quiet, true and false are codes. */
    quiet: "quiet is true or false.",
    /** dryRun, true and false are codes. */
    dryRun: "dryRun is true or false.",
    endsReversed: "The last end date cannot be before the first.",
  },
  /** A household (decision 062). */
  /** Custom member fields (decision 064): their definitions and a member's values. */
  memberFields: {
    labelRequired: "Give the field a label.",
    labelTooLong: (max: number) => `A field's label may have at most ${max} characters.`,
    /** The types' codes. */
    type: "Choose the type text, number, date, choice or yes_no.",
    choiceRequired: "A choice cannot be empty.",
    choiceTooLong: (max: number) => `A choice may have at most ${max} characters.`,
    choices: (max: number) => `Give a list of at most ${max} choices.`,
    choicesTwice: "Each choice may be given once.",
    choicesNeeded: "A choice field needs at least one choice.",
    /** true and false are codes. */
    required: "required is true or false.",
    /** staff and members are codes. */
    visibility: "Choose the visibility staff or members.",
    tooMany: (max: number) => `A club has at most ${max} custom fields.`,
    unknownField: "This club has no such custom field.",
    requiredValue: (label: string) => `${label} is required.`,
    notText: (label: string) => `${label} must be text.`,
    textTooLong: (label: string, max: number) => `${label} may have at most ${max} characters.`,
    notANumber: (label: string) => `${label} must be a number, such as 12 or 4.5.`,
    notADate: (label: string) => `${label} must be a date as YYYY-MM-DD, such as 2026-05-31.`,
    notYesNo: (label: string) => `${label} must be yes or no.`,
    notAChoice: (label: string, choices: string) => `${label} must be one of its choices: ${choices}.`,
    filters: (max: number) => `Filter on at most ${max} custom fields.`,
    /** cf and JSON are codes. */
    filterForm:
      'Filter custom fields with a JSON object of field ids and values: cf={"<field id>":"<value>"}.',
    filterValue: (label: string) => `Give a value to filter ${label} by.`,
  },
  households: {
    nameRequired: "Name the household.",
    nameTooLong: (max: number) => `A household's name may have at most ${max} characters.`,
    limit: (max: number) => `Ask for 1 to ${max} households.`,
    /** true and false are codes. */
    payer: "payer is true or false.",
    memberIds: (max: number) => `Name at most ${max} members.`,
  },
  /** The pages of a list, and the administrators. */
  admins: {
    pageNotNumber: "The page must be a number.",
    pageStart: "Pages start at 1.",
    pageSizeNotNumber: "The page size must be a number.",
    pageSize: "The page size is 25, 50 or 100.",
    /** admin and manager are the roles' codes. */
    role: "Choose the role admin or manager.",
    sayWhatToChange: "Say what to change: the role, the status or both.",
  },
  membershipTypes: {
    taxRate: "Choose one of the club's active tax rates, or the default rate.",
    nameRequired: "Name is required.",
    /** The periods' names are codes. */
    billingPeriod: "Choose monthly, quarterly, annual or lifetime.",
    price: {
      notNumber: "Price must be an amount.",
      notWhole: "Price must be in whole cents.",
      negative: "Price cannot be negative.",
      tooHigh: "Price may be at most 100,000,000.",
    },
    accountLimit: {
      notNumber: "Account limit must be an amount.",
      notWhole: "Account limit must be in whole cents.",
      negative: "Account limit cannot be negative.",
      tooHigh: "Account limit may be at most 100,000,000.",
    },
    joiningFee: {
      notNumber: "Joining fee must be an amount.",
      notWhole: "Joining fee must be in whole cents.",
      negative: "Joining fee cannot be negative.",
      tooHigh: "Joining fee may be at most 100,000,000.",
    },
    capacity: {
      notNumber: "Capacity must be a number.",
      notWhole: "Capacity must be a whole number.",
      tooLow: "Capacity must be at least 1, or left empty for no limit.",
      tooHigh: "Capacity may be at most 1,000,000.",
    },
    active: "Active is true or false.",
    bookingWindow: {
      notNumber: "The booking window must be a number of days.",
      notWhole: "The booking window must be a whole number of days.",
      negative: "The booking window cannot be negative.",
      tooHigh: "The booking window may be at most 365 days.",
    },
  },
  payments: {
    credentialName: "Use letters, digits and underscores for credential names.",
    credentialEmpty: "A credential cannot be empty.",
    credentialCount: "Give between 1 and 10 credentials.",
  },
  /** The user's own language (PUT /api/me/language). */
  me: {
    language:
      "Choose one of the languages Clubhouse speaks: English (en), Deutsch (de), Français (fr) or Español (es).",
  },
  /** A refused logo or favicon upload. */
  brandingImage: {
    missing: "Choose a PNG, JPEG or WebP image to upload.",
    tooMany: "Upload one image at a time.",
    empty: "The file is empty. Upload a PNG, JPEG or WebP image.",
    tooLarge: "The file is larger than 2 MB. Upload an image of at most 2 MB.",
    svg: "SVG images are not accepted: upload a PNG, JPEG or WebP image.",
    wrongType: "Upload a PNG, JPEG or WebP image.",
    unreadable: "The file is not a readable image.",
    /** The image's size in pixels, when its header says it. */
    tooManyPixelsSized: (width: number, height: number) =>
      `The image is ${width} × ${height} pixels, more than the limit of 16,777,216 pixels (4096 × 4096). Upload a smaller image.`,
    tooManyPixels:
      "The image has more than the limit of 16,777,216 pixels (4096 × 4096). Upload a smaller image.",
  },
  /** The invitation's forms (src/shared/invitations.ts). */
  /** Inviting members to sign in (decision 065). */
  signInInvitations: {
    filterOrMembers: "Give the filter or the members, not both.",
  },
  invitations: {
    /** admin, manager and member are the roles' codes. */
    role: "Choose the role admin, manager or member.",
    messageTooLong: (max: number) => `The message may have at most ${max} characters.`,
    status: "Choose a status of the list.",
    noToken: "The invitation link has no token.",
    /** A token too long to be one: answered like an unknown one. */
    notFound: "Invitation not found",
    firstName: "Enter your first name.",
    lastName: "Enter your last name.",
    firstNameTooLong: (max: number) => `The first name may have at most ${max} characters.`,
    lastNameTooLong: (max: number) => `The last name may have at most ${max} characters.`,
    passwordTooShort: (min: number) => `The password needs at least ${min} characters.`,
    passwordTooLong: (max: number) => `The password may have at most ${max} characters.`,
  },
  /**
   * zod's own messages, for a check that has none of its own (a missing field, a value of the wrong type).
   * English keeps zod's words, but for a missing field; the other languages say it plainly.
   */
  /** A batch of the web app's audit events (POST /api/audit/events). */
  auditEvents: {
    /** `max` is the most events a batch may hold. */
    batchSize: (max: number) => `Send between 1 and ${max} events at a time.`,
    /** An event's time that is ahead of the server's clock or more than a day old. */
    timestamp: "The event's time must be within the last day and not in the future.",
    /** A JSON value (old or new values, changes, parameters, metadata) larger than `kb` kilobytes. */
    valueTooLarge: (kb: number) => `This value may take at most ${kb} KB.`,
    /** A JSON value that is not an object. */
    notObject: "This value must be an object.",
  },
  zod: {
    /** A value of the wrong type; `expected` and `received` are names from `types`. */
    invalidType: (expected: string, received: string) =>
      `Invalid input: expected ${expected}, received ${received}`,
    /** A field that is missing. */
    required: "This field is required.",
    /** The names of the types of values. */
    types: {
      string: "string",
      number: "number",
      boolean: "boolean",
      bigint: "bigint",
      object: "object",
      array: "array",
      date: "date",
      null: "null",
      nan: "not a number",
    },
    /** `value` is the one value allowed, as JSON writes it. */
    invalidValue: (value: string) => `Invalid input: expected ${value}`,
    /** `options` are the values allowed, as JSON writes them, separated by |. */
    invalidOption: (options: string) => `Invalid option: expected one of ${options}`,
    tooBig: {
      text: (limit: Limit) => `Too big: expected string to have ${above(limit)}${limit.value} characters`,
      /** `origin` is array or set. */
      items: (origin: string, limit: Limit) =>
        `Too big: expected ${origin} to have ${above(limit)}${limit.value} items`,
      /** `origin` is number, date or another kind of value. */
      value: (origin: string, limit: Limit) =>
        `Too big: expected ${origin} to be ${above(limit)}${limit.value}`,
    },
    tooSmall: {
      text: (limit: Limit) => `Too small: expected string to have ${below(limit)}${limit.value} characters`,
      items: (origin: string, limit: Limit) =>
        `Too small: expected ${origin} to have ${below(limit)}${limit.value} items`,
      value: (origin: string, limit: Limit) =>
        `Too small: expected ${origin} to be ${below(limit)}${limit.value}`,
    },
    format: {
      email: "Invalid email address",
      url: "Invalid URL",
      uuid: "Invalid UUID",
      date: "Invalid ISO date",
      datetime: "Invalid ISO datetime",
      time: "Invalid ISO time",
      /** `pattern` is a regular expression. */
      pattern: (pattern: string) => `Invalid string: must match pattern ${pattern}`,
      startsWith: (prefix: string) => `Invalid string: must start with "${prefix}"`,
      endsWith: (suffix: string) => `Invalid string: must end with "${suffix}"`,
      includes: (part: string) => `Invalid string: must include "${part}"`,
      /** `format` is the name of a format (ipv4, jwt, …). */
      other: (format: string) => `Invalid ${format}`,
    },
    notMultipleOf: (divisor: string) => `Invalid number: must be a multiple of ${divisor}`,
    /** Fields that the request may not have; `keys` are their names, quoted. */
    unrecognizedKeys: (count: number, keys: string) =>
      `${plural(count, { one: "Unrecognized key", other: "Unrecognized keys" })}: ${keys}`,
    invalidKey: (origin: string) => `Invalid key in ${origin}`,
    invalidElement: (origin: string) => `Invalid value in ${origin}`,
    /** `options` are the values the field that tells the kind may have, quoted. */
    invalidDiscriminator: (options: string) => `Invalid discriminator value. Expected ${options}`,
    ambiguous: "Invalid input: more than one option matched",
    invalid: "Invalid input",
  },
};

import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural, number } = localeHelpers("en");

/** The "members" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The member register (/members): heading, buttons, states and toasts. */
  /** "Invite to sign in" (decision 065): the dialog, its confirmation's figures and the status panel. */
  signIn: {
    fact: "Sign-in",
    hasAccount: "Has an account",
    notInvited: "Not invited yet",
    selectPage: "Select the members of this page",
    select: (name: string) => `Select ${name}`,
    action: "Invite to sign in",
    actionSelected: (n: number) =>
      `Invite ${plural(n, { one: "# selected member", other: "# selected members" })} to sign in`,
    title: "Invite members to sign in",
    counting: "Counting the members…",
    willGet: (n: number) =>
      `${plural(n, { one: "# member gets", other: "# members get" })} a personal link by e-mail.`,
    skipped: (n: number) => `${plural(n, { one: "# member is", other: "# members are" })} left out:`,
    withAccount: (n: number) => `${plural(n, { one: "# has", other: "# have" })} an account already`,
    withoutEmail: (n: number) => `${plural(n, { one: "# has", other: "# have" })} no e-mail address`,
    alreadyInvited: (n: number) =>
      `${plural(n, { one: "# has", other: "# have" })} a valid link already (use Resend below)`,
    explain:
      "With the link each member chooses a password; their account is linked to their membership. The e-mails go out through the club's bulk mail.",
    sendLabel: "Send invitations",
    send: (n: number) => `Send ${plural(n, { one: "# invitation", other: "# invitations" })}`,
    close: "Done",
    started: (n: number) =>
      `${plural(n, { one: "# invitation is", other: "# invitations are" })} on the way.`,
    nothingToSend: "Nobody to send to.",
    panelTitle: "Sign-in invitations",
    progress: (done: number, total: number) => `E-mails queued: ${number(done)} of ${number(total)}`,
    status: {
      sent: "Sent",
      opened: "Opened",
      signedIn: "Signed in",
      queued: "Queued",
      failed: "Not delivered",
    },
    queued: (n: number) => `${plural(n, { one: "# e-mail waits", other: "# e-mails wait" })} to be sent.`,
    failed: (n: number) => `${plural(n, { one: "# e-mail", other: "# e-mails" })} could not be delivered.`,
    resend: (n: number) => `Resend to ${plural(n, { one: "# member", other: "# members" })} not signed in`,
  },
  list: {
    /** A record that is not active, beside its membership on a phone. */
    accountInactive: "Account inactive",
    /** The screen's heading, its document title and the table's (or cards list's) accessible name. */
    title: "Members",
    intro: (club: string) => `The member register of ${club}.`,
    importCsv: "Import CSV",
    exportCsv: "Export CSV",
    addMember: "Add member",
    /** A membership type in the filter that is no longer offered; `name` is the type's name (data). */
    inactiveType: (name: string) => `${name} (inactive)`,
    loadFailed: "The members could not be loaded",
    loading: "Loading members...",
    /** What the list's footer counts after the number ("1–25 of 40 members"): the noun alone. */
    noun: (total: number) => plural(total, { one: "member", other: "members" }),
    /** Toast after adding a member. */
    added: (name: string) => `Member added: ${name}`,
    /** Toast after adding a member who got a membership number ("MB00042"). */
    addedWithNumber: (name: string, membershipNumber: string) =>
      `Member added: ${name}, number ${membershipNumber}`,
    /** A member's card (phone) without an e-mail address. */
    noEmail: "No e-mail",
    /** The Ends column of a membership without an end (lifetime). */
    noEnd: "No end",
    /** A member's card (phone): facts after the membership type, separated by " · ". */
    joinedOn: (date: string) => `Joined ${date}`,
    endsOn: (date: string) => `Ends ${date}`,
  },

  /** The table's column headers (kept short: the columns are narrow). */
  columns: {
    number: "Number",
    name: "Name",
    email: "E-mail",
    /** The membership's status (a badge). */
    membership: "Membership",
    role: "Role",
    /** The record's own status (active or inactive): its account, not its membership. */
    status: "Account",
    /** The join date. */
    joined: "Joined",
    /** The membership's end date. */
    ends: "Ends",
  },

  /** The list's search and filters. */
  filters: {
    searchLabel: "Search",
    searchPlaceholder: "Search name, e-mail or number",
    membershipType: "Membership type",
    allTypes: "All types",
    membershipStatus: "Membership status",
    allStatuses: "All statuses",
    role: "Role",
    allRoles: "All roles",
    /** The record's own status (active or inactive). */
    status: "Account",
    allRecords: "All records",
    /** The phone's button that shows the filters. */
    filters: "Filters",
    /** The same button while filters are in use: "Filters (2)". */
    filtersInUse: (count: number) => `Filters (${number(count)})`,
    /** The filter on the membership's end date (dates in the club's format; either may be absent). */
    ends: (from: string | undefined, to: string | undefined) =>
      from && to
        ? `Membership ends: ${from} – ${to}`
        : from
          ? `Membership ends: on or after ${from}`
          : `Membership ends: on or before ${to}`,
    /** The button that removes the end-date filter. */
    clearEnds: "Show every end date",
  },

  /** The list when it has no rows. */
  empty: {
    noMatchFor: (search: string) => `No members match “${search}”`,
    noMatch: "No members match these filters",
    clearFilters: "Clear filters",
    tryAgain: "Try another spelling or fewer filters.",
    none: "No members yet",
    addFirst: "Add your first member, or import your members from a CSV file.",
  },

  /** A member record's own status (not the membership's). */
  status: {
    active: "Active",
    inactive: "Inactive",
  },

  /** The member form (add, edit, and the memberships screen's new application). */
  form: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    membershipType: "Membership type",
    chooseType: "Choose a type",
    loadingTypes: "Loading types…",
    membershipNumber: "Membership number",
    /** The number field's placeholder when adding: the club gives the next number. */
    nextNumber: "Next: automatic",
    joinDate: "Join date",
    joinDateEmpty: "Today when left empty.",
    dateOfBirth: "Date of birth",
    recordStatus: "Record status",
    recordStatusHint: "An inactive record stays in the register.",
    notes: "Notes",
    cancel: "Cancel",
  },

  /** A member's page for staff (/members/$memberId). */
  detail: {
    /** The document title while the member loads. */
    title: "Member",
    notFound: "Member not found",
    notFoundText: (club: string) =>
      `${club} has no member at this address. They may have been deleted, or the link is incomplete.`,
    backToMembers: "Back to members",
    loadFailed: "The member could not be loaded",
    loading: "Loading member...",
    edit: "Edit",
    delete: "Delete",
    editTitle: (name: string) => `Edit ${name}`,
    saveChanges: "Save changes",
    editDescription: "The membership (type, period, status) changes through its own actions.",
    /** Toast after an edit. */
    saved: (name: string) => `${name} saved`,
    /** Toast after a deletion. */
    deleted: (name: string) => `${name} was deleted`,
    deletedUnnamed: "The member was deleted",
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteConfirm: "Delete member",
    deleteCancel: "Cancel",
    /** The deletion's question; `membershipNumber` is null when the member has none. */
    deleteText: (name: string, membershipNumber: string | null, club: string) =>
      `${name}${membershipNumber ? ` (${membershipNumber})` : ""} and their membership history will be removed from the register of ${club}. This cannot be undone.`,
    /** A member's data as a ZIP (GDPR art. 15), downloaded by staff. */
    downloadData: "Download data",
    /** Erasure (GDPR art. 17). */
    erase: "Erase personal data",
    eraseInstead: "Erase personal data instead",
    deleteOrErase:
      "To remove the person's data everywhere instead, and keep their place in the club's history, erase their personal data.",
    eraseTitle: (name: string) => `Erase ${name}'s personal data?`,
    eraseConfirm: "Erase personal data",
    eraseWhat: (name: string, club: string) =>
      `${name}'s names, e-mail address, phone number, date of birth and notes are erased from the records of ${club}: from the member record, the audit trail, message deliveries and sent e-mails. The record stays as "Erased member" with its membership number; upcoming tee times are cancelled and past rounds keep their place without a name. Their account is deleted unless they use it in another club.`,
    eraseInvoices:
      "Invoices keep their number, date, amounts and the name and address they were billed to: tax law requires the club to keep them (for example 6 years in the United Kingdom, 10 years in Germany).",
    eraseFinal: "This cannot be undone.",
    /** Toast after an erasure. */
    erased: "The member's personal data was erased",
  },

  /** A member's own record (roles without members.manage). */
  /** Whether the member receives the club's bulk mail (newsletters, announcements): issue 16. */
  bulkMail: {
    label: "Receive the club's newsletters and announcements",
    description: "E-mails about the membership, bookings and invoices arrive either way.",
    fact: "Newsletters and announcements",
    receives: "Received",
    unsubscribed: "Unsubscribed",
    saved: "Your choice was saved",
    saveFailed: "Your choice could not be saved. Please try again.",
  },
  mine: {
    title: "My membership",
    loadFailed: "Your membership could not be loaded",
    loading: "Loading your membership...",
    noRecord: (club: string) => `You have no member record in ${club}. Ask the club if you think you should.`,
    downloadData: "Download my data",
    downloadDataHint:
      "A ZIP file of everything the club holds about you: your record, membership history, bookings, invoices, messages, consents and audit entries.",
  },

  /** The record, membership and history of a member (staff's page and a member's own). */
  record: {
    /** The link back to the list. */
    back: "Members",
    /** The card of the record's facts. */
    record: "Record",
    role: "Role",
    status: "Status",
    notes: "Notes",
    membership: "Membership",
    type: "Type",
    start: "Start",
    end: "End",
    noEnd: "No end (lifetime)",
    history: "Membership history",
    noHistory: "No changes recorded yet.",
    /** The history table's headers. */
    date: "Date",
    action: "Action",
    period: "Period",
    note: "Note",
    by: "By",
    /** Who made a change that no person made (the nightly job). */
    system: "System",
    /** A period without an end (lifetime). */
    from: (date: string) => `From ${date}`,
  },

  /** The household card of a member's record (decision 062). */
  /** The club's custom member fields on the form, the record and the list (decision 064). */
  customFields: {
    title: "More details",
    yes: "Yes",
    no: "No",
    none: "—",
    columns: "Columns",
    columnsCount: (n: number) => `Columns (${n})`,
    columnsLabel: "Custom field columns",
    filter: (label: string) => `Filter by ${label}`,
    any: "Any",
  },
  household: {
    title: "Household",
    noneHelp:
      "Not in a household. Group family members under one payer: their invoices are billed to the payer, who pays them from their own home.",
    create: "New household",
    join: "Join a household",
    createTitle: "New household",
    joinTitle: (name: string) => `Add ${name} to a household`,
    name: "Household name",
    namePlaceholder: "The Lovelace family",
    payerChoice: "Pays for the household",
    payerChoiceHelp: "Invoices of the other members are billed to the payer.",
    pick: "Household",
    pickPlaceholder: "Search households by name",
    noMatch: "No household has this name",
    save: "Save",
    cancel: "Cancel",
    payer: "Payer",
    makePayer: "Make payer",
    makePayerLabel: (name: string) => `Make payer: ${name}`,
    leave: "Remove from household",
    membersLabel: (name: string) => `Members of ${name}`,
    billedToPayer: (payer: string) => `Invoices of its members are billed to ${payer}.`,
    noPayer: "No payer yet: each member is billed themselves.",
    created: (name: string) => `Household ${name} created.`,
    joined: (name: string) => `Added to ${name}.`,
    left: (name: string) => `Removed from ${name}.`,
    payerSet: (name: string) => `${name} now pays for the household.`,
    /** The members list: a member's household, and whether they pay for it. */
    tag: (name: string) => `Household: ${name}`,
    payerTag: (name: string) => `Household: ${name} (payer)`,
  },
  /** Importing members from a CSV file. The column names (membership_number, …) are data: never translated. */
  import: {
    title: "Import members",
    intro:
      "Choose a CSV or Excel (.xlsx) file whose first line names its columns: an export of another program, or our template. Next you say which of its columns are which of our fields. Each member needs an e-mail address, or a first and a last name. Our own column names are:",
    columns: "Columns",
    /** The limit is the most rows a file may have. */
    rules: (maxRows: number) =>
      `An empty membership number gets the club's next number. At most ${number(maxRows)} members and 5 MB per file.`,
    quiet: "Quiet import: no automatic invoice or notice for a membership that has already ended",
    quietHint:
      "Leave it ticked so members are not billed again for periods already past. Untick it to let the daily jobs bill and tell them.",
    quietSettingUp:
      "Nothing is sent while your club is setting up: you choose how to start when you go live.",
    downloadTemplate: "Download template",
    file: "CSV or Excel file",
    chooseFile: "Choose a .csv or .xlsx file",
    tooLarge: (maxRows: number) =>
      `The file is larger than 5 MB. Split it into smaller files (at most ${number(maxRows)} members each) and import them one after the other.`,
    /** The steps' headings ("Step 2 of 3: Columns"). */
    step: (step: number, name: string) => `Step ${step} of 3: ${name}`,
    stepFile: "File",
    stepMapping: "Columns and values",
    stepCheck: "Check",
    next: "Next",
    back: "Back",
    /** The mapping step. */
    fileRows: (rows: number, columns: number) =>
      `The file has ${plural(rows, { one: "# row", other: "# rows" })} and ${plural(columns, { one: "# column", other: "# columns" })}. Say what each column holds.`,
    savedUsed: "The choices made for the last file with these columns are filled in.",
    columnsLabel: "The file's columns",
    fileColumn: "Column in the file",
    samples: "Examples",
    noSamples: "(empty)",
    importedAs: "Imported as",
    /** The Select of a column (its accessible name); `header` is the file's column name (data). */
    importedAsOf: (header: string) => `Imported as: ${header || "(no name)"}`,
    chosenTwice: "Chosen for another column too: choose it for one column only.",
    /** What a column can become; the first ones name our own fields. */
    targets: {
      membership_number: "Membership number",
      first_name: "First name",
      last_name: "Last name",
      email: "E-mail",
      phone_number: "Phone number",
      membership_type: "Membership type",
      membership_status: "Membership status",
      membership_start_date: "Membership start date",
      membership_end_date: "Membership end date",
      join_date: "Join date",
      date_of_birth: "Date of birth",
      status: "Record status (active or inactive)",
      notes: "Notes",
      email_consent: "E-mail consent (yes/no)",
      household: "Household (its name)",
      payer: "Household's payer (membership number or e-mail)",
      handicap_index: "Handicap Index (e.g. 12.4, +2.1)",
      home_club: "Home club",
      association_player_id: "National player id",
      tee_gender: "Gender for tees (male/female)",
      custom_field: "A custom field",
      new_custom_field: "A new custom field (text, seen by staff)",
      add_to_notes: "Add to the member's notes",
      ignore: "Ignore",
    },
    customField: (label: string) => `Custom field: ${label}`,
    /** The value mapping of the status and type columns; `header` is the file's column name (data). */
    statusValues: (header: string) => `Membership statuses in “${header}”`,
    typeValues: (header: string) => `Membership types in “${header}”`,
    /** A value of the file and how many rows have it (the value is data). */
    valueCount: (value: string, count: number) =>
      `${value} (${plural(count, { one: "# row", other: "# rows" })})`,
    emptyValue: "(empty)",
    manyValues:
      "This column has more than 50 different values: each is read by its own words (a type by its name or code).",
    skipRows: "Not a member: skip these rows",
    createType: "Create a new type with this name",
    chooseType: "Choose a type, or skip these rows",
    loadingTypes: "Loading types...",
    /** The date question: "Dates like 03/04/2025 are" day-month or month-day. */
    dateOrder: "Dates like 03/04/2025 are",
    dayFirst: "Day first: 3 April 2025",
    monthFirst: "Month first: March 4, 2025",
    match: "Members already in the club",
    matchNone: "None: every row is a new member",
    matchNumber: "Update the member with the same membership number",
    matchEmail: "Update the member with the same e-mail address",
    skipErrors: "Skip rows with errors and import the rest",
    fixChoices: "Some choices need a look: they are marked in red.",
    /** The check step. */
    summaryLabel: "What the import will do",
    outcomeNew: "New members",
    outcomeUpdated: "Updated",
    outcomeUnchanged: "Unchanged",
    outcomeSkipped: "Skipped: not members",
    outcomeErrors: "With errors",
    nothingToImport: "Nothing to import: no row adds or changes a member.",
    finish: "Done",
    doneTitle: "Members imported",
    goLiveDayTitle: "When the club goes live",
    goLiveDayHint:
      "Nothing goes out until an owner presses Go live on the dashboard, where the first day can also be started with everything due.",
    nextRunTitle: "The next daily run",
    nextRunHint: "What the club's daily jobs would send and bill on their next run, as things stand now.",
    firstDayCounting: "Counting what the first day would send",
    firstDayUnknown:
      "What the first day would send could not be counted. The go-live card on the dashboard shows it.",
    newTypes: (names: string) =>
      `New membership types: ${names}. They are created annual and without a price: set their prices in Membership types before the first renewal.`,
    updatesLabel: "Members the import updates",
    memberHeader: "Member",
    changesHeader: "Changes",
    firstUpdates: (shown: number, total: number) =>
      `The first ${number(shown)} of ${number(total)} updated members are listed.`,
    downloadRejected: "Download the rows with errors (CSV)",
    skippedProblems: (problems: number, rows: number) =>
      `${plural(problems, { one: "# problem", other: "# problems" })} in ${plural(rows, { one: "# row", other: "# rows" })}: those rows are left out and the others are imported. Download them to fix them and import them again.`,
    progressLabel: "Import progress",
    progress: (done: number, total: number) => `Imported ${number(done)} of ${number(total)}`,
    close: "Close",
    cancel: "Cancel",
    check: "Check file",
    /** The import button before a clean check. */
    import: "Import",
    importCount: (count: number) => plural(count, { one: "Import # member", other: "Import # members" }),
    /** Toast after the import. */
    imported: (added: number, updated: number, skipped: number) =>
      `Import done: ${number(added)} added, ${number(updated)} updated, ${number(skipped)} skipped`,
    stopped:
      "The import stopped before it was finished. Check the list: nothing is imported unless all of it is.",
    /** Where a refused file's problem is: "Line 3 email" (the column name is data). */
    where: (line: number, column: string | undefined) => `Line ${line}${column ? ` ${column}` : ""}`,
    allGood: (rows: number) =>
      `${plural(rows, { one: "# row", other: "# rows" })}, all good. Nothing is imported until you press Import.`,
    problems: (problems: number, rows: number, good: number) =>
      `${plural(problems, { one: "# problem", other: "# problems" })} in ${plural(rows, { one: "# row", other: "# rows" })} (${number(good)} good). Nothing can be imported until every row is good: fix the file and choose it again, or go back and choose to skip rows with errors.`,
    problemsLabel: "Problems in the file",
    householdsNotSet: (n: number) =>
      n === 1
        ? "The members are imported, but one row's household could not be set:"
        : `The members are imported, but ${n} rows' households could not be set:`,
    line: (line: number) => `Line ${line}`,
    /** The problems table's headers. */
    lineHeader: "Line",
    columnHeader: "Column",
    problemHeader: "Problem",
    firstListed: (shown: number, total: number) =>
      `The first ${number(shown)} of ${number(total)} problems are listed.`,
  },
};

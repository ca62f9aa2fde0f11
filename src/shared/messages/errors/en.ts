import { localeHelpers } from "../../i18n/plural.ts";
import type { Role } from "../../permissions.ts";
import labels from "../labels/en.ts";

const { plural, number } = localeHelpers("en");

const role = (r: Role) => labels.roles[r] ?? String(r);
const withArticle = (r: Role) => labels.roleWithArticle[r] ?? String(r);

/**
 * The "errors" texts in English: the source that every other language follows (docs/translations.md). These
 * are the `title`s and field messages the API answers with; the spec's own (section 8) stay word for word.
 */
export default {
  clubNotFound: "Club not found",
  authenticationRequired: "Authentication required",
  /** An address of the API that does not exist. */
  notFound: "Not Found",
  fileNotFound: "File not found",
  requestTooLarge: "The request is too large.",
  badRequest: "Bad request.",
  malformedJson: "Malformed JSON in request body",
  internal: "Internal Server Error",
  otherSite: "This request came from another site and was refused.",
  notUtf8: "The request body is not UTF-8 text. Send JSON encoded as UTF-8.",
  /** A JSON body nested deeper than the limit (decision 040). */
  jsonTooDeep: (max: number) => `The request body nests JSON more than ${max} levels deep.`,
  /** A body of a type the route does not read (415). */
  unsupportedMediaType:
    "The request body's content type is not accepted here. Send it as JSON, with the content type application/json.",
  /** The title of a 422: each field has its own message. */
  fieldsNotValid: "Some fields are not valid.",
  clubs: {
    goLiveDenied: "Only the club's owner can take it live.",
    alreadyLive: "The club is live already.",
    createUnauthenticated: "User must be authenticated to create a club",
    deleteUnauthenticated: "You must be logged in to delete a club",
    settingsDenied:
      "You do not have permission to update club settings. Only owners and admins can modify club information.",
    settingsViewDenied:
      "You do not have permission to view club settings. Only owners and admins can view club information.",
    hoursDenied:
      "You do not have permission to update club settings. Only owners and admins can modify operating hours.",
    deleteDenied: "Only club owners can delete their clubs",
    gatewayDenied: "Only club owners can change the payment gateway",
    nameMismatch: "Club name confirmation does not match",
    /** A refused branding change (spec section 8); `role` is the role's name, `club` the club's. */
    brandingDenied: {
      uploadLogos: (role: string, club: string) =>
        `You do not have permission to update club branding. Only owners and admins can upload logos. Current role: ${role} (Club: ${club})`,
      uploadFavicons: (role: string, club: string) =>
        `You do not have permission to update club branding. Only owners and admins can upload favicons. Current role: ${role} (Club: ${club})`,
      modifyBranding: (role: string, club: string) =>
        `You do not have permission to update club branding. Only owners and admins can modify branding settings. Current role: ${role} (Club: ${club})`,
    },
  },
  memberHome: {
    renewalNotDue: "Your membership is not due for renewal yet.",
    renewalPayerPays:
      "Your membership is billed to the payer of your household. Please ask them to renew it from their home.",
    renewalAskClub: "This membership is not renewed online. Please ask the club to renew it.",
    messageNotFound: "Message not found",
  },
  members: {
    denied: "Access denied. Only club owners can view member lists.",
    deleteDenied: "Only owners and admins can delete members.",
    notFound: "Member not found",
    noOwnRecord: "You have no member record in this club.",
    ownerRecordProtected: "The club owner's member record cannot be deleted or deactivated.",
    ownRecordDelete: "You cannot delete your own member record.",
    ownRecordErase: "You cannot erase your own member record.",
    eraseDenied: "Only owners and admins can erase members.",
    adminRecordDelete: "Remove their administrator rights first, on the Administrators screen.",
    duplicateEmail: "Another member of this club already has this e-mail address.",
    duplicateNumber: "Another member of this club already has this membership number.",
    /** `name` is the membership type's name. */
    typeFull: (name: string, capacity: number) =>
      `The membership type ${name} is full: it has room for ${plural(capacity, { one: "# member", other: "# members" })}.`,
    typeFullField: (name: string) => `${name} is full. Choose another membership type.`,
    typeInactive: (name: string) =>
      `The membership type ${name} is no longer offered. Choose an active type.`,
    /** `code` is the code the request named. */
    typeUnknown: (code: string) => `The club has no membership type ${code}. Choose one of the club's types.`,
  },
  /** Households (decision 062). `member` is a member's name, `household` a household's. */
  /** Custom member fields (decision 064). */
  memberFields: {
    notFound: "Custom field not found",
    denied: "Only the club's owner and admins can change its custom member fields.",
    duplicateLabel: "This club already has a field with this label.",
    tooMany: (max: number) => `A club has at most ${max} custom fields. Delete one first.`,
    choiceInUse: (choice: string, n: number) =>
      `${n === 1 ? "1 member holds" : `${n} members hold`} the choice ${choice}. Change their value first.`,
    notAChoiceField: "Only a choice field has choices.",
    order: "Give every field of the club once, in the new order.",
    unknownFilter: "This club has no such custom field to filter by.",
  },
  households: {
    notFound: "Household not found",
    duplicateName: "This club already has a household with this name.",
    inAnother: (member: string, household: string) =>
      `${member} belongs to the household ${household}. Remove them from it first.`,
    notInIt: (member: string) => `${member} is not a member of this household.`,
    full: (max: number) => `A household has at most ${max} members.`,
    /** The import's household and payer columns (`assignHouseholds`). */
    unknownPayer: (payer: string) =>
      `No member of this club has the membership number or e-mail address ${payer}.`,
    payerElsewhere: (payer: string, household: string) =>
      `The payer ${payer} belongs to another household, ${household}.`,
    twoPayers: (household: string, first: string, second: string) =>
      `The household ${household} is given two payers, ${first} and ${second}.`,
  },
  memberships: {
    ownerProtected: "The club owner's membership cannot be cancelled or suspended.",
    chooseType: "Choose one of the club's membership types.",
    renewInactive: (name: string) =>
      `The ${name} membership type is no longer offered. Renew into one of the active types.`,
    /** What a membership may become, as `disallowed` puts it: "… cannot be renewed". */
    participles: {
      renew: "renewed",
      cancel: "cancelled",
      suspend: "suspended",
      reinstate: "reinstated",
      approve: "approved",
      reject: "rejected",
    },
    /** The last of a list of choices: `leading` is the others, separated by commas ("a, b" or "c"). */
    or: (leading: string, last: string) => `${leading} or ${last}`,
    /**
     * 'An active membership cannot be approved. It can be renewed, suspended or cancelled.' `status` is the
     * membership status's name, `action` and `allowed` come from `participles` (`allowed` joined with `or`).
     */
    disallowed: (status: string, action: string, allowed: string) => {
      const label = String(status).toLowerCase();
      return `${/^[aeiou]/.test(label) ? "An" : "A"} ${label} membership cannot be ${action}. It can be ${allowed}.`;
    },
  },
  membershipTypes: {
    denied: "You do not have permission to manage membership types. Only owners and admins can change them.",
    notFound: "Membership type not found",
    duplicate: "This club already has a membership type with this name.",
    capacityBelowHolders: (holders: number) =>
      plural(holders, {
        one: "The capacity cannot be lower than the # member who holds this membership type now.",
        other: "The capacity cannot be lower than the # members who hold this membership type now.",
      }),
    /** The message on the field capacity. */
    capacityField: (holders: number) =>
      `At least ${holders}: that many members hold this membership type now.`,
  },
  security: {
    denied: "You do not have permission to view the security dashboard. Only owners and admins can view it.",
    sessionNotFound: "Session not found",
    alertNotFound: "Alert not found",
    ownerSession: "The club owner's sessions can be revoked only by the owner.",
    cannotRevoke: "You can revoke only your own sessions and those of the roles you manage.",
  },
  admins: {
    denied:
      "You do not have permission to manage administrators. Only owners and admins can invite or change administrators.",
    notFound: "Administrator not found",
    ownerProtected:
      "The club owner can be neither removed nor demoted. Only a transfer of ownership changes the owner.",
    ownRecord: "You cannot change or remove your own administrator record. Ask the club owner.",
    /** 'Managers cannot change or remove an Admin.' */
    cannotManage: (actor: Role, target: Role) =>
      `${role(actor)}s cannot change or remove ${withArticle(target)}.`,
    /** 'Admins cannot make someone an Admin.' */
    cannotAssign: (actor: Role, assigned: Role) =>
      `${role(actor)}s cannot make someone ${withArticle(assigned)}.`,
  },
  payments: {
    denied: "Only club owners can manage payment credentials",
    storeFailed: "Failed to store payment credentials securely",
    noCredentials: "No payment credentials are stored for this gateway",
  },
  /** The club's sending domain (issue 16; the spec's domain texts of section 8 word for word). */
  domain: {
    setupFailed: "Failed to setup domain",
    setupFailedBecause: (reason: string) => `Failed to setup domain: ${reason}`,
    verifyFailed: "Failed to verify domain",
    verifyFailedBecause: (reason: string) => `Failed to verify domain: ${reason}`,
    verificationFailed: "Domain verification failed",
    suggestion: "Domain verification requires proper setup. Try regenerating DNS records for this domain",
    noDomain: "No sending domain is set up for this club.",
    removed: (domain: string) => `The sending domain ${domain} was removed.`,
    verified: (domain: string) => `${domain} is verified: the club's e-mails are sent from it.`,
    waiting: "Some records were not found yet. DNS changes can take up to 48 hours to appear.",
    record: {
      missing: "No record was found at this host yet.",
      wrong: "The record found does not match the value to publish.",
      multipleSpf: "More than one SPF record was found; a domain may have only one.",
      lookupFailed: "The DNS lookup did not answer; try again in a few minutes.",
    },
  },
  /**
   * The members import (a CSV file): what is wrong with the file or with a line of it, shown to the person
   * importing. Column names (first_name, membership_end_date …) are the file's own: never translated.
   */
  import: {
    /** The golf profile's columns (issue 35). */
    handicapIndex: (value: string) =>
      `"${value}" is not a Handicap Index: write a number with one decimal from +10.0 to 54.0 (e.g. 12.4, or +2.1 for a plus index).`,
    homeClubTooLong: (max: number) => `The home club may have at most ${max} characters.`,
    playerIdTooLong: (max: number) => `The national player id may have at most ${max} characters.`,
    teeGender: (value: string) => `"${value}" is not a gender for tees: write male or female (M or F).`,
    tooLarge:
      "The file is larger than 5 MB. Split it into smaller files (at most 20,000 members each) and import them one after the other.",
    notCsvBody: "Send the CSV file itself as the request body, with the content type text/csv.",
    failedClash:
      "Another member with one of the file's e-mail addresses or membership numbers was added while the file was being imported. Nothing was imported: check the file and import it again.",
    failed:
      "The import failed and nothing was imported. Try again; if it fails again, split the file into smaller ones.",
    /** "CSV UTF-8" is the name of a format as spreadsheet programs offer it. */
    notUtf8: (line: number) =>
      `The file is not UTF-8 text (line ${line} has a character that is not). Save it as "CSV UTF-8" and import it again.`,
    mappingNotJson: "The mapping is not valid: choose the columns again.",
    unreadableXlsx:
      "The spreadsheet could not be read. Save it again as .xlsx (Excel workbook) or as CSV UTF-8.",
    mappingNotForFile: "The columns chosen are not this file's: upload the file again and map its columns.",
    unknownMemberField: (header: string) =>
      `The column “${header}” is mapped to a custom field the club does not have: choose another.`,
    tooManyMemberFields: (max: number) =>
      `The import would give the club more than ${max} custom fields: map fewer columns to new fields.`,
    mappedTwice: (column: string) => `Two columns of the file are mapped to ${column}: choose one.`,
    quoteNotClosed: (line: number) =>
      `A quoted value that begins on line ${line} is never closed. Check its quote marks (").`,
    textAfterQuote: (line: number) =>
      `Line ${line} has text after a closing quote mark. Put the whole value in quotes and double the quote marks inside it ("").`,
    lineTooLong: (line: number, max: number) =>
      `Line ${line} is longer than ${number(max)} characters: this is not a file of members, or a quote mark (") opens a value that is never closed.`,
    /** `reason` is the CSV reader's own (English) words. */
    unreadableLine: (line: number, reason: string) => `Line ${line} could not be read as CSV: ${reason}`,
    /** `columns` lists the column names. */
    emptyFile: (columns: string) =>
      `The file is empty. Its first line names the columns, such as first_name,last_name,email; the known columns are ${columns}.`,
    tooManyRows: (max: number, line: number) =>
      `The file has more than ${number(max)} members (line ${line} is one too many). Split it into files of at most ${number(max)} rows and import them one after the other.`,
    noMembers: "The file has a header but no members: add a row for each member below it.",
    columnWithoutName: (column: number) => `Column ${column} of the header has no name.`,
    columnTwice: (name: string) => `The column ${name} appears twice in the header.`,
    noHeader: (columns: string) =>
      `The first line must name the columns (a header row), such as first_name,last_name,email. The known columns are ${columns}.`,
    /** `unknown` lists the header's names that are not columns, quoted; `columns` the known columns. */
    unknownColumns: (count: number, unknown: string, columns: string) =>
      `${plural(count, { one: "Unknown column", other: "Unknown columns" })} ${unknown}. The known columns are ${columns}.`,
    needsEmailOrNames: "The file needs an email column, or first_name and last_name columns.",
    invalidValue: "This value is not valid.",
    extraValues: "This line has more values than the header has columns. Put values with commas in quotes.",
    /** `offered` lists the club's active types. */
    unknownType: (given: string, offered: string) =>
      `Unknown membership type "${given}". The club's types are ${offered}.`,
    typeInactive: (name: string) => `The membership type ${name} is no longer offered (it is inactive).`,
    /** `allowed` lists the statuses' codes. */
    unknownStatus: (given: string, allowed: string) =>
      `Unknown membership status "${given}". Use one of ${allowed}.`,
    lifetimeEndDate: "A lifetime membership has no end date: leave membership_end_date empty.",
    endBeforeStart: "The membership end date is before its start date.",
    emailTwice: (email: string, first: number, line: number) =>
      `The e-mail address ${email} appears on line ${first} and again on line ${line}.`,
    emailTaken: (email: string) => `A member of this club already has the e-mail address ${email}.`,
    numberTwice: (membershipNumber: string, first: number, line: number) =>
      `The membership number ${membershipNumber} appears on line ${first} and again on line ${line}.`,
    numberTaken: (membershipNumber: string) =>
      `A member of this club already has the membership number ${membershipNumber}.`,
    typeFull: (name: string, capacity: number) =>
      `The membership type ${name} is full (capacity ${capacity}): there is no place for this member.`,
    cannotImport: "The file cannot be imported.",
    /** The title of a refused import whose file as a whole has a problem: `problem` is its message. */
    fileRefused: (problem: string) => `${problem} Nothing was imported.`,
    /** The title of a refused import: how many lines have problems. */
    rowsRefused: (rows: number) =>
      plural(rows, {
        one: "# row has a problem. Nothing was imported.",
        other: "# rows have problems. Nothing was imported.",
      }),
  },
};

import { z } from "zod";
import { type MembershipStatus, membershipStatuses } from "./member-statuses.ts";
import { importColumns } from "./members.ts";
import { trimWhitespace } from "./text.ts";

/*
 * Issue 32: importing another product's export. The file's columns are matched to our fields (from their header
 * names in the common exports and in our four languages), its values are mapped (statuses, membership types,
 * yes/no, dates in the file's own format), rows that are not members can be skipped, and rows matching an
 * existing member update it. The mapping travels with the request (query `mapping`, JSON) and is kept per club.
 */

/** What a column of the file can become: one of the import's columns, e-mail consent, a line of the notes, or nothing. */
export const importTargets = [
  ...importColumns,
  "email_consent",
  "household",
  "payer",
  "handicap_index",
  "home_club",
  "association_player_id",
  "tee_gender",
  "custom_field",
  "new_custom_field",
  "add_to_notes",
  "ignore",
] as const;
export type ImportTarget = (typeof importTargets)[number];

/** How a date written with numbers only is read: day first, month first (years first are never ambiguous). */
export const importDateOrders = ["DMY", "MDY"] as const;
export type ImportDateOrder = (typeof importDateOrders)[number];

/** Which existing member a row updates: none (every row is new), the one with its membership number, or e-mail. */
export const importMatches = ["none", "membership_number", "email"] as const;
export type ImportMatch = (typeof importMatches)[number];

/** A membership type value of the file: a type's code, or `skip` (the row is not a member: a contact). */
export const SKIP_ROW = "__skip__";
/** A membership type value to become a type of its own, named as the file writes it (annual, no price yet). */
export const NEW_TYPE = "__new__";

const key = z.string().max(200);

export const importMappingSchema = z.object({
  /** One entry per column of the file, in the file's order (matched by position; the header is a check). */
  columns: z
    .array(
      z.object({
        header: z.string().max(200),
        target: z.enum(importTargets),
        /** With `custom_field`: the club's member field (its id) the column fills (decision 064). */
        field: z.string().max(100).optional(),
      }),
    )
    .max(200),
  /** For dates written as 03/04/2025. Absent: the club's date format says. */
  dateOrder: z.enum(importDateOrders).optional(),
  /** The file's membership status values (lower case, trimmed) to ours. */
  statuses: z.record(key, z.enum(membershipStatuses)).default({}),
  /** The file's membership type values (lower case, trimmed; "" for empty) to a type's code, SKIP_ROW or NEW_TYPE. */
  types: z.record(key, z.string().max(100)).default({}),
  match: z.enum(importMatches).default("none"),
  /** Import the good rows and leave the bad ones out (they are reported, and downloadable to fix). */
  skipErrors: z.boolean().default(false),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** A mapping as the server answers it: every default filled in. */
const savedMappingSchema = z.object({
  columns: z.array(
    z.object({ header: z.string(), target: z.enum(importTargets), field: z.string().optional() }),
  ),
  dateOrder: z.enum(importDateOrders).optional(),
  statuses: z.record(z.string(), z.enum(membershipStatuses)),
  types: z.record(z.string(), z.string()),
  match: z.enum(importMatches),
  skipErrors: z.boolean(),
});
export type ImportMappingInput = z.input<typeof importMappingSchema>;

/** A column of the file as the preview shows it. */
export const importPreviewColumnSchema = z.object({
  header: z.string(),
  /** The target suggested from its header (a saved mapping's first). */
  suggested: z.enum(importTargets),
  /** With `custom_field`: the club's member field its header names (or the saved mapping's). */
  field: z.string().nullable(),
  /** Up to three of its first non-empty values. */
  samples: z.array(z.string()),
  /** Its distinct values (trimmed, lower case) with how many rows have each; null when there are over 50. */
  distinct: z.array(z.object({ value: z.string(), count: z.number().int() })).nullable(),
  /**
   * Read as dates: DMY or MDY (the order its numbers are in), YMD (year first or months by name: nothing to
   * ask), `ambiguous` (no day past 12: ask), or null (not dates).
   */
  dateOrder: z.enum([...importDateOrders, "YMD", "ambiguous"]).nullable(),
});

export const importPreviewSchema = z.object({
  rows: z.number().int(),
  columns: z.array(importPreviewColumnSchema),
  /** The mapping the club used last for a file with these headers, or null. */
  saved: savedMappingSchema.nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** A header as compared: lower case, accents off, every run of non-letters one space. */
export function headerKey(header: string): string {
  return trimWhitespace(
    header
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " "),
  );
}

/**
 * Header names of our fields in the exports clubs move from and in our four languages: Wild Apricot's contact
 * export, ClubExpress's member export, BRS Golf's member list, Golf Genius's roster, and Clubhouse's own
 * (decision 063 names the sources).
 */
const SYNONYMS: Record<
  Exclude<ImportTarget, "ignore" | "add_to_notes" | "custom_field" | "new_custom_field">,
  string[]
> = {
  membership_number: [
    "membership number",
    "member number",
    "member no",
    "member id",
    "membership id",
    "member #",
    "member",
    "mitgliedsnummer",
    "mitglieds nr",
    "mitgliedernummer",
    "numero de membre",
    "numéro de membre",
    "numero adherent",
    "número de socio",
    "numero de socio",
    "nº socio",
    "user id",
    "memberid",
    "member code",
  ],
  first_name: ["first name", "firstname", "given name", "forename", "vorname", "prenom", "prénom", "nombre"],
  last_name: [
    "last name",
    "lastname",
    "surname",
    "family name",
    "nachname",
    "familienname",
    "nom",
    "nom de famille",
    "apellido",
    "apellidos",
  ],
  email: [
    "email",
    "e mail",
    "email address",
    "e mail address",
    "primary email",
    "e mail adresse",
    "courriel",
    "adresse e mail",
    "correo",
    "correo electronico",
    "correo electrónico",
  ],
  phone_number: [
    "phone",
    "phone number",
    "mobile",
    "mobile phone",
    "cell",
    "cell phone",
    "telephone",
    "home phone",
    "telefon",
    "handy",
    "mobiltelefon",
    "telephone portable",
    "téléphone",
    "portable",
    "telefono",
    "teléfono",
    "movil",
    "móvil",
  ],
  membership_type: [
    "membership type",
    "membership level",
    "membership",
    "level",
    "member type",
    "category",
    "membership category",
    "subscription",
    "mitgliedschaft",
    "mitgliedsart",
    "mitgliedschaftstyp",
    "kategorie",
    "type d adhesion",
    "type d adhésion",
    "categorie",
    "catégorie",
    "tipo de socio",
    "tipo de membresia",
    "tipo de membresía",
    "categoria",
  ],
  membership_status: [
    "membership status",
    "status",
    "member status",
    "mitgliedsstatus",
    "statut",
    "statut d adhesion",
    "estado",
    "estado de membresia",
  ],
  membership_start_date: [
    "membership start date",
    "start date",
    "renewal date last changed",
    "level last changed",
    "beginn",
    "mitglied seit",
    "date de debut",
    "fecha de inicio",
  ],
  membership_end_date: [
    "membership end date",
    "renewal due",
    "renewal date",
    "expiry date",
    "expiration date",
    "expires",
    "end date",
    "ablaufdatum",
    "enddatum",
    "gultig bis",
    "gültig bis",
    "date d expiration",
    "date de fin",
    "fecha de vencimiento",
    "fecha de fin",
  ],
  join_date: [
    "join date",
    "member since",
    "date joined",
    "joined",
    "eintrittsdatum",
    "date d adhesion",
    "date d adhésion",
    "fecha de alta",
    "fecha de ingreso",
  ],
  date_of_birth: [
    "date of birth",
    "birth date",
    "birthday",
    "dob",
    "birthdate",
    "geburtsdatum",
    "date de naissance",
    "fecha de nacimiento",
  ],
  status: ["account status", "contact status", "kontostatus"],
  notes: [
    "notes",
    "note",
    "comments",
    "comment",
    "notizen",
    "bemerkungen",
    "remarques",
    "notas",
    "comentarios",
  ],
  household: [
    "household",
    "family",
    "family name group",
    "haushalt",
    "familie",
    "foyer",
    "famille",
    "hogar",
    "familia",
  ],
  payer: [
    "payer",
    "paid by",
    "bill to",
    "billing contact",
    "parent",
    "zahler",
    "beitragszahler",
    "payeur",
    "pagador",
  ],
  handicap_index: [
    "handicap index",
    "handicap",
    "hcp",
    "hcp index",
    "whs index",
    "exact handicap",
    "handicap indexe",
    "stammvorgabe",
    "vorgabe",
    "index de jeu",
    "index",
    "handicap exacto",
    "indice de handicap",
  ],
  home_club: ["home club", "club", "heimatclub", "heimatklub", "club d origine", "club de origen"],
  association_player_id: [
    "national player id",
    "player id",
    "association id",
    "golf id",
    "cdh",
    "cdh id",
    "dgv id",
    "dgv ausweisnummer",
    "numero de licence",
    "licence",
    "licencia",
    "numero de licencia",
    "federation id",
  ],
  tee_gender: [
    "gender for tees",
    "tee gender",
    "gender",
    "sex",
    "geschlecht",
    "sexe",
    "genre",
    "genero",
    "sexo",
  ],
  email_consent: [
    "email consent",
    "email opt in",
    "opt in",
    "subscribed",
    "receive emails",
    "newsletter",
    "email newsletter",
    "marketing emails",
    "member emails and newsletters",
    "e mail einwilligung",
    "consentement e mail",
    "consentimiento de correo",
  ],
};

const BY_HEADER = new Map<string, ImportTarget>();
// Our own names first (Clubhouse's export: "status" is the member's, not the membership's), then synonyms.
for (const target of Object.keys(SYNONYMS))
  BY_HEADER.set(headerKey(target.replace(/_/g, " ")), target as ImportTarget);
for (const [target, names] of Object.entries(SYNONYMS)) {
  for (const name of names) {
    const k = headerKey(name);
    if (!BY_HEADER.has(k)) BY_HEADER.set(k, target as ImportTarget);
  }
}
// The exports' bookkeeping of their own (when a profile was last updated, forum subscriptions, balances): not
// the member's data, so not offered to the notes. Wild Apricot's "Member" says yes/no (a contact or a member):
// its membership level says the same, and is mapped.
for (const name of [
  "member",
  // Clubhouse's export writes the role; an import makes members (roles come from the administrators' screen).
  "role",
  "membership enabled",
  "access to profile by others",
  "details to show",
  "profile last updated",
  "profile last updated by",
  "creation date",
  "last login date",
  "administrator role",
  "event announcements",
  "email delivery disabled",
  "receiving emails disabled",
  "balance",
  "total donated",
  "registered for specific event",
  "subscribed to forums",
  "archived",
  "donor",
  "event registrant",
  "subscription source",
  "last updated",
  "date created",
  "created",
  "modified",
  "last modified",
  "contact id",
  "group participation",
  "bundle id",
  "member bundle id or email",
]) {
  BY_HEADER.set(headerKey(name), "ignore");
}

/**
 * The target a header suggests: our column's own name, else a known synonym; each target once (the first
 * column that names it); a header that names nothing is kept in the notes when it has values, else ignored.
 */
export function suggestTargets(headers: readonly string[]): ImportTarget[] {
  const taken = new Set<ImportTarget>();
  return headers.map((header) => {
    const target = BY_HEADER.get(headerKey(header));
    if (!target || target === "ignore" || taken.has(target))
      return target === "ignore" ? "ignore" : "add_to_notes";
    taken.add(target);
    return target;
  });
}

/** Statuses as other products write them (lower case, accents off) to ours. */
const STATUS_WORDS: Record<string, MembershipStatus> = {
  active: "active",
  current: "active",
  "paid up": "active",
  aktiv: "active",
  actif: "active",
  activo: "active",
  "pending renewal": "grace",
  renewal: "grace",
  overdue: "grace",
  grace: "grace",
  "in grace": "grace",
  lapsed: "expired",
  expired: "expired",
  inactive: "expired",
  "not renewed": "expired",
  abgelaufen: "expired",
  expire: "expired",
  expiree: "expired",
  vencido: "expired",
  caducado: "expired",
  "pending new": "pending",
  pendingnew: "pending",
  pendingupgrade: "active",
  pendingrenewal: "grace",
  pending: "pending",
  "pending upgrade": "active",
  applicant: "pending",
  "awaiting approval": "pending",
  ausstehend: "pending",
  "en attente": "pending",
  pendiente: "pending",
  cancelled: "cancelled",
  canceled: "cancelled",
  resigned: "cancelled",
  terminated: "cancelled",
  gekundigt: "cancelled",
  resilie: "cancelled",
  cancelado: "cancelled",
  baja: "cancelled",
  suspended: "suspended",
  frozen: "suspended",
  gesperrt: "suspended",
  ruhend: "suspended",
  suspendu: "suspended",
  suspendido: "suspended",
};

/** Our status for a file's status value, when its words say one. */
export function suggestStatus(value: string): MembershipStatus | undefined {
  return STATUS_WORDS[headerKey(value)];
}

const YES = new Set(["yes", "y", "true", "1", "x", "ja", "oui", "si", "sí", "opted in", "subscribed", "on"]);
const NO = new Set([
  "no",
  "n",
  "false",
  "0",
  "nein",
  "non",
  "opted out",
  "unsubscribed",
  "off",
  "not subscribed",
]);

/** A yes/no cell: true, false, or undefined when it says neither (empty, or other words). */
export function readYesNo(value: string): boolean | undefined {
  const k = headerKey(value);
  if (k === "") return undefined;
  if (YES.has(k) || YES.has(value.trim().toLowerCase())) return true;
  if (NO.has(k)) return false;
  return undefined;
}

const MONTHS: Record<string, number> = {};
(
  [
    ["jan", "january", "januar", "janvier", "enero", "ene", "janv", "jän", "jaen"],
    ["feb", "february", "februar", "fevrier", "février", "febrero", "fev", "févr", "fevr"],
    ["mar", "march", "marz", "märz", "mars", "marzo", "mär"],
    ["apr", "april", "avril", "abril", "avr", "abr"],
    ["may", "mai", "mayo"],
    ["jun", "june", "juni", "juin", "junio"],
    ["jul", "july", "juli", "juillet", "julio", "juil"],
    ["aug", "august", "aout", "août", "agosto", "ago"],
    ["sep", "sept", "september", "septembre", "septiembre"],
    ["oct", "october", "oktober", "octobre", "octubre", "okt"],
    ["nov", "november", "novembre", "noviembre"],
    ["dec", "december", "dezember", "decembre", "décembre", "diciembre", "dez", "dic", "déc"],
  ] as const
).forEach((names, i) => {
  for (const name of names) MONTHS[headerKey(name)] = i + 1;
});

const pad = (n: number) => String(n).padStart(2, "0");

function isoDate(y: number, m: number, d: number): string | undefined {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A two-digit year: up to 30 years ahead of `thisYear` is this century, else the last. */
function fullYear(y: number, digits: number, thisYear: number): number {
  if (digits > 2) return y;
  const century = Math.floor(thisYear / 100) * 100;
  return y + century > thisYear + 30 ? y + century - 100 : y + century;
}

/**
 * A date cell as YYYY-MM-DD: year first (2025-04-03, 2025/4/3), numbers in `order` (03/04/2025, 3.4.25), a
 * month's name or its short form in our four languages ("14 Feb 1990", "Feb 14, 1990", "14-févr-1990"), and
 * a time after the date (Excel's 1990-02-14 00:00:00). Undefined when it is not a date.
 */
export function readDate(
  value: string,
  order: ImportDateOrder,
  thisYear = new Date().getUTCFullYear(),
): string | undefined {
  const v = trimWhitespace(
    trimWhitespace(value).replace(/[T\s]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*(am|pm|z)?$/i, ""),
  );
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(v);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = fullYear(Number(m[3]), m[3]?.length ?? 4, thisYear);
    return order === "DMY" ? isoDate(y, b, a) : isoDate(y, a, b);
  }
  const words = headerKey(v).split(" ");
  if (words.length === 3) {
    const [p, q, r] = words as [string, string, string];
    // 14 feb 1990
    if (/^\d{1,2}$/.test(p) && MONTHS[q] && /^\d{2,4}$/.test(r)) {
      return isoDate(fullYear(Number(r), r.length, thisYear), MONTHS[q], Number(p));
    }
    // feb 14 1990
    if (MONTHS[p] && /^\d{1,2}$/.test(q) && /^\d{2,4}$/.test(r)) {
      return isoDate(fullYear(Number(r), r.length, thisYear), MONTHS[p], Number(q));
    }
  }
  return undefined;
}

/**
 * The order of a column's dates: YMD when they are year first, DMY when a first number is over 12, MDY when a
 * second one is, `ambiguous` when no value tells, null when most values are not dates at all.
 */
export function detectDateOrder(values: readonly string[]): "DMY" | "MDY" | "YMD" | "ambiguous" | null {
  let dates = 0;
  let filled = 0;
  /** Dates of numbers with the day and the month in either order (03/04/2025). */
  let numeric = 0;
  let dayFirst = false;
  let monthFirst = false;
  for (const raw of values) {
    const v = raw.trim();
    if (!v) continue;
    filled++;
    const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})\b/.exec(v);
    if (m) {
      dates++;
      numeric++;
      if (Number(m[1]) > 12) dayFirst = true;
      if (Number(m[2]) > 12) monthFirst = true;
    } else if (readDate(v, "DMY") !== undefined) dates++;
  }
  if (filled === 0 || dates < filled * 0.8) return null;
  // Year first, or a month's name: nothing to ask.
  if (numeric === 0) return "YMD";
  if (dayFirst && !monthFirst) return "DMY";
  if (monthFirst && !dayFirst) return "MDY";
  return "ambiguous";
}

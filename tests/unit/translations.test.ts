import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "../../src/shared/i18n/locales.ts";

/*
 * The catalogs (decision 022, docs/translations.md): every key of every namespace in all four languages, with
 * the same kind of value; no German, French or Spanish text left in English; and the spec's English texts
 * exactly as the spec writes them. The compiler checks the keys too (`satisfies typeof en`); this test is the
 * same check at run time, and the one for texts that are still English.
 */

const ROOT = join(import.meta.dirname, "../../src");
const FOLDERS = ["web/messages", "shared/messages", "server/messages"];

interface Namespace {
  name: string;
  folder: string;
}

const namespaces: Namespace[] = FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: `${folder.split("/")[0]}:${entry.name}`,
      folder: join(ROOT, folder, entry.name),
    })),
);

type Leaf = string | ((...args: unknown[]) => string);

/** Every text of a catalog by its path ("list.title"). */
function leaves(value: unknown, prefix = ""): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  if (typeof value === "string" || typeof value === "function") {
    found.set(prefix, value as Leaf);
    return found;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
    }
  }
  return found;
}

/**
 * A value that stands for any parameter: a count of 3 where a number is needed, "X" where a text is, and an
 * object of such values where the text destructures its parameters.
 */
function anything(): unknown {
  const target = () => undefined;
  return new Proxy(target, {
    // A method called on a parameter (`status.toLowerCase()`) gives a stand-in too.
    apply: () => anything(),
    get(_, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === "number" ? 3 : "X");
      // A list of names (a sentence that lists them).
      if (key === Symbol.iterator) return ["X", "Y"][Symbol.iterator].bind(["X", "Y"]);
      if (key === "length") return 3;
      if (typeof key === "symbol") return undefined;
      return anything();
    },
  });
}

/** What a text reads as: a function is called with stand-in parameters. */
function render(leaf: Leaf): string {
  if (typeof leaf === "string") return leaf;
  const text: unknown = leaf(...Array.from({ length: Math.max(leaf.length, 1) }, anything));
  // A text with an element inside (a link) is a list of its pieces, the element's made by the caller.
  return Array.isArray(text)
    ? text.map((piece) => (typeof piece === "string" ? piece : "X")).join("")
    : (text as string);
}

async function catalog(ns: Namespace, locale: Locale): Promise<Map<string, Leaf>> {
  const module = (await import(join(ns.folder, `${locale}.ts`))) as { default: unknown };
  return leaves(module.default);
}

/**
 * Texts that are the same word in English and in another language (a loanword, a name, a unit). Anything
 * else that reads the same as English is a text someone forgot to translate.
 */
const SAME: Record<Exclude<Locale, "en">, string[]> = {
  de: [
    // A green fee price class's kind (decision 083): golf's own word.
    "Twilight",
    // SEPA direct debit's own terms (decision 077).
    "IBAN",
    "BIC",
    // The audit log's field names (issue 33 §12).
    "ID",
    "Position",
    "Text",
    "Browser",
    "CSV",
    "JSON",
    "Administrator",
    "Manager",
    "Status",
    "Name",
    "Club",
    "Offline",
    "Logo",
    "Favicon",
    "Inter",
    "Manrope",
    "System",
    "Code",
    "Website",
    "Online",
    "Stripe",
    "Postmark",
    "Sport",
    "Newsletter",
    "Optional",
    "Modern",
    "Minimal",
    "Problem",
    "Domain",
    "Host",
    // The help center's area (decision 031).
    "Golf",
    // Golf's own terms, used untranslated by the national associations (issue 35).
    "Par",
    "Partner",
    "Course Handicap",
    "Playing Handicap",
    "Handicap Index",
    "Course Rating",
    "Slope Rating",
    "Score Differential",
    "Playing Conditions Calculation",
    "Stableford",
    "Score",
    "Tee",
    "Index",
    "Handicaps",
    // Names of a product and a chart of accounts (issue 36 §7), and a word German shares.
    "DATEV",
    "SKR",
    "Format",
  ],
  fr: [
    // A green fee price class's kind (decision 083): golf's own words.
    "Twilight",
    "Junior",
    // SEPA direct debit's own terms (decision 077).
    "IBAN",
    "BIC",
    // The time picker's minutes field (issue 34): the same word.
    "Minutes",
    // Golf's own terms, used untranslated by the national associations (issue 35).
    "Par",
    "Course Rating",
    "Slope Rating",
    "Slope",
    "Stableford",
    "Score",
    "Scores",
    "Index",
    "Places",
    // The audit log's field names (issue 33 §12).
    "ID",
    "Position",
    "Taxable",
    "Table",
    "CSV",
    "JSON",
    "Manager",
    "Code",
    "Logo",
    "Favicon",
    "Inter",
    "Manrope",
    "Stripe",
    "Postmark",
    "Clubhouse",
    "Type",
    "Sport",
    "Actions",
    "Message",
    "Note",
    "Notes",
    "Initiales",
    "Description",
    "Date",
    "Total",
    "Pages",
    "Invitation",
    "Invitations",
    "Suspension",
    "Club",
    "Menu",
    "Options",
    "Administration",
    "Important",
    "Communication",
    "Messages",
    "E mail",
    "Active",
    "Inactive",
    "Action",
    "Sports",
    "Contact",
    "Minimal",
    // The glossary's word in French and Spanish (docs/translations.md).
    "Green fee",
    // The help center's areas (decision 031).
    "Golf",
    "Communications",
    // Names of a product and a chart of accounts (issue 36 §7), and a word French shares.
    "DATEV",
    "SKR",
    "Format",
  ],
  es: [
    // A green fee price class's kind (decision 083): golf's own words.
    "Twilight",
    "Junior",
    // SEPA direct debit's own terms (decision 077).
    "IBAN",
    "BIC",
    // Golf's own terms, used untranslated by the national associations (issue 35).
    "Par",
    "Slope",
    "Stableford",
    // The starting tee (tee 1, tee 10): Spanish golf says "tee" as English does.
    "Tee",
    // The audit log's field names (issue 33 §12).
    "ID",
    "Subtotal",
    "No",
    "Golf",
    "CSV",
    "JSON",
    "Host",
    "Manager",
    "Logo",
    "Favicon",
    "Inter",
    "Manrope",
    "Stripe",
    "Postmark",
    "Club",
    "Total",
    "Normal",
    "Sport",
    "Error",
    "General",
    "Green fee",
    // Names of a product and a chart of accounts (issue 36 §7).
    "DATEV",
    "SKR",
  ],
};
const SAME_IN = Object.fromEntries(
  Object.entries(SAME).map(([locale, list]) => [locale, new Set(list.map((w) => w.toLowerCase()))]),
) as Record<Exclude<Locale, "en">, Set<string>>;

/** Letters in a text once names, parameters and punctuation are gone: "" when there is nothing to translate. */
function words(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\S+@\S+/g, "")
    .replace(/\bX\b|\b3\b/g, "")
    .replace(/[^\p{L}]+/gu, " ")
    .trim();
}

describe("the catalogs", () => {
  it("are found: every namespace of the web app, the shared code and the server", () => {
    const names = namespaces.map((n) => n.name).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "web:common",
        "web:auth",
        "web:members",
        "web:settings",
        "shared:errors",
        "shared:validation",
        "shared:labels",
        "server:email",
      ]),
    );
  });

  for (const ns of namespaces) {
    describe(ns.name, () => {
      it("has every key in all four languages, each of the same kind, and nothing more", async () => {
        const en = await catalog(ns, "en");
        expect(en.size, `${ns.name} has no texts`).toBeGreaterThan(0);
        for (const locale of locales) {
          const other = await catalog(ns, locale);
          expect([...other.keys()].sort(), `${ns.name} keys in ${locale}`).toEqual([...en.keys()].sort());
          for (const [path, leaf] of en) {
            const theirs = other.get(path);
            expect(typeof theirs, `${ns.name} ${path} in ${locale}`).toBe(typeof leaf);
          }
        }
      });

      it("writes every text, with its parameters, as a non-empty text", async () => {
        for (const locale of locales) {
          for (const [path, leaf] of await catalog(ns, locale)) {
            const text = render(leaf);
            expect(typeof text, `${ns.name} ${path} in ${locale}`).toBe("string");
            expect(text.trim(), `${ns.name} ${path} in ${locale}`).not.toBe("");
            expect(text, `${ns.name} ${path} in ${locale}`).not.toMatch(/undefined|\[object |NaN/);
          }
        }
      });

      it("has no German, French or Spanish text left in English", async () => {
        const en = await catalog(ns, "en");
        const untranslated: string[] = [];
        for (const locale of ["de", "fr", "es"] as const) {
          const other = await catalog(ns, locale);
          for (const [path, leaf] of en) {
            const english = words(render(leaf));
            const theirs = other.get(path);
            if (!english || theirs === undefined) continue;
            const translated = words(render(theirs));
            if (translated === english && !SAME_IN[locale].has(english.toLowerCase())) {
              untranslated.push(`${locale} ${path}: "${english}"`);
            }
          }
        }
        expect(untranslated).toEqual([]);
      });
    });
  }
});

/**
 * The spec's own English texts (sections 2 and 8) that the product shows or answers: each must be in an
 * English catalog exactly as the spec writes it.
 */
const SPEC_TEXTS = [
  "Oops! Page Not Found!",
  "Go Back",
  "Back to Home",
  "Not Found",
  "Oops! Something went wrong",
  "We apologize for the inconvenience. Please try again later.",
  "Something went wrong!",
  "Show Error",
  "Hide Error",
  "Loading club settings...",
  "Session expired!",
  "Internal Server Error!",
  "Content not modified!",
  "Content not found.",
  "User must be authenticated to create a club",
  "An unexpected error occurred while creating the club",
  "Club not found",
  "Access denied. Only club owners can view member lists.",
  "Authentication required",
  "You do not have permission to update club settings. Only owners and admins can modify club information.",
  "You do not have permission to update club settings. Only owners and admins can modify operating hours.",
  "You must be logged in to delete a club",
  "Only club owners can delete their clubs",
  "Club name confirmation does not match",
  "Failed to store payment credentials securely",
  "Failed to setup domain",
  "Failed to verify domain",
  "Domain setup failed",
  "Domain verification failed",
  "Domain verification requires proper setup. Try regenerating DNS records for this domain",
  "Invitation not found",
  "Invitation has expired",
  "Failed to create user account",
  "No pending invitation found",
  "Invalid club data - missing required fields",
  "Failed to create club after email confirmation",
];

describe("the spec's English texts", () => {
  it("are in the English catalogs exactly as the spec writes them", async () => {
    const english = new Set<string>();
    for (const ns of namespaces) {
      for (const leaf of (await catalog(ns, "en")).values()) if (typeof leaf === "string") english.add(leaf);
    }
    const missing = SPEC_TEXTS.filter((text) => !english.has(text));
    expect(missing).toEqual([]);
  });
});

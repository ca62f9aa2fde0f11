import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { locales } from "../../../shared/i18n/locales.ts";
import { loadArticles } from "./content.ts";
import { type Article, parseArticle, parseInlines } from "./markdown.ts";
import { excerptOf, searchArticles } from "./search.ts";
import { helpTopics, readableBy, topicForPath } from "./topics.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const byLocale = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadArticles(locale)] as const)),
) as Record<(typeof locales)[number], Article[]>;
const article = (locale: keyof typeof byLocale, slug: string) => {
  const found = byLocale[locale].find((a) => a.slug === slug);
  if (!found) throw new Error(`No ${slug} in ${locale}`);
  return found;
};
const images = (a: Article) => a.blocks.flatMap((b) => (b.kind === "image" ? [b] : []));
const slugs = (results: { article: Article }[]) => results.map((r) => r.article.slug);
/** An excerpt as text with its marked words in [brackets]. */
const shown = (segments: { text: string; hit: boolean }[]) =>
  segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join("");

describe("the articles", () => {
  it("exist in every language, each topic once, and no file is left over", () => {
    for (const locale of locales) {
      const files = readdirSync(path.join(here, "articles", locale)).map((f) => f.replace(/\.md$/, ""));
      expect(files.sort(), locale).toEqual(helpTopics.map((t) => t.slug).sort());
      for (const a of byLocale[locale]) {
        expect(a.title, `${locale}/${a.slug}`).not.toBe("");
        expect(a.summary, `${locale}/${a.slug}`).not.toBe("");
      }
    }
  });

  it("are translated: every summary differs from the English one, and the sections match", () => {
    for (const locale of locales.filter((l) => l !== "en")) {
      for (const english of byLocale.en) {
        const translated = article(locale, english.slug);
        expect(translated.summary, `${locale}/${english.slug}`).not.toBe(english.summary);
        expect(translated.headings.length, `${locale}/${english.slug} headings`).toBe(
          english.headings.length,
        );
      }
    }
  });

  it("show the same pictures in every language, each with alt text of its language, each small", () => {
    const files = readdirSync(path.join(here, "images"));
    const used = new Set<string>();
    for (const english of byLocale.en) {
      const names = images(english).map((i) => i.name);
      for (const locale of locales) {
        const pictures = images(article(locale, english.slug));
        expect(
          pictures.map((i) => i.name),
          `${locale}/${english.slug}`,
        ).toEqual(names);
        for (const [n, picture] of pictures.entries()) {
          expect(picture.alt.length, `${locale}/${english.slug} ${picture.name}`).toBeGreaterThan(20);
          if (locale !== "en") expect(picture.alt).not.toBe(images(english)[n]?.alt);
        }
      }
      for (const name of names) {
        used.add(name);
        expect(files, name).toContain(`${name}.webp`);
        expect(statSync(path.join(here, "images", `${name}.webp`)).size, name).toBeLessThanOrEqual(60 * 1024);
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(4);
    // Every article is about a screen (or a section, a dialog, a public page): each shows its picture.
    for (const english of byLocale.en) expect(images(english).length, english.slug).toBeGreaterThan(0);
    // No picture is shipped that no article shows.
    expect(files.map((f) => f.replace(/\.webp$/, "")).sort()).toEqual([...used].sort());
  });

  it("name the buttons as the screens do: every bold word of every article is a text of the app", () => {
    /** A language's web and shared catalogs' source, its escaped no-break spaces written out. */
    const catalogs = (locale: string) =>
      ["../../messages", "../../../shared/messages"]
        .flatMap((dir) =>
          readdirSync(path.join(here, dir)).map((ns) =>
            readFileSync(path.join(here, dir, ns, `${locale}.ts`), "utf8"),
          ),
        )
        .join("\n")
        .replaceAll("\\u00a0", "\u00a0");
    // Roles in the plural, in a sentence about who sees what (the labels have them in the singular).
    const plurals = new Set(["Admins", "Managers", "Gestionnaires", "Gestores"]);
    for (const locale of locales) {
      const source = catalogs(locale);
      for (const a of byLocale[locale]) {
        for (const block of a.blocks) {
          const inlines =
            block.kind === "paragraph" || block.kind === "note"
              ? block.inlines
              : block.kind === "list"
                ? block.items.flat()
                : [];
          for (const inline of inlines.filter((i) => i.kind === "strong" && !plurals.has(i.text))) {
            const word = inline.text.replace(/…$/, "");
            const quoted = source.includes(`"${word}`) || source.includes(`\`${word}`);
            expect(quoted, `${locale}/${a.slug}: ${inline.text}`).toBe(true);
          }
        }
      }
    }
  });
});

describe("the Markdown", () => {
  it("reads headings, steps, notes, pictures, bold words and links", () => {
    const a = parseArticle(
      "x",
      "# Title\n\nThe summary,\non two lines.\n\n## First step\n\n1. Press **Save**.\n2. Open [the billing](/billing).\n- a\n\n> Careful.\n\n![A picture](tee-sheet)\n\n## First step\n",
    );
    expect(a.title).toBe("Title");
    expect(a.summary).toBe("The summary, on two lines.");
    expect(a.headings.map((h) => h.id)).toEqual(["first-step", "first-step-2"]);
    expect(a.blocks.map((b) => b.kind)).toEqual([
      "paragraph",
      "heading",
      "list",
      "list",
      "note",
      "image",
      "heading",
    ]);
    expect(a.blocks[2]).toEqual({
      kind: "list",
      ordered: true,
      items: [
        [
          { kind: "text", text: "Press " },
          { kind: "strong", text: "Save" },
          { kind: "text", text: "." },
        ],
        [
          { kind: "text", text: "Open " },
          { kind: "link", text: "the billing", to: "/billing" },
          { kind: "text", text: "." },
        ],
      ],
    });
  });

  it("reads a block of the club's own data, alone on its line, and nothing else as one", () => {
    const a = parseArticle("x", "# T\n\nSummary.\n\n{{club:dns-records}}\n\nText {{club:dns-records}}\n");
    expect(a.blocks).toEqual([
      { kind: "paragraph", inlines: [{ kind: "text", text: "Summary." }] },
      { kind: "club", name: "dns-records" },
      { kind: "paragraph", inlines: [{ kind: "text", text: "Text {{club:dns-records}}" }] },
    ]);
  });

  it("keeps HTML and links out of the app as plain text", () => {
    expect(
      parseInlines('<img src=x onerror="alert(1)"> [x](https://evil.example) [y](javascript:alert(1))'),
    ).toEqual([
      {
        kind: "text",
        text: '<img src=x onerror="alert(1)"> [x](https://evil.example) [y](javascript:alert(1))',
      },
    ]);
  });

  it("gives headings with accents a plain anchor", () => {
    const a = parseArticle("x", "# T\n\n## Über die Startliste & Gebühren\n");
    expect(a.headings[0]?.id).toBe("uber-die-startliste-gebuhren");
  });
});

describe("the search", () => {
  it("finds the DNS article by DKIM, SPF and DMARC, in every language", () => {
    for (const locale of locales) {
      for (const word of ["DKIM", "spf", "DMARC"]) {
        expect(slugs(searchArticles(byLocale[locale], word))[0], `${locale} ${word}`).toBe("sending-domain");
      }
    }
  });

  it("puts the article whose title has the word first", () => {
    expect(slugs(searchArticles(byLocale.en, "billing"))[0]).toBe("billing");
    expect(slugs(searchArticles(byLocale.en, "tee sheet"))[0]).toBe("golf");
    expect(slugs(searchArticles(byLocale.en, "Import"))[0]).toBe("members-and-imports");
  });

  it("ignores accents and case, both ways", () => {
    expect(slugs(searchArticles(byLocale.fr, "REGLAGES GOLF"))[0]).toBe("golf");
    expect(slugs(searchArticles(byLocale.fr, "réglages golf"))[0]).toBe("golf");
    expect(slugs(searchArticles(byLocale.de, "uberfallig"))).toContain("billing");
    expect(slugs(searchArticles(byLocale.es, "contrasena"))[0]).toBe("signing-in");
  });

  it("needs every word, and answers nothing when none matches", () => {
    expect(searchArticles(byLocale.en, "invoice zzzz")).toEqual([]);
    expect(searchArticles(byLocale.en, "xylophone")).toEqual([]);
    expect(searchArticles(byLocale.en, "   ")).toEqual([]);
  });

  it("shows an excerpt around the first word found, the words marked as written in the article", () => {
    const [first] = searchArticles(byLocale.de, "uberfallig");
    expect(first && shown(first.excerpt)).toContain("[Überfällig]");
    expect(shown(excerptOf("Alpha beta. Gamma delta épsilon zeta.", ["epsilon", "alpha"]))).toBe(
      "[Alpha] beta. Gamma delta [épsilon] zeta.",
    );
    const long = `${"word ".repeat(40)}target ${"more ".repeat(60)}`;
    const cut = shown(excerptOf(long, ["target"]));
    expect(cut.startsWith("… ")).toBe(true);
    expect(cut.endsWith(" …")).toBe(true);
    expect(cut).toContain("[target]");
  });
});

describe("the screens' articles", () => {
  /** Every signed-in screen's path, from the route files (a parameter becomes "1"). */
  const screens = (dir: string, prefix = ""): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return screens(full, `${prefix}/${name}`);
      // A file route's dots are slashes, a segment's trailing "_" only keeps it out of its parent's layout
      // (billing_.journal.tsx is /billing/journal).
      const segment = name
        .replace(/\.tsx$/, "")
        .split(".")
        .map((part) => part.replace(/_$/, "").replace(/^\$.*/, "1"))
        .join("/");
      return [segment === "index" ? prefix || "/" : `${prefix}/${segment}`];
    });

  it("every signed-in screen but the help center's own has an article", () => {
    const paths = screens(path.join(here, "../../routes/_authenticated"));
    expect(paths.length).toBeGreaterThan(15);
    for (const p of paths.filter((p) => !p.startsWith("/help-center"))) {
      expect(topicForPath(p, "staff"), p).toBeDefined();
    }
  });

  it("ties each screen to its article, the most specific path winning", () => {
    expect(topicForPath("/", "staff")?.slug).toBe("dashboard");
    expect(topicForPath("/transfer-ownership", "staff")?.slug).toBe("ownership-transfer");
    expect(topicForPath("/settings/club", "staff")?.slug).toBe("club-settings");
    expect(topicForPath("/join/0b5c2a4e", "staff")).toBeUndefined();
    expect(topicForPath("/members/42", "staff")?.slug).toBe("members-and-imports");
    expect(topicForPath("/settings/membership-types", "staff")?.slug).toBe("memberships");
    expect(topicForPath("/settings/admin/", "staff")?.slug).toBe("administrators");
    expect(topicForPath("/settings", "staff")?.slug).toBe("club-settings");
    expect(topicForPath("/golf-settings", "staff")?.slug).toBe("golf");
    expect(topicForPath("/help-center", "staff")).toBeUndefined();
  });

  it("gives a member the members' article of a screen, and the staff the staff guide", () => {
    expect(topicForPath("/golf-bookings", "member")?.slug).toBe("booking-a-tee-time");
    expect(topicForPath("/golf-bookings", "staff")?.slug).toBe("golf");
    expect(topicForPath("/billing", "member")?.slug).toBe("paying-an-invoice");
    expect(topicForPath("/billing", "staff")?.slug).toBe("billing");
    expect(topicForPath("/memberships", "member")?.slug).toBe("your-data");
    expect(topicForPath("/memberships", "staff")?.slug).toBe("memberships");
    expect(topicForPath("/", "member")?.slug).toBe("dashboard");
    // Every screen a member's navigation shows has a members' (or everyone's) article.
    for (const p of ["/", "/golf-bookings", "/billing", "/memberships"]) {
      expect(topicForPath(p, "member")?.audience, p).not.toBe("staff");
    }
  });

  it("shows a member the members' articles and everyone's, and the staff every article", () => {
    const member = helpTopics.filter((t) => readableBy(t, "member")).map((t) => t.slug);
    expect(member).toEqual(
      expect.arrayContaining(["booking-a-tee-time", "paying-an-invoice", "your-data", "unsubscribing"]),
    );
    expect(member).not.toContain("billing");
    expect(member).not.toContain("sending-domain");
    expect(helpTopics.filter((t) => readableBy(t, "staff"))).toHaveLength(helpTopics.length);
  });
});

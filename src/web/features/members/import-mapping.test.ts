import { describe, expect, it } from "vitest";
import { type ImportPreview, NEW_TYPE, SKIP_ROW } from "../../../shared/member-import.ts";
import type { ImportReport } from "../../../shared/members.ts";
import {
  asksDateOrder,
  badRowCount,
  canImport,
  choiceOf,
  clubDateOrder,
  firstDraft,
  importCount,
  mappingOf,
  repeatedTargets,
  statusFor,
  targetOf,
  typeFor,
  unchosenTypes,
} from "./import-mapping.ts";

type Column = ImportPreview["columns"][number];

function column(header: string, suggested: Column["suggested"], extra: Partial<Column> = {}): Column {
  return { header, suggested, field: null, samples: [], distinct: null, dateOrder: null, ...extra };
}

/** A file of another product: names, a level with an empty value, a status, a date with no day past 12. */
const preview: ImportPreview = {
  rows: 4,
  columns: [
    column("First name", "first_name"),
    column("Last name", "last_name"),
    column("Membership level", "membership_type", {
      distinct: [
        { value: "full member", count: 2 },
        { value: "", count: 1 },
        { value: "honorary", count: 1 },
      ],
    }),
    column("Membership status", "membership_status", {
      distinct: [
        { value: "lapsed", count: 1 },
        { value: "", count: 1 },
        { value: "weird", count: 2 },
      ],
    }),
    column("Renewal due", "membership_end_date", { dateOrder: "ambiguous" }),
    column("Favourite club", "add_to_notes"),
  ],
  saved: null,
};

const types = [
  { code: "full-member", name: "Full Member" },
  { code: "junior", name: "Junior" },
];

describe("firstDraft", () => {
  it("takes the suggestions, and for dates like 03/04/2025 the club's format", () => {
    const draft = firstDraft(preview, "MM/DD/YYYY");
    expect(draft.targets).toEqual([
      "first_name",
      "last_name",
      "membership_type",
      "membership_status",
      "membership_end_date",
      "add_to_notes",
    ]);
    expect(draft).toMatchObject({ dateOrder: "MDY", match: "none", skipErrors: false });
    expect(firstDraft(preview, "DD/MM/YYYY").dateOrder).toBe("DMY");
    expect(clubDateOrder("YYYY-MM-DD")).toBe("DMY");
  });

  it("prefers the saved mapping where it names the same column, with its values and options", () => {
    const draft = firstDraft(
      {
        ...preview,
        saved: {
          columns: [
            { header: "First name", target: "first_name" },
            { header: "Last name", target: "ignore" },
            { header: "Something else", target: "notes" },
          ],
          dateOrder: "DMY",
          statuses: { weird: "suspended" },
          types: { honorary: SKIP_ROW },
          match: "email",
          skipErrors: true,
        },
      },
      "MM/DD/YYYY",
    );
    expect(draft.targets.slice(0, 3)).toEqual(["first_name", "ignore", "membership_type"]);
    expect(draft).toMatchObject({ dateOrder: "DMY", match: "email", skipErrors: true });
    expect(statusFor(draft, "weird")).toBe("suspended");
    expect(typeFor(draft, "honorary", types)).toBe(SKIP_ROW);
  });

  it("takes a date order that a mapped column shows by itself", () => {
    const shown = {
      ...preview,
      columns: [...preview.columns, column("Birthday", "date_of_birth", { dateOrder: "DMY" })],
    };
    expect(firstDraft(shown, "MM/DD/YYYY").dateOrder).toBe("DMY");
  });
});

describe("the choices", () => {
  it("say which of our fields is chosen twice; notes lines and ignored columns may repeat", () => {
    expect([...repeatedTargets(["email", "add_to_notes", "add_to_notes", "ignore", "ignore"])]).toEqual([]);
    expect([...repeatedTargets(["email", "first_name", "email"])]).toEqual(["email"]);
  });

  it("map statuses by their words, else active", () => {
    const draft = firstDraft(preview, "DD/MM/YYYY");
    expect(statusFor(draft, "lapsed")).toBe("expired");
    expect(statusFor(draft, "weird")).toBe("active");
    expect(statusFor({ ...draft, statuses: { weird: "pending" } }, "weird")).toBe("pending");
  });

  it("map types by name or code, skip the empty value, and leave the rest to choose", () => {
    const draft = firstDraft(preview, "DD/MM/YYYY");
    expect(typeFor(draft, "full member", types)).toBe("full-member");
    expect(typeFor(draft, "junior", types)).toBe("junior");
    expect(typeFor(draft, "", types)).toBe(SKIP_ROW);
    expect(typeFor(draft, "honorary", types)).toBeUndefined();
    expect(unchosenTypes(preview, draft, types)).toEqual(["honorary"]);
    // A saved code the club no longer has is chosen again.
    expect(typeFor({ ...draft, types: { honorary: "gone" } }, "honorary", types)).toBeUndefined();
    expect(unchosenTypes(preview, { ...draft, types: { honorary: "junior" } }, types)).toEqual([]);
    // A value chosen to become a new type stays chosen.
    expect(typeFor({ ...draft, types: { honorary: NEW_TYPE } }, "honorary", types)).toBe(NEW_TYPE);
  });

  it("ask the dates' order only while an ambiguous column is a date field", () => {
    const draft = firstDraft(preview, "DD/MM/YYYY");
    expect(asksDateOrder(preview, draft.targets)).toBe(true);
    const ignored = draft.targets.map((t) => (t === "membership_end_date" ? "ignore" : t));
    expect(asksDateOrder(preview, ignored)).toBe(false);
  });
});

describe("mappingOf", () => {
  it("sends every column with its target, the values of the mapped columns and the date order", () => {
    const draft = { ...firstDraft(preview, "MM/DD/YYYY"), types: { honorary: SKIP_ROW } };
    expect(mappingOf(preview, draft, types)).toEqual({
      columns: [
        { header: "First name", target: "first_name" },
        { header: "Last name", target: "last_name" },
        { header: "Membership level", target: "membership_type" },
        { header: "Membership status", target: "membership_status" },
        { header: "Renewal due", target: "membership_end_date" },
        { header: "Favourite club", target: "add_to_notes" },
      ],
      dateOrder: "MDY",
      statuses: { lapsed: "expired", weird: "active" },
      types: { "full member": "full-member", "": SKIP_ROW, honorary: SKIP_ROW },
      match: "none",
      skipErrors: false,
    });
  });

  it("leaves out the date order and the values of columns no longer mapped", () => {
    const draft = firstDraft(preview, "MM/DD/YYYY");
    const targets = draft.targets.map((t) =>
      t === "membership_end_date" || t === "membership_type" || t === "membership_status" ? "ignore" : t,
    );
    const mapping = mappingOf(preview, { ...draft, targets }, types);
    expect(mapping.dateOrder).toBeUndefined();
    expect(mapping.statuses).toEqual({});
    expect(mapping.types).toEqual({});
  });

  it("names the custom field a column fills, and lets columns each make a new field", () => {
    const draft = firstDraft(preview, "MM/DD/YYYY");
    const favourite = targetOf(choiceOf("custom_field", "f-1"));
    expect(favourite).toEqual({ target: "custom_field", field: "f-1" });
    const targets = draft.targets.map((t, i) =>
      i === 5 ? favourite.target : i === 1 ? "new_custom_field" : t,
    );
    const fields = draft.fields.map((f, i) => (i === 5 ? favourite.field : f));
    const mapping = mappingOf(preview, { ...draft, targets, fields }, types);
    expect(mapping.columns[5]).toEqual({ header: "Favourite club", target: "custom_field", field: "f-1" });
    expect(mapping.columns[1]).toEqual({ header: "Last name", target: "new_custom_field" });
    // One field for one column; new fields may be many.
    expect(repeatedTargets(["field:f-1", "field:f-1", "new_custom_field", "new_custom_field"])).toEqual(
      new Set(["field:f-1"]),
    );
  });
});

describe("the check's answer", () => {
  const report = (extra: Partial<ImportReport>): ImportReport => ({
    rows: 5,
    valid: 4,
    errors: [],
    errorCount: 0,
    ...extra,
  });

  it("imports the new and updated rows, and bad rows only when they are skipped", () => {
    const clean = report({ outcomes: { new: 2, updated: 1, unchanged: 1, skipped: 1 } });
    expect(importCount(clean)).toBe(3);
    expect(canImport(clean, false)).toBe(true);
    const bad = report({ errorCount: 2, outcomes: { new: 2, updated: 0, unchanged: 0, skipped: 0 } });
    expect(canImport(bad, false)).toBe(false);
    expect(canImport(bad, true)).toBe(true);
    expect(canImport(report({ outcomes: { new: 0, updated: 0, unchanged: 4, skipped: 0 } }), false)).toBe(
      false,
    );
    // Without outcomes (no mapping): the good rows.
    expect(importCount(report({}))).toBe(4);
  });

  it("counts as rows with errors neither the good rows nor those skipped as not members", () => {
    const mapped = report({
      rows: 200,
      valid: 183,
      errorCount: 2,
      outcomes: { new: 183, updated: 0, unchanged: 0, skipped: 15 },
    });
    expect(badRowCount(mapped)).toBe(2);
    expect(badRowCount(report({ rows: 5, valid: 4 }))).toBe(1);
  });
});

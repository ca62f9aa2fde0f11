import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { importColumns } from "../../../shared/members.ts";
import { importContentType, importQuery, ndjsonLines } from "./api.ts";
import { rejectedRowsCsv, templateCsv } from "./csv.ts";

describe("templateCsv", () => {
  it("names every column the import reads, with one example row of as many values", () => {
    const [header, example, ...rest] = parse(templateCsv()) as string[][];
    expect(header).toEqual([...importColumns]);
    expect(example).toHaveLength(importColumns.length);
    expect(rest).toEqual([]);
  });
});

describe("ndjsonLines", () => {
  it("yields each line once it is complete, however the stream cuts it", async () => {
    const chunks = [
      '{"type":"progress","do',
      'ne":0,"total":2}\n{"type":"prog',
      'ress","done":2,"total":2}\n\n{"type":"done","imported":2}',
    ];
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const lines: unknown[] = [];
    for await (const line of ndjsonLines(new Response(body))) lines.push(JSON.parse(line));
    expect(lines).toEqual([
      { type: "progress", done: 0, total: 2 },
      { type: "progress", done: 2, total: 2 },
      { type: "done", imported: 2 },
    ]);
  });
});

describe("rejectedRowsCsv", () => {
  it("writes the file's header and each bad row as it was, with its problems and formulas guarded", () => {
    const text = rejectedRowsCsv({
      errors: [
        { line: 3, column: "E-mail", message: "Enter a valid e-mail address." },
        { line: 3, column: null, message: "The row has more values than the header." },
        { line: 5, column: "Name", message: "Too long." },
      ],
      rejected: {
        header: ["Name", "E-mail", "Phone"],
        rows: [
          { line: 3, values: ["Ada, Countess", "ada-at-example", "+44 20"] },
          { line: 5, values: ['=HYPERLINK("x")', "b@example.com"] },
        ],
      },
    });
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(parse(text.slice(1))).toEqual([
      ["Name", "E-mail", "Phone", "Errors"],
      [
        "Ada, Countess",
        "ada-at-example",
        "'+44 20",
        "E-mail: Enter a valid e-mail address.; The row has more values than the header.",
      ],
      ['\'=HYPERLINK("x")', "b@example.com", "", "Name: Too long."],
    ]);
  });
});

describe("the import's request", () => {
  it("sends an Excel workbook as one, anything else as CSV", () => {
    const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    expect(importContentType(new File(["x"], "Contacts.XLSX"))).toBe(xlsx);
    expect(importContentType(new File(["x"], "export", { type: xlsx }))).toBe(xlsx);
    expect(importContentType(new File(["x"], "members.csv"))).toBe("text/csv");
    expect(importContentType(new Blob(["x"]))).toBe("text/csv");
  });

  it("puts the mapping's JSON in the query, and dryRun for the check", () => {
    const mapping = {
      columns: [{ header: "E-mail & co", target: "email" as const }],
      match: "email" as const,
    };
    const check = new URLSearchParams(importQuery(mapping, true));
    expect(check.get("dryRun")).toBe("true");
    expect(JSON.parse(check.get("mapping") ?? "")).toEqual(mapping);
    expect(new URLSearchParams(importQuery(mapping, false)).has("dryRun")).toBe(false);
    expect(importQuery(undefined, false)).toBe("");
  });
});

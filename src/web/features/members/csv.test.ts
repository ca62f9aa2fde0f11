import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { importColumns } from "../../../shared/members.ts";
import { ndjsonLines } from "./api.ts";
import { templateCsv } from "./csv.ts";

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

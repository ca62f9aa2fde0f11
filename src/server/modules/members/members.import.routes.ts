import { OpenAPIHono, z } from "@hono/zod-openapi";
import { stream } from "hono/streaming";
import { message } from "../../../shared/i18n/zod.ts";
import {
  type ImportMapping,
  importMappingSchema,
  importPreviewSchema,
} from "../../../shared/member-import.ts";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportEvent,
  importColumns,
  importEventSchema,
  importReportSchema,
} from "../../../shared/members.ts";
import { text } from "../../../shared/text.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { readBodyUpTo } from "../../http/read-body.ts";
import { json, refusal, routesTagged } from "../../http/route.ts";
import { t } from "../../i18n.ts";
import {
  afterLargeImport,
  checkImportFile,
  importRefusal,
  isRefused,
  previewImportFile,
  startMembersImport,
} from "./members.import.ts";
import { MEMBERS_DENIED } from "./members.service.ts";

const membersApi = routesTagged("Members");

/**
 * The import routes read their body themselves (up to IMPORT_MAX_BYTES); app.ts exempts them from the 1 MB
 * limit.
 */
const IMPORT_PATH = /^\/api\/clubs\/[^/]+\/members\/import(\/preview)?$/;
export function isMembersImport(method: string, path: string): boolean {
  return method === "POST" && IMPORT_PATH.test(path);
}

class BodyTooLarge extends Error {}

/** The `mapping` query parameter: JSON of importMappingSchema, else 422 naming what is wrong. */
function parseMapping(value: string): ImportMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new AppError("VALIDATION_FAILED", t("errors").import.mappingNotJson, {
      fields: [{ path: "mapping", message: t("errors").import.mappingNotJson }],
    });
  }
  const result = importMappingSchema.safeParse(parsed);
  if (!result.success) {
    throw new AppError("VALIDATION_FAILED", t("errors").import.mappingNotJson, {
      fields: result.error.issues.slice(0, 20).map((issue) => ({
        path: ["mapping", ...issue.path].join("."),
        message: issue.message,
      })),
    });
  }
  return result.data;
}

/** The file sent as the body (CSV, or XLSX), up to `max` bytes; a form or JSON body is refused. */
async function readBody(request: Request, max: number): Promise<Uint8Array> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^(multipart\/form-data|application\/json|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new AppError("BAD_REQUEST", t("errors").import.notCsvBody);
  }
  return readBodyUpTo(request, max, () => new BodyTooLarge());
}

const fileBody = {
  content: {
    "text/csv": { schema: { type: "string" as const, format: "binary" } },
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
      schema: { type: "string" as const, format: "binary" },
    },
  },
  required: true,
};

const previewRoute = membersApi
  .club({ permission: "members.manage", denied: MEMBERS_DENIED })
  .post("/api/clubs/{clubId}/members/import/preview", {
    summary:
      "Read another product's export of members: its columns, the fields they suggest, samples (owner, admin, manager)",
    description: `The body is the file itself: CSV (UTF-8, comma or semicolon separated, header row first) or XLSX (its first sheet), at most ${IMPORT_MAX_ROWS} rows and ${IMPORT_MAX_BYTES} bytes. The answer lists each column with the field its header suggests (the club's mapping of a file with the same headers first), up to three samples, its distinct values (up to 50) and the order of its dates; the mapping for the import is built from it (issue 32).`,
    request: { body: fileBody },
    responses: {
      200: { description: "The file's columns", content: json(importPreviewSchema) },
      400: refusal("Not a CSV or XLSX body"),
      413: refusal("The file is larger than the limit"),
      422: refusal("The file cannot be read: empty, no rows, too many rows"),
    },
  });

const importRoute = membersApi
  .club({ permission: "members.manage", denied: MEMBERS_DENIED })
  .post("/api/clubs/{clubId}/members/import", {
    summary: "Import members from a CSV file, or check the file (?dryRun=true) (owner, admin, manager)",
    description: `The body is the CSV file itself (text/csv, UTF-8, comma separated, header row first; at most ${IMPORT_MAX_ROWS} rows and ${IMPORT_MAX_BYTES} bytes). Columns (any order, names case-insensitive): ${importColumns.join(", ")}; role is accepted and ignored (imported members are members). With quiet=true (the default for the club's first import) a member whose membership had already ended is neither billed nor reminded for it automatically; quiet=false leaves them to the daily jobs. While the club is setting up nothing is sent either way: going live decides. With dryRun=true the answer is the report of every bad row; without it, a file with any bad row answers 422 and nothing is imported, else every row is imported in one transaction and the answer is a stream of JSON lines (progress, then done, or failed when nothing was imported after all).`,
    request: {
      query: z.object({
        dryRun: z
          .enum(
            ["true", "false"],
            message((m) => m.members.dryRun),
          )
          .optional(),
        /**
         * The mapping (JSON of importMappingSchema): the file is another product's export, CSV or XLSX, read
         * through it (issue 32). Absent: a CSV with our own column names.
         */
        mapping: text().max(20_000).optional(),
        // A quiet import (decision 061): no renewal invoice or notice for a membership already ended.
        quiet: z
          .enum(
            ["true", "false"],
            message((m) => m.members.quiet),
          )
          .optional(),
      }),
      body: fileBody,
    },
    responses: {
      200: {
        description:
          "The dry run's report (application/json), or the import's progress (application/x-ndjson, one event a line)",
        content: { ...json(importReportSchema), "application/x-ndjson": { schema: importEventSchema } },
      },
      400: refusal("Not a CSV or XLSX body, or a mapping that is not this file's"),
      413: refusal("The file is larger than the limit"),
      422: refusal(
        "The file has problems and the mapping does not skip them (nothing was imported), or dryRun or mapping is not valid",
      ),
    },
  });

export function membersImportRoutes(ctx: AppContext) {
  const { db, logger } = ctx;
  const app = new OpenAPIHono();

  app.openapi(previewRoute, async (c) => {
    const { clubId } = c.get("access");
    let file: Uint8Array;
    try {
      file = await readBody(c.req.raw, IMPORT_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return c.json({ code: "BAD_REQUEST" as const, title: t("errors").import.tooLarge }, 413);
      throw error;
    }
    return c.json(importPreviewSchema.parse(await previewImportFile(db, clubId, file)), 200);
  });

  app.openapi(importRoute, async (c) => {
    const { clubId } = c.get("access");
    // The stream below writes after the answer has begun: its words are taken now, in the request's language.
    const errors = t("errors").import;
    const query = c.req.valid("query");
    const dryRun = query.dryRun === "true";
    const mapping = query.mapping === undefined ? undefined : parseMapping(query.mapping);
    let file: Uint8Array;
    try {
      file = await readBody(c.req.raw, IMPORT_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return c.json({ code: "BAD_REQUEST" as const, title: errors.tooLarge }, 413);
      throw error;
    }
    if (dryRun)
      return c.json(
        importReportSchema.parse(
          (await checkImportFile(db, clubId, file, ctx.clock.now(), { mapping })).report,
        ),
        200,
      );

    // Progress told before the stream below has begun waits for it.
    const early: ImportEvent[] = [];
    let send = (event: ImportEvent) => void early.push(event);
    const quiet = query.quiet === undefined ? undefined : query.quiet === "true";
    const run = startMembersImport(
      db,
      clubId,
      file,
      c.get("audit"),
      ctx.clock.now(),
      (done, total) => send({ type: "progress", done, total }),
      { mapping, quiet },
    );
    const checked = await run.checked;
    if (isRefused(checked)) {
      await run.done;
      throw importRefusal(checked);
    }

    const total = checked.rows.length + checked.updates.length;
    c.header("Content-Type", "application/x-ndjson; charset=utf-8");
    c.header("Cache-Control", "no-store");
    // Proxies that buffer responses would hold the progress back.
    c.header("X-Accel-Buffering", "no");
    return stream(c, async (out) => {
      // Writes are not awaited: the import goes on (and commits or rolls back) whether or not anyone reads.
      const write = (event: ImportEvent) =>
        void out.write(`${JSON.stringify(importEventSchema.parse(event))}\n`);
      write({ type: "progress", done: 0, total });
      for (const event of early.splice(0)) write(event);
      send = write;
      // An import holds the club's lock for new members, but an edit may give a member one of the file's
      // addresses or numbers.
      const clash = new AppError("CONFLICT", errors.failedClash);
      try {
        const outcome = await uniqueViolationAs(
          run.done,
          ["members_club_email_idx", "members_club_number_idx"],
          () => clash,
        );
        write(mapping ? { type: "done", ...outcome } : { type: "done", imported: outcome.imported });
      } catch (error) {
        if (error !== clash) logger.error({ err: error, clubId, rows: total }, "The members import failed");
        write({ type: "failed", title: error === clash ? clash.title : errors.failed });
        return;
      }
      // The answer is complete; the stream ends once the statistics are fresh (best effort).
      await afterLargeImport(db, total).catch((error: unknown) =>
        logger.warn({ err: error, clubId }, "Refreshing the members table's statistics failed"),
      );
    }) as never;
  });
  return app;
}

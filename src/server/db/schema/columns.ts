import { bigint, integer, text, timestamp } from "drizzle-orm/pg-core";

/** When a row was made and last changed (the audit trail says by whom). */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * An export written by a job into the file store (a club's export, an audit export): its state, its progress,
 * its file, and when it was asked for, finished and expires.
 */
export function exportFileColumns<S extends readonly ["pending", ...string[]]>(statuses: S) {
  return {
    status: text("status", { enum: statuses }).notNull().default("pending"),
    totalRows: integer("total_rows"),
    writtenRows: integer("written_rows").notNull().default(0),
    fileKey: text("file_key"),
    byteSize: bigint("byte_size", { mode: "number" }),
    errorCode: text("error_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  };
}

import type en from "../../messages/auditLabels/en.ts";

/** The "auditLabels" catalog in the language on screen. */
export type AuditLabels = typeof en;

/**
 * A table's name in the language on screen (issue 33 §12): the catalog's, else the database's own (a table
 * the catalog does not know yet; tests/unit/audit-labels.test.ts keeps that from happening).
 */
export function tableLabel(labels: AuditLabels, table: string): string {
  return (labels.tables as Record<string, string>)[table] ?? table;
}

/** A field's name in the language on screen: the table's own meaning of the column, else the column's. */
export function fieldLabel(labels: AuditLabels, table: string, column: string): string {
  const ofTable = (labels.byTable as Record<string, Record<string, string> | undefined>)[table];
  return ofTable?.[column] ?? (labels.columns as Record<string, string>)[column] ?? column;
}

import { exportFileJob, fileJobDeps, type JobDeps } from "../../jobs/job-deps.ts";
import { clockJob, type JobDefinition, UPKEEP_LIMITS } from "../../jobs/queue.ts";
import type { ExportJobData } from "../../storage/export-file.ts";
import { AUDIT_EXPORT_JOB, writeExport } from "./audit-logs.service.ts";
import { runRetention } from "./retention.ts";
import { runRollup } from "./rollup.ts";

/*
 * The audit log's jobs (issue 17, decision 015). `audit.export` writes one export's file; `audit.retention`
 * runs daily at 03:15 UTC and deletes what is past its retention (spec section 9); `audit.rollup` sums the
 * trail's finished days every hour (rollup.ts), so that the audit log's totals stay fast.
 */

export const AUDIT_RETENTION_JOB = "audit.retention";
export const AUDIT_ROLLUP_JOB = "audit.rollup";

export function auditExportJob(deps: JobDeps): JobDefinition<ExportJobData> {
  // A failure is written on the export (AUDIT_EXPORT_ERROR).
  return exportFileJob(deps, AUDIT_EXPORT_JOB, 30 * 60, writeExport);
}

export function auditRetentionJob(deps: JobDeps): JobDefinition {
  return clockJob(AUDIT_RETENTION_JOB, "15 3 * * *", UPKEEP_LIMITS, () => runRetention(fileJobDeps(deps)));
}

export function auditRollupJob(deps: JobDeps): JobDefinition {
  return clockJob(AUDIT_ROLLUP_JOB, "20 * * * *", UPKEEP_LIMITS, () => runRollup(deps.db, deps.now()));
}

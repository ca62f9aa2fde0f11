import type { JobDeps } from "../../jobs/job-deps.ts";
import type { JobDefinition } from "../../jobs/queue.ts";
import { AUDIT_EXPORT_JOB, type ExportJobData, writeExport } from "./audit-logs.service.ts";
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
  return {
    name: AUDIT_EXPORT_JOB,
    // A failure is written on the export (AUDIT_EXPORT_ERROR); a run that died is tried again.
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    expireInSeconds: 30 * 60,
    pollingIntervalSeconds: 1,
    scopeOf: (data) => data.clubId,
    run: (data) => writeExport({ db: deps.db, files: deps.files, now: deps.now }, data),
  };
}

export function auditRetentionJob(deps: JobDeps): JobDefinition {
  return {
    name: AUDIT_RETENTION_JOB,
    cron: "15 3 * * *",
    policy: "short",
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: 60 * 60,
    run: () => runRetention({ db: deps.db, files: deps.files, now: deps.now }),
  };
}

export function auditRollupJob(deps: JobDeps): JobDefinition {
  return {
    name: AUDIT_ROLLUP_JOB,
    cron: "20 * * * *",
    policy: "short",
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: 60 * 60,
    run: () => runRollup(deps.db, deps.now()),
  };
}

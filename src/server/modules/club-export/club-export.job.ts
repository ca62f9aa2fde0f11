import { exportFileJob, fileJobDeps, type JobDeps } from "../../jobs/job-deps.ts";
import { clockJob, type JobDefinition, UPKEEP_LIMITS } from "../../jobs/queue.ts";
import type { ExportJobData } from "../../storage/export-file.ts";
import { CLUB_EXPORT_JOB, deleteExpiredClubExports, writeClubExport } from "./club-export.service.ts";

/*
 * The full club export's jobs (issue 18, decision 034): `club.export` writes one export's archive;
 * `club.export.retention` deletes expired exports (file and row) every hour.
 */

export const CLUB_EXPORT_RETENTION_JOB = "club.export.retention";

export function clubExportJob(deps: JobDeps): JobDefinition<ExportJobData> {
  // A failure is written on the export (CLUB_EXPORT_ERROR); 3 runs of at most an hour each: the start route
  // takes an export running for 3 hours for dead.
  return exportFileJob(deps, CLUB_EXPORT_JOB, 60 * 60, writeClubExport);
}

export function clubExportRetentionJob(deps: JobDeps): JobDefinition {
  return clockJob(
    CLUB_EXPORT_RETENTION_JOB,
    "35 * * * *",
    { ...UPKEEP_LIMITS, expireInSeconds: 30 * 60 },
    () => deleteExpiredClubExports(fileJobDeps(deps)),
  );
}

import type { JobDeps } from "../../jobs/job-deps.ts";
import type { JobDefinition } from "../../jobs/queue.ts";
import {
  CLUB_EXPORT_JOB,
  type ClubExportJobData,
  deleteExpiredClubExports,
  writeClubExport,
} from "./club-export.service.ts";

/*
 * The full club export's jobs (issue 18, decision 034): `club.export` writes one export's archive;
 * `club.export.retention` deletes expired exports (file and row) every hour.
 */

export const CLUB_EXPORT_RETENTION_JOB = "club.export.retention";

export function clubExportJob(deps: JobDeps): JobDefinition<ClubExportJobData> {
  return {
    name: CLUB_EXPORT_JOB,
    // A failure is written on the export (CLUB_EXPORT_ERROR); a run that died is tried again (3 runs of at
    // most an hour each: the start route takes an export running for 3 hours for dead).
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    expireInSeconds: 60 * 60,
    pollingIntervalSeconds: 1,
    scopeOf: (data) => data.clubId,
    run: (data) => writeClubExport({ db: deps.db, files: deps.files, now: deps.now }, data),
  };
}

export function clubExportRetentionJob(deps: JobDeps): JobDefinition {
  return {
    name: CLUB_EXPORT_RETENTION_JOB,
    cron: "35 * * * *",
    policy: "short",
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: 30 * 60,
    run: () => deleteExpiredClubExports({ db: deps.db, files: deps.files, now: deps.now }),
  };
}

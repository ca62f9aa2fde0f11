/**
 * The audit log's texts the server writes (issue 17): its refusals, and the words of an export's file name.
 * English is the source every other language follows (docs/translations.md).
 */
export default {
  denied: "You do not have permission to read the audit log of this club.",
  entryNotFound: "Audit log entry not found",
  eventNotFound: "Audit event not found",
  exportNotFound: "Export not found",
  exportNotReady: "This export is not ready yet. Wait until it is done, then download it.",
  exportFailed: "This export failed. Start a new one.",
  exportExpired: "This download link has expired. Download links last 24 hours: start a new export.",
  fileName: "audit-log",
};

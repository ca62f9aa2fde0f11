/**
 * The full club export's texts the server writes (issue 18): its refusals. English is the source every other
 * language follows (docs/translations.md).
 */
export default {
  denied: "Only the club's owner can export all of the club's data.",
  exportNotFound: "Export not found",
  exportNotReady: "This export is not ready yet. Wait until it is done, then download it.",
  exportFailed: "This export failed. Start a new one.",
  exportExpired: "This download link has expired. Download links last 24 hours: start a new export.",
};

/** Die Texte des Audit-Protokolls, die der Server schreibt (Issue 17). */
export default {
  denied: "Sie haben keine Berechtigung, das Audit-Protokoll dieses Vereins zu lesen.",
  entryNotFound: "Eintrag des Audit-Protokolls nicht gefunden",
  eventNotFound: "Audit-Ereignis nicht gefunden",
  exportNotFound: "Export nicht gefunden",
  exportNotReady:
    "Dieser Export ist noch nicht fertig. Warten Sie, bis er fertig ist, und laden Sie ihn dann herunter.",
  exportFailed: "Dieser Export ist fehlgeschlagen. Starten Sie einen neuen.",
  exportExpired:
    "Dieser Download-Link ist abgelaufen. Download-Links gelten 24 Stunden: Starten Sie einen neuen Export.",
  fileName: "audit-protokoll",
};

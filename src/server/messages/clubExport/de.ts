import type en from "./en.ts";

export default {
  denied: "Nur der Inhaber des Clubs kann alle Daten des Clubs exportieren.",
  exportNotFound: "Export nicht gefunden",
  exportNotReady:
    "Dieser Export ist noch nicht fertig. Warten Sie, bis er fertig ist, und laden Sie ihn dann herunter.",
  exportFailed: "Dieser Export ist fehlgeschlagen. Starten Sie einen neuen.",
  exportExpired:
    "Dieser Download-Link ist abgelaufen. Download-Links gelten 24 Stunden: Starten Sie einen neuen Export.",
} satisfies typeof en;

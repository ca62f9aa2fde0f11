import type en from "./en.ts";

/** Die Mitglieder-App auf Deutsch (Issue 34): Benachrichtigungen auf diesem Gerät und die Offline-Ansicht. */
export default {
  push: {
    title: "Benachrichtigungen auf dem Handy",
    intro: "Erhalten Sie zusätzlich zur E-Mail eine Benachrichtigung auf diesem Gerät. Wählen Sie, welche.",
    kinds: {
      waitlist: "Ein Platz von der Warteliste",
      ballot: "Das Ergebnis einer Verlosung",
      booking: "Eine vom Club geänderte oder stornierte Startzeit",
      message: "Eine Nachricht des Clubs",
    },
    enable: "Benachrichtigungen auf diesem Gerät einschalten",
    enabled: "Benachrichtigungen sind auf diesem Gerät eingeschaltet.",
    disable: "Auf diesem Gerät ausschalten",
    blocked:
      "Benachrichtigungen sind für diese Seite blockiert. Erlauben Sie sie in den Einstellungen Ihres Browsers und versuchen Sie es erneut.",
    unsupported:
      "Dieser Browser kann keine Benachrichtigungen anzeigen. Auf dem iPhone fügen Sie Clubhouse zuerst zum Home-Bildschirm hinzu.",
    failed: "Benachrichtigungen konnten nicht eingeschaltet werden. Versuchen Sie es später erneut.",
    saved: "Gespeichert",
    devices: (count: number) =>
      count === 1 ? "1 Gerät erhält Benachrichtigungen." : `${count} Geräte erhalten Benachrichtigungen.`,
  },
  offline: {
    banner:
      "Sie sind offline. Das ist der auf diesem Gerät gespeicherte Stand; ändern können Sie ihn erst wieder online.",
    title: "Offline",
    bookings: "Meine Startzeiten",
    noBookings: "Auf diesem Gerät sind keine Startzeiten gespeichert.",
    invoices: "Meine Rechnungen",
    noInvoices: "Auf diesem Gerät sind keine Rechnungen gespeichert.",
    nothingSaved:
      "Auf diesem Gerät ist noch nichts gespeichert. Öffnen Sie Clubhouse einmal, solange Sie online sind.",
    savedAt: (when: string) => `Gespeichert am ${when}.`,
    players: (names: string) => `Spieler: ${names}`,
    due: (date: string) => `Fällig am ${date}`,
    status: {
      draft: "Entwurf",
      open: "Offen",
      overdue: "Überfällig",
      paid: "Bezahlt",
      void: "Storniert",
    } as Record<string, string>,
    retry: "Erneut versuchen",
  },
} satisfies typeof en;

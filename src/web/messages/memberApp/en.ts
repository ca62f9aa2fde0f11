/** The member app in English (issue 34): notifications on this device, and the offline view. */
export default {
  push: {
    title: "Notifications on your phone",
    intro: "Get a notification on this device as well as the e-mail. Choose which ones.",
    kinds: {
      waitlist: "A place from the waiting list",
      ballot: "The result of a ballot",
      booking: "A tee time changed or cancelled by the club",
      message: "A message from the club",
    },
    enable: "Turn on notifications on this device",
    enabled: "Notifications are on for this device.",
    disable: "Turn off on this device",
    blocked:
      "Notifications are blocked for this site. Allow them in your browser's settings, then try again.",
    unsupported:
      "This browser cannot show notifications. On an iPhone, add Clubhouse to the home screen first.",
    failed: "Notifications could not be turned on. Try again later.",
    saved: "Saved",
    devices: (count: number) =>
      count === 1 ? "1 device gets notifications." : `${count} devices get notifications.`,
  },
  offline: {
    banner:
      "You are offline. This is what was saved on this device; it cannot be changed until you are back online.",
    title: "Offline",
    bookings: "My tee times",
    noBookings: "No tee times were saved on this device.",
    invoices: "My invoices",
    noInvoices: "No invoices were saved on this device.",
    nothingSaved: "Nothing was saved on this device yet. Open Clubhouse once while you are online.",
    savedAt: (when: string) => `Saved ${when}.`,
    players: (names: string) => `Players: ${names}`,
    due: (date: string) => `Due ${date}`,
    status: {
      draft: "Draft",
      open: "Open",
      overdue: "Overdue",
      paid: "Paid",
      void: "Void",
    } as Record<string, string>,
    retry: "Try again",
  },
};

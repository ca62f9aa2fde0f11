import type en from "./en.ts";

/** La aplicación de socios en español (issue 34): notificaciones en este dispositivo y la vista sin conexión. */
export default {
  push: {
    title: "Notificaciones en el móvil",
    intro: "Reciba una notificación en este dispositivo además del correo electrónico. Elija cuáles.",
    kinds: {
      waitlist: "Una plaza de la lista de espera",
      ballot: "El resultado de un sorteo",
      booking: "Una salida cambiada o cancelada por el club",
      message: "Un mensaje del club",
    },
    enable: "Activar las notificaciones en este dispositivo",
    enabled: "Las notificaciones están activadas en este dispositivo.",
    disable: "Desactivar en este dispositivo",
    blocked:
      "Las notificaciones están bloqueadas para este sitio. Permítalas en los ajustes del navegador y vuelva a intentarlo.",
    unsupported:
      "Este navegador no puede mostrar notificaciones. En un iPhone, añada primero Clubhouse a la pantalla de inicio.",
    failed: "No se pudieron activar las notificaciones. Vuelva a intentarlo más tarde.",
    saved: "Guardado",
    devices: (count: number) =>
      count === 1 ? "1 dispositivo recibe notificaciones." : `${count} dispositivos reciben notificaciones.`,
  },
  offline: {
    banner:
      "No tiene conexión. Esto es lo que se guardó en este dispositivo; no se puede cambiar hasta que vuelva a estar en línea.",
    title: "Sin conexión",
    bookings: "Mis salidas",
    noBookings: "No hay salidas guardadas en este dispositivo.",
    invoices: "Mis facturas",
    noInvoices: "No hay facturas guardadas en este dispositivo.",
    nothingSaved: "Todavía no se ha guardado nada en este dispositivo. Abra Clubhouse una vez con conexión.",
    savedAt: (when: string) => `Guardado el ${when}.`,
    players: (names: string) => `Jugadores: ${names}`,
    due: (date: string) => `Vence el ${date}`,
    status: {
      draft: "Borrador",
      open: "Abierta",
      overdue: "Vencida",
      paid: "Pagada",
      void: "Anulada",
    } as Record<string, string>,
    retry: "Reintentar",
  },
} satisfies typeof en;

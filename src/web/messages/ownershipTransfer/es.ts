import type en from "./en.ts";

export default {
  panel: {
    title: "Transferir la propiedad",
    description:
      "Entregue el club a uno de sus administradores. Este confirma mediante un enlace que le enviamos por correo electrónico; entonces pasa a ser el propietario y usted administrador.",
    administrator: "Nuevo propietario",
    administratorHint: "Solo se pueden designar administradores activos.",
    placeholder: "Elija un administrador",
    noCandidates:
      "El club no tiene otro administrador activo. Invite primero a uno en la configuración de administradores.",
    start: "Transferir la propiedad",
    loading: "Cargando la transferencia de propiedad…",
    loadFailed: "No se pudo cargar la transferencia de propiedad.",
    pending: (name: string, until: string) => `Esperando la aceptación de ${name}, hasta el ${until}.`,
    expired: (name: string) => `La transferencia a ${name} caducó sin respuesta. Puede iniciar una nueva.`,
    cancel: "Cancelar la transferencia",
    cancelled: "Se canceló la transferencia de propiedad.",
    started: (name: string) => `Hemos enviado a ${name} un enlace para aceptar la propiedad.`,
    confirmTitle: (club: string) => `¿Transferir la propiedad de ${club}?`,
    confirmText: (name: string, club: string) =>
      `Se pedirá a ${name} por correo electrónico que se convierta en el propietario de ${club}. En cuanto acepte, usted pasará a ser administrador: ya no podrá eliminar el club, cambiar su pasarela de pago ni transferirlo.`,
    confirm: "Enviar la solicitud",
    back: "Cancelar",
  },
  page: {
    title: "Transferencia de propiedad",
    loading: "Cargando la transferencia…",
    noToken: "Este enlace no tiene token. Abra de nuevo el enlace del correo electrónico.",
    asks: (from: string, club: string) => `${from} le pide que se convierta en el propietario de ${club}.`,
    explain:
      "Como propietario podrá hacer todo en el club, incluso eliminarlo y cambiar su pasarela de pago. El propietario actual seguirá siendo administrador.",
    until: (until: string) => `Puede responder hasta el ${until}.`,
    accept: "Aceptar y ser el propietario",
    decline: "Rechazar",
    accepted: (club: string) => `Ahora es el propietario de ${club}.`,
    declinedHere: (club: string) => `Ha rechazado. ${club} conserva su propietario.`,
    status: {
      accepted: "Esta transferencia de propiedad ya fue aceptada.",
      declined: "Esta transferencia de propiedad fue rechazada.",
      cancelled: "El propietario canceló esta transferencia de propiedad.",
      expired: "Esta transferencia de propiedad ha caducado. Pida al propietario que inicie una nueva.",
    },
    tryAgain: "Reintentar",
    openClub: "Ir al panel",
  },
} satisfies typeof en;

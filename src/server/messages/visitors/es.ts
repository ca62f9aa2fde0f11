// Visitantes que reservan y pagan en línea (issue 36 punto 4, decisión 084).
export default {
  notOffered: "Este club no acepta reservas de visitantes en línea.",
  notFound: "Este enlace de reserva no se conoce. Compruebe el enlace de su correo.",
  clubBusy:
    "Ahora mismo muchas reservas esperan su pago en este club. Vuelva a intentarlo dentro de unos minutos.",
  outsideWindow: (first: string, last: string) => `Los visitantes pueden reservar del ${first} al ${last}.`,
  notOpen: "Esta hora de salida no está abierta a visitantes. Elija otra hora.",
  ballot: "Las salidas de este día se sortean primero entre los socios. Elija otro día.",
  tooManyPlayers: (max: number) => `Una reserva de visitante admite como máximo ${max} jugadores.`,
  handicapRequired: "Indique el hándicap de cada jugador: el club lo exige.",
  handicapTooHigh: (max: number) => `El club admite visitantes con un hándicap de ${max} como máximo.`,
  checkoutLine: (course: string, when: string, club: string) => `Salida, ${course}, ${when} — ${club}`,
  notAwaiting: "Esta reserva no espera ningún pago.",
  holdOver:
    "Las plazas de esta reserva ya no se retienen el tiempo suficiente para pagar. Vuelva a reservar.",
  started: "Esta partida ha empezado: ya no se puede cancelar.",
  alreadyCancelled: "Esta reserva ya está cancelada.",
  expiredReason: "No pagada a tiempo",
  stripeFailedReason: "No se pudo abrir la página de pago",
  visitorCancelledReason: "Cancelada por el visitante",
  clubCancelledReason: "Cancelada por el club",
  receiptTerms: "Pagado en línea al reservar",
  mail: {
    heading: (name: string) => `Hola ${name}:`,
    action: "Ver o cancelar su reserva",
    footer: (club: string) => `Recibe este correo porque reservó en línea una salida en ${club}.`,
    confirmed: {
      subject: (club: string) => `Su salida en ${club} está reservada`,
      round: (course: string, when: string, players: string) => `${course}, ${when}. Jugadores: ${players}.`,
      paid: (amount: string, receipt: string) =>
        receipt ? `Ha pagado ${amount} (recibo ${receipt}).` : `Ha pagado ${amount}.`,
      refundRule: (until: string) =>
        `Si cancela hasta el ${until}, se le reembolsa el importe completo en su tarjeta; después no se reembolsa nada.`,
      noRefund: "Según la política del club, no se reembolsa nada si cancela esta reserva.",
    },
    cancelledByClub: {
      round: (course: string, when: string, club: string) =>
        `${club} ha cancelado su salida en ${course}, ${when}. Lo sentimos.`,
      reason: (reason: string) => `El motivo del club: ${reason}`,
      refund: (amount: string) =>
        `El club reembolsa el importe completo, ${amount}, en su tarjeta. Puede tardar unos días en aparecer.`,
    },
    cancelled: {
      subject: (club: string) => `Su salida en ${club} está cancelada`,
      round: (course: string, when: string) => `Su salida en ${course}, ${when}, está cancelada.`,
      refunded: (amount: string) =>
        `Se reembolsan ${amount} en su tarjeta. Puede tardar unos días en aparecer.`,
      notRefunded: "Según la política del club, no se reembolsa nada.",
    },
  },
};

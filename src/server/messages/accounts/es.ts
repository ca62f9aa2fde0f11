import type en from "./en.ts";

/** Cuentas de socios (incidencia 36 §3, decisión 081). */
export default {
  notFound: {
    member: "No existe ese socio en este club.",
    item: "No existe ese artículo en la lista de precios del club.",
    charge: "No existe ese cargo en la cuenta de este socio.",
  },
  notEnough: (available: string) => `No hay suficiente en la cuenta: ahora se pueden cargar ${available}.`,
  itemInactive: (name: string) => `${name} ya no está a la venta: actívelo primero en la lista de precios.`,
  nameTaken: (name: string) => `La lista de precios ya tiene ${name}.`,
  tooMuchRefund: (left: string) => `De este cargo se pueden devolver como máximo ${left}.`,
  currency: (account: string, club: string) =>
    `Esta cuenta se lleva en ${account}, pero el club factura ahora en ${club}: no se puede cargar ni recargar.`,
  line: {
    topUpCash: "Recarga en efectivo",
    topUpTransfer: "Recarga por transferencia",
    topUpCard: "Recarga con tarjeta",
    topUpOnline: "Recarga en línea",
    refund: (what: string) => `Devolución: ${what}`,
    unmatched: "Pago guardado en la cuenta",
    overpayment: (number: string) => `Pago de más de ${number} guardado en la cuenta`,
    greenFee: (date: string) => `Green fee, ${date}`,
    guestFee: (guest: string, date: string) => `Tarifa de invitado de ${guest}, ${date}`,
    entry: (competition: string) => `Inscripción: ${competition}`,
    withdrawal: (competition: string) => `Retirada: ${competition}`,
  },
  checkoutLine: (club: string) => `Recarga de su cuenta — ${club}`,
  statement: {
    subject: (month: string, club: string) => `Su extracto de cuenta de ${month} — ${club}`,
    heading: (name: string) => `Hola, ${name}:`,
    opening: (date: string, balance: string) => `Saldo el ${date}: ${balance}`,
    line: (date: string, what: string, amount: string, balance: string) =>
      `${date} · ${what} · ${amount} (saldo ${balance})`,
    nothingMoved: "No se movió nada en su cuenta este mes.",
    closing: (date: string, balance: string) => `Saldo el ${date}: ${balance}`,
    action: "Abrir mi cuenta",
    footer: (club: string) => `Recibe este extracto porque tiene una cuenta en ${club}.`,
  },
  autoTopUp: {
    off: (club: string) => `${club} no recarga automáticamente las cuentas de los socios.`,
    noCard: "No hay ninguna tarjeta guardada para las recargas automáticas.",
    line: (last4: string) => `Recarga automática con tarjeta •••• ${last4}`,
    description: (club: string) => `Recarga automática de su cuenta — ${club}`,
    declined: {
      subject: (club: string) => `Su recarga automática ha sido rechazada — ${club}`,
      heading: (name: string) => `Hola, ${name}:`,
      body: (amount: string, last4: string, reason: string) =>
        `No hemos podido recargar su cuenta con ${amount} de su tarjeta •••• ${last4}. Su banco indica: ${reason}`,
      off: "Las recargas automáticas están desactivadas hasta que vuelva a guardar una tarjeta en su cuenta.",
      action: "Guardar una tarjeta de nuevo",
      footer: (club: string) =>
        `Recibe este correo porque pidió a ${club} que recargara su cuenta automáticamente.`,
    },
  },
  overpayment: {
    notOverpaid: (number: string) => `${number} no está pagada de más: no hay nada que pasar a la cuenta.`,
    noMember: "Esta factura no nombra a ningún socio cuya cuenta pueda guardar el dinero.",
    reason: "Guardado en la cuenta del socio",
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  invoice: {
    subject: (number: string, club: string) => `Factura ${number} de ${club}`,
    heading: (name: string) => `Hola, ${name}:`,
    text: (number: string, total: string, due: string) =>
      `Adjuntamos la factura ${number} por ${total}, con vencimiento el ${due}.`,
    balance: (amount: string) => `Pendiente de pago: ${amount}.`,
    paid: "Está pagada por completo. ¡Gracias!",
    action: "Ver la factura",
  },
  creditNote: {
    subject: (number: string, club: string) => `Nota de crédito ${number} de ${club}`,
    text: (number: string, total: string, invoice: string) =>
      `Adjuntamos la nota de crédito ${number} por ${total}, sobre la factura ${invoice}. Le devolveremos el importe.`,
  },
  reminder: {
    subject: (number: string, due: string) => `Recordatorio: la factura ${number} vence el ${due}`,
    text: (number: string, due: string, balance: string) =>
      `Le recordamos que la factura ${number} vence el ${due}. Quedan ${balance} pendientes de pago.`,
  },
  overdue: {
    subject: (number: string) => `La factura ${number} está vencida`,
    text: (number: string, balance: string) =>
      `La factura ${number} está vencida: quedan ${balance} pendientes de pago.`,
    lateFee: (fee: string, invoice: string) =>
      `Se cobra un recargo por demora de ${fee} en una factura aparte, ${invoice}, adjunta.`,
    payBy: (total: string, due: string) => `Le rogamos que pague ${total} en total antes del ${due}.`,
    payNow: "Le rogamos que la pague lo antes posible.",
  },
  /** A direct debit's pre-notification, and its return. */
  sepa: {
    preNotification: {
      subject: (club: string, date: string) => `${club} cobrará un adeudo directo el ${date}`,
      heading: (name: string) => (name ? `Hola, ${name}` : "Hola"),
      text: (amount: string, date: string) =>
        `Cobraremos ${amount} de su cuenta mediante adeudo directo SEPA el ${date}.`,
      invoices: (numbers: string) => `Por: ${numbers}.`,
      details: (reference: string, creditorId: string, iban: string) =>
        `Referencia del mandato: ${reference}. Identificador del acreedor: ${creditorId}. Cuenta: ${iban}.`,
      funds: "Asegúrese de que la cuenta tenga saldo suficiente ese día.",
    },
    returned: {
      subject: (number: string) => `Su adeudo de la factura ${number} fue devuelto`,
      text: (number: string, amount: string, reason: string) =>
        `Su banco devolvió nuestro adeudo de ${amount} de la factura ${number} (motivo ${reason}). La factura vuelve a estar abierta.`,
      fee: (amount: string, number: string) =>
        `El banco nos cobró ${amount} por la devolución: la factura ${number} se la repercute.`,
      pay: "Pague la factura por transferencia o póngase en contacto con nosotros.",
    },
  },
  payOnline: "Puede pagarla en línea desde su página de facturación.",
  payByTransfer: "Puede pagarla por transferencia bancaria con los datos de la factura.",
  footer: (club: string) => `Recibe este correo electrónico como socio de ${club}.`,
} satisfies typeof en;

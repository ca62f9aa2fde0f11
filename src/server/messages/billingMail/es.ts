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
  payOnline: "Puede pagarla en línea desde su página de facturación.",
  payByTransfer: "Puede pagarla por transferencia bancaria con los datos de la factura.",
  footer: (club: string) => `Recibe este correo electrónico como socio de ${club}.`,
} satisfies typeof en;

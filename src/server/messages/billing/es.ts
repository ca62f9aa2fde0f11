import type en from "./en.ts";

export default {
  notFound: {
    invoice: "Factura no encontrada",
    payment: "Pago no encontrado",
  },
  issue: {
    notDraft: (number: string) => `${number} ya se ha emitido: una factura emitida no se vuelve a emitir.`,
  },
  payment: {
    draft: "Un borrador no se puede pagar: emítalo primero.",
    paid: (number: string) => `${number} está pagada por completo: no queda nada por pagar.`,
    void: (number: string) => `${number} está anulada: no se puede pagar.`,
    moreThanBalance: (amount: string, balance: string) =>
      `Un pago de ${amount} supera los ${balance} pendientes.`,
  },
  refund: {
    moreThanPaid: (amount: string, left: string) =>
      `Un reembolso de ${amount} supera los ${left} de este pago que aún no se han reembolsado.`,
  },
  creditNote: {
    line: (number: string) => `Abono de lo cobrado en ${number}, anulada`,
  },
  lateFee: {
    line: "Recargo por demora",
  },
  void: {
    draft: "Un borrador no se anula: elimínelo.",
    already: (number: string) => `${number} ya está anulada.`,
  },
} satisfies typeof en;

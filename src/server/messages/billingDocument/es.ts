import type en from "./en.ts";

export default {
  title: {
    invoice: "Factura",
    credit_note: "Nota de abono",
  },
  documentTitle: {
    invoice: (number: string) => `Factura ${number}`,
    credit_note: (number: string) => `Nota de abono ${number}`,
  },
  /** The accountant's journal (decision 078): what each booking's text says, in the club's language. */
  journal: {
    invoice: (name: string) => `Factura, ${name}`,
    tax: (rate: string, name: string) => `Impuesto ${rate} %, ${name}`,
    void: (name: string) => `Anulación, ${name}`,
    credit: (name: string) => `Nota de crédito, ${name}`,
    payment: (name: string) => `Pago, ${name}`,
    refund: (name: string) => `Reembolso, ${name}`,
    account: (name: string, what: string) => `Cuenta de socio, ${name}: ${what}`,
  },
  meta: {
    number: "Número",
    issueDate: "Fecha de emisión",
    dueDate: "Fecha de vencimiento",
    status: "Estado",
    creditFor: "Abono de la factura",
    lateFeeFor: "Recargo por demora de la factura",
  },
  status: {
    draft: "Borrador",
    open: "Pendiente",
    overdue: "Vencida",
    paid: "Pagada",
    void: "Anulada",
  },
  billTo: {
    invoice: "Facturar a",
    credit_note: "Abono a nombre de",
    membershipNumber: (number: string) => `Socio n.º ${number}`,
    forMember: (name: string) => `Para ${name}`,
  },
  lines: {
    description: "Descripción",
    quantity: "Cant.",
    unitPrice: "Precio unitario",
    amount: "Importe",
    period: (from: string, to: string) => `Periodo: ${from} – ${to}`,
    periodFrom: (from: string) => `Desde ${from}`,
    periodUntil: (to: string) => `Hasta ${to}`,
    tax: "IVA",
  },
  taxSummary: {
    title: "Resumen de impuestos",
    rate: "Tipo",
    net: "Base imponible",
    tax: "Impuesto",
    exempt: "exento",
    noRate: "Sin impuesto",
  },
  totals: {
    subtotal: "Importe antes de impuestos",
    tax: (rate: string) => `IVA (${rate})`,
    total: "Total",
    totalCredit: "Total del abono",
    paid: "Pagado",
    refunded: "Reembolsado",
    balanceDue: "Saldo pendiente",
  },
  payments: {
    title: "Pagos recibidos",
    date: "Fecha",
    method: "Forma de pago",
    amount: "Importe",
    methods: {
      bank_transfer: "Transferencia bancaria",
      cash: "Efectivo",
      card: "Tarjeta",
      stripe: "Tarjeta (en línea)",
    },
  },
  howToPay: {
    title: "Cómo pagar",
    request: (amount: string, date: string) => `Le rogamos que pague ${amount} a más tardar el ${date}.`,
    reference: (number: string) => `Indique ${number} como concepto del pago.`,
    accountHolder: "Titular de la cuenta",
    bankName: "Banco",
    accountNumber: "Número de cuenta / IBAN",
    routingCode: "BIC / código bancario",
    scanToPay: "Escanee con su app bancaria para pagar",
  },
  creditNote: {
    refersTo: (number: string) => `Esta nota de abono corresponde a la factura ${number}, que fue anulada.`,
    owed: "El club le adeuda el importe de esta nota de abono.",
  },
  lateFee: {
    refersTo: (number: string) =>
      `Esta factura cobra el recargo por demora de la factura ${number}, que está vencida.`,
  },
  void: {
    notice: (date: string) => `Anulada el ${date}`,
    reason: (reason: string) => `Motivo: ${reason}`,
  },
  taxNumber: (number: string) => `NIF: ${number}`,
  notes: "Notas",
  footer: {
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
} satisfies typeof en;

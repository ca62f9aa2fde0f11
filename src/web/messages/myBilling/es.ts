import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  screen: {
    title: "Mis facturas",
    intro: (club: string) => `Sus facturas de ${club}: lo que debe, lo que ha pagado y los PDF.`,
    tabsLabel: "Facturación del club y mis facturas",
    clubTab: "Facturación del club",
    mineTab: "Mis facturas",
  },

  /** Mi cuenta (decisión 081): el saldo prepago del socio. */
  account: {
    title: "Mi cuenta",
    limit: (limit: string, available: string) =>
      `Puede bajar hasta ${limit} por debajo de cero: ahora se pueden gastar ${available}.`,
    noLimit: "Los cargos se toman de este saldo; no baja de cero.",
    topUp: "Recargar",
    topUpTitle: "Recargar mi cuenta",
    topUpText: "Elija el importe. Lo paga con tarjeta en la página segura de Stripe y luego vuelve aquí.",
    amount: "Importe",
    amountNeeded: "Introduzca un importe mayor que cero.",
    payByCard: "Pagar con tarjeta",
    cancel: "Cancelar",
    statement: "Extracto",
    empty: "Todavía no se ha movido nada en su cuenta.",
    balanceAfter: (balance: string) => `Saldo ${balance}`,
    paidBack: "Gracias. Su recarga aparece aquí en cuanto Stripe la confirma, normalmente en segundos.",
    cancelledBack: "No ha pagado: su cuenta sigue igual.",
    previousPage: "Página anterior",
    nextPage: "Página siguiente",
    page: (n: number) => `Página ${n}`,
    auto: {
      title: "Recargar automáticamente",
      intro:
        "Guarde una tarjeta y el club recargará su cuenta con el importe elegido cada vez que el saldo baje de su umbral.",
      threshold: "Recargar cuando mi saldo baje de",
      amount: "Recargar con",
      thresholdNeeded: "Introduzca un importe de cero o más.",
      amountNeeded: "Introduzca un importe mayor que cero.",
      consent: (club: string, amount: string, threshold: string) =>
        `Autorizo a ${club} a cargar ${amount} en esta tarjeta cada vez que el saldo de mi cuenta baje de ${threshold}, como máximo una vez al día, hasta que retire la tarjeta.`,
      consentNeeded: "Marque la casilla para autorizar al club a cargar su tarjeta.",
      save: "Guardar una tarjeta con Stripe",
      card: (brand: string, last4: string) => `${brand} •••• ${last4}`,
      expires: (month: string, year: number) => `Caduca ${month}/${year}`,
      rule: (threshold: string, amount: string) =>
        `Cuando su saldo baje de ${threshold}, se cargarán ${amount} en esta tarjeta.`,
      declined: (reason: string) =>
        `Su tarjeta ha sido rechazada: ${reason} Las recargas automáticas están desactivadas hasta que vuelva a guardar una tarjeta.`,
      paused: "El club ha pausado las recargas automáticas: por ahora no se carga esta tarjeta.",
      change: "Cambiar",
      remove: "Retirar la tarjeta",
      removed: "Su tarjeta se ha retirado: su cuenta ya no se recarga automáticamente.",
      cancel: "Cancelar",
      savedBack: "Gracias. Su tarjeta aparece aquí en cuanto Stripe la confirma, normalmente en segundos.",
      cancelledBack: "No ha guardado ninguna tarjeta: nada ha cambiado.",
    },
  },

  summary: {
    owed: "Saldo pendiente",
    nothingOwed: "Nada que pagar",
    nothingOwedText: "No tiene facturas pendientes.",
    openInvoices: (count: number) =>
      plural(count, { one: "De # factura pendiente.", other: "De # facturas pendientes." }),
    payOnline: "Puede pagar sus facturas pendientes en línea con tarjeta.",
    payOffline:
      "Para pagar, siga los datos de pago que figuran en la factura o póngase en contacto con el club.",
  },

  list: {
    title: "Facturas",
    label: "Mis facturas",
    loading: "Cargando sus facturas...",
    loadFailed: "No se pudieron cargar sus facturas",
    empty: "Todavía no hay facturas",
    emptyText: "Las facturas del club aparecen aquí en cuanto se emiten.",
    columns: {
      number: "Número",
      issued: "Emitida",
      due: "Vencimiento",
      total: "Total",
      balance: "Pendiente",
      status: "Estado",
    },
    issuedOn: (date: string) => `Emitida el ${date}`,
    dueOn: (date: string) => `Vence el ${date}`,
    totalOf: (amount: string) => `Total: ${amount}`,
    balanceOf: (amount: string) => `Pendiente: ${amount}`,
    creditNote: "Nota de abono",
    credit: (amount: string) => `${amount} a su favor`,
  },

  statuses: {
    draft: "Borrador",
    open: "Pendiente",
    overdue: "Vencida",
    paid: "Pagada",
    void: "Anulada",
  },

  methods: {
    bank_transfer: "Transferencia bancaria",
    cash: "Efectivo",
    card: "Tarjeta",
    stripe: "Tarjeta (en línea)",
  },

  invoice: {
    back: "Volver a mis facturas",
    loading: "Cargando la factura...",
    loadFailed: "No se pudo cargar la factura",
    notFound: "Factura no encontrada",
    notFoundText: (club: string) =>
      `${club} no tiene ninguna factura suya en esta dirección. Si es socio de varios clubes, cambie al club que le envió la factura y vuelva a abrirla.`,
    title: (number: string) => `Factura ${number}`,
    creditNoteTitle: (number: string) => `Nota de abono ${number}`,
    details: "Datos de la factura",
    issued: "Emitida",
    due: "Vencimiento",
    terms: "Condiciones de pago",
    period: "Periodo",
    periodRange: (start: string, end: string) => `${start} – ${end}`,
    creditFor: "Abono de la factura",
    lateFeeFor: "Recargo por demora de la factura",
    lateFee: "Su recargo por demora",
    lines: "Conceptos",
    columns: {
      description: "Descripción",
      quantity: "Cantidad",
      unitPrice: "Precio unitario",
      amount: "Importe",
    },
    quantityTimes: (quantity: string, unit: string) => `${quantity} × ${unit}`,
    linePeriod: (start: string, end: string) => `${start} – ${end}`,
    subtotal: "Importe antes de impuestos",
    tax: (rate: string) => `IVA (${rate})`,
    total: "Total",
    paid: "Pagado",
    balance: "Saldo pendiente",
    owedToYou: "A su favor",
    payments: "Pagos",
    noPayments: "Todavía no hay pagos.",
    paymentOn: (date: string, method: string) => `${date} · ${method}`,
    refunded: (amount: string, date: string) => `${amount} reembolsados el ${date}`,
    notes: "Notas",
    voided: "Esta factura está anulada",
    voidedText: (reason: string) => `El club la anuló: ${reason}`,
    downloadPdf: "Descargar PDF",
    payOnline: (amount: string) => `Pagar ${amount} en línea`,
    payUnavailable: "No se pudo abrir la página de pago",
  },

  /** How to pay an owed invoice where the club does not take payments online. */
  howToPay: {
    title: "Cómo pagar",
    bankTransfer: "Pague por transferencia a la cuenta del club, indicando la referencia:",
    accountHolder: "Titular de la cuenta",
    bankName: "Banco",
    accountNumber: "Número de cuenta",
    routingCode: "Código del banco",
    reference: "Referencia",
    askClub: (number: string) => `Póngase en contacto con el club para pagar la factura ${number}.`,
  },

  payment: {
    confirming: "Confirmando su pago",
    confirmingText: "Gracias. Estamos esperando la confirmación del proveedor de pagos: tarda unos segundos.",
    paid: "Pago recibido",
    paidText: (number: string) => `La factura ${number} está pagada. Gracias.`,
    slow: "Su pago aún no está confirmado",
    slowText:
      "La confirmación puede tardar unos minutos. No vuelva a pagar: la factura aparecerá como pagada en cuanto se registre el pago.",
    checkAgain: "Comprobar de nuevo",
    cancelled: "Pago cancelado",
    cancelledText: "No se ha pagado nada. Puede pagar esta factura más tarde.",
    close: "Cerrar",
  },
} satisfies typeof en;

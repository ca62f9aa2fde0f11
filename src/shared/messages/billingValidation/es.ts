import type en from "./en.ts";

export default {
  date: "Indique una fecha con el formato AAAA-MM-DD.",
  member: "Elija el socio al que se factura.",
  lines: {
    none: "Añada al menos una línea.",
    tooMany: (max: number) => `Una factura tiene como máximo ${max} líneas.`,
    kind: "Elija una cuota de membresía, una cuota de ingreso, un green fee o una línea propia.",
    membershipType: "Elija un tipo de membresía.",
    bookingPlayer: "Elija el green fee que se factura.",
    description: "Describa la línea.",
    descriptionTooLong: (max: number) => `La descripción de una línea tiene como máximo ${max} caracteres.`,
    quantity: (max: number) => `La cantidad es un número entero de 1 a ${max}.`,
    unitPrice:
      "El precio unitario es un importe en la unidad más pequeña de la moneda (céntimos), positivo o negativo.",
    lineTooLarge:
      "Cantidad × precio unitario es como máximo 10.000.000.000 en la unidad más pequeña de la moneda (céntimos).",
    periods: (max: number) => `Facture de 1 a ${max} periodos.`,
  },
  notesTooLong: (max: number) => `Las notas tienen como máximo ${max} caracteres.`,
  amount: "El importe es mayor que cero, en la unidad más pequeña de la moneda (céntimos).",
  method: "Elija transferencia bancaria, efectivo, tarjeta o Stripe.",
  referenceTooLong: (max: number) => `Una referencia tiene como máximo ${max} caracteres.`,
  reason: "Indique el motivo.",
  reasonTooLong: (max: number) => `Un motivo tiene como máximo ${max} caracteres.`,
  status: "Elija un estado: borrador, abierta, vencida, pagada, anulada o pendiente.",
  kind: "Elija facturas o notas de crédito.",
  sort: "Ordene por fecha de emisión, vencimiento, número, total o socio.",
  order: "Ordene de forma ascendente o descendente.",
  searchTooLong: (max: number) => `Una búsqueda tiene como máximo ${max} caracteres.`,
  /** Cuentas de socios (decisión 081). */
  accounts: {
    choose: "Elija el artículo o el cargo.",
    method: "Elija efectivo, transferencia o tarjeta.",
    noteTooLong: (max: number) => `Una nota tiene como máximo ${max} caracteres.`,
    quantity: (max: number) => `La cantidad es un número entero de 1 a ${max}.`,
    name: "Ponga nombre al artículo.",
    nameTooLong: (max: number) => `Un nombre tiene como máximo ${max} caracteres.`,
    chargeWhat: "Elija un artículo de la lista de precios, o indique una descripción y un importe.",
  },
  settings: {
    accountHolder: (max: number) => `El titular de la cuenta no puede tener más de ${max} caracteres.`,
    bankName: (max: number) => `El nombre del banco no puede tener más de ${max} caracteres.`,
    accountNumber: (max: number) => `El IBAN o número de cuenta no puede tener más de ${max} caracteres.`,
    routingCode: (max: number) => `El BIC o código bancario no puede tener más de ${max} caracteres.`,
    paymentInstructions: (max: number) =>
      `Las instrucciones de pago no pueden tener más de ${max} caracteres.`,
    taxNumber: (max: number) => `El número fiscal no puede tener más de ${max} caracteres.`,
    lateFeeType: "Elija un porcentaje del saldo o un importe fijo.",
    renewalInvoiceDays: {
      notNumber: "Los días antes de la renovación deben ser un número de días.",
      notWhole: "Los días antes de la renovación deben ser un número entero de días.",
      negative: "Los días antes de la renovación no pueden ser negativos.",
      tooHigh: "Los días antes de la renovación no pueden superar 365.",
    },
    reminderDays: {
      notNumber: "El recordatorio debe ser un número de días.",
      notWhole: "El recordatorio debe ser un número entero de días.",
      negative: "El recordatorio no puede ser negativo; 0 no envía ninguno.",
      tooHigh: "El recordatorio no puede enviarse más de 60 días antes del vencimiento.",
    },
  },
  sepa: {
    creditorId:
      "Introduzca un identificador de acreedor SEPA válido (p. ej. DE98ZZZ09999999999): sus dígitos de control no coinciden.",
    preNotificationDays: "La notificación previa es un número entero de días de 1 a 14.",
    painVersion: "Elija pain.008.001.08 o pain.008.001.02.",
    iban: "Introduzca un IBAN válido (p. ej. DE89 3704 0044 0532 0130 00): sus dígitos de control no coinciden.",
    bic: "Introduzca un BIC válido de 8 u 11 caracteres (p. ej. COBADEFFXXX) o deje el campo vacío.",
    accountHolder: "Introduzca el nombre del titular de la cuenta (70 caracteres como máximo).",
    reference: (max: number) =>
      `Una referencia de mandato tiene de 1 a ${max} caracteres: letras A–Z, dígitos, espacios y / - ? : ( ) . , ' +.`,
    consent: "Acepte el texto del mandato para firmarlo.",
    reasonCode:
      "Introduzca el código de motivo de devolución del banco, de cuatro caracteres (p. ej. AM04, MD06).",
    fee: "La comisión bancaria es cero o más, en céntimos.",
  },
  rangeReversed: "El final del periodo no puede ser anterior a su inicio.",
  journal: {
    account: "Indique el número de la cuenta (para QuickBooks, su nombre).",
    accountTooLong: (max: number) => `Una cuenta tiene como máximo ${max} caracteres.`,
    consultantNumber: "El número de asesor de DATEV (Beraternummer) es un número entero de 1001 a 9999999.",
    clientNumber: "El número de cliente de DATEV (Mandantennummer) es un número entero de 1 a 99999.",
    accountLength: "Las cuentas tienen de 4 a 8 dígitos.",
    chart: "Elija SKR 03, SKR 04 u otro plan de cuentas.",
    financialYearStartMonth: "Elija el mes en que empieza el ejercicio.",
    tooManyOverrides: (max: number) => `Como máximo ${max} cuentas propias.`,
    rate: "Un tipo impositivo es un porcentaje de 0 a 100.",
    format: "Elija DATEV, Xero o QuickBooks.",
    datevNumbers: "Indique primero para DATEV el número de asesor y el de cliente (ajustes del diario).",
    datevYear: (start: string) =>
      `Un archivo DATEV abarca un ejercicio: este periodo sobrepasa el ejercicio que empieza el ${start}.`,
    datevAccount: (account: string, digits: number) =>
      `Las cuentas de DATEV son números de como máximo ${digits + 1} dígitos: «${account}» no lo es. Cámbielo en los ajustes del diario.`,
  },
} satisfies typeof en;

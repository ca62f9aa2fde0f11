import type en from "./en.ts";

export default {
  denied:
    "No tiene permiso para gestionar la facturación. Solo pueden hacerlo los propietarios y administradores; los gestores pueden consultarla.",
  draft: "un borrador",
  memberUnknown: "Elija un socio de este club.",
  future: "La fecha no puede ser posterior a hoy.",
  periodBilled: (number: string) => `Este periodo de la membresía ya está facturado, en ${number}.`,
  /** The period an invoice bills already overlaps the one asked for (issue 34). */
  periodBilledFor: (number: string, start: string, end: string) =>
    `La factura ${number} ya factura la membresía del ${start} al ${end}: anúlela primero para volver a facturar este periodo.`,
  memberGone: (name: string) =>
    `${name} ya no es socio de este club: su ficha se acaba de eliminar. La factura no se ha guardado.`,
  lines: {
    typeUnknown: (code: string) => `No existe el tipo de membresía ${code}.`,
    currency: (type: string, typeCurrency: string, currency: string) =>
      `${type} tiene su precio en ${typeCurrency}, pero el club factura en ${currency}.`,
    noJoiningFee: (type: string) => `${type} no tiene cuota de ingreso.`,
    lifetimeOnce: (type: string) => `${type} es vitalicia: factúrela una sola vez.`,
    greenFeeUnknown: "Este green fee no es uno de los que se pueden facturar a este socio.",
    greenFeeTaken: "Un green fee de esta factura se ha incluido entretanto en otra factura: elija de nuevo.",
    greenFeeCurrency: (feeCurrency: string, currency: string) =>
      `Este green fee está en ${feeCurrency}, pero el club factura en ${currency}.`,
    negative: "Las líneas suman menos que nada: una factura no puede ser negativa.",
    totalTooLarge:
      "La factura suma más de 10.000.000.000 en la unidad más pequeña de la moneda (céntimos). Divídala en varias facturas.",
  },
  send: {
    draft: "Un borrador no se envía: emítalo primero.",
    noAddress: (name: string) => `${name} no tiene dirección de correo electrónico.`,
  },
  pdf: {
    draft: "Un borrador aún no tiene PDF: emítalo primero.",
  },
  lineText: {
    membership: (type: string, start: string, end: string) => `Membresía ${type}, del ${start} al ${end}`,
    membershipLifetime: (type: string, start: string) => `Membresía ${type}, vitalicia desde el ${start}`,
    joiningFee: (type: string) => `Cuota de ingreso, ${type}`,
    greenFee: (course: string, date: string, time: string, player: string) =>
      `Green fee, ${course}, ${date} ${time}: ${player}`,
    competitionEntry: (competition: string, date: string) =>
      `Inscripción en la competición: ${competition}, ${date}`,
    guest: (name: string) => `${name} (invitado)`,
  },
  notFound: {
    taxRate: "Tipo impositivo no encontrado",
    invoice: "Factura no encontrada",
    payment: "Pago no encontrado",
  },
  issue: {
    notDraft: (number: string) => `${number} ya se ha emitido: una factura emitida no se vuelve a emitir.`,
    notEditable: (number: string) =>
      `${number} ya se ha emitido: una factura emitida no se modifica. Abónela y vuelva a emitirla: una nota de abono por el importe total y una copia como nuevo borrador para corregir.`,
    notDeletable: (number: string) =>
      `${number} ya se ha emitido: una factura emitida no se elimina. Anúlela en su lugar.`,
  },
  payment: {
    draft: "Un borrador no se puede pagar: emítalo primero.",
    paid: (number: string) => `${number} está pagada por completo: no queda nada por pagar.`,
    void: (number: string) => `${number} está anulada: no se puede pagar.`,
    moreThanBalance: (amount: string, balance: string) =>
      `Un pago de ${amount} supera los ${balance} pendientes.`,
  },
  refund: {
    beforePayment: "Un reembolso no puede tener fecha anterior al pago que devuelve.",
    moreThanPaid: (amount: string, left: string) =>
      `Un reembolso de ${amount} supera los ${left} de este pago que aún no se han reembolsado.`,
  },
  creditNote: {
    line: (number: string) => `Abono de lo cobrado en ${number}, anulada`,
  },
  reissue: {
    draft: "Un borrador no se vuelve a emitir: edítelo.",
    creditNote: "Una nota de abono no se vuelve a emitir.",
    holdsMoney: (number: string, amount: string) =>
      `Se recibieron ${amount} en ${number} que no se han devuelto: reembólselos primero, o anule la factura (su nota de abono devuelve el dinero).`,
    line: (number: string) => `Abono total de la factura ${number}, emitida de nuevo en una factura nueva`,
  },
  lateFee: {
    line: (number: string) => `Recargo por demora de la factura ${number}`,
  },
  sepa: {
    bicCountry: "El BIC es de otro país que el IBAN.",
    noDirectDebit: "El club no cobra por adeudo directo.",
    mandateNotFound: "Mandato no encontrado",
    runNotFound: "Remesa de adeudos no encontrada",
    itemNotFound: "Esta factura no está en esa remesa de adeudos",
    noCreditorId:
      "Introduzca primero el identificador de acreedor SEPA del club en los ajustes de facturación.",
    noClubIban:
      "Introduzca primero el IBAN del club en los datos bancarios de los ajustes de facturación: los adeudos se abonan en él.",
    referenceTaken: (reference: string) =>
      `La referencia de mandato ${reference} ya está en uso en este club.`,
    mandateInForce: (name: string) =>
      `${name} ya tiene un mandato vigente: modifíquelo, o revóquelo antes de registrar uno nuevo.`,
    revoked: "Este mandato está revocado: registre uno nuevo.",
    revokedAlready: "Este mandato ya está revocado.",
    nothingToCollect:
      "No vence ninguna factura abierta en euros con un mandato activo: no hay nada que cobrar.",
    notPending: (number: string) => `El adeudo de ${number} ya fue devuelto o confirmado.`,
    returnedAlready: (number: string) => `El adeudo de ${number} ya está registrado como devuelto.`,
    settledAlready: "Esta remesa ya fue confirmada.",
    tooEarly: (date: string) => `La fecha de cobro es el ${date}: confirme la remesa ese día o después.`,
    feeLine: (number: string, reason: string) =>
      `Comisión bancaria del adeudo devuelto de ${number} (${reason})`,
    feeNotes: (number: string) => `Adeudo devuelto de la factura ${number}.`,
    returnsFile: {
      notXml:
        "No es un archivo XML: descargue el archivo camt.054 o pain.002 del banco desde su banca en línea.",
      notReturns: "Este archivo XML no es ni un aviso camt.054 ni un informe de estado pain.002.",
      doctype:
        "Este archivo declara un tipo de documento, algo que los archivos bancarios nunca hacen: no se lee.",
      tooLarge: (megabytes: number) => `El archivo supera los ${megabytes} MB.`,
    },
    returnReason: (reason: string, run: string) => `Adeudo devuelto por el banco (${reason}), remesa ${run}`,
  },
  void: {
    draft: "Un borrador no se anula: elimínelo.",
    already: (number: string) => `${number} ya está anulada.`,
  },
} satisfies typeof en;

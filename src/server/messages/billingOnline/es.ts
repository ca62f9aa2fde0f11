import type en from "./en.ts";

export default {
  denied: "Su rol no le permite pagar facturas en línea en este club.",
  line: (number: string, club: string) => `Factura ${number} — ${club}`,
  checkout: {
    notTaken: (club: string) =>
      `${club} no acepta pagos en línea. Pague esta factura por otro medio que el club acepte.`,
    creditNote: (number: string) =>
      `${number} es una nota de crédito: el club le debe este importe, así que no hay nada que pagar.`,
    draft: "Esta factura es un borrador: podrá pagarse cuando el club la haya emitido.",
    paid: (number: string) => `${number} está pagada por completo: no queda nada por pagar.`,
    void: (number: string) => `${number} está anulada: no se puede pagar.`,
    nothingOwed: (number: string) => `No se debe nada de ${number}.`,
    testKeyLiveMode:
      "El pago en línea no está disponible: la clave secreta de Stripe del club es una clave de prueba (sk_test_…), pero el modo de prueba está desactivado. El propietario del club debe guardar una clave real o activar el modo de prueba en la configuración de pagos del club.",
    liveKeyTestMode:
      "El pago en línea no está disponible: la clave secreta de Stripe del club es una clave real (sk_live_…), pero el modo de prueba está activado. El propietario del club debe guardar una clave de prueba o desactivar el modo de prueba en la configuración de pagos del club.",
    notStripeKey:
      "El pago en línea no está disponible: la clave secreta de Stripe guardada por el club no es válida (empieza por sk_test_, sk_live_, rk_test_ o rk_live_). El propietario del club debe guardarla de nuevo en la configuración de pagos del club.",
    unreadable:
      "El pago en línea no está disponible en este momento: no se pueden leer las claves de Stripe del club. El propietario del club debe guardarlas de nuevo en la configuración de pagos del club.",
    unreachable: "No se ha podido conectar con Stripe. Vuelva a intentarlo dentro de unos minutos.",
    keyRefused:
      "Stripe ha rechazado la clave secreta del club. El propietario del club debe revisar las claves de Stripe en la configuración de pagos del club.",
    refused: (reason: string) => `Stripe se ha negado a abrir la página de pago: «${reason}»`,
  },
  refund: {
    unreachable:
      "No se pudo contactar con Stripe, así que no se reembolsó nada. Vuelva a intentarlo en unos minutos.",
    keyRefused:
      "Stripe rechazó la clave secreta del club, así que no se reembolsó nada. El propietario del club debe revisar las claves de Stripe en los ajustes de pago del club.",
    refused: (reason: string) => `Stripe rechazó el reembolso, así que no se reembolsó nada: «${reason}»`,
  },
  unmatched: {
    notFound: "Este club no tiene ese pago.",
    done: "Este pago ya se ha resuelto.",
    noKey:
      "Clubhouse no puede reembolsar este pago en Stripe: la clave de Stripe del club no está guardada o Stripe no indicó el pago. Reembólselo en el panel de Stripe y márquelo como resuelto.",
  },
  webhook: {
    unknown: "Ningún club recibe eventos de Stripe en esta dirección.",
    noSecret:
      "Este club no tiene secreto del webhook de Stripe: guárdelo con las claves de Stripe del club antes de que Stripe envíe eventos aquí.",
    signatureMissing: "Falta la cabecera Stripe-Signature: la solicitud no procede de Stripe.",
    signatureExpired:
      "La marca de tiempo de la Stripe-Signature tiene más de 5 minutos: el evento se rechaza como posible repetición.",
    signatureFuture:
      "La marca de tiempo de la Stripe-Signature va más de un minuto por delante del reloj de este servidor: el evento se rechaza. Compruebe el reloj del servidor.",
    malformed:
      "El evento no es como Stripe lo escribe: amount_total debe ser un número entero de la unidad más pequeña de la moneda, de 1 a 10.000.000.000.",
    signatureInvalid:
      "La Stripe-Signature no coincide con el contenido ni con el secreto del webhook del club: la solicitud no procede de Stripe o se modificó por el camino.",
  },
} satisfies typeof en;

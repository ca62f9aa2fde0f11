import { localeHelpers } from "../../i18n/plural.ts";
import type { Limit } from "../../i18n/zod.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

const most = (limit: Limit) => (limit.exact ? "exactamente" : limit.inclusive ? "como máximo" : "menos de");
const least = (limit: Limit) => (limit.exact ? "exactamente" : limit.inclusive ? "al menos" : "más de");

export default {
  hiddenCharacters: "Elimine los caracteres de control invisibles de este texto.",
  email: "Introduzca un correo electrónico válido.",
  webAddress: "Introduzca una dirección web completa, por ejemplo https://example.com.",
  currency: "Use el código ISO 4217 de 3 letras de una moneda, por ejemplo EUR o USD.",
  sayWhatToChange: "Indique qué desea cambiar.",
  statusActiveOrInactive: "Elija el estado activo o inactivo.",
  /** Los filtros y exportaciones del registro de auditoría (incidencia 17). */
  auditLogs: {
    from: "Desde debe ser una fecha y hora con su desfase, como 2026-05-01T00:00:00Z.",
    to: "Hasta debe ser una fecha y hora con su desfase, como 2026-05-31T23:59:59Z.",
    user: "Elija un usuario de la lista.",
    table: "Elija una tabla de la lista.",
    action: "Elija la acción INSERT, UPDATE o DELETE.",
    eventType: "Elija el tipo de evento user_action, data_change, security o business.",
    sort: "Elija una columna de la lista para ordenar.",
    direction: "Ordene de forma ascendente (asc) o descendente (desc).",
    limit: (max: number) => `Muestre entre 1 y ${max} filas por página.`,
    offset: "El desplazamiento debe ser un número entero de 0 o más.",
    format: "Elija el formato CSV o JSON.",
    source: "Elija qué exportar: los cambios de datos (trail) o los eventos.",
  },
  oneLine: {
    clubName:
      "El nombre del club debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    tagline: "El eslogan debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    phone: "El teléfono debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    phoneNumber:
      "El número de teléfono debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    street: "La calle debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    city: "La ciudad debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    state: "La provincia debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    postalCode:
      "El código postal debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    country: "El país debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    sportName: "Un deporte debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    contactSport:
      "El deporte debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    contactName:
      "El nombre del contacto debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    senderName:
      "El nombre del remitente debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    invoiceTerms:
      "Las condiciones de factura debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    firstName: "El nombre debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    lastName:
      "Los apellidos deben ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    typeName:
      "El nombre del tipo de membresía debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    fieldLabel:
      "La etiqueta del campo debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    fieldChoice:
      "Una opción debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    householdName:
      "El nombre del hogar debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    priceClassName:
      "El nombre de la tarifa debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    courseName:
      "El nombre del campo debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    teeName:
      "El nombre de la barra debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    guestName:
      "El nombre del invitado debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    templateName:
      "El nombre de la plantilla debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    subject: "El asunto debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
    /** An account's full name. */
    name: "El nombre debe ser una sola línea: elimine los saltos de línea y los caracteres de control.",
  },
  tooLong: {
    clubName: (max: number) => `El nombre del club no puede tener más de ${max} caracteres.`,
    description: (max: number) => `La descripción no puede tener más de ${max} caracteres.`,
    tagline: (max: number) => `El eslogan no puede tener más de ${max} caracteres.`,
    phone: (max: number) => `El teléfono no puede tener más de ${max} caracteres.`,
    address: (max: number) => `La dirección no puede tener más de ${max} caracteres.`,
    street: (max: number) => `La calle no puede tener más de ${max} caracteres.`,
    city: (max: number) => `La ciudad no puede tener más de ${max} caracteres.`,
    state: (max: number) => `La provincia no puede tener más de ${max} caracteres.`,
    postalCode: (max: number) => `El código postal no puede tener más de ${max} caracteres.`,
    country: (max: number) => `El país no puede tener más de ${max} caracteres.`,
    sportName: (max: number) => `Un deporte no puede tener más de ${max} caracteres.`,
    contactSport: (max: number) => `El deporte no puede tener más de ${max} caracteres.`,
    contactName: (max: number) => `El nombre del contacto no puede tener más de ${max} caracteres.`,
    senderName: (max: number) => `El nombre del remitente no puede tener más de ${max} caracteres.`,
    signature: (max: number) => `La firma no puede tener más de ${max} caracteres.`,
    refundPolicy: (max: number) => `La política de reembolso no puede tener más de ${max} caracteres.`,
    invoiceTerms: (max: number) => `Las condiciones de pago no pueden tener más de ${max} caracteres.`,
    firstName: (max: number) => `El nombre no puede tener más de ${max} caracteres.`,
    lastName: (max: number) => `Los apellidos no pueden tener más de ${max} caracteres.`,
    phoneNumber: (max: number) => `El número de teléfono no puede tener más de ${max} caracteres.`,
    notes: (max: number) => `Las notas no pueden tener más de ${max} caracteres.`,
    note: (max: number) => `La nota no puede tener más de ${max} caracteres.`,
    typeName: (max: number) => `El nombre no puede tener más de ${max} caracteres.`,
    emailAddress: (max: number) => `El correo electrónico no puede tener más de ${max} caracteres.`,
    search: (max: number) => `La búsqueda no puede tener más de ${max} caracteres.`,
  },
  dateRange: (min: string, max: string) => `Indique una fecha entre ${min} y ${max}.`,
  dates: {
    dateOfBirth: {
      notText: "La fecha de nacimiento debe ser una fecha.",
      format: "La fecha de nacimiento debe ser una fecha con el formato AAAA-MM-DD.",
    },
    joinDate: {
      notText: "La fecha de alta debe ser una fecha.",
      format: "La fecha de alta debe ser una fecha con el formato AAAA-MM-DD.",
    },
    membershipStartDate: {
      notText: "La fecha de inicio de la membresía debe ser una fecha.",
      format: "La fecha de inicio de la membresía debe ser una fecha con el formato AAAA-MM-DD.",
    },
    membershipEndDate: {
      notText: "La fecha de fin de la membresía debe ser una fecha.",
      format: "La fecha de fin de la membresía debe ser una fecha con el formato AAAA-MM-DD.",
    },
    endsFrom: {
      notText: "La primera fecha de fin debe ser una fecha.",
      format: "La primera fecha de fin debe ser una fecha con el formato AAAA-MM-DD.",
    },
    endsTo: {
      notText: "La última fecha de fin debe ser una fecha.",
      format: "La última fecha de fin debe ser una fecha con el formato AAAA-MM-DD.",
    },
  },
  clubs: {
    clubNameRequired: "El nombre del club es obligatorio.",
    time: "Use una hora como 09:00 (formato de 24 horas).",
    openDayHours: "Un día de apertura necesita una hora de apertura anterior a la de cierre.",
    language: "Elija un idioma, por ejemplo es o es-MX.",
    dateFormat: "Elija DD/MM/YYYY, MM/DD/YYYY o YYYY-MM-DD.",
    timeFormat: "Elija el formato de 12 o de 24 horas.",
    firstDayOfWeek: "Elija domingo, lunes o sábado como primer día de la semana.",
    foundedYear: "Indique el año de fundación del club con cuatro cifras, por ejemplo 1898.",
    foundedYearInFuture: (year: number) =>
      `El año de fundación no puede ser posterior al año en curso (${year}).`,
    foundedYearTooEarly: "El año de fundación no puede ser anterior a 1500.",
    country: "Elija un país de la lista.",
    primaryColor: "Use un color como #0ea5e9.",
    logoUrl: "La dirección del logotipo debe ser una URL completa.",
    faviconUrl: "La dirección del favicon debe ser una URL completa.",
    emailTheme: "Elija Predeterminado, Moderno, Clásico o Minimalista.",
    theme: "Elija Claro, Oscuro o Automático.",
    customDomain: "Introduzca un dominio, por ejemplo mail.example.com.",
    goLiveStart: "Elija cómo empezar: today o dueNow.",
    billingCycle: "Elija mensual, trimestral o anual.",
    invoiceTermsRequired: "Las condiciones de pago son obligatorias, por ejemplo «Neto 30».",
    memberIdPrefix: "Use de 1 a 10 letras, dígitos o guiones, por ejemplo MB.",
    sportNeedsName: "Cada deporte necesita un nombre.",
    nameTheSport: "Indique el deporte.",
    tooManySports: (max: number) => `Indique como máximo ${max} deportes.`,
    tooManySportContacts: (max: number) => `Indique como máximo ${max} contactos por deporte.`,
    taxRate: {
      notNumber: "El tipo impositivo debe ser un número.",
      negative: "El tipo impositivo no puede ser negativo.",
      tooHigh: "El tipo impositivo no puede superar el 100\u00a0%.",
    },
    lateFee: {
      notNumber: "El recargo por demora debe ser un número.",
      negative: "El recargo por demora no puede ser negativo.",
      tooHigh: "El recargo por demora no puede superar el 100\u00a0%.",
    },
    gracePeriod: {
      notNumber: "El periodo de gracia debe ser un número de días.",
      notWhole: "El periodo de gracia debe ser un número entero de días.",
      negative: "El periodo de gracia no puede ser negativo.",
      tooHigh: "El periodo de gracia no puede superar los 365 días.",
    },
    lateFeeAmount: {
      notNumber: "El importe del recargo por demora debe ser un número.",
      negative: "El importe del recargo por demora no puede ser negativo.",
      tooHigh: "El importe del recargo por demora no puede superar 1.000.000.",
      decimals: (digits: number, currency: string) =>
        `El importe del recargo por demora puede tener como máximo ${digits} ${digits === 1 ? "decimal" : "decimales"} en ${currency}.`,
    },
  },
  timeZones: {
    choose: "Elija una zona horaria.",
    fromList: "Elija una zona horaria de la lista, por ejemplo Europe/Madrid.",
  },
  members: {
    membershipNumber: "Un número de socio tiene de 1 a 20 letras, dígitos o guiones, por ejemplo MB00042.",
    emailOrNames: "Indique un correo electrónico, o un nombre y unos apellidos.",
    chooseType: "Elija un tipo de membresía.",
    unknownMembershipStatus: "Estado de membresía desconocido.",
    unknownRole: "Rol desconocido.",
    unknownStatus: "Estado desconocido.",
    unknownSortField: "Campo de ordenación desconocido.",
    order: "El orden debe ser asc o desc.",
    action: "Elija una de las acciones renew, cancel, suspend, reinstate, approve o reject.",
    quiet: "quiet debe ser true o false.",
    dryRun: "dryRun debe ser true o false.",
    endsReversed: "La última fecha de fin no puede ser anterior a la primera.",
  },
  memberFields: {
    labelRequired: "Dé una etiqueta al campo.",
    labelTooLong: (max: number) => `La etiqueta de un campo puede tener como máximo ${max} caracteres.`,
    type: "Elija el tipo text, number, date, choice o yes_no.",
    choiceRequired: "Una opción no puede estar vacía.",
    choiceTooLong: (max: number) => `Una opción puede tener como máximo ${max} caracteres.`,
    choices: (max: number) => `Dé una lista de como máximo ${max} opciones.`,
    choicesTwice: "Cada opción puede aparecer una sola vez.",
    choicesNeeded: "Un campo de opciones necesita al menos una opción.",
    required: "required es true o false.",
    visibility: "Elija la visibilidad staff o members.",
    tooMany: (max: number) => `Un club tiene como máximo ${max} campos personalizados.`,
    unknownField: "Este club no tiene ese campo personalizado.",
    requiredValue: (label: string) => `${label} es obligatorio.`,
    notText: (label: string) => `${label} debe ser un texto.`,
    textTooLong: (label: string, max: number) => `${label} puede tener como máximo ${max} caracteres.`,
    notANumber: (label: string) => `${label} debe ser un número, como 12 o 4,5.`,
    notADate: (label: string) => `${label} debe ser una fecha AAAA-MM-DD, como 2026-05-31.`,
    notYesNo: (label: string) => `${label} debe ser sí o no.`,
    notAChoice: (label: string, choices: string) => `${label} debe ser una de sus opciones: ${choices}.`,
    filters: (max: number) => `Filtre por como máximo ${max} campos personalizados.`,
    filterForm:
      'Filtre los campos personalizados con un objeto JSON de ids de campo y valores: cf={"<id del campo>":"<valor>"}.',
    filterValue: (label: string) => `Dé un valor por el que filtrar ${label}.`,
  },
  households: {
    nameRequired: "Ponga un nombre al hogar.",
    nameTooLong: (max: number) => `El nombre de un hogar puede tener como máximo ${max} caracteres.`,
    limit: (max: number) => `Pida de 1 a ${max} hogares.`,
    payer: "payer es true o false.",
    memberIds: (max: number) => `Indique como máximo ${max} socios.`,
  },
  admins: {
    pageNotNumber: "La página debe ser un número.",
    pageStart: "Las páginas empiezan en 1.",
    pageSizeNotNumber: "El tamaño de página debe ser un número.",
    pageSize: "El tamaño de página es 25, 50 o 100.",
    role: "Elija el rol administrador o gestor.",
    sayWhatToChange: "Indique qué desea cambiar: el rol, el estado o ambos.",
  },
  membershipTypes: {
    taxRate: "Elija uno de los tipos activos del club, o el tipo predeterminado.",
    nameRequired: "El nombre es obligatorio.",
    billingPeriod: "Elija mensual, trimestral, anual o vitalicia.",
    price: {
      notNumber: "El precio debe ser un importe.",
      notWhole: "El precio debe expresarse en céntimos enteros.",
      negative: "El precio no puede ser negativo.",
      tooHigh: "El precio no puede superar 100.000.000.",
    },
    accountLimit: {
      notNumber: "El límite de la cuenta debe ser un importe.",
      notWhole: "El límite de la cuenta debe estar en céntimos enteros.",
      negative: "El límite de la cuenta no puede ser negativo.",
      tooHigh: "El límite de la cuenta es como máximo 100.000.000.",
    },
    joiningFee: {
      notNumber: "La cuota de inscripción debe ser un importe.",
      notWhole: "La cuota de inscripción debe expresarse en céntimos enteros.",
      negative: "La cuota de inscripción no puede ser negativa.",
      tooHigh: "La cuota de inscripción no puede superar 100.000.000.",
    },
    capacity: {
      notNumber: "La capacidad debe ser un número.",
      notWhole: "La capacidad debe ser un número entero.",
      tooLow: "La capacidad debe ser al menos 1, o dejarse vacía para no tener límite.",
      tooHigh: "La capacidad no puede superar 1.000.000.",
    },
    active: "«Activo» debe ser verdadero o falso.",
    bookingWindow: {
      notNumber: "La ventana de reserva debe ser un número de días.",
      notWhole: "La ventana de reserva debe ser un número entero de días.",
      negative: "La ventana de reserva no puede ser negativa.",
      tooHigh: "La ventana de reserva no puede superar los 365 días.",
    },
  },
  payments: {
    credentialName: "Use letras, dígitos y guiones bajos en los nombres de las credenciales.",
    credentialEmpty: "Una credencial no puede estar vacía.",
    credentialCount: "Indique entre 1 y 10 credenciales.",
  },
  me: {
    language:
      "Elija uno de los idiomas de Clubhouse: English (en), Deutsch (de), Français (fr) o Español (es).",
  },
  brandingImage: {
    missing: "Elija una imagen PNG, JPEG o WebP para subir.",
    tooMany: "Suba una sola imagen cada vez.",
    empty: "El archivo está vacío. Suba una imagen PNG, JPEG o WebP.",
    tooLarge: "El archivo supera los 2 MB. Suba una imagen de 2 MB como máximo.",
    svg: "No se aceptan imágenes SVG: suba una imagen PNG, JPEG o WebP.",
    wrongType: "Suba una imagen PNG, JPEG o WebP.",
    unreadable: "El archivo no es una imagen legible.",
    tooManyPixelsSized: (width: number, height: number) =>
      `La imagen mide ${width} × ${height} píxeles, más del límite de 16.777.216 píxeles (4096 × 4096). Suba una imagen más pequeña.`,
    tooManyPixels:
      "La imagen supera el límite de 16.777.216 píxeles (4096 × 4096). Suba una imagen más pequeña.",
  },
  /** Inviting members to sign in (decision 065). */
  signInInvitations: {
    filterOrMembers: "Indique el filtro o los miembros, no ambos.",
  },
  invitations: {
    role: "Elija el rol administrador, gestor o socio.",
    messageTooLong: (max: number) => `El mensaje no puede tener más de ${max} caracteres.`,
    status: "Elija un estado de la lista.",
    noToken: "El enlace de invitación no contiene ningún token.",
    notFound: "Invitación no encontrada",
    firstName: "Introduzca su nombre.",
    lastName: "Introduzca sus apellidos.",
    firstNameTooLong: (max: number) => `El nombre no puede tener más de ${max} caracteres.`,
    lastNameTooLong: (max: number) => `Los apellidos no pueden tener más de ${max} caracteres.`,
    passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    passwordTooLong: (max: number) => `La contraseña no puede tener más de ${max} caracteres.`,
  },
  auditEvents: {
    batchSize: (max: number) => `Envíe entre 1 y ${max} eventos a la vez.`,
    timestamp: "La hora del evento debe estar dentro del último día y no puede ser futura.",
    valueTooLarge: (kb: number) => `Este valor puede ocupar como máximo ${kb} KB.`,
    notObject: "Este valor debe ser un objeto.",
  },
  zod: {
    invalidType: (expected: string, received: string) =>
      `Entrada no válida (se esperaba: ${expected}; se recibió: ${received}).`,
    required: "Este campo es obligatorio.",
    types: {
      string: "texto",
      number: "número",
      boolean: "verdadero o falso",
      bigint: "entero",
      object: "objeto",
      array: "lista",
      date: "fecha",
      null: "vacío",
      nan: "valor no numérico",
    },
    invalidValue: (value: string) => `Valor no válido: se esperaba ${value}.`,
    invalidOption: (options: string) => `Opción no válida: elija una de ${options}.`,
    tooBig: {
      text: (limit: Limit) => `Introduzca ${most(limit)} ${limit.value} caracteres.`,
      items: (_origin: string, limit: Limit) => `Elija ${most(limit)} ${limit.value} elementos.`,
      value: (_origin: string, limit: Limit) =>
        limit.exact
          ? `El valor debe ser exactamente ${limit.value}.`
          : limit.inclusive
            ? `El valor no puede superar ${limit.value}.`
            : `El valor debe ser menor que ${limit.value}.`,
    },
    tooSmall: {
      text: (limit: Limit) => `Introduzca ${least(limit)} ${limit.value} caracteres.`,
      items: (_origin: string, limit: Limit) => `Elija ${least(limit)} ${limit.value} elementos.`,
      value: (_origin: string, limit: Limit) =>
        limit.exact
          ? `El valor debe ser exactamente ${limit.value}.`
          : limit.inclusive
            ? `El valor debe ser al menos ${limit.value}.`
            : `El valor debe ser mayor que ${limit.value}.`,
    },
    format: {
      email: "Correo electrónico no válido.",
      url: "URL no válida.",
      uuid: "Identificador UUID no válido.",
      date: "Fecha no válida.",
      datetime: "Fecha y hora no válidas.",
      time: "Hora no válida.",
      pattern: (pattern: string) => `Texto no válido: debe coincidir con el patrón ${pattern}.`,
      startsWith: (prefix: string) => `Texto no válido: debe empezar por «${prefix}».`,
      endsWith: (suffix: string) => `Texto no válido: debe terminar en «${suffix}».`,
      includes: (part: string) => `Texto no válido: debe contener «${part}».`,
      other: (format: string) => `Formato no válido (${format}).`,
    },
    notMultipleOf: (divisor: string) => `Número no válido: debe ser múltiplo de ${divisor}.`,
    unrecognizedKeys: (count: number, keys: string) =>
      `${plural(count, { one: "Campo desconocido", other: "Campos desconocidos" })}: ${keys}`,
    invalidKey: (origin: string) => `Clave no válida en ${origin}.`,
    invalidElement: (origin: string) => `Valor no válido en ${origin}.`,
    invalidDiscriminator: (options: string) => `Tipo no válido: se esperaba ${options}.`,
    ambiguous: "Entrada no válida: coincide más de una opción.",
    invalid: "Entrada no válida.",
  },
} satisfies typeof en;

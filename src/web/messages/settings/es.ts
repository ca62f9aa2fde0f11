import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");
const conjunction = new Intl.ListFormat("es", { type: "conjunction" });

/** "Perfil, Horario y Finanzas". */
const list = (names: string[]) => conjunction.format(names);
/** "la sección Perfil", "las secciones Perfil y Finanzas". */
const theSections = (names: string[]) =>
  plural(names.length, { one: `la sección ${list(names)}`, other: `las secciones ${list(names)}` });
/** "Sección Perfil guardada", "Secciones Perfil y Finanzas guardadas". */
const savedSections = (names: string[]) =>
  plural(names.length, {
    one: `Sección ${list(names)} guardada`,
    other: `Secciones ${list(names)} guardadas`,
  });

export default {
  title: "Configuración del club",
  loading: "Cargando la configuración del club...",
  loadFailed: "No se pudo cargar la configuración del club",
  noPermission: {
    title: "No tiene permiso para cambiar la configuración del club",
    text: (club: string, role: string) =>
      `Solo el propietario y los administradores del club pueden modificar su información. Su rol en ${club} es ${role}; pida a un administrador que haga los cambios necesarios.`,
  },

  sections: {
    profile: "Perfil",
    hours: "Horario",
    branding: "Imagen de marca",
    communication: "Comunicación",
    financial: "Finanzas",
    membership: "Membresía",
  },

  editor: {
    unsaved: "Cambios sin guardar",
    reset: "Restablecer",
    save: "Guardar",
    saved: "Configuración guardada",
    dismiss: "Cerrar",
    sectionsLabel: "Secciones de la configuración",
    needsAttention: "(requiere atención)",
    unsavedMark: "(sin guardar)",
    nothingSaved: (sections: string[]) =>
      `No se ha guardado nada. Revise los campos marcados en ${theSections(sections)}.`,
    refused: (saved: string[], refused: string[]) =>
      `${saved.length > 0 ? `${savedSections(saved)}. ` : ""}Revise los campos marcados en ${theSections(refused)}: no se han guardado.`,
    partlySaved: (saved: string[]) =>
      `${savedSections(saved)}; los demás cambios no se han guardado. Inténtelo de nuevo.`,
    notSaved: "Los cambios no se han guardado. Inténtelo de nuevo.",
    invalid: "Algunos campos no son válidos.",
  },

  leave: {
    title: "¿Salir sin guardar?",
    text: (sections: string[]) =>
      `${sections.length > 0 ? `Sus cambios en ${theSections(sections)} no se han guardado.` : "Sus cambios no se han guardado."} Si sale ahora, se perderán.`,
    stay: "Quedarse",
    leave: "Salir sin guardar",
  },

  profile: {
    club: {
      title: "Club",
      description: "Cómo se presenta su club a los socios y visitantes.",
      name: "Nombre del club",
      tagline: "Lema",
      descriptionField: "Descripción",
      counter: (count: number, max: number) => `${count}/${max} caracteres`,
      established: "Fundado en",
      establishedHelp: (year: number) =>
        `El año de fundación del club. Si se deja vacío, es el año en que se creó en Clubhouse (${year}).`,
    },
    contact: {
      title: "Datos de contacto",
      email: "Correo electrónico",
      phone: "Teléfono",
      website: "Sitio web",
      inParts: "Introducir la dirección por partes",
      inPartsHelp: "Calle, ciudad, provincia o estado, código postal y país, o una dirección en texto libre.",
      street: "Calle",
      city: "Ciudad",
      state: "Provincia o región",
      postalCode: "Código postal",
      country: "País",
      address: "Dirección",
    },
    region: {
      title: "Región y formatos",
      description: "Se usan para precios, reservas y fechas en todo el club.",
      currency: "Moneda",
      timeZone: "Zona horaria",
      timeZoneHelp: "Las horas de salida y el horario de apertura se rigen por esta zona.",
      noTimeZone: "Ninguna zona horaria coincide",
      language: "Idioma",
      noLanguage: "Ningún idioma coincide",
      languageUnavailable: (name: string, code: string) =>
        `${name} (${code}) — textos de Clubhouse no disponibles`,
      dateFormat: "Formato de fecha",
      timeFormat: "Formato de hora",
      firstDayOfWeek: "Primer día de la semana",
    },
    sports: {
      title: "Deportes",
      description: "Los deportes que se practican en el club y a quién consultar sobre cada uno.",
      available: "Deportes disponibles",
      availableHelp: "Elija uno de la lista o escriba un deporte y pulse Intro.",
    },
  },

  sportContacts: {
    title: "Contactos por deporte",
    none: "Aún no hay contactos.",
    shown: "Se muestran a los socios junto a cada deporte.",
    contact: (n: number) => `Contacto ${n}`,
    sport: "Deporte",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    sportOf: (n: number) => `Deporte del contacto ${n}`,
    nameOf: (n: number) => `Nombre del contacto ${n}`,
    emailOf: (n: number) => `Correo electrónico del contacto ${n}`,
    phoneOf: (n: number) => `Teléfono del contacto ${n}`,
    remove: (n: number) => `Eliminar el contacto ${n}`,
    add: "Añadir un contacto",
  },

  hours: {
    title: "Horario de apertura",
    description:
      "Cuándo está abierto el club, en su zona horaria. Las reservas se ofrecen dentro de este horario.",
    open: "Abierto",
    openOn: (day: string) => `Abierto el ${day}`,
    openingTime: "Apertura",
    closingTime: "Cierre",
    openingTimeOf: (day: string) => `Hora de apertura del ${day}`,
    closingTimeOf: (day: string) => `Hora de cierre del ${day}`,
    copyMonday: "Usar el horario del lunes en todos los días abiertos",
  },

  branding: {
    images: {
      title: "Logotipo y favicon",
      description: "Las imágenes subidas se aplican al instante; no esperan a que se guarde.",
    },
    colours: {
      title: "Colores y temas",
      description: "Se aplican a todas las páginas del club y a sus correos electrónicos.",
      primary: "Color principal",
      primaryHelp: "Un color hexadecimal, como #0ea5e9.",
      theme: "Tema del club",
      emailTheme: "Tema de los correos",
      emailThemeHelp: "El diseño de los correos electrónicos enviados a los socios.",
    },
    themes: {
      light: "Claro",
      dark: "Oscuro",
      auto: "Automático (según el sistema de cada visitante)",
    },
    emailThemes: {
      default: "Predeterminado",
      modern: "Moderno",
      classic: "Clásico",
      minimal: "Minimalista",
    },
    preview: {
      title: "Vista previa",
      button: "Reservar una salida",
      member: "Socio",
      active: "Activo",
      note: <T>(link: (text: string) => T): (string | T)[] => [
        "Los botones, las insignias y los ",
        link("enlaces"),
        " adoptan el color principal, con un texto que sigue siendo legible.",
      ],
    },
  },

  images: {
    logo: {
      label: "Logotipo",
      hint: "Se muestra en la cabecera y en los correos electrónicos. PNG, JPEG o WebP, 2 MB como máximo.",
      fileLabel: "Archivo de imagen del logotipo",
      upload: "Subir logotipo",
      replace: "Reemplazar logotipo",
      remove: "Quitar logotipo",
      uploaded: "Logotipo subido",
      removed: "Logotipo quitado",
      current: "Logotipo actual",
      pending: "Logotipo en proceso de subida",
      none: "Sin logotipo",
      uploading: "Subiendo el logotipo",
      removing: "Quitando el logotipo",
    },
    favicon: {
      label: "Favicon",
      hint: "El pequeño icono de la pestaña del navegador. Lo ideal es un PNG cuadrado; 2 MB como máximo.",
      fileLabel: "Archivo de imagen del favicon",
      upload: "Subir favicon",
      replace: "Reemplazar favicon",
      remove: "Quitar favicon",
      uploaded: "Favicon subido",
      removed: "Favicon quitado",
      current: "Favicon actual",
      pending: "Favicon en proceso de subida",
      none: "Sin favicon",
      uploading: "Subiendo el favicon",
      removing: "Quitando el favicon",
    },
  },

  communication: {
    messages: {
      title: "Mensajes",
      description: "Lo que el club envía a sus socios.",
      email: "Notificaciones por correo electrónico",
      emailHelp:
        "Confirmaciones de reserva, recordatorios de pago y avisos de impago por correo electrónico. Las facturas y las invitaciones se envían siempre.",
      sms: "Notificaciones por SMS",
      smsHelp: "Los SMS aún no están disponibles.",
      smsNotAvailable: "No disponible",
      newsletter: "Boletín",
      newsletterHelp: "Los socios pueden recibir el boletín del club (cada uno puede darse de baja).",
      reminders: "Recordatorios automáticos",
      remindersHelp: "Recordatorios de renovación de membresía y de pago enviados según lo programado.",
    },
    sender: {
      title: "Remitente",
      description: "Cómo aparecen los correos del club en la bandeja de entrada de los socios.",
      name: "Nombre del remitente predeterminado",
      namePlaceholder: "p. ej., Riverside Golf Club",
      email: "Correo del remitente predeterminado",
      emailHelp:
        "Las respuestas llegan aquí si no hay una dirección de respuesta. Una vez verificado el dominio del club, los correos se envían desde este nombre en ese dominio.",
      replyTo: "Correo de respuesta",
      replyToHelp: "Adónde llegan las respuestas de los socios.",
      signature: "Firma de los correos",
    },
    domain: {
      title: "Dominio de envío",
      description:
        "Envíe los correos del club desde su propio dominio, firmados con DKIM. Configure el dominio, publique sus tres registros DNS en su proveedor de DNS y después verifíquelos.",
      loading: "Cargando el dominio de envío…",
      none: "No hay ningún dominio de envío configurado: los correos del club se envían desde la dirección de Clubhouse, con el nombre de remitente del club.",
      domain: "Dominio",
      domainHelp: "Un dominio o subdominio del club, por ejemplo mail.example.com.",
      setup: "Configurar dominio",
      setUpToast: (domain: string) =>
        `${domain} está configurado. Publique sus registros y después verifíquelos.`,
      verified: "Dominio verificado",
      notVerified: "Sin verificar",
      signedByPostmark: "Clave DKIM creada y firmada por Postmark",
      recordsLabel: "Registros DNS que publicar",
      record: "Registro",
      details: "Host y valor",
      host: "Host",
      type: "Tipo",
      value: "Valor",
      zoneValue: "Para un archivo de zona",
      copyHost: (record: string) => `Copiar el host del registro ${record}`,
      copyValue: (record: string) => `Copiar el valor del registro ${record}`,
      copyZone: (record: string) => `Copiar el valor del registro ${record} para un archivo de zona`,
      copied: "Copiado",
      recordStatus: { pending: "Pendiente", verified: "Verificado", failed: "Fallido" },
      found: (value: string) => `Encontrado: ${value}`,
      lastChecked: (when: string) => `Última comprobación: ${when}`,
      verify: "Verificar",
      regenerate: "Regenerar registros",
      regenerateTitle: "¿Regenerar los registros DNS?",
      regenerateText:
        "Se crea una nueva clave DKIM: el registro DKIM publicado deja de coincidir, y el dominio debe publicarse y verificarse de nuevo.",
      remove: "Eliminar dominio",
      removeTitle: "¿Eliminar el dominio de envío?",
      removeText: (domain: string) =>
        `Los correos del club volverán a enviarse desde la dirección de Clubhouse, y se elimina la clave DKIM de ${domain}.`,
      cancel: "Cancelar",
      setupFailed: "Error al configurar el dominio",
      verificationFailed: "Error al verificar el dominio",
      verifiedTitle: "Dominio verificado",
      waitingTitle: "Aún sin verificar",
    },
  },

  financial: {
    taxRates: {
      title: "Tipos impositivos",
      description:
        "Cada línea de factura se factura a uno de estos tipos; las facturas muestran por tipo la base imponible y el impuesto. El tipo predeterminado se aplica donde un precio no nombra ninguno. Sin tipos, las facturas no llevan impuesto.",
      none: "Aún no hay tipos impositivos: las facturas no llevan impuesto.",
      add: "Añadir un tipo",
      edit: "Editar",
      editNamed: (name: string) => `Editar ${name}`,
      delete: "Eliminar",
      deleteNamed: (name: string) => `Eliminar ${name}`,
      addTitle: "Nuevo tipo impositivo",
      editTitle: (name: string) => `Editar ${name}`,
      name: "Nombre",
      nameHelp: "Como lo imprimen las facturas, p. ej. Tipo general, Tipo reducido.",
      kind: "Clase",
      standard: "Gravado a un porcentaje",
      exempt: "Exento",
      percent: "Tipo (%)",
      note: "Mención legal en las facturas",
      noteHelp: "Se imprime bajo el resumen, p. ej. Exento según el art. 20 de la Ley del IVA.",
      active: "Ofrecido para nuevas líneas",
      isDefault: "Tipo predeterminado",
      isDefaultHelp: "Se aplica donde un precio o una línea no nombra ningún tipo.",
      defaultBadge: "Predeterminado",
      inactiveBadge: "Inactivo",
      usedHelp: "En facturas emitidas: se puede desactivar, no eliminar.",
      save: "Guardar el tipo",
      saved: (name: string) => `${name} guardado.`,
      deleted: (name: string) => `${name} eliminado.`,
      confirmDelete: (name: string) =>
        `¿Eliminar ${name}? Los borradores que lo usan pasan al tipo predeterminado.`,
      loadFailed: "No se pudieron cargar los tipos impositivos.",
    },
    billing: {
      title: "Facturación",
      description: "Cómo se emiten las facturas y qué incluyen.",
      currency: "Moneda de facturación",
      cycle: "Ciclo de facturación",
      cycleHelp: "Con qué frecuencia se emiten las facturas de renovación.",
      terms: "Condiciones de pago",
      termsHelp: "p. ej., Net 30: el pago vence 30 días después de la fecha de la factura.",
      autoBilling: "Facturación automática",
      autoBillingHelp:
        "Emitir las facturas de renovación según lo programado, siguiendo el ciclo de facturación.",
      renewalDays: "Días antes de la renovación",
      renewalDaysHelp:
        "La factura de renovación de una membresía se emite estos días antes de que termine (con la facturación automática).",
      reminderDays: "Recordatorio antes del vencimiento",
      reminderDaysHelp:
        "Un recordatorio de pago sale estos días antes del vencimiento de una factura; 0 para ninguno.",
      days: "días",
      refundPolicy: "Política de reembolso",
    },
    lateFee: {
      title: "Recargo por demora",
      description:
        "Se añade una sola vez a una factura que sigue impagada tras su vencimiento y el periodo de gracia.",
      type: "Cobrar el recargo por demora como",
      percentage: "Porcentaje del saldo",
      percentageHelp: "Depende de lo que aún se debe en la factura.",
      fixed: "Importe fijo",
      fixedHelp: "El mismo importe en cada factura vencida.",
      rate: "Recargo por demora (%)",
      rateHelp: "Porcentaje del saldo que se añade cuando una factura está vencida.",
      fixedAmount: "Recargo por demora fijo",
      noAmount: "Sin definir",
      fixedWhere: (section: string) =>
        `El importe se configura en la sección ${section}, junto con el periodo de gracia.`,
      changeFixed: (section: string) => `Cambiar el importe en ${section} →`,
    },
    invoice: {
      title: "Datos de pago en las facturas",
      description: "Se imprimen en cada factura para que los socios sepan cómo pagar por transferencia.",
      accountHolder: "Titular de la cuenta",
      bankName: "Nombre del banco",
      accountNumber: "IBAN o número de cuenta",
      accountNumberHelp: "El IBAN o el número de cuenta que indique su banco.",
      routingCode: "BIC / SWIFT o código bancario",
      routingCodeHelp: "O el sort code o routing number que indique su banco.",
      instructions: "Instrucciones de pago",
      instructionsHelp:
        "Se imprimen bajo los datos bancarios, p. ej., «Indique el número de factura como referencia».",
      taxNumber: "NIF o número de IVA",
      taxNumberHelp: "El número de identificación fiscal del club, impreso en cada factura.",
    },
    /** SEPA direct debit (decision 077). */
    sepa: {
      title: "Adeudo directo SEPA",
      description:
        "Cobre las facturas en euros de los socios de su cuenta con su mandato. Los adeudos se abonan en el IBAN de los datos bancarios de arriba.",
      creditorId: "Identificador de acreedor",
      creditorIdHelp: "El identificador de acreedor SEPA de su club, p. ej. ES59ZZZX1234567A.",
      preNotificationDays: "Notificación previa",
      preNotificationDaysHelp:
        "Se avisa a los socios estos días antes de cada cobro: 14 por defecto, 1 como mínimo.",
      painVersion: "Formato del fichero",
      painVersionHelp: "pain.008.001.08 para los bancos actuales; pain.008.001.02 para los que aún lo piden.",
      chargeReturnFee: "Repercutir al socio la comisión bancaria de un adeudo devuelto",
      chargeReturnFeeHelp: "La comisión va en una factura propia.",
    },
    accounts: {
      title: "Cuentas de socios",
      description: "Lo que el club toma de las cuentas prepago de los socios en lugar de facturarlo.",
      competitionEntries: "Inscripciones en competiciones desde la cuenta",
      competitionEntriesHelp:
        "La cuota de inscripción se toma de la cuenta del socio al inscribirse y se devuelve si se retira antes del cierre de inscripciones. Las inscripciones que la cuenta no cubre se rechazan.",
      greenFees: "Green fees desde la cuenta",
      greenFeesHelp:
        "El green fee del socio, y los de sus invitados, se toman de su cuenta al reservar y se devuelven si se cancela. Las reservas que la cuenta no cubre se rechazan.",
      autoTopUp: "Recarga automática con tarjeta guardada",
      autoTopUpHelp:
        "Los socios pueden guardar una tarjeta en Stripe que recarga su cuenta con el importe que elijan cuando el saldo baja de su umbral. Requiere Stripe.",
    },
    payments: {
      title: "Pagos",
      description: "Cómo pueden pagar los socios.",
      methods: "Métodos de pago",
      gateway: "Pasarela de pago",
      gatewayOwnerOnly: "Solo el propietario del club puede cambiar la pasarela de pago.",
      testMode: "Modo de prueba",
      testModeHelp: "Los pagos pasan por el entorno de prueba de la pasarela; no se mueve dinero real.",
      /** A payment method ticked but not set up (issue 34). */
      stripeNotSetUp:
        "Stripe está marcado, pero sus claves aún no están guardadas: los socios no pueden pagar en línea hasta que el propietario las añada en Credenciales de pago.",
      bankNotSetUp:
        "La transferencia bancaria está marcada, pero el número de cuenta en Datos de pago en las facturas está vacío: los socios no saben dónde pagar.",
    },
    methods: {
      stripe: "Stripe (pago con tarjeta en línea)",
      bank_transfer: "Transferencia bancaria",
      cash: "Efectivo",
      card: "Tarjeta en recepción",
    },
  },

  credentials: {
    title: "Credenciales de pago",
    description:
      "Sus claves de Stripe, guardadas cifradas. Solo el propietario del club ve este panel; las claves no vuelven a mostrarse completas.",
    loading: "Cargando las credenciales de pago",
    stored: "Claves guardadas",
    noneStored: "No hay claves guardadas",
    lastChanged: (when: string) => `Último cambio: ${when}`,
    storedKeys: "Claves guardadas",
    loadFailed: "No se pudieron cargar las claves guardadas.",
    replaceHint: "Introduzca claves nuevas para reemplazar las guardadas.",
    enterHint: "Introduzca las claves de su panel de Stripe.",
    fields: {
      publishableKey: "Clave publicable",
      secretKey: "Clave secreta",
      webhookSecret: "Secreto del webhook",
    },
    required: {
      publishableKey: "Introduzca la clave publicable.",
      secretKey: "Introduzca la clave secreta.",
    },
    store: "Guardar credenciales",
    storedToast: "Credenciales de pago guardadas",
    remove: "Eliminar credenciales",
    removedToast: "Credenciales de pago eliminadas",
    confirmTitle: "¿Eliminar las credenciales de pago?",
    confirmText: "El club no podrá cobrar con tarjeta a través de Stripe hasta que se guarden claves nuevas.",
    keep: "Conservarlas",
    confirmRemove: "Eliminar",
    webhook: {
      title: "Webhook de Stripe",
      help: "En su panel de Stripe (Desarrolladores → Webhooks), añada un endpoint con esta dirección que envíe los eventos indicados abajo. Después guarde aquí su secreto de firma (whsec_…) como secreto del webhook.",
      address: "URL del endpoint",
      copy: "Copiar",
      copied: "Copiado",
      events: "Eventos que enviar",
      required:
        "El secreto del webhook es imprescindible para los pagos en línea: sin él, el club no puede comprobar que un pago viene de Stripe, por lo que los pagos no se registran y las facturas siguen pendientes.",
      secretHelp: "Imprescindible para que se registren los pagos en línea.",
      missing: "No hay ningún secreto de webhook guardado",
      missingText:
        "Los pagos en línea de los socios no se registran hasta que guarde el secreto de firma del webhook de Stripe que se describe abajo.",
    },
  },

  membership: {
    applications: {
      title: "Solicitudes",
      description: "Qué ocurre cuando alguien solicita unirse.",
      autoApprove: "Aprobar solicitudes automáticamente",
      autoApproveHelp:
        "Las nuevas solicitudes pasan a ser socios activos al instante, sin esperar aprobación.",
      requirePayment: "Exigir el pago al registrarse",
      requirePaymentHelp: "El solicitante paga la primera factura antes de que empiece la membresía.",
    },
    types: {
      title: "Tipos de membresía",
      description: "Las membresías que ofrece el club, con sus precios, periodos y plazas.",
      manage: "Gestionar tipos de membresía →",
    },
    fields: {
      title: "Campos de miembro personalizados",
      description:
        "Datos que el club guarda de cada miembro además de los estándar: texto, números, fechas, opciones, sí/no.",
      manage: "Gestionar los campos personalizados →",
    },
    numbers: {
      title: "Números y renovaciones",
      prefix: "Prefijo del número de socio",
      prefixExample: (first: string, second: string) => `Los nuevos socios se numeran ${first}, ${second}, …`,
      prefixRule: "De 1 a 10 letras, dígitos o guiones.",
      grace: "Periodo de gracia (días)",
      graceHelp: "Días que una membresía vencida sigue siendo utilizable antes de caducar.",
      days: "días",
      lateFee: "Importe del recargo por demora",
      lateFeeHelp: (section: string) =>
        `Se cobra en una factura vencida cuando la sección ${section} prevé un recargo fijo.`,
    },
  },

  deleteClub: {
    title: "Zona de peligro",
    description: "Eliminar el club borra para siempre sus socios, reservas, facturas y configuración.",
    ownerOnly: "Solo el propietario puede eliminar el club. Esta acción no se puede deshacer.",
    open: "Eliminar club",
    confirmTitle: (club: string) => `¿Eliminar ${club}?`,
    warning: "El club y todo su contenido se eliminarán para siempre.",
    typeName: "Para confirmar, escriba el nombre del club:",
    field: "Nombre del club, para confirmar",
    cancel: "Cancelar",
    confirm: "Eliminar este club",
    mismatch: "El nombre del club no coincide",
    deleted: "Club eliminado",
  },
} satisfies typeof en;

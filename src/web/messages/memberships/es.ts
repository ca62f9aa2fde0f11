import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("es");

/** A status's label inside a sentence: "Grace period" → "grace period". */
const inSentence = (label: string) => `${label}`.toLocaleLowerCase("es");

export default {
  screen: {
    title: "Membresías",
    intro: (club: string) =>
      `Quién tiene qué membresía de ${club} y hasta cuándo; y las solicitudes pendientes de decisión.`,
    newApplication: "Nueva solicitud",
    tabsLabel: "Membresías y solicitudes",
    membershipsTab: "Membresías",
    applicationsTab: "Solicitudes",
    applicationsTabCount: (waiting: number) => `Solicitudes (${number(waiting)})`,
    approvedAutomatically: "Solicitud aprobada automáticamente",
    recorded: "Solicitud registrada",
    invoiced: (number: string) => `Factura de ingreso ${number} emitida y enviada al solicitante`,
    applicationForm: {
      title: "Nueva solicitud",
      submit: "Registrar solicitud",
      unknownRule:
        "Salvo que el club apruebe las solicitudes automáticamente, la solicitud queda en espera hasta que se apruebe o se rechace.",
      autoApprove: "El club aprueba las solicitudes automáticamente: la membresía empieza hoy.",
      queue: "La solicitud queda en espera hasta que se apruebe o se rechace.",
    },
  },

  list: {
    loadFailed: "No se pudieron cargar las membresías",
    loading: "Cargando membresías...",
    noMatch: "Ninguna membresía coincide",
    empty: "Todavía no hay membresías",
    clearFilters: "Borrar filtros",
    label: "Membresías",
    columns: {
      member: "Socio",
      number: "Número",
      type: "Tipo",
      start: "Inicio",
      end: "Fin",
      status: "Estado",
      actions: "Acciones",
    },
    waitingForApproval: "Pendiente de aprobación",
    periodNoEnd: (start: string) => `${start} – sin fin`,
    inactiveType: (name: string) => `${name} (inactivo)`,
    noun: (total: number) => plural(total, { one: "membresía", other: "membresías" }),
    searchPlaceholder: "Nombre, correo electrónico o número",
    statusFilter: "Estado de la membresía",
    allStatuses: "Todos los estados",
    typeFilter: "Tipo de membresía",
    allTypes: "Todos los tipos",
    sortBy: "Ordenar por",
    sortOptions: {
      membershipEndDate: {
        asc: "Fecha de fin, la más próxima primero",
        desc: "Fecha de fin, la más lejana primero",
      },
      name: { asc: "Socio, de la A a la Z", desc: "Socio, de la Z a la A" },
      membershipNumber: { asc: "Número, ascendente", desc: "Número, descendente" },
    },
  },

  applications: {
    autoApproveOn:
      "La aprobación automática está activada: una nueva solicitud se convierte al instante en una membresía activa.",
    autoApproveOff: "La aprobación automática está desactivada: cada solicitud espera aquí una decisión.",
    changeSettings: "Cambiar en la configuración de membresías",
    loadFailed: "No se pudieron cargar las solicitudes",
    loading: "Cargando solicitudes...",
    empty: "No hay solicitudes pendientes",
    emptyText:
      "Registre una solicitud cuando alguien quiera hacerse socio; esperará aquí hasta que usted la apruebe o la rechace.",
    newApplication: "Nueva solicitud",
    label: "Solicitudes",
    columns: {
      applicant: "Solicitante",
      email: "Correo electrónico",
      type: "Tipo de membresía",
      applied: "Fecha de solicitud",
      decision: "Decisión",
    },
    typeAndDay: (type: string, day: string) => `${type} · solicitada el ${day}`,
    noun: (total: number) => plural(total, { one: "solicitud", other: "solicitudes" }),
  },

  actions: {
    labels: {
      renew: "Renovar",
      suspend: "Suspender",
      cancel: "Cancelar membresía",
      reinstate: "Reactivar",
      approve: "Aprobar",
      reject: "Rechazar",
    },
    menu: (name: string) => `Acciones de la membresía de ${name}`,
    button: (action: string, name: string) => `${action}: ${name}`,
    ask: {
      suspend: {
        title: (name: string) => `¿Suspender la membresía de ${name}?`,
        text: "La membresía queda en pausa hasta que se reactive. Su tipo y sus fechas no cambian.",
        confirm: "Suspender membresía",
        keep: "Mantener activa",
        note: "Nota (opcional)",
      },
      cancel: {
        title: (name: string) => `¿Cancelar la membresía de ${name}?`,
        text: "La membresía termina. Puede renovarse más adelante, lo que inicia un nuevo periodo.",
        confirm: "Cancelar membresía",
        keep: "Mantener membresía",
        note: "Nota (opcional)",
      },
      reject: {
        title: (name: string) => `¿Rechazar la solicitud de ${name}?`,
        text: "La solicitud sale de la cola; el registro se conserva, con su membresía cancelada.",
        confirm: "Rechazar solicitud",
        keep: "Mantener solicitud",
        note: "Motivo (opcional)",
      },
    },
    noteHint: "Se guarda en el historial de la membresía.",
    done: {
      renewedUntil: (name: string, type: string, until: string) =>
        `Membresía de ${name} renovada (${type}) hasta el ${until}`,
      renewedNoEnd: (name: string, type: string) => `Membresía de ${name} renovada (${type}), sin fin`,
      suspended: (name: string) => `La membresía de ${name} está suspendida`,
      cancelled: (name: string) => `La membresía de ${name} está cancelada`,
      activeAgain: (name: string) => `La membresía de ${name} vuelve a estar activa`,
      reinstated: (name: string, status: string) =>
        `La membresía de ${name} se ha reactivado: ${inSentence(status)}`,
      approved: (name: string) => `Solicitud de ${name} aprobada`,
      rejected: (name: string) => `Solicitud de ${name} rechazada`,
    },
  },

  renew: {
    title: (name: string) => `Renovar la membresía de ${name}`,
    current: "Membresía actual",
    type: "Tipo de membresía",
    chooseType: "Elija un tipo",
    loadingTypes: "Cargando tipos…",
    typeRequired: "Elija un tipo de membresía.",
    newPeriod: "Nuevo periodo",
    typeChanges: (from: string, to: string) => `El tipo cambia de ${from} a ${to}.`,
    full: (type: string, taken: number, capacity: number) =>
      `${type} está completo (${number(taken)} de ${plural(capacity, { one: "# plaza ocupada", other: "# plazas ocupadas" })}): la renovación se rechazará hasta que quede una plaza libre.`,
    choosePrompt: "Elija un tipo para ver el periodo.",
    note: "Nota (opcional)",
    cancel: "Cancelar",
    submit: "Renovar membresía",
  },

  period: {
    range: (start: string, end: string) => `${start} – ${end}`,
    noEnd: (start: string) => `Desde el ${start}, sin fin`,
  },

  billingPeriods: {
    monthly: "Mensual",
    quarterly: "Trimestral",
    annual: "Anual",
    lifetime: "Vitalicio",
  },
  pricePer: {
    monthly: (price: string) => `${price} al mes`,
    quarterly: (price: string) => `${price} al trimestre`,
    annual: (price: string) => `${price} al año`,
    lifetime: (price: string) => `${price}, pago único`,
  },

  fields: {
    title: "Campos de miembro personalizados",
    noPermissionTitle: "No tiene permiso para gestionar los campos de miembro personalizados",
    noPermissionText: (club: string, role: string) =>
      `Solo el propietario y los admins del club pueden añadir y cambiar campos personalizados. Su rol en ${club} es ${role}.`,
    back: "Ajustes de membresía",
    intro: (club: string, max: number) =>
      `Lo que ${club} guarda en la ficha de cada miembro además de los datos estándar, como un hándicap o un número de taquilla. Como máximo ${max} campos.`,
    newField: "Nuevo campo",
    label: "Campos de miembro personalizados",
    empty: "Aún no hay campos personalizados.",
    loadFailed: "No se pudieron cargar los campos personalizados",
    loading: "Cargando campos personalizados...",
    columns: { label: "Etiqueta", type: "Tipo", visibility: "Visible para", actions: "Acciones" },
    types: { text: "Texto", number: "Número", date: "Fecha", choice: "Opciones", yes_no: "Sí/no" },
    visibility: { staff: "Solo el personal", members: "El personal y el miembro" },
    required: "Obligatorio",
    menu: (label: string) => `Acciones para ${label}`,
    edit: "Editar",
    moveUp: "Subir",
    moveDown: "Bajar",
    delete: "Eliminar",
    deleteTitle: (label: string) => `¿Eliminar el campo ${label}?`,
    deleteText: (label: string) =>
      `Se elimina el campo ${label} y el valor de cada miembro. No se puede deshacer.`,
    deleted: (label: string) => `${label} eliminado`,
    form: {
      newTitle: "Nuevo campo personalizado",
      editTitle: (label: string) => `Editar ${label}`,
      label: "Etiqueta",
      labelHelp: "Tal como lo muestran el formulario y la ficha del miembro, en el idioma del club.",
      type: "Tipo",
      typeFixed: "El tipo de un campo no se puede cambiar una vez creado.",
      choices: "Opciones",
      choicesHelp: "Una opción por línea.",
      required: "Obligatorio",
      requiredHelp: "El personal lo rellena al añadir un miembro o cambiar una ficha.",
      visibility: "Visible para",
      added: (label: string) => `${label} añadido`,
      saved: (label: string) => `${label} guardado`,
      save: "Guardar",
      cancel: "Cancelar",
    },
  },
  types: {
    title: "Tipos de membresía",
    noPermissionTitle: "No tiene permiso para gestionar los tipos de membresía",
    noPermissionText: (club: string, role: string) =>
      `Solo el propietario y los administradores del club pueden crear y modificar tipos de membresía. Su rol en ${club} es: ${role}.`,
    back: "Configuración de membresías",
    intro: (club: string) =>
      `Cuánto cuesta cada membresía de ${club}, cuánto dura un periodo y cuántas plazas tiene.`,
    newType: "Nuevo tipo de membresía",
    joinPage: (link: string) => `Las solicitudes en línea se hacen en la página de ingreso del club: ${link}`,
    joinPageNone:
      "Active «Ofrecido para unirse en línea» en un tipo para abrir la página pública de ingreso del club.",
    online: "En línea",
    loadFailed: "No se pudieron cargar los tipos de membresía",
    loading: "Cargando tipos de membresía...",
    label: "Tipos de membresía",
    menu: (name: string) => `Acciones de ${name}`,
    edit: "Editar",
    deactivate: "Desactivar",
    activate: "Activar",
    columns: {
      name: "Nombre",
      billingPeriod: "Periodo de facturación",
      price: "Precio",
      joiningFee: "Cuota de inscripción",
      capacity: "Socios / plazas",
      bookingWindow: "Antelación de reserva",
      status: "Estado",
      actions: "Acciones",
    },
    codeHint: "El código que usan los archivos CSV",
    joiningFee: (fee: string) => `cuota de inscripción ${fee}`,
    booksAhead: (window: string) => `reserva con ${window} de antelación`,
    capacity: (members: number, capacity: number | null) =>
      capacity === null
        ? plural(members, { one: "# socio, sin límite", other: "# socios, sin límite" })
        : `${number(members)} / ${plural(capacity, { one: "# socio", other: "# socios" })}`,
    full: (capacity: string) => `${capacity} (completo)`,
    clubsRule: "Regla del club",
    days: (days: number) => plural(days, { one: "# día", other: "# días" }),
    activeAgain: (name: string) => `${name} vuelve a estar activo`,
    deactivated: (name: string) => `${name} está desactivado`,
    deactivateTitle: (name: string) => `¿Desactivar ${name}?`,
    activateTitle: (name: string) => `¿Activar ${name}?`,
    deactivateText: (name: string) =>
      `Los socios que tienen ${name} lo conservan, pero los nuevos socios no pueden elegirlo y las renovaciones pasan a otro tipo. Puede volver a activarlo en cualquier momento.`,
    activateText: (name: string) => `Los nuevos socios y las renovaciones pueden volver a elegir ${name}.`,
  },

  typeForm: {
    taxRate: "Tipo impositivo",
    taxRateHint: "El tipo de su cuota y de su cuota de entrada en las facturas.",
    taxRateDefault: (rate: string) => `Tipo predeterminado (${rate})`,
    taxRateNone: "Tipo predeterminado (aún ninguno)",
    newTitle: "Nuevo tipo de membresía",
    editTitle: (name: string) => `Editar ${name}`,
    name: "Nombre",
    description: "Descripción (opcional)",
    billingPeriod: "Periodo de facturación",
    choosePeriod: "Elija un periodo",
    billingPeriodHint: "Cuánto dura un periodo antes de renovarse.",
    currency: "Moneda",
    price: "Precio",
    priceHint: "Por periodo.",
    joiningFee: "Cuota de inscripción (opcional)",
    joiningFeeHint: "Se paga una sola vez, al inscribirse. Déjelo vacío si no hay.",
    accountLimit: "Límite de la cuenta bajo cero (opcional)",
    accountLimitHint:
      "Hasta dónde puede bajar de cero la cuenta de un socio al cargarla. Vacío: no baja de cero.",
    capacity: "Plazas (opcional)",
    capacityHint: "Máximo de socios a la vez. Déjelo vacío para no limitar.",
    bookingWindow: "Antelación de reserva de golf (días, opcional)",
    bookingWindowHint:
      "Con cuántos días de antelación pueden reservar sus socios. Déjelo vacío para aplicar la regla del club.",
    offeredOnline: "Ofrecido para unirse en línea",
    offeredOnlineHint: "Los interesados pueden solicitarlo en la página pública de ingreso del club.",
    cancel: "Cancelar",
    save: "Guardar cambios",
    add: "Añadir tipo de membresía",
    saved: (name: string) => `${name} guardado`,
    added: (name: string) => `${name} añadido`,
  },
} satisfies typeof en;

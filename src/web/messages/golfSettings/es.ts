import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  title: "Configuración de golf",
  intro: (club: string) => `Los recorridos, la hoja de salidas y las normas de reserva de ${club}.`,
  noPermission: {
    title: "No tiene permiso para cambiar la configuración de golf",
    text: (club: string, role: string) =>
      `Solo el propietario y los administradores del club pueden cambiar los recorridos y las normas de reserva. Su rol en ${club} es ${role}; pida a un administrador que haga el cambio si es necesario.`,
  },
  tabs: {
    label: "Secciones de la configuración de golf",
    rules: "Normas de reserva",
    courses: "Recorridos",
    blocks: "Bloqueos",
    unsavedMark: "(sin guardar)",
  },
  units: {
    days: "días",
    hours: "horas",
  },

  rules: {
    loading: "Cargando las normas de reserva...",
    loadFailed: "No se pudieron cargar las normas de reserva",
    unsaved: "Cambios sin guardar",
    reset: "Restablecer",
    save: "Guardar",
    saved: "Normas de reserva guardadas",
    invalid: "No se guardó nada. Revise los campos marcados abajo.",
    booking: {
      title: "Reserva",
      description: "Cuándo pueden reservar los socios y a quién pueden traer.",
    },
    windowDays: "Ventana de reserva de los socios",
    windowDaysHelp:
      "Con cuántos días de antelación pueden reservar los socios. La ventana propia de un tipo de membresía tiene prioridad.",
    windowOpensAt: "Hora de apertura de la ventana",
    windowOpensAtHelp: (zone: string) =>
      `Cada día se abre un nuevo día para reservar a esta hora, en la zona horaria del club (${zone}).`,
    guestAllowance: "Invitados por reserva",
    guestAllowanceHelp: "Cuántos invitados puede traer un socio en una reserva (de 0 a 3).",
    cutoff: "Plazo de cancelación",
    cutoffHelp:
      "Los socios no pueden cancelar con menos de estas horas de antelación a su hora de salida. El personal sí puede.",
    fees: {
      title: "Tarifas de green fee",
      description: (currency: string) =>
        `Cada reserva registra el green fee de sus jugadores en el momento de hacerla, en la moneda del club (${currency}).`,
      member: "Green fee de los socios",
      memberHelp: "Por socio y vuelta.",
      guest: "Green fee de los invitados",
      guestHelp: "Por invitado y vuelta.",
    },
    sheet: {
      title: "Hoja de salidas",
      showNames: "Los socios ven los nombres de los demás",
      showNamesHelp:
        "Si está desactivado, los socios ven a los demás jugadores de la hoja de salidas como «Socio». El personal siempre ve los nombres.",
    },
    noShow: {
      title: "Ausencias",
      rule: "Norma de ausencias",
      ruleHelp:
        "Los socios que no se presentan a sus horas de salida pierden durante un tiempo el derecho a reservar.",
      limit: "Ausencias en 90 días",
      limitHelp: "Tras este número de ausencias...",
      suspension: "Días sin reservar",
      suspensionHelp: "... el socio no puede reservar durante estos días.",
      summary: (limit: number, days: number) =>
        `Tras ${plural(limit, { one: "# ausencia", other: "# ausencias" })} en 90 días, un socio no puede reservar durante ${plural(days, { one: "# día", other: "# días" })}.`,
    },
    waitlist: {
      title: "Lista de espera",
      label: "Cuando se libera una plaza en una hora de salida",
      book: "Reservar en el acto para el primer grupo en espera",
      bookHelp: "El grupo queda reservado y recibe un correo electrónico.",
      offer: "Ofrecer la plaza durante 30 minutos",
      offerHelp:
        "El primer grupo en espera recibe un correo electrónico y tiene 30 minutos para aceptar; después, la oferta pasa al grupo siguiente.",
    },
  },

  leave: {
    title: "¿Salir sin guardar?",
    text: "Sus cambios en las normas de reserva no se han guardado.",
    stay: "Quedarse",
    leave: "Salir sin guardar",
  },

  courses: {
    title: "Recorridos",
    description: "Los socios eligen entre los recorridos activos en este orden en la hoja de salidas.",
    add: "Añadir recorrido",
    loading: "Cargando los recorridos...",
    loadFailed: "No se pudieron cargar los recorridos",
    emptyTitle: "Todavía no hay recorridos",
    emptyText:
      "Añada su primer recorrido; sus horas de salida se proponen a partir del horario de apertura del club.",
    listLabel: "Recorridos",
    holes: (n: number) => `${n} hoyos`,
    openDays: (n: number) =>
      plural(n, {
        "=0": "Cerrado todos los días",
        one: "Abierto # día a la semana",
        other: "Abierto # días a la semana",
      }),
    ballotDays: (n: number) => plural(n, { one: "# día por sorteo", other: "# días por sorteo" }),
    moveUp: (name: string) => `Subir ${name}`,
    moveDown: (name: string) => `Bajar ${name}`,
    moved: (name: string, position: number, total: number) =>
      `${name} está ahora en la posición ${position} de ${total}.`,
    edit: (name: string) => `Editar ${name}`,
    delete: (name: string) => `Eliminar ${name}`,
    deleteTitle: (name: string) => `¿Eliminar ${name}?`,
    deleteText:
      "El recorrido y sus normas de salida se eliminan para siempre. Un recorrido con reservas no se puede eliminar; desactívelo en su lugar.",
    deleteConfirm: "Eliminar recorrido",
    deleted: (name: string) => `${name} eliminado`,
  },

  courseForm: {
    newTitle: "Nuevo recorrido",
    editTitle: (name: string) => `Editar ${name}`,
    name: "Nombre",
    holes: "Hoyos",
    holesOption: (n: number) => `${n} hoyos`,
    active: "Activo",
    activeHelp: "Los socios solo pueden reservar los recorridos activos.",
    suggested:
      "Las horas de salida de abajo se proponen a partir del horario de apertura del club, con la duración de vuelta habitual para este número de hoyos. Cámbielas según lo necesite.",
    suggesting: "Proponiendo horas de salida a partir del horario de apertura del club...",
    suggestFailed:
      "No se pudo hacer ninguna propuesta a partir del horario de apertura; en su lugar se muestran las horas habituales.",
    add: "Añadir recorrido",
    save: "Guardar recorrido",
    cancel: "Cancelar",
    added: (name: string) => `${name} añadido`,
    saved: (name: string) => `${name} guardado`,
    invalid: "No se guardó nada. Revise los campos marcados en rojo.",
  },

  tees: {
    open: "Barras y valoraciones",
    title: (course: string) => `Barras y valoraciones: ${course}`,
    description:
      "Los hoyos de cada barra y su valor de campo y slope para hombres y mujeres, tal como los publica su federación. Las competiciones y los hándicaps los usan.",
    add: "Añadir barra",
    close: "Cerrar",
    loading: "Cargando las barras...",
    loadFailed: "No se pudieron cargar las barras",
    emptyTitle: "Aún no hay barras",
    emptyText:
      "Añada las barras del recorrido con sus valoraciones: las competiciones y los hándicaps las necesitan.",
    listLabel: "Barras",
    gender: { male: "Hombres", female: "Mujeres" },
    rating: (gender: string, courseRating: string, slope: number) => `${gender} ${courseRating} / ${slope}`,
    par: (par: number) => `Par ${par}`,
    moveUp: (name: string) => `Subir ${name}`,
    moveDown: (name: string) => `Bajar ${name}`,
    moved: (name: string, position: number, total: number) =>
      `${name} es ahora la número ${position} de ${total}.`,
    edit: (name: string) => `Editar ${name}`,
    delete: (name: string) => `Eliminar ${name}`,
    deleteTitle: (name: string) => `¿Eliminar ${name}?`,
    deleteText:
      "La barra se elimina definitivamente con sus hoyos y valoraciones. Una barra desde la que se juega una competición no se puede eliminar.",
    deleteConfirm: "Eliminar barra",
    deleted: (name: string) => `${name} eliminada`,
  },

  teeForm: {
    newTitle: "Nueva barra",
    editTitle: (name: string) => `Editar ${name}`,
    back: "Volver a las barras",
    name: "Nombre",
    colour: "Color",
    colourHelp: "Como #rrggbb, o elija uno de los colores habituales.",
    ratings: "Valoraciones",
    ratingsHelp:
      "El valor de campo (un decimal) y el slope de cada género para el que está valorada la barra. Los pares son las sumas de los pares de los hoyos.",
    rated: { male: "Valorada para hombres", female: "Valorada para mujeres" },
    eighteen: "18 hoyos",
    front: "Primeros nueve",
    back9: "Segundos nueve",
    nine: "9 hoyos",
    twice: "18 hoyos (los nueve dos veces)",
    courseRating: "Valor de campo",
    slopeRating: "Slope",
    par: "Par",
    ratingField: (gender: string, part: string, field: string) => `${gender}, ${part}: ${field}`,
    holes: "Hoyos",
    holesHelp: "Par, hándicap del hoyo (1 es el más difícil) y longitud de cada hoyo.",
    hole: "Hoyo",
    strokeIndex: "Hcp",
    length: "Longitud",
    womenPar: "Par mujeres",
    womenStrokeIndex: "Hcp mujeres",
    womenColumns: "El par o el hándicap del hoyo de las mujeres difieren en algunos hoyos",
    holeField: (hole: number, field: string) => `Hoyo ${hole}: ${field}`,
    fieldNames: {
      par: "par",
      strokeIndex: "hándicap del hoyo",
      length: "longitud",
      womenPar: "par de mujeres",
      womenStrokeIndex: "hándicap del hoyo de mujeres",
    },
    total: "Total",
    copyFrom: "Copiar los hoyos de",
    copyPlaceholder: "Otra barra",
    copied: (name: string) => `Hoyos copiados de ${name}`,
    add: "Añadir barra",
    save: "Guardar barra",
    cancel: "Cancelar",
    added: (name: string) => `${name} añadida`,
    saved: (name: string) => `${name} guardada`,
    invalid: "No se guardó nada. Revise los campos marcados en rojo.",
  },

  days: {
    title: "Horas de salida por día de la semana",
    description:
      "Las salidas van de la primera a la última con el intervalo elegido; la duración de la vuelta decide cuándo un jugador vuelve a estar libre.",
    label: "Horas de salida por día de la semana",
    columns: {
      day: "Día",
      open: "Abierto",
      firstTee: "Primera salida",
      lastTee: "Última salida",
      interval: "Intervalo (min)",
      players: "Jugadores",
      round: "Vuelta",
      release: "Asignación",
    },
    open: "Abierto",
    openOn: (day: string) => `Abierto el ${day}`,
    firstTeeOn: (day: string) => `Primera salida el ${day}`,
    lastTeeOn: (day: string) => `Última salida el ${day}`,
    intervalOn: (day: string) => `Intervalo en minutos el ${day}`,
    playersOn: (day: string) => `Jugadores por hora de salida el ${day}`,
    roundOn: (day: string) => `Duración de la vuelta el ${day}, en horas y minutos`,
    releaseOn: (day: string) => `Asignación el ${day}`,
    ballotDaysOn: (day: string) => `Días antes del ${day} en que cierra su sorteo`,
    ballotTimeOn: (day: string) => `Hora de cierre del sorteo del ${day}`,
    interval: "Intervalo (minutos)",
    players: "Jugadores por hora de salida",
    round: "Vuelta (h:mm)",
    roundFormat: "Indique la duración de la vuelta en horas y minutos, por ejemplo 4:30.",
    release: "Asignación",
    releases: {
      first_come: "Por orden de llegada",
      ballot: "Sorteo",
    },
    ballotCloses: "El sorteo cierra",
    ballotDays: "días antes",
    ballotTime: "a las",
    teeTimes: (n: number) =>
      plural(n, { "=0": "Ninguna hora de salida", one: "# hora de salida", other: "# horas de salida" }),
    closed: "Cerrado",
    copyMonday: "Copiar el lunes a todos los días",
  },

  blocks: {
    title: "Bloqueos",
    description:
      "Cierre horas de salida de un recorrido por mantenimiento, una competición o una salida a tiro.",
    course: "Recorrido",
    add: "Añadir bloqueo",
    loading: "Cargando los bloqueos...",
    loadFailed: "No se pudieron cargar los bloqueos",
    noCourses: "Añada primero un recorrido: un bloqueo cierra horas de salida de un recorrido.",
    emptyTitle: "No hay bloqueos próximos",
    emptyText: (course: string) =>
      `Ninguna hora de salida de ${course} está bloqueada en los próximos 12 meses.`,
    listLabel: (course: string) => `Próximos bloqueos de ${course}`,
    reasons: {
      maintenance: "Mantenimiento",
      competition: "Competición",
      shotgun: "Salida a tiro",
      other: "Otro",
    },
    weekly: (weekday: string, from: string, until: string) => `Cada ${weekday} del ${from} al ${until}`,
    times: (from: string, to: string) => `${from} – ${to}`,
    delete: (what: string) => `Eliminar bloqueo: ${what}`,
    deleteTitle: "¿Eliminar este bloqueo?",
    deleteText: (what: string) =>
      `Las horas de salida bloqueadas (${what}) se podrán reservar de nuevo. Las reservas que el bloqueo canceló siguen canceladas.`,
    deleteConfirm: "Eliminar bloqueo",
    deleted: "Bloqueo eliminado",
  },

  blockForm: {
    title: "Nuevo bloqueo",
    course: "Recorrido",
    date: "Fecha",
    repeat: "Repetir cada semana",
    repeatHelp: (weekday: string) => `Cada ${weekday} hasta la fecha de abajo.`,
    until: "Hasta",
    start: "Desde",
    end: "Hasta las",
    reason: "Motivo",
    note: "Nota (opcional)",
    noteHelp: "Se muestra en la hoja de salidas.",
    submit: "Añadir bloqueo",
    cancel: "Cancelar",
    invalid: "No se guardó nada. Revise los campos marcados en rojo.",
    added: "Bloqueo añadido",
    addedCancelling: (n: number) =>
      plural(n, {
        one: "Bloqueo añadido; # reserva cancelada y su autor avisado por correo electrónico",
        other: "Bloqueo añadido; # reservas canceladas y sus autores avisados por correo electrónico",
      }),
    addedKeeping: (n: number) =>
      plural(n, {
        one: "Bloqueo añadido; # reserva mantenida",
        other: "Bloqueo añadido; # reservas mantenidas",
      }),
    preview: {
      title: "Reservas dentro del bloqueo",
      text: (n: number) =>
        plural(n, {
          one: "# reserva queda dentro de este bloqueo. ¿Qué debe pasar con ella?",
          other: "# reservas quedan dentro de este bloqueo. ¿Qué debe pasar con ellas?",
        }),
      listLabel: "Reservas dentro del bloqueo",
      players: (n: number) => plural(n, { one: "# jugador", other: "# jugadores" }),
      bookedBy: (name: string) => `Reservada por ${name}`,
      cancel: "Cancelar estas reservas (cada autor recibe un correo electrónico)",
      keep: "Mantenerlas",
      back: "Volver",
    },
  },
} satisfies typeof en;

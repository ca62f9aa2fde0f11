import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("es");

export default {
  screen: {
    title: "Hoja de salidas",
    intro: (club: string) => `Reserve salidas en ${club}, vea quién juega y cuándo, y siga sus reservas.`,
    tabsLabel: "Hoja de salidas y mis reservas",
    sheetTab: "Hoja de salidas",
    mineTab: "Mis reservas",
    societiesTab: "Grupos",
    loadingSocieties: "Cargando las solicitudes de grupos...",
    noCourses: "Todavía no hay recorridos para reservar",
    noCoursesStaff: "Añada un recorrido en los ajustes de golf: su hoja de salidas se abrirá aquí.",
    noCoursesMember: "El club todavía no ha abierto ningún recorrido a las reservas.",
    openSettings: "Abrir los ajustes de golf",
  },

  common: {
    close: "Cerrar",
  },

  sheet: {
    label: (course: string) => `Hoja de salidas de ${course}`,
    course: "Recorrido",
    date: "Fecha",
    previousDay: "Día anterior",
    nextDay: "Día siguiente",
    today: "Hoy",
    loadingCourses: "Cargando los recorridos...",
    coursesFailed: "No se pudieron cargar los recorridos",
    loading: "Cargando la hoja de salidas...",
    loadFailed: "No se pudo cargar la hoja de salidas",
    closedDay: "No hay salidas este día",
    closedDayText: (course: string) => `${course} no tiene salidas este día de la semana.`,
    updatedAt: (time: string) => `Actualizado a las ${time}`,
    refresh: "Actualizar la hoja de salidas",
    membersFrom: (date: string, time: string) =>
      `Los socios pueden reservar este día desde el ${date} a las ${time}; el personal lo reserva antes con una excepción.`,
    takings: "Green fees pendientes del día",
    columns: { time: "Salida", players: "Jugadores", free: "Plazas libres", state: "Reserva" },
    free: (free: number, capacity: number) =>
      plural(free, {
        "=0": "Completa",
        one: `# libre de ${number(capacity)}`,
        other: `# libres de ${number(capacity)}`,
      }),
    guest: "Invitado",
    guestOf: (guest: string, host: string) => `${guest} (invitado de ${host})`,
    hiddenMember: "Socio",
    yours: "Su reserva",
    override: "Excepción del personal",
    playerStatus: { checked_in: "Llegada registrada", no_show: "No presentado" },
    now: "Ahora",
    showEarlier: (n: number) =>
      plural(n, { one: "Mostrar # salida anterior", other: "Mostrar # salidas anteriores" }),
    hideEarlier: "Ocultar las salidas anteriores",
    greenFee: {
      no_fee: "Sin green fee",
      to_invoice: "Green fee por facturar",
      invoiced: "Green fee facturado",
      paid: "Green fee pagado",
    },
    closed: {
      past: "Pasada",
      onTheTee: "En la salida",
      blocked: (reason: string) => `Bloqueada: ${reason}`,
      full: "Completa",
      fullWaiting: (waiting: number) =>
        plural(waiting, { one: "Completa · # grupo en espera", other: "Completa · # grupos en espera" }),
      window: (date: string, time: string) => `Se abre el ${date} a las ${time}`,
      windowUnknown: "Todavía no se puede reservar",
      ballot: "Día de sorteo",
      closed: "Cerrada",
    },
    blockReasons: {
      maintenance: "Mantenimiento",
      competition: "Competición",
      shotgun: "Salida a tiro",
      other: "Otro",
    },
    book: "Reservar",
    bookLabel: (time: string) => `Reservar ${time}`,
    joinWaitlist: "Lista de espera",
    joinWaitlistLabel: (time: string) => `Apuntarse a la lista de espera de ${time}`,
  },

  menu: {
    label: (time: string, name: string) => `Acciones de la reserva ${time}, ${name}`,
    addPlayers: "Añadir jugadores o invitados",
    move: "Mover a otra salida",
    cancel: "Cancelar la reserva",
    checkIn: (name: string) => `Registrar la llegada de ${name}`,
    checkInShort: "Registrar llegada",
    noShow: (name: string) => `Marcar a ${name} como no presentado`,
    noShowShort: "No presentado",
    undo: (name: string) => `Volver a poner a ${name} como reservado`,
    undoShort: "Volver a reservado",
    checkedIn: (name: string) => `Llegada de ${name} registrada`,
    markedNoShow: (name: string) => `${name} marcado como no presentado`,
    undone: (name: string) => `${name} vuelve a estar reservado`,
    checkInGroup: "Registrar llegada",
    checkInGroupLabel: (time: string, name: string) => `Registrar llegada del grupo de ${time}, ${name}`,
    group: "Todo el grupo",
    noShowGroup: "Marcar a todo el grupo como no presentado",
    undoGroup: "Volver a poner a todo el grupo como reservado",
    groupCheckedIn: (n: number) =>
      plural(n, { one: "Llegada de # jugador registrada", other: "Llegada de # jugadores registrada" }),
    groupNoShow: (n: number) =>
      plural(n, {
        one: "# jugador marcado como no presentado",
        other: "# jugadores marcados como no presentados",
      }),
    groupUndone: "El grupo vuelve a estar reservado",
  },

  players: {
    title: "Jugadores",
    placesLeft: (n: number) =>
      plural(n, { "=0": "No quedan plazas", one: "Queda # plaza", other: "Quedan # plazas" }),
    none: "Todavía no hay jugadores: busque un socio o añada un invitado.",
    you: (name: string) => `${name} (usted)`,
    guest: "Invitado",
    guestOf: (host: string) => `Invitado de ${host}`,
    member: "Socio",
    memberNumber: (number: string) => `Socio ${number}`,
    remove: (name: string) => `Quitar a ${name}`,
    full: "El grupo está completo.",
    noGuests: "El club no admite invitados en una reserva.",
    noMoreGuests: (n: number) =>
      plural(n, {
        one: "Como máximo # invitado por reserva.",
        other: "Como máximo # invitados por reserva.",
      }),
    findMember: "Buscar un socio",
    findMemberPlaceholder: "Nombre o número de socio",
    noneFound: "Ningún socio que pueda jugar coincide con esta búsqueda.",
    add: (name: string) => `Añadir a ${name}`,
    guestName: "Nombre del invitado",
    addGuest: "Añadir invitado",
  },

  group: {
    bookTitle: (time: string) => `Reservar ${time}`,
    waitlistTitle: (time: string) => `Lista de espera de ${time}`,
    ballotTitle: "Inscribirse en el sorteo",
    addTitle: (time: string) => `Añadir jugadores a ${time}`,
    where: (course: string, day: string, time: string) => `${course} · ${day} · ${time}`,
    whereBallot: (course: string, day: string) => `${course} · ${day}`,
    booked: (time: string, day: string) => `Salida reservada: ${day} a las ${time}`,
    waitlisted: (time: string) => `Está en la lista de espera de ${time}`,
    entered: "Su inscripción en el sorteo está registrada",
    added: (time: string) => `Jugadores añadidos a ${time}`,
    noMemberRecord:
      "No tiene ficha de socio en este club, así que no puede reservar para usted. Consulte al club.",
    earliest: "Salida más temprana",
    latest: "Salida más tardía",
    fees: (member: string, guest: string) => `Green fee: ${member} por socio, ${guest} por invitado.`,
    cutoff: (hours: number) =>
      plural(hours, {
        one: "Esta salida está dentro del plazo de cancelación de # hora: no podrá cancelarla usted mismo.",
        other:
          "Esta salida está dentro del plazo de cancelación de # horas: no podrá cancelarla usted mismo.",
      }),
    cutoffStaff: (hours: number) =>
      plural(hours, {
        one: "Esta salida está dentro del plazo de cancelación de # hora: el socio no podrá cancelarla por sí mismo.",
        other:
          "Esta salida está dentro del plazo de cancelación de # horas: el socio no podrá cancelarla por sí mismo.",
      }),
    override: "Saltarse las reglas de reserva",
    overrideHelp:
      "Este día todavía no está abierto a los socios. La excepción queda registrada en la reserva y en el registro de auditoría.",
    submitBook: "Reservar salida",
    submitWaitlist: "Apuntarse a la lista de espera",
    submitBallot: "Inscribirse en el sorteo",
    submitAdd: "Añadir jugadores",
  },

  waitlist: {
    explain:
      "Cuando se liberan plazas, las recibe el primer grupo en espera que quepa: recibirá un correo electrónico cuando su grupo quede reservado o se le ofrezca la salida.",
  },

  ballot: {
    title: "Día de sorteo",
    explain:
      "Inscriba a su grupo y el intervalo de salidas en el que puede jugar. Al cierre, un sorteo coloca a los grupos en orden aleatorio, primero los socios que perdieron un sorteo en los últimos 30 días; cada uno recibe la salida libre más cercana al centro de su intervalo, o un puesto en la lista de espera. Todos reciben el resultado por correo electrónico.",
    statusOpen: "Abierto",
    statusClosed: "Cerrado",
    statusDrawn: "Sorteado",
    openText: (closes: string) =>
      `Las salidas de este día se asignan por sorteo. Inscriba a su grupo hasta el ${closes}; el momento de la inscripción no cuenta.`,
    closedText: (closes: string) => `Las inscripciones se cerraron el ${closes}. El sorteo se hará en breve.`,
    drawnText: "El sorteo de este día ya se ha hecho. Ahora se pueden reservar las salidas libres.",
    yourPlace: (time: string) => `Su grupo ha obtenido la salida de las ${time}.`,
    yourWaitlist: "Su grupo está en la lista de espera.",
    seeResults: "Ver los resultados",
    yourEntry: "Su inscripción",
    entryLine: (players: string, range: string) => `${players} · ${range}`,
    guestName: (name: string) => `${name} (invitado)`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    enter: "Inscribirse en el sorteo",
    withdraw: "Retirarse",
    withdrawn: "Inscripción retirada",
    entries: (n: number) =>
      plural(n, { "=0": "Aún no hay inscripciones", one: "# inscripción", other: "# inscripciones" }),
    drawNow: "Sortear ahora",
    drawTitle: "¿Hacer el sorteo ahora?",
    drawText: (n: number) =>
      plural(n, {
        "=0": "Ningún grupo se ha inscrito. El sorteo se cierra y el día se abre a las reservas.",
        one: "El sorteo se cierra y su # inscripción se coloca por sorteo. El inscrito recibe el resultado por correo electrónico. Un sorteo no se puede deshacer.",
        other:
          "El sorteo se cierra y sus # inscripciones se colocan por sorteo. Cada inscrito recibe el resultado por correo electrónico. Un sorteo no se puede deshacer.",
      }),
    drawn: "Sorteo realizado",
  },

  results: {
    title: "Resultados del sorteo",
    subtitle: (course: string, day: string) => `${course} · ${day}`,
    back: "Volver a la hoja de salidas",
    loading: "Cargando el sorteo...",
    loadFailed: "No se pudo cargar el sorteo",
    drawnAt: (moment: string) => `Sorteado el ${moment}.`,
    notDrawn: (closes: string) => `Todavía sin sortear: las inscripciones se cierran el ${closes}.`,
    seed: "Semilla del sorteo:",
    seedHelp:
      "El sorteo sale de esta semilla: sorteando de nuevo con ella, las mismas inscripciones dan el mismo orden y las mismas plazas, así que cualquiera puede comprobarlo.",
    priorityHelp:
      "Prioridad: el inscrito perdió un sorteo del club en los últimos 30 días, por eso su grupo salió primero.",
    none: "Nadie se inscribió en este sorteo",
    tableLabel: "Solicitudes en el orden del sorteo",
    columns: {
      order: "Orden",
      entrant: "Inscrito y grupo",
      asked: "Salidas pedidas",
      priority: "Prioridad",
      result: "Colocado a las",
      why: "Motivo",
    },
    orderName: (order: number, name: string) => `${number(order)}. ${name}`,
    askedLine: (range: string) => `Pidió ${range}`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    priority: "Con prioridad",
    noPriority: "Sin prioridad",
    waitingList: "Lista de espera",
    outcomes: {
      placed_wish: "Colocado en la salida libre más cercana al centro de su intervalo.",
      placed_nearest:
        "La salida deseada no tenía sitio: colocado en la salida libre más cercana de su intervalo.",
      waitlisted_full: "Todas las salidas de su intervalo estaban completas cuando le tocó: lista de espera.",
      waitlisted_overlap:
        "Un jugador del grupo ya juega una vuelta que se solapa con cada salida libre: lista de espera.",
      waitlisted_blocked: "El club bloqueó todas las salidas de su intervalo: lista de espera.",
      waitlisted_no_times: "El recorrido no tiene salidas en su intervalo ese día: lista de espera.",
      withdrawn: "Retirado antes del sorteo.",
      pending: "Pendiente del sorteo.",
    },
  },

  move: {
    title: (time: string, day: string) => `Mover la reserva del ${day} a las ${time}`,
    who: (course: string, players: string) => `${course} · ${players}`,
    time: "Nueva salida",
    loadingTimes: "Cargando las salidas...",
    chooseTime: "Elija una salida",
    timeOption: (time: string, free: number) =>
      plural(free, { one: `${time} · # plaza libre`, other: `${time} · # plazas libres` }),
    noTimes: "Ninguna salida de este día tiene sitio para el grupo.",
    override: "Saltarse las reglas de reserva",
    overrideHelp:
      "Necesario mientras el día todavía no está abierto a los socios. La excepción queda registrada en la reserva y en el registro de auditoría.",
    submit: "Mover la reserva",
    moved: (time: string, day: string) => `Reserva movida al ${day} a las ${time}`,
  },

  cancel: {
    title: (time: string, day: string) => `¿Cancelar la reserva del ${day} a las ${time}?`,
    text: (course: string, players: number) =>
      plural(players, {
        one: `La salida en ${course} queda libre para su # jugador. Quien reservó recibe un correo electrónico.`,
        other: `La salida en ${course} queda libre para sus # jugadores. Quien reservó recibe un correo electrónico.`,
      }),
    reason: "Motivo (opcional)",
    reasonHelp: "Se indica en el correo electrónico de cancelación.",
    override: "Cancelar después del plazo",
    overrideHelp: (hours: number) =>
      plural(hours, {
        one: "El plazo de cancelación (# hora antes de la salida) ha pasado. La excepción queda registrada en la reserva y en el registro de auditoría.",
        other:
          "El plazo de cancelación (# horas antes de la salida) ha pasado. La excepción queda registrada en la reserva y en el registro de auditoría.",
      }),
    keep: "Mantener la reserva",
    submit: "Cancelar la reserva",
    cancelled: "Reserva cancelada",
  },

  mine: {
    loading: "Cargando sus reservas...",
    loadFailed: "No se pudieron cargar sus reservas",
    suspendedTitle: "Reservas suspendidas",
    suspended: (until: string) =>
      `Tras varias ausencias no puede reservar salidas hasta el ${until}. Póngase en contacto con el club si cree que es un error.`,
    upcoming: "Próximas salidas",
    none: "No tiene próximas salidas",
    noneHelp: "Reserve una salida libre en la hoja de salidas.",
    when: (day: string, time: string) => `${day} a las ${time}`,
    cancel: "Cancelar",
    cancelLabel: (day: string, time: string) => `Cancelar la reserva del ${day} a las ${time}`,
    tooLate: (hours: number) =>
      plural(hours, {
        one: "La cancelación se cerró # hora antes de la salida. Póngase en contacto con el club.",
        other: "La cancelación se cerró # horas antes de la salida. Póngase en contacto con el club.",
      }),
    tooLateUnknown: "El plazo de cancelación ha pasado. Póngase en contacto con el club.",
    waitingTitle: "Listas de espera",
    waiting: "En espera",
    offered: "Plaza ofrecida",
    group: (course: string, size: number) =>
      plural(size, { one: `${course} · grupo de # jugador`, other: `${course} · grupo de # jugadores` }),
    offeredUntil: (until: string) => `Hay una plaza libre para su grupo: acéptela antes del ${until}.`,
    accept: "Aceptar",
    acceptLabel: (day: string, time: string) => `Aceptar la plaza del ${day} a las ${time}`,
    accepted: (day: string, time: string) => `Salida reservada: ${day} a las ${time}`,
    withdraw: "Retirarse",
    withdrawLabel: (day: string, time: string) => `Retirarse de la lista de espera del ${day} a las ${time}`,
    withdrawn: "Ha salido de la lista de espera",
  },

  feed: {
    title: "Suscripción de calendario",
    help: "Añada esta dirección privada a su aplicación de calendario (como suscripción) para ver allí sus salidas. No la comparta: quien la tenga verá sus reservas.",
    address: "Su dirección privada de calendario",
    loading: "Cargando...",
    loadFailed: "No se pudo cargar la dirección del calendario.",
    copy: "Copiar",
    copied: "Copiado",
    reset: "Restablecer el enlace",
    resetTitle: "¿Restablecer su enlace de calendario?",
    resetText:
      "Recibirá una nueva dirección privada. El enlace anterior deja de funcionar: los calendarios suscritos a él no recibirán sus reservas hasta que añada la nueva dirección.",
    resetDone: "Enlace de calendario restablecido",
  },

  // Issue 34 (hoja de salidas, comprobar un sorteo): en un bloque aparte.
  starterSheet: {
    button: "Hoja de salidas",
  },
  drawCheck: {
    title: "Cómo comprobar el sorteo",
    intro:
      "Cualquiera puede repetir el sorteo con lo que se muestra aquí y obtener el mismo orden y los mismos puestos:",
    order:
      "1. Tome las inscripciones de abajo por su id, ordenadas como texto simple; las que tienen prioridad forman el primer grupo, las demás el segundo.",
    numbers:
      '2. Números aleatorios: SHA-256 de la semilla seguida de ":0", ":1", … (la semilla tal como aparece arriba); cada resumen da ocho números de 32 bits, leídos en big-endian.',
    shuffle:
      "3. Baraje cada grupo (Fisher–Yates; inscripciones contadas desde 0, i desde la última hasta 1): intercambie la inscripción i con la inscripción n mod (i + 1), donde n es el siguiente número (un número más allá del último múltiplo entero de i + 1 se descarta).",
    placing:
      "4. En ese orden, cada grupo recibe la hora de salida libre más cercana al centro de su franja (de dos, la más temprana) con sitio para todo el grupo, no bloqueada y sin que ninguno de sus jugadores juegue ya entonces; si no, la lista de espera.",
    code: "El código es redraw() en ballot-draw.ts de las fuentes de Clubhouse.",
    sheetTitle: "La hoja de salidas en el momento del sorteo",
    free: (time: string, n: number) =>
      plural(n, {
        "=0": `${time}: completa`,
        one: `${time}: # plaza libre`,
        other: `${time}: # plazas libres`,
      }),
    blocked: (time: string) => `${time}: bloqueada`,
    unavailable: (times: string) => `Ya juega a las ${times}`,
    entryId: "Id de la inscripción",
    download: "Descargar los datos del sorteo (JSON)",
    noSnapshot: "Este sorteo se hizo antes de que la hoja de salidas se guardara con él.",
  },
} satisfies typeof en;

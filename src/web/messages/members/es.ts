import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("es");

export default {
  signIn: {
    fact: "Acceso",
    hasAccount: "Tiene una cuenta",
    notInvited: "Aún no invitado",
    selectPage: "Seleccionar los miembros de esta página",
    select: (name: string) => `Seleccionar a ${name}`,
    action: "Invitar a iniciar sesión",
    actionSelected: (n: number) =>
      `Invitar a ${plural(n, { one: "# miembro seleccionado", other: "# miembros seleccionados" })} a iniciar sesión`,
    title: "Invitar a los miembros a iniciar sesión",
    counting: "Contando los miembros…",
    willGet: (n: number) =>
      `${plural(n, { one: "# miembro recibe", other: "# miembros reciben" })} un enlace personal por correo.`,
    skipped: (n: number) => `${plural(n, { one: "# miembro queda", other: "# miembros quedan" })} fuera:`,
    withAccount: (n: number) => `${plural(n, { one: "# ya tiene", other: "# ya tienen" })} una cuenta`,
    withoutEmail: (n: number) =>
      `${plural(n, { one: "# no tiene", other: "# no tienen" })} dirección de correo`,
    alreadyInvited: (n: number) =>
      `${plural(n, { one: "# ya tiene", other: "# ya tienen" })} un enlace válido (reenviar abajo)`,
    explain:
      "Con el enlace, cada miembro elige una contraseña; su cuenta se vincula a su membresía. Los correos salen por el envío masivo del club.",
    sendLabel: "Enviar invitaciones",
    send: (n: number) => `Enviar ${plural(n, { one: "# invitación", other: "# invitaciones" })}`,
    close: "Listo",
    started: (n: number) =>
      `${plural(n, { one: "# invitación está", other: "# invitaciones están" })} en camino.`,
    nothingToSend: "No hay nadie a quien enviar.",
    panelTitle: "Invitaciones a iniciar sesión",
    progress: (done: number, total: number) => `Correos en cola: ${number(done)} de ${number(total)}`,
    status: {
      sent: "Enviadas",
      opened: "Abiertas",
      signedIn: "Con sesión",
      queued: "En cola",
      failed: "No entregado",
    },
    queued: (n: number) => `${plural(n, { one: "# correo espera", other: "# correos esperan" })} su envío.`,
    failed: (n: number) =>
      `${plural(n, { one: "# correo no se pudo", other: "# correos no se pudieron" })} entregar.`,
    resend: (n: number) =>
      `Reenviar a ${plural(n, { one: "# miembro sin sesión", other: "# miembros sin sesión" })}`,
  },
  list: {
    /** A record that is not active, beside its membership on a phone. */
    accountInactive: "Cuenta inactiva",
    title: "Socios",
    intro: (club: string) => `El registro de socios de ${club}.`,
    importCsv: "Importar CSV",
    exportCsv: "Exportar CSV",
    addMember: "Añadir socio",
    inactiveType: (name: string) => `${name} (inactivo)`,
    loadFailed: "No se pudieron cargar los socios",
    loading: "Cargando socios…",
    noun: (total: number) => plural(total, { one: "socio", other: "socios" }),
    added: (name: string) => `Socio añadido: ${name}`,
    addedWithNumber: (name: string, membershipNumber: string) =>
      `Socio añadido: ${name}, número ${membershipNumber}`,
    noEmail: "Sin correo electrónico",
    noEnd: "Sin fin",
    joinedOn: (date: string) => `Alta: ${date}`,
    endsOn: (date: string) => `Fin: ${date}`,
  },

  columns: {
    number: "Número",
    name: "Nombre",
    /** A narrow column's header: "Correo" alone, as Spanish screens shorten it. */
    email: "Correo",
    membership: "Membresía",
    role: "Rol",
    /** The record's own status (active or inactive): its account, not its membership. */
    status: "Cuenta",
    joined: "Alta",
    ends: "Fin",
  },

  filters: {
    searchLabel: "Buscar",
    searchPlaceholder: "Buscar nombre, correo electrónico o número",
    membershipType: "Tipo de membresía",
    allTypes: "Todos los tipos",
    /** Short enough for its filter's column at 1280 px (issue 34). */
    membershipStatus: "Membresía",
    allStatuses: "Todos los estados",
    role: "Rol",
    allRoles: "Todos los roles",
    /** The record's own status (active or inactive). */
    status: "Cuenta",
    allRecords: "Todas las fichas",
    filters: "Filtros",
    filtersInUse: (count: number) => `Filtros (${number(count)})`,
    ends: (from: string | undefined, to: string | undefined) =>
      from && to
        ? `Fin de la membresía: ${from} – ${to}`
        : from
          ? `Fin de la membresía: el ${from} o después`
          : `Fin de la membresía: el ${to} o antes`,
    clearEnds: "Mostrar todas las fechas de fin",
  },

  empty: {
    noMatchFor: (search: string) => `Ningún socio coincide con «${search}»`,
    noMatch: "Ningún socio coincide con estos filtros",
    clearFilters: "Quitar filtros",
    tryAgain: "Pruebe con otra ortografía o con menos filtros.",
    none: "Todavía no hay socios",
    addFirst: "Añada su primer socio o importe sus socios desde un archivo CSV.",
  },

  /** Said of the member's record (la ficha): feminine. */
  status: {
    active: "Activa",
    inactive: "Inactiva",
  },

  form: {
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    phone: "Teléfono",
    membershipType: "Tipo de membresía",
    chooseType: "Elija un tipo",
    loadingTypes: "Cargando tipos…",
    membershipNumber: "Número de socio",
    nextNumber: "Siguiente: automático",
    joinDate: "Fecha de alta",
    joinDateEmpty: "Hoy si se deja vacía.",
    dateOfBirth: "Fecha de nacimiento",
    recordStatus: "Estado de la ficha",
    recordStatusHint: "Una ficha inactiva permanece en el registro.",
    notes: "Notas",
    cancel: "Cancelar",
  },

  detail: {
    title: "Socio",
    notFound: "Socio no encontrado",
    notFoundText: (club: string) =>
      `${club} no tiene ningún socio en esta dirección. Puede que se haya eliminado o que el enlace esté incompleto.`,
    backToMembers: "Volver a socios",
    loadFailed: "No se pudo cargar el socio",
    loading: "Cargando socio…",
    edit: "Editar",
    delete: "Eliminar",
    editTitle: (name: string) => `Editar a ${name}`,
    saveChanges: "Guardar cambios",
    editDescription: "La membresía (tipo, periodo, estado) se cambia con sus propias acciones.",
    saved: (name: string) => `Cambios de ${name} guardados`,
    deleted: (name: string) => `Se ha eliminado a ${name}`,
    deletedUnnamed: "Se ha eliminado al socio",
    deleteTitle: (name: string) => `¿Eliminar a ${name}?`,
    deleteConfirm: "Eliminar socio",
    deleteCancel: "Cancelar",
    deleteText: (name: string, membershipNumber: string | null, club: string) =>
      `${name}${membershipNumber ? ` (${membershipNumber})` : ""} y todo su historial de membresía se eliminarán del registro de ${club}. Esta acción no se puede deshacer.`,
    downloadData: "Descargar datos",
    erase: "Borrar datos personales",
    eraseInstead: "Borrar datos personales en su lugar",
    deleteOrErase:
      "Para borrar en su lugar los datos de la persona en todas partes y conservar su lugar en el historial del club, borre sus datos personales.",
    eraseTitle: (name: string) => `¿Borrar los datos personales de ${name}?`,
    eraseConfirm: "Borrar datos personales",
    eraseWhat: (name: string, club: string) =>
      `El nombre, los apellidos, el correo electrónico, el teléfono, la fecha de nacimiento y las notas de ${name} se borran de los registros de ${club}: de la ficha de socio, del registro de auditoría, de los envíos de mensajes y de los correos enviados. La ficha se conserva como «Socio borrado» con su número de socio; las salidas futuras se cancelan y las partidas pasadas conservan su lugar sin nombre. La cuenta se elimina salvo que la persona la use en otro club.`,
    eraseInvoices:
      "Las facturas conservan su número, fecha, importes y el nombre y la dirección de facturación: la ley tributaria obliga al club a conservarlas (por ejemplo 4 años en España, 6 años en el Reino Unido).",
    eraseFinal: "Esta acción no se puede deshacer.",
    erased: "Se borraron los datos personales del socio",
  },

  bulkMail: {
    label: "Recibir los boletines y anuncios del club",
    description: "Los correos sobre la membresía, las reservas y las facturas llegan en cualquier caso.",
    fact: "Boletines y anuncios",
    receives: "Los recibe",
    unsubscribed: "Dado de baja",
    saved: "Su elección se ha guardado",
    saveFailed: "No se pudo guardar su elección. Inténtelo de nuevo.",
  },
  mine: {
    title: "Mi membresía",
    loadFailed: "No se pudo cargar su membresía",
    loading: "Cargando su membresía…",
    noRecord: (club: string) =>
      `No tiene ficha de socio en ${club}. Consulte al club si cree que debería tenerla.`,
    downloadData: "Descargar mis datos",
    downloadDataHint:
      "Un archivo ZIP con todo lo que el club guarda sobre usted: su ficha, el historial de su membresía, reservas, facturas, mensajes, consentimientos y entradas de auditoría.",
  },

  record: {
    back: "Socios",
    record: "Ficha",
    role: "Rol",
    status: "Estado",
    notes: "Notas",
    membership: "Membresía",
    type: "Tipo",
    start: "Inicio",
    end: "Fin",
    noEnd: "Sin fin (vitalicia)",
    history: "Historial de la membresía",
    noHistory: "Todavía no hay cambios registrados.",
    date: "Fecha",
    action: "Acción",
    period: "Periodo",
    note: "Nota",
    by: "Por",
    system: "Sistema",
    from: (date: string) => `Desde el ${date}`,
  },

  customFields: {
    title: "Más datos",
    yes: "Sí",
    no: "No",
    none: "—",
    columns: "Columnas",
    columnsCount: (n: number) => `Columnas (${n})`,
    columnsLabel: "Columnas de campos personalizados",
    filter: (label: string) => `Filtrar por ${label}`,
    any: "Todos",
  },
  household: {
    title: "Hogar",
    noneHelp:
      "No pertenece a ningún hogar. Agrupe a los socios de una familia bajo un pagador: sus facturas se emiten al pagador, que las paga desde su propio inicio.",
    create: "Nuevo hogar",
    join: "Añadir a un hogar",
    createTitle: "Nuevo hogar",
    joinTitle: (name: string) => `Añadir a ${name} a un hogar`,
    name: "Nombre del hogar",
    namePlaceholder: "Familia Lovelace",
    payerChoice: "Paga por el hogar",
    payerChoiceHelp: "Las facturas de los demás socios se emiten al pagador.",
    pick: "Hogar",
    pickPlaceholder: "Buscar hogares por nombre",
    noMatch: "Ningún hogar tiene este nombre",
    save: "Guardar",
    cancel: "Cancelar",
    payer: "Pagador",
    makePayer: "Hacer pagador",
    makePayerLabel: (name: string) => `Hacer pagador a ${name}`,
    leave: "Quitar del hogar",
    membersLabel: (name: string) => `Socios de ${name}`,
    billedToPayer: (payer: string) => `Las facturas de sus socios se emiten a ${payer}.`,
    noPayer: "Aún sin pagador: cada socio recibe sus propias facturas.",
    created: (name: string) => `Hogar ${name} creado.`,
    joined: (name: string) => `Añadido a ${name}.`,
    left: (name: string) => `Quitado de ${name}.`,
    payerSet: (name: string) => `${name} paga ahora por el hogar.`,
    tag: (name: string) => `Hogar: ${name}`,
    payerTag: (name: string) => `Hogar: ${name} (pagador)`,
  },
  import: {
    title: "Importar socios",
    intro:
      "Elija un archivo CSV o Excel (.xlsx) cuya primera línea nombre sus columnas: la exportación de otro programa, o nuestra plantilla. A continuación, indique a cuál de nuestros campos corresponde cada columna. Cada socio necesita una dirección de correo electrónico, o un nombre y unos apellidos. Nuestros propios nombres de columna son:",
    columns: "Columnas",
    rules: (maxRows: number) =>
      `Un número de socio vacío recibe el siguiente número del club. Como máximo ${number(maxRows)} socios y 5 MB por archivo.`,
    quiet: "Importación discreta: ninguna factura ni aviso automático para una membresía ya terminada",
    quietHint:
      "Déjelo marcado para que a los socios no se les vuelvan a facturar periodos ya pasados. Desmárquelo para que las tareas diarias los facturen y les avisen.",
    quietSettingUp:
      "Mientras su club se configura no se envía nada: elegirá cómo empezar al ponerlo en marcha.",
    downloadTemplate: "Descargar plantilla",
    file: "Archivo CSV o Excel",
    chooseFile: "Elija un archivo .csv o .xlsx",
    tooLarge: (maxRows: number) =>
      `El archivo supera los 5 MB. Divídalo en archivos más pequeños (como máximo ${number(maxRows)} socios cada uno) e impórtelos uno tras otro.`,
    step: (step: number, name: string) => `Paso ${step} de 3: ${name}`,
    stepFile: "Archivo",
    stepMapping: "Columnas y valores",
    stepCheck: "Comprobación",
    next: "Siguiente",
    back: "Atrás",
    fileRows: (rows: number, columns: number) =>
      `El archivo tiene ${plural(rows, { one: "# fila", other: "# filas" })} y ${plural(columns, { one: "# columna", other: "# columnas" })}. Indique qué contiene cada columna.`,
    savedUsed: "Se han rellenado las opciones elegidas para el último archivo con estas columnas.",
    columnsLabel: "Las columnas del archivo",
    fileColumn: "Columna del archivo",
    samples: "Ejemplos",
    noSamples: "(vacío)",
    importedAs: "Importar como",
    importedAsOf: (header: string) => `Importar como: ${header || "(sin nombre)"}`,
    chosenTwice: "Elegido también para otra columna: elíjalo solo para una columna.",
    targets: {
      membership_number: "Número de socio",
      first_name: "Nombre",
      last_name: "Apellidos",
      email: "Correo electrónico",
      phone_number: "Número de teléfono",
      membership_type: "Tipo de membresía",
      membership_status: "Estado de la membresía",
      membership_start_date: "Inicio de la membresía",
      membership_end_date: "Fin de la membresía",
      join_date: "Fecha de alta",
      date_of_birth: "Fecha de nacimiento",
      status: "Estado de la ficha (activa o inactiva)",
      notes: "Notas",
      email_consent: "Consentimiento de correo electrónico (sí/no)",
      household: "Hogar (su nombre)",
      payer: "Pagador del hogar (número de socio o correo)",
      handicap_index: "Hándicap (p. ej. 12,4, +2,1)",
      home_club: "Club de origen",
      association_player_id: "Número de jugador de la federación",
      tee_gender: "Género para las barras (hombre/mujer)",
      custom_field: "Un campo personalizado",
      new_custom_field: "Un campo personalizado nuevo (texto, visible para el personal)",
      add_to_notes: "Añadir a las notas del socio",
      ignore: "No importar",
    },
    customField: (label: string) => `Campo personalizado: ${label}`,
    statusValues: (header: string) => `Estados de membresía en «${header}»`,
    typeValues: (header: string) => `Tipos de membresía en «${header}»`,
    valueCount: (value: string, count: number) =>
      `${value} (${plural(count, { one: "# fila", other: "# filas" })})`,
    emptyValue: "(vacío)",
    manyValues:
      "Esta columna tiene más de 50 valores distintos: cada uno se lee por sus propias palabras (un tipo por su nombre o su código).",
    skipRows: "No es socio: omitir estas filas",
    createType: "Crear un tipo nuevo con este nombre",
    chooseType: "Elija un tipo, u omita estas filas",
    loadingTypes: "Cargando tipos...",
    dateOrder: "Las fechas como 03/04/2025 se escriben con",
    dayFirst: "El día primero: 3 de abril de 2025",
    monthFirst: "El mes primero: 4 de marzo de 2025",
    match: "Socios que ya están en el club",
    matchNone: "Ninguno: cada fila es un socio nuevo",
    matchNumber: "Actualizar el socio con el mismo número de socio",
    matchEmail: "Actualizar el socio con la misma dirección de correo electrónico",
    skipErrors: "Omitir las filas con errores e importar el resto",
    fixChoices: "Algunas opciones necesitan revisión: están marcadas en rojo.",
    summaryLabel: "Lo que hará la importación",
    outcomeNew: "Socios nuevos",
    outcomeUpdated: "Actualizados",
    outcomeUnchanged: "Sin cambios",
    outcomeSkipped: "Omitidos: no son socios",
    outcomeErrors: "Con errores",
    nothingToImport: "Nada que importar: ninguna fila añade ni cambia un socio.",
    finish: "Listo",
    doneTitle: "Socios importados",
    goLiveDayTitle: "Cuando el club se ponga en marcha",
    goLiveDayHint:
      "No se envía nada hasta que un propietario pulse «Poner en marcha» en el panel, donde el primer día también puede empezar con todo lo vencido.",
    nextRunTitle: "La próxima ejecución diaria",
    nextRunHint:
      "Lo que las tareas diarias del club enviarían y facturarían en su próxima ejecución, tal como están las cosas.",
    firstDayCounting: "Contando lo que enviaría el primer día",
    firstDayUnknown:
      "No se pudo contar lo que enviaría el primer día. La tarjeta de puesta en marcha del panel lo muestra.",
    newTypes: (names: string) =>
      `Tipos de membresía nuevos: ${names}. Se crean anuales y sin precio: fije sus precios en Tipos de membresía antes de la primera renovación.`,
    updatesLabel: "Socios que la importación actualiza",
    memberHeader: "Socio",
    changesHeader: "Cambios",
    firstUpdates: (shown: number, total: number) =>
      `Se muestran los primeros ${number(shown)} de ${number(total)} socios actualizados.`,
    downloadRejected: "Descargar las filas con errores (CSV)",
    skippedProblems: (problems: number, rows: number) =>
      `${plural(problems, { one: "# problema", other: "# problemas" })} en ${plural(rows, { one: "# fila", other: "# filas" })}: esas filas se dejan fuera y las demás se importan. Descárguelas para corregirlas e importarlas de nuevo.`,
    progressLabel: "Progreso de la importación",
    progress: (done: number, total: number) => `Importados ${number(done)} de ${number(total)}`,
    close: "Cerrar",
    cancel: "Cancelar",
    check: "Comprobar archivo",
    import: "Importar",
    importCount: (count: number) => plural(count, { one: "Importar # socio", other: "Importar # socios" }),
    imported: (added: number, updated: number, skipped: number) =>
      `Importación terminada: ${number(added)} añadidos, ${number(updated)} actualizados, ${number(skipped)} omitidos`,
    stopped:
      "La importación se detuvo antes de terminar. Revise la lista: no se importa nada a menos que se importe todo.",
    where: (line: number, column: string | undefined) => `Línea ${line}${column ? ` ${column}` : ""}`,
    allGood: (rows: number) =>
      `${plural(rows, { one: "# fila", other: "# filas" })}, todo correcto. No se importa nada hasta que pulse Importar.`,
    problems: (problems: number, rows: number, good: number) =>
      `${plural(problems, { one: "# problema", other: "# problemas" })} en ${plural(rows, { one: "# fila", other: "# filas" })} (${plural(good, { one: "# correcta", other: "# correctas" })}). No se puede importar nada hasta que todas las filas sean correctas: corrija el archivo y vuelva a elegirlo, o vuelva atrás y elija omitir las filas con errores.`,
    problemsLabel: "Problemas en el archivo",
    householdsNotSet: (n: number) =>
      n === 1
        ? "Los socios se han importado, pero no se pudo asignar el hogar de una fila:"
        : `Los socios se han importado, pero no se pudo asignar el hogar de ${n} filas:`,
    line: (line: number) => `Línea ${line}`,
    lineHeader: "Línea",
    columnHeader: "Columna",
    problemHeader: "Problema",
    firstListed: (shown: number, total: number) =>
      `Se muestran los primeros ${number(shown)} de ${number(total)} problemas.`,
  },
} satisfies typeof en;

import { localeHelpers } from "../../i18n/plural.ts";
import type { Role } from "../../permissions.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("es");

/** Los roles en plural, como sujeto: «Los gestores no pueden…». */
const rolesPlural: Record<Role, string> = {
  owner: "propietarios",
  admin: "administradores",
  manager: "gestores",
  member: "socios",
};
/** El rol con su artículo: «… retirar a un administrador». */
const roleWithArticle: Record<Role, string> = {
  owner: "un propietario",
  admin: "un administrador",
  manager: "un gestor",
  member: "un socio",
};
/** El rol como atributo: «nombrar a nadie administrador». */
const roleName: Record<Role, string> = {
  owner: "propietario",
  admin: "administrador",
  manager: "gestor",
  member: "socio",
};
const pick = (names: Record<Role, string>, role: Role) => names[role] ?? String(role);

export default {
  clubNotFound: "Club no encontrado",
  authenticationRequired: "Se requiere autenticación",
  notFound: "No encontrado",
  fileNotFound: "Archivo no encontrado",
  requestTooLarge: "La petición es demasiado grande.",
  badRequest: "Petición incorrecta.",
  malformedJson: "El cuerpo de la petición no es un JSON válido.",
  internal: "Error interno del servidor",
  otherSite: "Esta petición procedía de otro sitio y se ha rechazado.",
  notUtf8: "El cuerpo de la petición no es texto UTF-8. Envíe JSON codificado en UTF-8.",
  jsonTooDeep: (max: number) => `El cuerpo de la petición anida JSON a más de ${max} niveles de profundidad.`,
  unsupportedMediaType:
    "El tipo de contenido de la petición no se acepta aquí. Envíe JSON, con el tipo de contenido application/json.",
  fieldsNotValid: "Algunos campos no son válidos.",
  clubs: {
    goLiveDenied: "Solo el propietario del club puede ponerlo en marcha.",
    alreadyLive: "El club ya está en marcha.",
    createUnauthenticated: "Debe iniciar sesión para crear un club.",
    deleteUnauthenticated: "Debe iniciar sesión para eliminar un club.",
    settingsDenied:
      "No tiene permiso para modificar la configuración del club. Solo los propietarios y administradores pueden modificar la información del club.",
    settingsViewDenied:
      "No tiene permiso para ver la configuración del club. Solo los propietarios y administradores pueden ver la información del club.",
    hoursDenied:
      "No tiene permiso para modificar la configuración del club. Solo los propietarios y administradores pueden modificar el horario de apertura.",
    deleteDenied: "Solo los propietarios pueden eliminar su club.",
    gatewayDenied: "Solo los propietarios del club pueden cambiar la pasarela de pago.",
    nameMismatch: "El nombre del club introducido no coincide.",
    brandingDenied: {
      uploadLogos: (role: string, club: string) =>
        `No tiene permiso para modificar la imagen de marca del club. Solo los propietarios y administradores pueden subir logotipos. Rol actual: ${role} (Club: ${club})`,
      uploadFavicons: (role: string, club: string) =>
        `No tiene permiso para modificar la imagen de marca del club. Solo los propietarios y administradores pueden subir favicons. Rol actual: ${role} (Club: ${club})`,
      modifyBranding: (role: string, club: string) =>
        `No tiene permiso para modificar la imagen de marca del club. Solo los propietarios y administradores pueden modificar la configuración de imagen de marca. Rol actual: ${role} (Club: ${club})`,
    },
  },
  memberHome: {
    renewalNotDue: "Su membresía aún no debe renovarse.",
    renewalPayerPays:
      "Su membresía se factura al pagador de su hogar. Pídale que la renueve desde su inicio.",
    renewalAskClub: "Esta membresía no se renueva en línea. Pida al club que la renueve.",
    messageNotFound: "Mensaje no encontrado",
  },
  members: {
    denied: "Acceso denegado. Solo los propietarios del club pueden ver las listas de socios.",
    deleteDenied: "Solo los propietarios y administradores pueden eliminar socios.",
    notFound: "Socio no encontrado",
    noOwnRecord: "No tiene una ficha de socio en este club.",
    ownerRecordProtected: "La ficha de socio del propietario del club no se puede eliminar ni desactivar.",
    ownRecordDelete: "No puede eliminar su propia ficha de socio.",
    ownRecordErase: "No puede borrar los datos de su propia ficha de socio.",
    eraseDenied: "Solo los propietarios y administradores pueden borrar los datos de socios.",
    adminRecordDelete: "Primero retire sus permisos de administrador en la pantalla Administradores.",
    duplicateEmail: "Otro socio de este club ya tiene este correo electrónico.",
    duplicateNumber: "Otro socio de este club ya tiene este número de socio.",
    typeFull: (name: string, capacity: number) =>
      `El tipo de membresía ${name} está completo: tiene capacidad para ${plural(capacity, { one: "# socio", other: "# socios" })}.`,
    typeFullField: (name: string) => `${name} está completo. Elija otro tipo de membresía.`,
    typeInactive: (name: string) => `El tipo de membresía ${name} ya no se ofrece. Elija un tipo activo.`,
    typeUnknown: (code: string) =>
      `El club no tiene el tipo de membresía ${code}. Elija uno de los tipos de membresía del club.`,
  },
  memberFields: {
    notFound: "Campo personalizado no encontrado",
    denied: "Solo el propietario y los admins del club pueden cambiar sus campos de miembro personalizados.",
    duplicateLabel: "Este club ya tiene un campo con esta etiqueta.",
    tooMany: (max: number) => `Un club tiene como máximo ${max} campos personalizados. Elimine uno primero.`,
    choiceInUse: (choice: string, n: number) =>
      `${n === 1 ? "1 miembro tiene" : `${n} miembros tienen`} la opción ${choice}. Cambie primero su valor.`,
    notAChoiceField: "Solo un campo de opciones tiene opciones.",
    order: "Dé cada campo del club una vez, en el nuevo orden.",
    unknownFilter: "Este club no tiene ese campo personalizado para filtrar.",
  },
  households: {
    notFound: "Hogar no encontrado",
    duplicateName: "Este club ya tiene un hogar con este nombre.",
    inAnother: (member: string, household: string) =>
      `${member} pertenece al hogar ${household}. Quítelo primero de ese hogar.`,
    notInIt: (member: string) => `${member} no pertenece a este hogar.`,
    full: (max: number) => `Un hogar tiene como máximo ${max} socios.`,
    unknownPayer: (payer: string) =>
      `Ningún socio de este club tiene el número de socio o la dirección de correo ${payer}.`,
    payerElsewhere: (payer: string, household: string) =>
      `El pagador ${payer} pertenece a otro hogar, ${household}.`,
    twoPayers: (household: string, first: string, second: string) =>
      `El hogar ${household} tiene dos pagadores, ${first} y ${second}.`,
  },
  memberships: {
    ownerProtected: "La membresía del propietario del club no se puede cancelar ni suspender.",
    chooseType: "Elija uno de los tipos de membresía del club.",
    renewInactive: (name: string) =>
      `El tipo de membresía ${name} ya no se ofrece. Renueve con uno de los tipos activos.`,
    participles: {
      renew: "renovada",
      cancel: "cancelada",
      suspend: "suspendida",
      reinstate: "reactivada",
      approve: "aprobada",
      reject: "rechazada",
    },
    or: (leading: string, last: string) => `${leading} o ${last}`,
    disallowed: (status: string, action: string, allowed: string) =>
      `Una membresía con el estado «${status}» no puede ser ${action}. Puede ser ${allowed}.`,
  },
  membershipTypes: {
    denied:
      "No tiene permiso para gestionar los tipos de membresía. Solo los propietarios y administradores pueden modificarlos.",
    notFound: "Tipo de membresía no encontrado",
    duplicate: "Este club ya tiene un tipo de membresía con este nombre.",
    capacityBelowHolders: (holders: number) =>
      `La capacidad no puede ser inferior al número de socios que tienen actualmente este tipo de membresía (${number(holders)}).`,
    capacityField: (holders: number) =>
      `Al menos ${holders}: es el número de socios que tienen actualmente este tipo de membresía.`,
  },
  security: {
    denied:
      "No tiene permiso para ver el panel de seguridad. Solo los propietarios y los administradores pueden verlo.",
    sessionNotFound: "Sesión no encontrada",
    alertNotFound: "Alerta no encontrada",
    ownerSession: "Solo el propietario del club puede revocar sus propias sesiones.",
    cannotRevoke: "Solo puede revocar sus propias sesiones y las de los roles que gestiona.",
  },
  admins: {
    denied:
      "No tiene permiso para gestionar administradores. Solo los propietarios y administradores pueden invitar o modificar administradores.",
    notFound: "Administrador no encontrado",
    ownerProtected:
      "El propietario del club no se puede retirar ni degradar. Solo una transferencia de la propiedad cambia el propietario.",
    ownRecord:
      "No puede modificar ni retirar su propia ficha de administrador. Consulte al propietario del club.",
    cannotManage: (actor: Role, target: Role) =>
      `Los ${pick(rolesPlural, actor)} no pueden modificar ni retirar a ${pick(roleWithArticle, target)}.`,
    cannotAssign: (actor: Role, assigned: Role) =>
      `Los ${pick(rolesPlural, actor)} no pueden nombrar a nadie ${pick(roleName, assigned)}.`,
  },
  payments: {
    denied: "Solo los propietarios del club pueden gestionar las credenciales de pago.",
    storeFailed: "No se pudieron guardar de forma segura las credenciales de pago.",
    noCredentials: "No hay credenciales de pago guardadas para esta pasarela.",
  },
  domain: {
    setupFailed: "No se pudo configurar el dominio.",
    setupFailedBecause: (reason: string) => `No se pudo configurar el dominio: ${reason}`,
    verifyFailed: "No se pudo verificar el dominio.",
    verifyFailedBecause: (reason: string) => `No se pudo verificar el dominio: ${reason}`,
    verificationFailed: "La verificación del dominio ha fallado.",
    suggestion:
      "La verificación del dominio requiere una configuración completa. Intente regenerar los registros DNS de este dominio.",
    noDomain: "Este club no tiene configurado ningún dominio de envío.",
    removed: (domain: string) => `Se ha eliminado el dominio de envío ${domain}.`,
    verified: (domain: string) => `${domain} está verificado: los correos del club se envían desde él.`,
    waiting: "Algunos registros aún no se han encontrado. Los cambios de DNS pueden tardar hasta 48 horas.",
    record: {
      missing: "Todavía no se ha encontrado ningún registro en este host.",
      wrong: "El registro encontrado no coincide con el valor que debe publicarse.",
      multipleSpf: "Se ha encontrado más de un registro SPF; un dominio solo puede tener uno.",
      lookupFailed: "La consulta DNS no obtuvo respuesta. Inténtelo de nuevo en unos minutos.",
    },
  },
  import: {
    handicapIndex: (value: string) =>
      `«${value}» no es un hándicap: escriba un número con un decimal de +10,0 a 54,0 (p. ej. 12,4, o +2,1 para un hándicap plus).`,
    homeClubTooLong: (max: number) => `El club de origen puede tener como máximo ${max} caracteres.`,
    playerIdTooLong: (max: number) =>
      `El número de jugador de la federación puede tener como máximo ${max} caracteres.`,
    teeGender: (value: string) =>
      `«${value}» no es un género para las barras: escriba hombre o mujer (M o F).`,
    tooLarge:
      "El archivo supera los 5 MB. Divídalo en archivos más pequeños (de 20.000 socios como máximo cada uno) e impórtelos uno tras otro.",
    notCsvBody: "Envíe el propio archivo CSV como cuerpo de la petición, con el tipo de contenido text/csv.",
    failedClash:
      "Mientras se importaba el archivo se añadió otro socio con uno de sus correos electrónicos o números de socio. No se ha importado nada: revise el archivo e impórtelo de nuevo.",
    failed:
      "La importación ha fallado y no se ha importado nada. Inténtelo de nuevo; si vuelve a fallar, divida el archivo en otros más pequeños.",
    notUtf8: (line: number) =>
      `El archivo no es texto UTF-8 (la línea ${line} contiene un carácter que no lo es). Guárdelo como «CSV UTF-8» e impórtelo de nuevo.`,
    mappingNotJson: "La asignación no es válida: elija las columnas de nuevo.",
    unreadableXlsx:
      "No se pudo leer la hoja de cálculo. Guárdela de nuevo como .xlsx (libro de Excel) o como CSV UTF-8.",
    mappingNotForFile:
      "Las columnas elegidas no son las de este archivo: suba el archivo de nuevo y asigne sus columnas.",
    unknownMemberField: (header: string) =>
      `La columna «${header}» está asignada a un campo personalizado que el club no tiene: elija otro.`,
    tooManyMemberFields: (max: number) =>
      `La importación daría al club más de ${max} campos personalizados: asigne menos columnas a campos nuevos.`,
    mappedTwice: (column: string) => `Dos columnas del archivo están asignadas a ${column}: elija una.`,
    quoteNotClosed: (line: number) =>
      `Un valor entre comillas que empieza en la línea ${line} no se cierra nunca. Revise sus comillas (").`,
    textAfterQuote: (line: number) =>
      `La línea ${line} tiene texto después de unas comillas de cierre. Ponga todo el valor entre comillas y duplique las comillas que contenga ("").`,
    lineTooLong: (line: number, max: number) =>
      `La línea ${line} tiene más de ${number(max)} caracteres: no es un archivo de socios, o unas comillas (") abren un valor que no se cierra nunca.`,
    unreadableLine: (line: number, reason: string) => `La línea ${line} no se pudo leer como CSV: ${reason}`,
    emptyFile: (columns: string) =>
      `El archivo está vacío. Su primera línea nombra las columnas, por ejemplo first_name,last_name,email; las columnas admitidas son ${columns}.`,
    tooManyRows: (max: number, line: number) =>
      `El archivo tiene más de ${number(max)} socios (la línea ${line} sobra). Divídalo en archivos de ${number(max)} filas como máximo e impórtelos uno tras otro.`,
    noMembers:
      "El archivo tiene una fila de encabezado pero ningún socio: añada debajo una fila por cada socio.",
    columnWithoutName: (column: number) => `La columna ${column} del encabezado no tiene nombre.`,
    columnTwice: (name: string) => `La columna ${name} aparece dos veces en el encabezado.`,
    noHeader: (columns: string) =>
      `La primera línea debe nombrar las columnas (una fila de encabezado), por ejemplo first_name,last_name,email. Las columnas admitidas son ${columns}.`,
    unknownColumns: (count: number, unknown: string, columns: string) =>
      `${plural(count, { one: "Columna desconocida", other: "Columnas desconocidas" })}: ${unknown}. Las columnas admitidas son ${columns}.`,
    needsEmailOrNames: "El archivo necesita una columna email, o las columnas first_name y last_name.",
    invalidValue: "Este valor no es válido.",
    extraValues:
      "Esta línea tiene más valores que columnas el encabezado. Ponga entre comillas los valores que contengan comas.",
    unknownType: (given: string, offered: string) =>
      `Tipo de membresía desconocido «${given}». Los tipos de membresía del club son: ${offered}.`,
    typeInactive: (name: string) => `El tipo de membresía ${name} ya no se ofrece (está inactivo).`,
    unknownStatus: (given: string, allowed: string) =>
      `Estado de membresía desconocido «${given}». Use uno de estos valores: ${allowed}.`,
    lifetimeEndDate: "Una membresía vitalicia no tiene fecha de fin: deje membership_end_date vacío.",
    endBeforeStart: "La fecha de fin de la membresía es anterior a su fecha de inicio.",
    emailTwice: (email: string, first: number, line: number) =>
      `El correo electrónico ${email} aparece en la línea ${first} y de nuevo en la línea ${line}.`,
    emailTaken: (email: string) => `Un socio de este club ya tiene el correo electrónico ${email}.`,
    numberTwice: (membershipNumber: string, first: number, line: number) =>
      `El número de socio ${membershipNumber} aparece en la línea ${first} y de nuevo en la línea ${line}.`,
    numberTaken: (membershipNumber: string) =>
      `Un socio de este club ya tiene el número de socio ${membershipNumber}.`,
    typeFull: (name: string, capacity: number) =>
      `El tipo de membresía ${name} está completo (capacidad ${capacity}): no hay plaza para este socio.`,
    cannotImport: "El archivo no se puede importar.",
    fileRefused: (problem: string) => `${problem} No se ha importado nada.`,
    rowsRefused: (rows: number) =>
      plural(rows, {
        one: "# fila tiene un problema. No se ha importado nada.",
        other: "# filas tienen problemas. No se ha importado nada.",
      }),
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  errorPages: {
    goBack: "Volver",
    backToHome: "Volver al inicio",
    notFoundTitle: "Página no encontrada",
    notFoundHeading: "¡Vaya! ¡Página no encontrada!",
    notFoundText: "La página que busca no existe o se ha movido.",
    serverErrorTitle: "Error del servidor",
    serverErrorHeading: "¡Vaya! Algo ha salido mal",
    serverErrorText: "Disculpe las molestias. Vuelva a intentarlo más tarde.",
    unauthorizedTitle: "No ha iniciado sesión",
    unauthorizedText: "Inicie sesión para ver esta página.",
    signIn: "Iniciar sesión",
    forbiddenTitle: "Acceso denegado",
    forbiddenText:
      "No tiene permiso para ver esta página. Si cree que debería tenerlo, consulte a un administrador de su club.",
    unavailableTitle: "Servicio no disponible",
    unavailableText:
      "Clubhouse está en mantenimiento o muy ocupado en este momento. Vuelva a intentarlo en unos minutos.",
    networkTitle: "Error de red",
    networkHeading: "No se puede conectar con el servidor",
    networkText: "Compruebe su conexión a Internet y vuelva a intentarlo cuando funcione de nuevo.",
    offline: "Sin conexión",
    tryAgain: "Reintentar",
    notFound: "No encontrado",
    nothingHere: "No hay nada en esta dirección.",
  },
  toasts: {
    sessionExpired: "¡La sesión ha caducado!",
    internal: "¡Error interno del servidor!",
    notModified: "¡Contenido no modificado!",
    noContent: "Contenido no encontrado.",
    generic: "¡Algo ha salido mal!",
  },
  serverUnreachable: "No se puede conectar con el servidor.",
  routeError: {
    title: "Error",
    heading: "¡Algo ha salido mal!",
    text: "No se ha podido mostrar esta pantalla. Volver a intentarlo suele funcionar.",
    showError: "Mostrar error",
    hideError: "Ocultar error",
  },
  loadingPage: "Cargando la página",
  loadFailed: "Compruebe su conexión y vuelva a intentarlo.",
  cancel: "Cancelar",
  list: {
    rowsPerPage: "Filas por página",
    none: (noun: string) => `No hay ${noun}`,
    range: (first: string, last: string, total: string, noun: string) =>
      `${first}–${last} de ${total} ${noun}`,
    previousPage: "Página anterior",
    nextPage: "Página siguiente",
    page: (n: number) => `Página ${n}`,
  },
  search: {
    label: "Buscar",
    clear: "Borrar la búsqueda",
  },
  currencyHelp: "Un código ISO de 3 letras, como USD o EUR.",
  badges: {
    active: "Activo",
    inactive: "Inactivo",
  },
  controls: {
    close: "Cerrar",
    closeNotification: "Cerrar la notificación",
    eyeDropper: "Tomar un color de la pantalla",
    passwordToggle: "Mostrar u ocultar los caracteres",
  },
} satisfies typeof en;

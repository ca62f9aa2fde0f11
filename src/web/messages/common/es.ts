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
} satisfies typeof en;

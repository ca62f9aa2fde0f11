import type en from "./en.ts";

export default {
  denied: "No tiene permiso para enviar mensajes en nombre de este club.",
  messageNotFound: "Mensaje no encontrado",
  newsletterDisabled:
    "Los mensajes a los socios están desactivados en este club. Active el boletín en la configuración de comunicación para enviar uno.",
  emptyAudience:
    "Nadie recibiría este mensaje: ningún socio de este público tiene una dirección de correo electrónico y está suscrito.",
  notCancellable: "Solo se puede cancelar un mensaje programado cuyo envío no haya comenzado.",
  nothingToResend: "Ningún envío de este mensaje ha fallado: no hay nada que reenviar.",
  cancelledNoResend: "Un mensaje cancelado no se puede reenviar.",
  unsubscribeNotFound:
    "Este enlace para darse de baja no es válido. Utilice el enlace de un correo reciente del club.",
  webhookNotConfigured:
    "Los webhooks de Postmark no están configurados en este servidor: defina POSTMARK_WEBHOOK_TOKEN y facilíteselo a Postmark.",
  webhookUnauthorized: "Las credenciales del webhook faltan o son incorrectas.",
  mail: {
    footer: (club: string) => `Recibe este correo porque es socio de ${club}.`,
    unsubscribe: "Darse de baja de estos correos",
  },
} satisfies typeof en;

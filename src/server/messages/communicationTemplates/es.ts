import type en from "./en.ts";

export default {
  denied:
    "No tiene permiso para gestionar las plantillas de comunicación. Pueden hacerlo los propietarios, administradores y gestores.",
  notFound: "Plantilla no encontrada",
  memberNotFound: "Socio no encontrado",
  duplicateName: "Ya existe una plantilla con este nombre en este club. Elija otro nombre.",
  builtins: {
    invitation: {
      name: "Invitación",
      subject: "Está invitado a unirse a {{club_name}}",
      bodyHtml:
        "<p>Hola:</p><p>Está invitado a unirse a {{club_name}} en Clubhouse. Use el botón de abajo para crear su cuenta o para aceptar con la cuenta que ya tiene.</p>",
      note: "El botón para aceptar la invitación y su fecha de caducidad se añaden debajo de este texto.",
    },
    welcome: {
      name: "Bienvenida",
      subject: "¡Bienvenido a {{club_name}}, {{first_name}}!",
      bodyHtml:
        "<p>Hola, {{first_name}}:</p><p>¡Bienvenido a {{club_name}}! Su membresía ({{membership_type}}) está activa y su número de socio es {{membership_number}}.</p><p>Esperamos verle pronto en el club.</p>",
      note: "Se envía cuando el club aprueba una solicitud. Las fechas de la membresía y un botón para iniciar sesión se añaden debajo de este texto.",
    },
    renewal_reminder: {
      name: "Recordatorio de renovación",
      subject: "Su membresía de {{club_name}} termina el {{membership_end}}",
      bodyHtml:
        "<p>Hola, {{first_name}}:</p><p>Su membresía ({{membership_type}}) de {{club_name}} termina el {{membership_end}}. Renuévela a tiempo para seguir disfrutando del club.</p>",
      note: null,
    },
    booking_confirmation: {
      name: "Confirmación de reserva",
      subject: "Su reserva en {{club_name}} está confirmada",
      bodyHtml:
        "<p>Hola, {{first_name}}:</p><p>Gracias por su reserva en {{club_name}}. Encontrará los detalles a continuación.</p>",
      note: "Los detalles de la reserva (recorrido, fecha y hora, jugadores) se añaden debajo de este texto.",
    },
    invoice: {
      name: "Factura",
      subject: "Su factura de {{club_name}}",
      bodyHtml: "<p>Hola, {{first_name}}:</p><p>Adjuntamos su factura de {{club_name}}.</p>",
      note: "El número, el importe y el vencimiento de la factura, y su PDF, se añaden a este texto.",
    },
  },
  sample: {
    lastName: "Ejemplo",
    membershipType: "Anual",
  },
  testSubjectPrefix: "[Prueba] ",
  testFooter: (club: string) => `Una prueba de una plantilla de ${club}, enviada por Clubhouse.`,
  footer: (club: string) => `Recibe este correo electrónico como socio de ${club}.`,
} satisfies typeof en;

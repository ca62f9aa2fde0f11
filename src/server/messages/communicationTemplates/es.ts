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
      bodyHtml: "<p>Hola:</p><p>Nos encantaría darle la bienvenida a {{club_name}} en Clubhouse.</p>",
      note: "Quién invitó y con qué rol, su mensaje, el botón para aceptar la invitación y cuándo caduca se añaden debajo de este texto.",
    },
    welcome: {
      name: "Bienvenida",
      subject: "Le damos la bienvenida a {{club_name}}: su membresía está activa",
      bodyHtml: "<p>Nos alegra tenerle en {{club_name}} y esperamos verle pronto en el club.</p>",
      note: "Se envía cuando el club aprueba una solicitud. Las fechas y el número de la membresía y un botón para iniciar sesión se añaden debajo de este texto.",
    },
    renewal_reminder: {
      name: "Recordatorio de renovación",
      subject: "Es hora de renovar su membresía de {{club_name}}",
      bodyHtml:
        "<p>Renueve su membresía {{membership_type}} para conservar su lugar en {{club_name}}. Si ya la ha renovado, puede ignorar este correo.</p>",
      note: "Cuándo termina la membresía (o que ya ha terminado) y un botón para abrirla se añaden a este texto.",
    },
    booking_confirmation: {
      name: "Confirmación de reserva",
      subject: "Su reserva en {{club_name}} está confirmada",
      bodyHtml: "<p>Hola, {{first_name}}:</p><p>Gracias por su reserva en {{club_name}}.</p>",
      note: "Los detalles de la reserva (recorrido, fecha y hora, jugadores) y su entrada de calendario se añaden debajo de este texto.",
    },
    invoice: {
      name: "Factura",
      subject: "Su factura de {{club_name}}",
      bodyHtml: "<p>Hola, {{first_name}}:</p><p>Adjuntamos su factura de {{club_name}} a este correo.</p>",
      note: "El número, el importe y el vencimiento de la factura, así como su PDF, se añaden a este texto.",
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

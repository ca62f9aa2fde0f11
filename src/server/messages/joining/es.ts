import type en from "./en.ts";

export default {
  notOffered: "Este club no acepta solicitudes en línea.",
  chooseType: "Elija un tipo de membresía que el club ofrezca en línea.",
  proofMissing:
    "La comprobación de su navegador no terminó. Vuelva a cargar la página y envíe el formulario de nuevo; mantenga la página abierta hasta que se envíe.",
  proofInvalid:
    "No se pudo confirmar la comprobación de su navegador. Vuelva a cargar la página y envíe el formulario de nuevo.",
  proofExpired:
    "La página estuvo abierta demasiado tiempo. Vuelva a cargarla y envíe el formulario de nuevo.",
  proofUsed: "Este formulario ya se envió. Vuelva a cargar la página para hacer otra solicitud.",
  accountExists:
    "Existe una cuenta con este correo electrónico y la contraseña no es la suya. Inicie sesión primero con ella y después haga la solicitud desde esta página.",
  alreadyMember: "Ya es socio de este club, o su solicitud está pendiente.",
  accountRetry: "No se pudo crear la cuenta en este momento. Inténtelo de nuevo.",
  mail: {
    subject: (club: string) => `Su solicitud en ${club}`,
    heading: (name: string) => `Gracias, ${name}`,
    pending: (type: string, club: string) =>
      `Hemos recibido su solicitud de ${type} en ${club}. El club le avisará cuando se apruebe.`,
    active: (type: string, club: string, number: string) =>
      `Bienvenido a ${club}: es socio con ${type}. Su número de socio es ${number}.`,
    awaitingPayment: (type: string, club: string) =>
      `Hemos recibido su solicitud de ${type} en ${club}. Espera el pago de su factura de ingreso, que le enviamos en un correo electrónico aparte.`,
    action: "Abrir Clubhouse",
    footer: "Recibe este correo electrónico porque solicitó una membresía en el sitio web del club.",
  },
  approved: {
    subject: (club: string) => `Le damos la bienvenida a ${club}: su membresía está activa`,
    heading: (name: string) => `Le damos la bienvenida, ${name}`,
    period: (type: string, club: string, start: string, end: string) =>
      `${club} ha aprobado su solicitud. Su membresía ${type} va del ${start} al ${end}.`,
    lifetime: (type: string, club: string, start: string) =>
      `${club} ha aprobado su solicitud. Su membresía ${type} va desde el ${start}, de por vida.`,
    number: (number: string) => `Su número de socio es ${number}.`,
    signIn: "Inicie sesión con el correo electrónico y la contraseña de su solicitud para ver su membresía.",
    action: "Iniciar sesión",
  },
  rejected: {
    subject: (club: string) => `Sobre su solicitud a ${club}`,
    heading: (name: string) => `Hola, ${name}:`,
    body: (type: string, club: string) =>
      `Gracias por su interés en ${club}. Lamentamos comunicarle que su solicitud de ${type} no ha sido aceptada.`,
    questions: "Si tiene alguna pregunta, responda a este correo para ponerse en contacto con el club.",
  },
  decisionFooter: "Recibe este correo porque solicitó una membresía del club.",
} satisfies typeof en;

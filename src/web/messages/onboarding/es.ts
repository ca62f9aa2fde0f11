import type en from "./en.ts";

export default {
  errors: {
    invalidPending: "Datos del club no válidos: faltan campos obligatorios",
    failedAfterConfirmation: "No se pudo crear el club tras confirmar el correo electrónico",
    failedAfterConfirmationBecause: (reason: string) =>
      `No se pudo crear el club tras confirmar el correo electrónico: ${reason}`,
    unexpected: "Se produjo un error inesperado al crear el club",
  },
  creating: {
    title: "Configurando su club",
    text: (name: string) => `Creando ${name}…`,
  },
  form: {
    titleFirst: "Cree su club",
    titleAnother: "Crear otro club",
    description:
      "Usted será su propietario. Todo lo demás (horario, imagen de marca, reglas de membresía) se puede cambiar más adelante en la configuración.",
    backToClubs: "Volver a sus clubs",
    signedInAs: (email: string) => `Sesión iniciada como ${email}.`,
    signOut: "Cerrar sesión",
    name: "Nombre del club",
    email: "Correo electrónico del club",
    emailHint: "La dirección a la que los socios y el sistema escriben al club.",
    phone: "Teléfono",
    website: "Sitio web",
    address: "Dirección",
    descriptionLabel: "Descripción",
    country: "País",
    countryHint:
      "Define la moneda, cómo se escriben las fechas y las horas, el primer día de la semana y el idioma.",
    noCountry: "Ningún país coincide",
    timeZone: "Zona horaria",
    timeZoneHint: "Las salidas y los horarios de apertura están en esta zona.",
    noTimeZone: "Ninguna zona coincide",
    derived: (date: string, time: string, weekday: string, language: string) =>
      `Fechas ${date}, horas ${time}, las semanas empiezan el ${weekday}, idioma ${language}. Todo se puede cambiar en los ajustes.`,
    currency: "Moneda",
    sports: "Deportes",
    sportsHint: "Elija o escriba y pulse Intro.",
    submit: "Crear club",
  },
  created: (name: string) => `${name} está listo.`,
} satisfies typeof en;

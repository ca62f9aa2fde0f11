import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  title: "Inicio",
  welcome: (name: string) => `Hola, ${name}`,
  intro: (club: string) => `Su membresía, sus horas de salida, sus facturas y las novedades de ${club}.`,
  loading: "Cargando su inicio…",
  loadFailed: "No se pudo cargar su inicio",
  noRecord: "No tiene ficha de socio en este club.",
  membership: {
    title: "Membresía",
    type: "Tipo",
    status: "Estado",
    number: "Número de socio",
    ends: "Vence",
    noEnd: "Sin fecha de fin (vitalicia)",
    renew: "Renovar",
    renewing: "Renovando…",
    renewOffer: (amount: string, start: string, end: string) =>
      `Renovar del ${start} al ${end}: ${amount} (sin impuestos).`,
    renewOfferLifetime: (amount: string, start: string) =>
      `Renovar desde el ${start}: ${amount} (sin impuestos).`,
    payOffer: (amount: string) =>
      `Su factura de renovación está abierta: ${amount} por pagar. Al pagarla se renueva su membresía.`,
    payRenewal: "Pagar la renovación",
    payerPays: "Su membresía se factura al pagador de su hogar, que la renueva desde su inicio.",
    askClub: "Su membresía debe renovarse. Pida al club que la renueve.",
    renewed: "Su factura de renovación está lista. Páguela para renovar su membresía.",
  },
  bookings: {
    title: "Próximas horas de salida",
    none: "No hay reservas próximas",
    noneHelp: "Reserve una hora de salida y aparecerá aquí.",
    book: "Reservar una hora de salida",
    all: "Todas mis reservas",
    when: (day: string, time: string) => `${day} a las ${time}`,
    players: (n: number) => plural(n, { one: "# jugador", other: "# jugadores" }),
  },
  invoices: {
    title: "Facturas abiertas",
    none: "No hay facturas abiertas",
    noneHelp: "En este momento no debe nada al club.",
    pay: "Pagar",
    payLabel: (number: string) => `Pagar la factura ${number}`,
    /** Where the club does not take payments online: the invoice shows its bank details. */
    howToPay: "Cómo pagar",
    howToPayLabel: (number: string) => `Cómo pagar la factura ${number}`,
    due: (date: string) => `Vence el ${date}`,
    forMember: (name: string) => `Para ${name}`,
    overdue: "Vencida",
    total: (amount: string) => `Total adeudado: ${amount}`,
    more: (n: number) =>
      plural(n, { one: "Ver # factura abierta más", other: "Ver # facturas abiertas más" }),
    all: "Todas mis facturas",
  },
  messages: {
    title: "Últimos mensajes",
    none: "Aún no hay mensajes",
    noneHelp: "Aquí aparecen los mensajes del club para usted.",
    close: "Cerrar",
    loading: "Cargando el mensaje…",
    loadFailed: "No se pudo cargar el mensaje",
    frame: "El mensaje",
    sent: (when: string) => `Enviado el ${when}`,
  },
} satisfies typeof en;

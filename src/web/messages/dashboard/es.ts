import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  title: "Panel",
  welcome: (name: string) => `Hola, ${name}`,
  loadingProfile: "Cargando su perfil",
  profileFailed: "No se pudo cargar su perfil",
  staff: {
    loading: "Cargando el panel",
    loadFailed: "No se pudo cargar el panel",
    showTable: "Ver como tabla",
    hideTable: "Ocultar tabla",
    members: {
      title: "Socios",
      total: (n: number) => plural(n, { one: "socio actual", other: "socios actuales" }),
      /** Under the number: what it counts, the same as the chart (issue 34). */
      totalHelp: "Las membresías vencidas y canceladas no se cuentan, igual que en el gráfico.",
      byStatus: "Todas las fichas por estado de membresía",
      newThisMonth: "Nuevos este mes",
      endingSoon: "Terminan en los próximos 30 días",
      endingLink: "Ver estas membresías",
      open: "Abrir la lista de socios",
      chart: "Socios actuales en 12 meses",
      chartLabel: (from: string, to: string, first: number, last: number) =>
        `Socios al final de cada mes de ${from} a ${to}: ${first} al principio, ${last} ahora.`,
      month: "Mes",
      count: "Socios",
      empty: "Por ahora solo usted. Añada o importe socios para ver aquí cómo crece el club.",
      add: "Añadir socios",
    },
    teeSheet: {
      title: "Hoja de salidas de hoy",
      places: (booked: number, capacity: number) => `${booked} de ${capacity} plazas reservadas`,
      placesLabel: (course: string) => `Plazas reservadas hoy en ${course}`,
      noTeeTimes: "Hoy no hay horas de salida",
      noCourses: "Todavía no hay recorridos",
      noCoursesText: "Añada un recorrido en la configuración de golf para aceptar reservas.",
      open: "Abrir la hoja de salidas",
      settings: "Configuración de golf",
    },
    billing: {
      accountsHeld: "Saldo en cuentas de socios",
      accountsOwed: "Deuda en cuentas de socios",
      title: "Facturación",
      revenue: "Ingresos de este mes",
      revenueHelp: "Pagos recibidos menos reembolsos",
      outstanding: "Pendiente",
      overdue: "Vencido",
      open: "Abrir facturación",
      chart: "Ingresos por mes",
      chartLabel: (from: string, to: string, total: string) =>
        `Ingresos de cada mes de ${from} a ${to}: ${total} en total.`,
      month: "Mes",
      amount: "Ingresos",
      noRevenue: "No se ha recibido ningún pago en los últimos 12 meses.",
    },
    messages: {
      title: "Mensajes",
      sentThisWeek: "Enviados esta semana",
      recipients: (n: number) => plural(n, { one: "a # destinatario", other: "a # destinatarios" }),
      open: "Abrir mensajes",
    },
    activity: {
      title: "Actividad reciente",
      empty: "Todavía no hay cambios registrados.",
      open: "Abrir el registro de auditoría",
      system: "Sistema",
      deletedUser: "Un usuario eliminado",
      by: (name: string) => `por ${name}`,
      actions: { INSERT: "Añadido", UPDATE: "Modificado", DELETE: "Eliminado" },
    },
  },
} satisfies typeof en;

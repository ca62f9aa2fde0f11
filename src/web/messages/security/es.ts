import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  screen: {
    title: "Seguridad",
    intro: (club: string) =>
      `Inicios de sesión, solicitudes rechazadas y errores en ${club}, y las sesiones activas de los administradores.`,
  },
  noPermission: {
    title: "Sin acceso al panel de seguridad",
    text: (club: string, role: string) =>
      `Solo los propietarios y los administradores ven el panel de seguridad de ${club}. Su rol: ${role}.`,
  },
  kinds: {
    failed_logins: "Inicios de sesión fallidos",
    suspicious_activity: "Actividad sospechosa",
    critical_errors: "Errores críticos",
  },
  stats: {
    loading: "Cargando las cifras de seguridad…",
    loadFailed: "No se pudieron cargar las cifras de seguridad",
    last24Hours: "Últimas 24 horas",
    last7Days: (n: number) => plural(n, { one: "# en los últimos 7 días", other: "# en los últimos 7 días" }),
    threshold: (n: number) => `Alerta a partir de ${n} en una hora`,
  },
  alerts: {
    region: "Alertas de seguridad",
    failed_logins: (n: number) =>
      plural(n, {
        one: "# inicio de sesión fallido en una hora ha alcanzado el umbral de alerta.",
        other: "# inicios de sesión fallidos en una hora han alcanzado el umbral de alerta.",
      }),
    suspicious_activity: (n: number) =>
      plural(n, {
        one: "# actividad sospechosa en una hora ha alcanzado el umbral de alerta.",
        other: "# actividades sospechosas en una hora han alcanzado el umbral de alerta.",
      }),
    critical_errors: (n: number) =>
      plural(n, {
        one: "# solicitud ha fallado con un error del servidor. Revise el registro del servidor.",
        other: "# solicitudes han fallado con un error del servidor. Revise el registro del servidor.",
      }),
    raisedAt: (when: string) => `Generada el ${when}. Se avisó al propietario por correo.`,
    dismiss: "Descartar",
    dismissLabel: (kind: string) => `Descartar la alerta: ${kind}`,
    dismissed: "Alerta descartada",
  },
  sessions: {
    title: "Sesiones activas de los administradores",
    loading: "Cargando las sesiones…",
    loadFailed: "No se pudieron cargar las sesiones",
    empty: "Aún no hay sesiones activas registradas.",
    person: "Persona",
    device: "Dispositivo",
    address: "Dirección",
    lastActivity: "Última actividad",
    signedIn: (when: string) => `Inició sesión el ${when}`,
    actions: "Acciones",
    thisDevice: "Este dispositivo",
    unknownDevice: "Dispositivo desconocido",
    deviceOn: (browser: string, os: string) => `${browser} en ${os}`,
    place: (n: number, total: number) => `Sesión ${n} de ${total}`,
    deviceSince: (device: string, since: string) => `${device} (inició sesión el ${since})`,
    devicePlace: (device: string, n: number, total: number, since: string) =>
      `${device} (sesión ${n} de ${total}, inició sesión el ${since})`,
    noAddress: "—",
    revoke: "Revocar",
    revokeLabel: (name: string, device: string) => `Revocar la sesión de ${name} en ${device}`,
    confirmTitle: "¿Revocar esta sesión?",
    confirmText: (name: string, device: string) =>
      `${name} cierra sesión en ${device} de inmediato y tendrá que volver a iniciarla allí.`,
    confirm: "Revocar sesión",
    revoked: "Sesión revocada",
  },
  events: {
    title: "Eventos de seguridad recientes",
    loading: "Cargando los eventos…",
    loadFailed: "No se pudieron cargar los eventos",
    empty: "Aún no hay eventos de seguridad.",
    noun: (n: number) => plural(n, { one: "evento", other: "eventos" }),
    when: "Cuándo",
    event: "Evento",
    who: "Cuenta o dirección",
    actions: {
      sign_in_succeeded: "Inicio de sesión",
      sign_in_failed: "Inicio de sesión fallido",
      rate_limited: "Límite de frecuencia alcanzado",
      refused_requests: "Muchas solicitudes rechazadas",
      critical_error: "Error del servidor",
      session_revoked: "Sesión revocada",
    },
    revokedBy: (revoker: string, whose: string) => `${revoker} revocó la sesión de ${whose}`,
    revokedWhose: (whose: string) => `Sesión de ${whose} revocada`,
    refusedCount: (n: number) =>
      plural(n, { one: "# solicitud rechazada", other: "# solicitudes rechazadas" }),
  },
  activity: {
    title: "Inicios de sesión de los últimos 30 días",
    loading: "Cargando los inicios de sesión…",
    loadFailed: "No se pudieron cargar los inicios de sesión",
    signIns: "Inicios de sesión",
    failures: "Inicios de sesión fallidos",
    day: "Día",
    chartLabel: (signIns: number, failures: number) =>
      `Inicios de sesión por día en los últimos 30 días: ${signIns} inicios de sesión y ${failures} fallidos en total.`,
    showTable: "Mostrar como tabla",
    hideTable: "Ocultar la tabla",
  },
} satisfies typeof en;

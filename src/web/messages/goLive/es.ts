import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("es");
const withMoney = (text: string, money: string) => (money ? `${text} (${money})` : text);

/** La tarjeta de puesta en marcha del panel (propietario, mientras el club se configura; decisión 061). */
export default {
  title: "Su club se está configurando",
  intro:
    "No se envía ni se factura nada automáticamente hasta que lo ponga en marcha: ni facturas, ni recordatorios, ni recargos por demora, ni avisos de membresía.",
  checklist: "Antes de ponerlo en marcha",
  items: {
    financial: "Datos financieros: cómo pagan los socios",
    membershipTypes: "Tipos de membresía con precio",
    sender: "Nombre y correo del remitente",
  },
  done: "Hecho",
  notDone: "Pendiente",
  open: "Abrir",
  firstDay: "Lo que sale el primer día",
  firstDayHint: "Contado ahora por las propias tareas, para hoy.",
  loading: "Contando lo que enviaría el primer día…",
  loadFailed: "No se pudo contar el primer día.",
  startLabel: "Cómo empezar",
  starts: {
    today: "Empezar desde hoy",
    todayHint:
      "Las membresías que terminaron antes de hoy no se facturan y no sale ningún aviso sobre ellas.",
    dueNow: "Enviar ahora todo lo pendiente",
    dueNowHint: "También los periodos pasados: cada membresía terminada se factura y se avisa.",
  },
  figures: {
    renewals: (n: number, money: string) =>
      withMoney(plural(n, { one: "# factura de renovación", other: "# facturas de renovación" }), money),
    notices: (n: number) => plural(n, { one: "# aviso de membresía", other: "# avisos de membresía" }),
    reminders: (n: number) =>
      plural(n, { one: "# recordatorio de factura", other: "# recordatorios de factura" }),
    lateFees: (n: number, money: string) =>
      withMoney(plural(n, { one: "# recargo por demora", other: "# recargos por demora" }), money),
    overdue: (n: number) => plural(n, { one: "# aviso de vencimiento", other: "# avisos de vencimiento" }),
    left: (n: number) =>
      plural(n, {
        one: "# membresía terminada antes de hoy sin facturar",
        other: "# membresías terminadas antes de hoy sin facturar",
      }),
    nothing: "El primer día no sale nada.",
  },
  notAllDone: "Algunos puntos están pendientes. Puede ponerlo en marcha igualmente y terminarlos después.",
  goLive: "Poner en marcha",
  live: "Su club está en marcha. Las facturas y los recordatorios automáticos ya se envían.",
  failed: "No se pudo poner el club en marcha.",
};

import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  alertMail: {
    failed_logins: {
      subject: (club: string) => `Alerta de seguridad de ${club}: inicios de sesión fallidos`,
      heading: "Varios inicios de sesión han fallado",
      text: (count: number) =>
        plural(count, {
          one: "# inicio de sesión en una cuenta de su club ha fallado en la última hora.",
          other: "# inicios de sesión en cuentas de su club han fallado en la última hora.",
        }),
    },
    suspicious_activity: {
      subject: (club: string) => `Alerta de seguridad de ${club}: actividad sospechosa`,
      heading: "Actividad sospechosa",
      text: (count: number) =>
        plural(count, {
          one: "Se ha observado # actividad sospechosa (muchas solicitudes rechazadas o un límite de frecuencia) en su club en la última hora.",
          other:
            "Se han observado # actividades sospechosas (muchas solicitudes rechazadas o límites de frecuencia) en su club en la última hora.",
        }),
    },
    critical_errors: {
      subject: (club: string) => `Aviso de seguridad de ${club}: un error crítico`,
      heading: "Se ha producido un error crítico",
      text: (count: number) =>
        plural(count, {
          one: "# solicitud de su club ha fallado con un error del servidor en la última hora.",
          other: "# solicitudes de su club han fallado con un error del servidor en la última hora.",
        }),
    },
    advice:
      "Abra el panel de seguridad para ver los eventos y las sesiones activas, y para descartar la alerta.",
    action: "Abrir el panel de seguridad",
    footer: "Recibe este correo porque es el propietario de este club en Clubhouse.",
  },
} satisfies typeof en;

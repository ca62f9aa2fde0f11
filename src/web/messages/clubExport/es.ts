import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { number } = localeHelpers("es");

/** La sección «Exportar todos los datos» de la configuración del club (solo el propietario, issue 18). */
export default {
  title: "Exportar todos los datos",
  description:
    "Descargue todos los datos del club en un único archivo ZIP: socios, membresías, reservas, facturas, pagos, mensajes, el registro de auditoría, la configuración y los archivos, en ficheros CSV y JSON.",
  note: "Las contraseñas, las credenciales de pago, las claves privadas del dominio de envío y los enlaces de invitación nunca se exportan.",
  start: "Exportar todos los datos",
  startAgain: "Iniciar una nueva exportación",
  counting: "Preparando la exportación…",
  progress: (written: number, total: number) => `${number(written)} de ${number(total)} registros exportados`,
  progressLabel: "Progreso de la exportación",
  ready: "Su exportación está lista.",
  download: (size: string) => `Descargar ZIP (${size})`,
  expires: (when: string) =>
    `El enlace de descarga funciona hasta el ${when} y solo para usted, con la sesión iniciada.`,
  failed: "La exportación ha fallado (CLUB_EXPORT_ERROR). Inicie una nueva.",
  startFailed: "No se pudo iniciar la exportación.",
} satisfies typeof en;

import type en from "./en.ts";

export default {
  denied: "Solo el propietario del club puede exportar todos los datos del club.",
  exportNotFound: "Exportación no encontrada",
  exportNotReady: "Esta exportación aún no está lista. Espere a que termine y luego descárguela.",
  exportFailed: "Esta exportación ha fallado. Inicie una nueva.",
  exportExpired:
    "Este enlace de descarga ha caducado. Los enlaces de descarga duran 24 horas: inicie una nueva exportación.",
} satisfies typeof en;

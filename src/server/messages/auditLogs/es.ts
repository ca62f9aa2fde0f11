/** Los textos del registro de auditoría que escribe el servidor (incidencia 17). */
export default {
  denied: "No tiene permiso para leer el registro de auditoría de este club.",
  entryNotFound: "Entrada del registro de auditoría no encontrada",
  eventNotFound: "Evento de auditoría no encontrado",
  exportNotFound: "Exportación no encontrada",
  exportNotReady: "Esta exportación aún no está lista. Espere a que termine y luego descárguela.",
  exportFailed: "Esta exportación ha fallado. Inicie una nueva.",
  exportExpired:
    "Este enlace de descarga ha caducado. Los enlaces de descarga duran 24 horas: inicie una nueva exportación.",
  fileName: "registro-auditoria",
};

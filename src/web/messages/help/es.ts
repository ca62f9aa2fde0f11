import type en from "./en.ts";

export default {
  title: "Centro de ayuda",
  intro: "Guías paso a paso para el personal del club, una para cada área de Clubhouse.",
  introMembers:
    "Guías paso a paso para los socios: reservar salidas, pagar facturas, sus datos y los correos del club.",
  loading: "Cargando los artículos de ayuda...",
  loadFailed: "No se pudieron cargar los artículos de ayuda",
  search: {
    label: "Buscar en la ayuda",
    placeholder: "Buscar, por ejemplo: importar, factura, hoja de salidas",
    clear: "Borrar la búsqueda",
    results: (query: string) => `Resultados para «${query}»`,
    empty: "Ningún artículo coincide",
    emptyText: "Revise la ortografía, pruebe otra palabra o consulte los artículos de abajo.",
  },
  areas: {
    start: "Primeros pasos",
    club: "Su club",
    members: "Socios",
    golf: "Golf",
    billing: "Facturación",
    communications: "Comunicaciones",
    security: "Registro y seguridad",
    forMembers: "Para socios",
  },
  records: {
    label: "Los registros DNS de su club",
    loading: "Cargando los registros de su club…",
    loadFailed:
      "No se pudieron cargar los registros de su club. También están en la pestaña Comunicación de la configuración.",
    staffOnly: "Solo el propietario y los administradores del club ven aquí los registros del club.",
    none: (club: string) =>
      `${club} aún no tiene dominio de envío. Configure uno como se describe arriba: sus tres registros aparecerán aquí, listos para copiar.`,
    title: (domain: string) => `Los registros de ${domain}`,
    selector: (selector: string) => `Selector DKIM: ${selector}`,
    verified: "Dominio verificado",
    notVerified: "Sin verificar",
    record: "Registro",
    details: "Host y valor",
    type: "Tipo",
    host: "Host",
    value: "Valor",
    copyHost: (record: string) => `Copiar el host ${record}`,
    copyValue: (record: string) => `Copiar el valor ${record}`,
    copied: "Copiado",
  },
  article: {
    back: "Volver a la ayuda",
    contents: "En esta página",
    notFound: "Artículo no encontrado",
    notFoundText: "No hay ningún artículo de ayuda en esta dirección.",
  },
} satisfies typeof en;

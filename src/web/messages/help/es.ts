import type en from "./en.ts";

export default {
  title: "Centro de ayuda",
  intro: "Guías paso a paso para el personal del club, una para cada área de Clubhouse.",
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
  },
  article: {
    back: "Volver a la ayuda",
    contents: "En esta página",
    notFound: "Artículo no encontrado",
    notFoundText: "No hay ningún artículo de ayuda en esta dirección.",
  },
} satisfies typeof en;

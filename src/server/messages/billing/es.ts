import type en from "./en.ts";

export default {
  notFound: {
    invoice: "Factura no encontrada",
  },
  issue: {
    notDraft: (number: string) => `${number} ya se ha emitido: una factura emitida no se vuelve a emitir.`,
  },
} satisfies typeof en;

import type en from "./en.ts";

export default {
  nameRequired: "Ponga un nombre a la plantilla.",
  nameTooLong: (max: number) => `El nombre de una plantilla tiene como máximo ${max} caracteres.`,
  category: "Elija una categoría: anuncio, evento, recordatorio, facturación, bienvenida u otra.",
  subjectRequired: "Escriba un asunto.",
  subjectTooLong: (max: number) => `Un asunto tiene como máximo ${max} caracteres.`,
  bodyRequired: "Escriba el mensaje.",
  bodyTooLarge: (maxKb: number) =>
    `El mensaje es demasiado largo: como máximo ${maxKb} KB de texto y formato.`,
  unknownVariable: (names: string) => `Variable desconocida ${names}`,
  unknownVariables: (names: string) => `Variables desconocidas ${names}`,
  searchTooLong: (max: number) => `Una búsqueda tiene como máximo ${max} caracteres.`,
  member: "Elija un socio del club.",
  language: "Elija inglés, alemán, francés o español.",
  sayWhatToChange: "Indique qué cambiar: nombre, categoría, asunto o mensaje.",
} satisfies typeof en;

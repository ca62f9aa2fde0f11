import type en from "./en.ts";

export default {
  denied:
    "No tiene permiso para gestionar hándicaps. Solo los propietarios, administradores y gerentes pueden hacerlo.",
  settingsDenied:
    "No tiene permiso para cambiar quién calcula los hándicaps. Solo los propietarios y administradores pueden hacerlo.",
  recomputeNational: "Los hándicaps solo se recalculan cuando este club los calcula.",
  memberNotFound: "Socio no encontrado",
  scoreNotFound: "Resultado no encontrado",
  courseNotFound: "Recorrido no encontrado",
  teeNotFound: "Barra no encontrada: elija una barra del recorrido.",
  noRating: (tee: string) =>
    `La barra «${tee}» no tiene Course Rating ni Slope Rating para el género del jugador: añádalos primero en los ajustes de golf.`,
  futureDate: "No se puede registrar un resultado de un día que aún no ha llegado.",
} satisfies typeof en;

// Spanish strings of a class's projector (`classroom.projector`), apart so that es-classroom.ts
// stays under the house's length: what the whole room sees, no names unless the teacher chooses.
// en-projector.ts and ca-projector.ts have the same keys.

export const esProjector = {
  fullScreen: "Pantalla completa",
  leaveFullScreen: "Sal de la pantalla completa",
  typeAddress: "O entra en",
  noJoining: "La clase no admite más participantes",
  waiting:
    "Las cifras de la clase aparecerán aquí cuando acabe una ronda: sin nombres, solo las de toda la clase. Participantes en la clase: {{pupils}}.",
  partOf: "{{part}} de {{all}}",
  results: "Resultados guardados",
  good: "Buenos (nota de {{grade}} o más)",
  guidelineRate: "A 100–120 por minuto",
  goodFraction: "Comprimiendo el {{share}} del tiempo o más",
  depthResults: "Profundidad medida con el móvil",
  depthInBand: "Compresiones a 5–6 cm (media de la clase)",
  topTaps: "Mejores de la ronda: toques",
  topDepth: "Mejores de la ronda: profundidad con el móvil",
  openTop: "Proyecta también los mejores de la ronda (hasta {{few}} nombres)",
  choiceHint:
    "El proyector muestra las cifras de la clase sin nombres: ninguna nota baja en la pantalla de todos. Los mejores de la ronda salen con su nombre solo si tú lo eliges.",
};

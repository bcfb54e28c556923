// Spanish strings of the depth in a class (`classroom.depth`): the teacher's table, the projector,
// the CSV and the lesson's before and after, for results measured in the game's depth mode
// (features/compression-game/depth/sent-depths.ts). en-class-depth.ts and ca-class-depth.ts have the same keys.

export const esClassDepth = {
  column: "Profundidad (medida con el móvil)",
  notMeasured: "No medida",
  value: "{{cm}} cm de media · {{share}} a 5–6 cm",
  count_one: "({{count}} resultado con el móvil)",
  count_other: "({{count}} resultados con el móvil)",
  note: "Profundidad: solo de las partidas y rondas jugadas en el modo de profundidad, con el móvil entre las manos y un cojín; es una estimación (cada compresión, con un margen de unos ±{{error}} mm). «No medida»: las compresiones se contaron con toques.",
  meanColumn: "Profundidad media",
  centimetres: "{{cm}} cm",
  testColumn: "Profundidad (con el móvil)",
  rankingGrade: "Nota",
  rankingInBand: "A 5–6 cm",
  lesson: {
    caption: "La profundidad antes y después (alumnos medidos con el móvil en las dos pruebas: {{pupils}})",
    measure: "Medida",
    meanMm: "Profundidad media (mm)",
    inBand: "Compresiones a 5–6 cm (media, %)",
    notMeasured: "Profundidad no medida: ningún alumno hizo la primera y la última prueba en el modo de profundidad.",
  },
};

/** The CSV's headings of the depth (`classroom.csv`), beside the timing's, and of the lesson's depth. */
export const esClassDepthCsv = {
  depthResults: "Resultados con la profundidad medida",
  depthMeanMm: "Profundidad media (mm)",
  depthInBand: "Compresiones a 5–6 cm (%)",
  depthTooShallow: "Compresiones de menos de 5 cm (%)",
  depthTooDeep: "Compresiones de más de 6 cm (%)",
  depth: "Profundidad",
  depthMeasured: "medida con el móvil",
  depthNotMeasured: "no medida",
  depthTitle: "La profundidad antes y después (alumnos medidos con el móvil en las dos pruebas)",
  firstDepthMm: "Profundidad media, primera prueba (mm)",
  firstDepthInBand: "Compresiones a 5–6 cm, primera prueba (%)",
  lastDepthMm: "Profundidad media, última prueba (mm)",
  lastDepthInBand: "Compresiones a 5–6 cm, última prueba (%)",
};

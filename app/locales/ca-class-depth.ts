import type { esClassDepth, esClassDepthCsv } from "./es-class-depth";

// Catalan strings of the depth in a class (`classroom.depth`): the keys of es-class-depth.ts.

export const caClassDepth = {
  column: "Profunditat (mesurada amb el mòbil)",
  notMeasured: "No mesurada",
  value: "{{cm}} cm de mitjana · {{share}} a 5–6 cm",
  count_one: "({{count}} resultat amb el mòbil)",
  count_other: "({{count}} resultats amb el mòbil)",
  note: "Profunditat: només de les partides i rondes jugades en el mode de profunditat, amb el mòbil entre les mans i un coixí; és una estimació (cada compressió, amb un marge d'uns ±{{error}} mm). «No mesurada»: les compressions es van comptar amb tocs.",
  meanColumn: "Profunditat mitjana",
  centimetres: "{{cm}} cm",
  testColumn: "Profunditat (amb el mòbil)",
  rankingGrade: "Nota",
  rankingInBand: "A 5–6 cm",
  lesson: {
    caption: "La profunditat abans i després (alumnes mesurats amb el mòbil a les dues proves: {{pupils}})",
    measure: "Mesura",
    meanMm: "Profunditat mitjana (mm)",
    inBand: "Compressions a 5–6 cm (mitjana, %)",
    notMeasured: "Profunditat no mesurada: cap alumne no va fer la primera i l'última prova en el mode de profunditat.",
  },
} satisfies typeof esClassDepth;

/** The CSV's headings of the depth (`classroom.csv`), beside the timing's, and of the lesson's depth. */
export const caClassDepthCsv = {
  depthResults: "Resultats amb la profunditat mesurada",
  depthMeanMm: "Profunditat mitjana (mm)",
  depthInBand: "Compressions a 5–6 cm (%)",
  depthTooShallow: "Compressions de menys de 5 cm (%)",
  depthTooDeep: "Compressions de més de 6 cm (%)",
  depth: "Profunditat",
  depthMeasured: "mesurada amb el mòbil",
  depthNotMeasured: "no mesurada",
  depthTitle: "La profunditat abans i després (alumnes mesurats amb el mòbil a les dues proves)",
  firstDepthMm: "Profunditat mitjana, primera prova (mm)",
  firstDepthInBand: "Compressions a 5–6 cm, primera prova (%)",
  lastDepthMm: "Profunditat mitjana, última prova (mm)",
  lastDepthInBand: "Compressions a 5–6 cm, última prova (%)",
} satisfies typeof esClassDepthCsv;

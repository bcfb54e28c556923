import type { esProjector } from "./es-projector";

// Cadenes en català del projector d'una classe (`classroom.projector`): les claus d'es-projector.ts.

export const caProjector = {
  fullScreen: "Pantalla completa",
  leaveFullScreen: "Surt de la pantalla completa",
  typeAddress: "O entra a",
  noJoining: "La classe no admet més participants",
  waiting:
    "Les xifres de la classe sortiran aquí quan acabi una ronda: sense noms, només les de tota la classe. Participants a la classe: {{pupils}}.",
  partOf: "{{part}} de {{all}}",
  results: "Resultats desats",
  good: "Bons (nota de {{grade}} o més)",
  guidelineRate: "A 100–120 per minut",
  goodFraction: "Comprimint el {{share}} del temps o més",
  depthResults: "Profunditat mesurada amb el mòbil",
  depthInBand: "Compressions a 5–6 cm (mitjana de la classe)",
  topTaps: "Millors de la ronda: tocs",
  topDepth: "Millors de la ronda: profunditat amb el mòbil",
  openTop: "Projecta també els millors de la ronda (fins a {{few}} noms)",
  choiceHint:
    "El projector mostra les xifres de la classe sense noms: cap nota baixa a la pantalla de tothom. Els millors de la ronda hi surten amb el nom només si tu ho tries.",
} satisfies typeof esProjector;

import type { esVerdicts } from "./es-verdicts";

// Catalan words of the teacher's table for how each pupil is doing (`classroom.verdicts`,
// features/classroom/results/verdict-badge.tsx), and the legend that says what each means. es-verdicts.ts has the same keys.

export const caVerdicts = {
  good: "Bé",
  tooSlow: "Massa lent",
  tooFast: "Massa ràpid",
  pauses: "Pauses llargues",
  uneven: "Ritme irregular",
  slowing: "Es va frenant",
  hurrying: "Es va accelerant",
  tooShallow: "Poca profunditat",
  tooDeep: "Massa profunditat",
  notPlayed: "Encara no ha jugat",
  playing: "Jugant ara",
  legendHeading: "Què vol dir cada paraula de la taula",
  meaning: {
    good: "Una nota de ritme i pauses de 80 o més: que continuï així.",
    tooSlow: "Menys de 100 compressions per minut: cal prémer més de pressa.",
    tooFast: "Més de 120 compressions per minut: cal prémer més a poc a poc.",
    pauses: "Massa temps amb les mans fora del pit.",
    uneven: "El temps entre compressions canvia molt.",
    slowing: "Comença al ritme correcte i després va més a poc a poc, com amb el cansament.",
    hurrying: "Va cada vegada més de pressa a mesura que avança la partida.",
    tooShallow: "Mesurat amb el mòbil: compressions de menys de 5 cm. Cal prémer més fort, amb els braços rectes.",
    tooDeep: "Mesurat amb el mòbil: compressions de més de 6 cm. Cal prémer una mica menys.",
    notPlayed: "S'hi ha unit, però encara no ha desat cap partida.",
    playing: "Té una partida o una ronda en marxa ara mateix.",
  },
} satisfies typeof esVerdicts;

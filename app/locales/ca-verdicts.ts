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
  legendIntro:
    "Cada alumne té una paraula: «Bé» si la seva nota arriba a 80 amb un ritme mitjà de 100 a 120 per minut i cap pausa de 10 s o més; si no, el que més punts li ha tret, o el ritme o la pausa que no compleix. La nota és la de ritme i pauses o, si la profunditat es va mesurar amb el mòbil, la de profunditat i ritme, i aleshores la profunditat també pot ser el que més punts treu.",
  meaning: {
    good: "Una nota de 80 o més (la de ritme i pauses; amb la profunditat mesurada, la de profunditat i ritme), un ritme mitjà de 100 a 120 per minut i cap pausa de 10 s o més: que continuï així.",
    tooSlow: "Menys de 100 compressions per minut: cal prémer més de pressa.",
    tooFast: "Més de 120 compressions per minut: cal prémer més a poc a poc.",
    pauses: "Massa temps amb les mans fora del pit.",
    uneven: "El temps entre compressions canvia molt.",
    slowing: "Comença al ritme correcte i després va més a poc a poc, com amb el cansament.",
    hurrying: "Va cada vegada més de pressa a mesura que avança la partida.",
    tooShallow:
      "Només amb la profunditat mesurada amb el mòbil: la profunditat és el que més punts li ha tret, amb almenys tantes compressions de menys de 5 cm com de més de 6 cm. Cal prémer més fort, amb els braços rectes.",
    tooDeep:
      "Només amb la profunditat mesurada amb el mòbil: la profunditat és el que més punts li ha tret, amb més compressions de més de 6 cm que de menys de 5 cm. Cal prémer una mica menys.",
    notPlayed: "S'hi ha unit, però encara no ha desat cap partida.",
    playing: "Té una partida o una ronda en marxa ara mateix.",
  },
} satisfies typeof esVerdicts;

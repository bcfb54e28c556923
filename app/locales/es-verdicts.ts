// Spanish words of the teacher's table for how each pupil is doing (`classroom.verdicts`,
// features/classroom/results/verdict-badge.tsx), and the legend that says what each means. en-verdicts.ts and ca-verdicts.ts have the same keys.

export const esVerdicts = {
  good: "Bien",
  tooSlow: "Muy lento",
  tooFast: "Muy rápido",
  pauses: "Pausas largas",
  uneven: "Ritmo irregular",
  slowing: "Se va frenando",
  hurrying: "Se va acelerando",
  tooShallow: "Poca profundidad",
  tooDeep: "Demasiada profundidad",
  notPlayed: "Aún no ha jugado",
  playing: "Jugando ahora",
  legendHeading: "Qué significa cada palabra de la tabla",
  legendIntro:
    "Cada alumno tiene una palabra: «Bien» si su nota llega a 80 con un ritmo medio de 100 a 120 por minuto y ninguna pausa de 10 s o más; si no, lo que más puntos le ha quitado, o el ritmo o la pausa que no cumple. La nota es la de ritmo y pausas o, si la profundidad se midió con el móvil, la de profundidad y ritmo, y entonces también la profundidad puede ser lo que más puntos quita.",
  meaning: {
    good: "Una nota de 80 o más (la de ritmo y pausas; con la profundidad medida, la de profundidad y ritmo), un ritmo medio de 100 a 120 por minuto y ninguna pausa de 10 s o más: que siga así.",
    tooSlow: "Menos de 100 compresiones por minuto: hay que presionar más rápido.",
    tooFast: "Más de 120 compresiones por minuto: hay que presionar más despacio.",
    pauses: "Demasiado tiempo con las manos fuera del pecho.",
    uneven: "El tiempo entre compresiones cambia mucho.",
    slowing: "Empieza al ritmo correcto y luego va más despacio, como con el cansancio.",
    hurrying: "Va cada vez más rápido a medida que avanza la partida.",
    tooShallow:
      "Solo con la profundidad medida con el móvil: la profundidad es lo que más puntos le ha quitado, con al menos tantas compresiones de menos de 5 cm como de más de 6 cm. Hay que empujar más fuerte, con los brazos rectos.",
    tooDeep:
      "Solo con la profundidad medida con el móvil: la profundidad es lo que más puntos le ha quitado, con más compresiones de más de 6 cm que de menos de 5 cm. Hay que empujar un poco menos.",
    notPlayed: "Se ha unido, pero aún no ha guardado ninguna partida.",
    playing: "Tiene una partida o una ronda en marcha ahora mismo.",
  },
};

// Spanish strings of the game's depth mode (the `depth` feature group): the choice between taps and
// the phone's motion, how to hold the phone, the live gauge and the depth in the result.
// en-depth.ts and ca-depth.ts have the same keys.

export const esDepth = {
  choice: {
    legend: "Cómo se cuentan las compresiones",
    tap: "Pulsando el botón",
    tapHint: "En cualquier pantalla: el juego mide cuándo pulsas.",
    motion: "Midiendo la profundidad con el móvil",
    motionHint:
      "Con el móvil en las manos, la pantalla hacia arriba, entre tus manos y un cojín firme o un maniquí. Nunca sobre una persona.",
    checking: "Comprobando el sensor de movimiento del móvil…",
    ready:
      "El sensor funciona: el juego contará cada compresión por el movimiento del móvil y estimará su profundidad.",
  },
  fallback: {
    unsupported: "Este navegador no puede leer el movimiento del dispositivo, así que el juego cuenta tus pulsaciones.",
    denied:
      "El navegador no ha dado permiso para usar el sensor de movimiento, así que el juego cuenta tus pulsaciones. Para medir la profundidad, vuelve a elegir la opción y toca «Permitir»; si ya no te lo pregunta, cierra la pestaña y abre la página de nuevo.",
    noSensor:
      "No ha respondido ningún sensor de movimiento: este dispositivo (¿un ordenador?) no puede medir la profundidad. El juego cuenta tus pulsaciones.",
    tooSlow_one:
      "El sensor de movimiento envía {{count}} lectura por segundo y para medir la profundidad hacen falta al menos {{min}}. El juego cuenta tus pulsaciones.",
    tooSlow_other:
      "El sensor de movimiento envía {{count}} lecturas por segundo y para medir la profundidad hacen falta al menos {{min}}. El juego cuenta tus pulsaciones.",
    noGravity:
      "Las lecturas del sensor de movimiento no incluyen la gravedad y, sin ella, el móvil no puede saber hacia dónde está abajo ni medir la profundidad. El juego cuenta tus pulsaciones.",
    notLoaded:
      "No se ha podido cargar el modo de profundidad. Comprueba la conexión y vuelve a intentarlo; mientras tanto, el juego cuenta tus pulsaciones.",
    turned:
      "El móvil ha estado girado más de {{seconds}} segundos, sin estar plano bajo tus manos, y así no puede medir la profundidad. La partida sigue: ahora el juego cuenta tus pulsaciones.",
  },
  howTo: {
    heading: "Cómo sostener el móvil",
    cushion: "Pon un cojín firme sobre el suelo o una mesa, o usa un maniquí.",
    phone: "Apoya el móvil en el centro del cojín o del pecho del maniquí, con la pantalla hacia arriba.",
    hands: "Pon las manos encima, una sobre otra y con los brazos rectos: el móvil queda entre tus manos y el cojín.",
    start: "Pulsa «Empieza» y comprime: la partida arranca con tu primera compresión.",
    never: "Nunca sobre una persona: las compresiones hacen daño a quien no las necesita.",
    estimate:
      "La profundidad de cada compresión es una estimación a partir del movimiento del móvil, con un margen de unos ± {{error}} mm: una cifra medida con compresiones simuladas, aún no con un maniquí. Un cojín blando cede bajo el móvil y marca más profundidad de la que tendría un pecho.",
  },
  gauge: {
    heading: "Profundidad",
    value: "{{cm}} cm",
    none: "—",
    shallow: "Poco profunda",
    good: "Bien",
    deep: "Demasiado profunda",
    shallowHint: "Presiona más fuerte.",
    goodHint: "Sigue así.",
    deepHint: "Presiona un poco menos.",
    idle: "Pulsa «Empieza» y comprime: aquí verás la profundidad.",
    waiting: "Esperando tu primera compresión…",
    paused: "Sin compresiones.",
    turned: "El móvil está girado: déjalo plano bajo tus manos para medir.",
    band: "Objetivo: de 5 a 6 cm",
    estimate: "Estimación, ± {{error}} mm",
    announce: "{{zone}}: {{cm}} cm de profundidad.",
  },
  result: {
    grade: "Nota de profundidad y ritmo (sobre 100)",
    gradeHint: "La profundidad, el ritmo, las pausas y la regularidad, en una sola nota.",
    notMeasured:
      "Profundidad no medida: esta nota es solo del ritmo. Con un móvil, elige «Midiendo la profundidad con el móvil» para incluirla.",
    inBand: "Compresiones de 5 a 6 cm",
    inBandHint: "La profundidad que piden las guías.",
    mean: "Profundidad media",
    meanHint: "Estimada por el movimiento del móvil: cada compresión, con un margen de ± {{error}} mm.",
    shallow: "Poco profundas (menos de 5 cm)",
    shallowHint: "Con los brazos rectos, deja caer el peso del cuerpo.",
    deep: "Demasiado profundas (más de 6 cm)",
    deepHint: "Más de 6 cm puede causar lesiones.",
    nothing: "Nada que corregir en la profundidad ni en el ritmo: sigue así.",
    note: "La profundidad de cada compresión es una estimación a partir del movimiento del móvil, con un margen de unos ± {{error}} mm. Que el pecho vuelva a subir del todo tras cada compresión no se mide: eso se practica con un maniquí.",
  },
  advice: {
    depthShallow: "Comprime más a fondo: de 5 a 6 cm, con los brazos rectos y el peso del cuerpo.",
    depthDeep: "Comprime un poco menos: no más de 6 cm.",
  },
};

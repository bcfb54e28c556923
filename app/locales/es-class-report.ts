// The printable report of a class's lesson (features/classroom/results/lesson-report.tsx), in Spanish.

export const esClassReport = {
  title: "Informe de la sesión",
  heading: "Informe de la sesión",
  date: "Fecha",
  printHint:
    "Para imprimirlo o guardarlo como PDF, usa la opción Imprimir del navegador (Ctrl+P, o ⌘+P en un Mac). Este recuadro y sus enlaces no salen en la copia impresa.",
  addressHint:
    "Si al imprimir aparece la dirección de la página arriba o abajo, desactiva los encabezados y pies de página en las opciones de impresión: esa dirección es el enlace privado de la clase.",
  names: "Incluye los resultados de cada apodo",
  namesHint: "Si no, el informe solo muestra las rondas y las cifras de la clase.",
  update: "Actualiza el informe",
  back: "Vuelve a la pantalla de la clase",
  roundsHeading: "Rondas",
  noRounds: "La clase no ha tenido ninguna ronda.",
  pupilsHeading: "Primera y última prueba de cada apodo",
  columns: {
    round: "Ronda",
    kind: "Tipo",
    length: "Duración",
    start: "Inicio",
    pupils: "Participantes",
    saved: "Resultados guardados",
  },
  kinds: {
    practice: "Práctica",
    test: "Prueba",
  },
  measuresHeading: "Qué significa cada cifra",
  measures: {
    grade:
      "De 0 a 100, reúne en una cifra el ritmo, el tiempo comprimiendo, las pausas y la regularidad; si la profundidad se midió con el móvil, es la nota de profundidad y ritmo, que también la cuenta. «Bien» es una nota de 80 o más.",
    rate: "Compresiones por minuto, sin contar las pausas. Las guías piden de 100 a 120 por minuto.",
    fraction:
      "La parte del tiempo con las manos comprimiendo el pecho. Las guías piden al menos el 60 % y aspiran al 80 %; el antes y después cuenta a quien llega al 80 %.",
    pauses: "Las guías piden que ninguna pausa pase de diez segundos: una más larga quita muchos más puntos a la nota.",
    depth:
      "Se mide solo en el modo de profundidad, con el móvil entre las manos: es una estimación (cada compresión, con un margen de unos ±{{error}} mm). Las guías piden de 5 a 6 cm. «{{notMeasured}}»: las compresiones se contaron por toques.",
  },
  endedEarly: "terminada antes de tiempo",
};

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
  endedEarly: "terminada antes de tiempo",
};

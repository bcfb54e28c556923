import type { esClassReport } from "./es-class-report";

// The printable report of a class's lesson (features/classroom/results/lesson-report.tsx), in Catalan.

export const caClassReport = {
  title: "Informe de la sessió",
  heading: "Informe de la sessió",
  date: "Data",
  printHint:
    "Per imprimir-lo o desar-lo com a PDF, fes servir l'opció Imprimeix del navegador (Ctrl+P, o ⌘+P en un Mac). Aquest requadre i els seus enllaços no surten a la còpia impresa.",
  addressHint:
    "Si en imprimir apareix l'adreça de la pàgina a dalt o a baix, desactiva les capçaleres i els peus de pàgina a les opcions d'impressió: aquesta adreça és l'enllaç privat de la classe.",
  names: "Inclou els resultats de cada sobrenom",
  namesHint: "Si no, l'informe només mostra les rondes i les xifres de la classe.",
  update: "Actualitza l'informe",
  back: "Torna a la pantalla de la classe",
  roundsHeading: "Rondes",
  noRounds: "La classe no ha tingut cap ronda.",
  pupilsHeading: "Primera i última prova de cada sobrenom",
  columns: {
    round: "Ronda",
    kind: "Tipus",
    length: "Durada",
    start: "Inici",
    pupils: "Participants",
    saved: "Resultats desats",
  },
  kinds: {
    practice: "Pràctica",
    test: "Prova",
  },
  endedEarly: "acabada abans d'hora",
} satisfies typeof esClassReport;

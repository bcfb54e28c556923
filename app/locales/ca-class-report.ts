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
  measuresHeading: "Què vol dir cada xifra",
  measures: {
    grade:
      "De 0 a 100, recull en una xifra el ritme, el temps comprimint, les pauses i la regularitat; si la profunditat es va mesurar amb el mòbil, és la nota de profunditat i ritme, que també la compta. «Bé» és una nota de 80 o més.",
    rate: "Compressions per minut, sense comptar les pauses. Les guies demanen de 100 a 120 per minut.",
    fraction:
      "La part del temps amb les mans comprimint el pit. Les guies demanen com a mínim el 60 % i aspiren al 80 %; l'abans i després compta qui arriba al 80 %.",
    pauses: "Les guies demanen que cap pausa no passi de deu segons: una de més llarga treu molts més punts a la nota.",
    depth:
      "Només es mesura en el mode de profunditat, amb el mòbil entre les mans: és una estimació (cada compressió, amb un marge d'uns ±{{error}} mm). Les guies demanen de 5 a 6 cm. «{{notMeasured}}»: les compressions es van comptar per tocs.",
  },
  endedEarly: "acabada abans d'hora",
} satisfies typeof esClassReport;

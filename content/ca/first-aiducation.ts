import type { FirstAiducationContent } from "../types";
import { programmeVideos } from "../videos";

export const firstAiducation: FirstAiducationContent = {
  image: {
    src: "/portfolio/first-aiducation.svg",
    alt: "Il·lustració d'unes ulleres de realitat virtual al costat d'un cor i un traçat d'electrocardiograma",
  },
  sections: [
    {
      kind: "stats",
      heading: "Per què aprendre suport vital bàsic",
      intro:
        "En una aturada cardíaca, el que fan les persones que són a prop durant els primers minuts pot marcar la diferència.",
      stats: [
        { value: "85 %", label: "de retenció del que s'ha après amb pràctica immersiva" },
        { value: "90 %", label: "de retenció quan s'aprèn fent" },
        { value: "70.000", label: "aturades cardíaques cada any" },
      ],
    },
    {
      kind: "cards",
      heading: "Què s'aprèn",
      intro: "Els tres passos del suport vital bàsic, practicats en realitat virtual.",
      cards: [
        {
          title: "Reanimació cardiopulmonar",
          text: "On cal col·locar les mans, amb quina profunditat cal comprimir el pit i com es manté un ritme de 100–120 compressions per minut.",
        },
        {
          title: "Ús del desfibril·lador",
          text: "Com s'engega el desfibril·lador extern automàtic (DEA), com se'n segueixen les instruccions de veu i com es col·loquen els elèctrodes.",
        },
        {
          title: "Trucada al 112",
          text: "Què cal dir quan truques al telèfon d'emergències i per què no has de penjar fins que t'indiquin el contrari.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Com funciona el programa",
      intro: "Una manera d'aprendre fent, pensada per a l'aula i per als equips de treball.",
      cards: [
        {
          title: "Escenaris realistes",
          text: "Amb les ulleres de realitat virtual, et trobes davant d'una emergència i has de decidir què fer en cada moment.",
        },
        {
          title: "Ritme sota control",
          text: "Mentre fas les compressions, el programa t'indica si vas massa de pressa o massa a poc a poc.",
        },
        {
          title: "Pràctica sense risc",
          text: "Pots equivocar-te i tornar a començar tantes vegades com calgui, sense pressió.",
        },
        {
          title: "Material per al professorat",
          text: "Material didàctic i recursos per preparar la sessió i repassar després el que s'ha après.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Mira First Aiducation en acció",
      video: {
        ...programmeVideos["first-aiducation-demo"],
        title: "First Aiducation en acció",
        description: "Així és una sessió de suport vital bàsic amb ulleres de realitat virtual.",
      },
    },
  ],
  game: {
    heading: "Posa a prova el teu ritme",
    intro:
      "Practica les compressions toràciques al ritme adequat, de 100 a 120 per minut, amb el botó o amb la barra espaiadora. A partir de 30 compressions obtens una puntuació i pots posar el teu nom a la classificació d'aquesta setmana. Amb un mòbil també pots mesurar la profunditat: aguanta'l amb la pantalla cap amunt entre les mans i un coixí ferm o un maniquí, mai sobre una persona; la profunditat de cada compressió és una estimació, amb un marge d'uns ± 5 mm. És només una pràctica: no substitueix un curs real.",
    leaderboardHeading: "Classificació setmanal",
    leaderboardIntro:
      "Les deu millors puntuacions des de dilluns; la classificació torna a començar cada dilluns a mitjanit (hora peninsular).",
  },
  closing: [
    {
      kind: "text",
      heading: "Practica amb la teva classe",
      paragraphs: [
        "Obre una classe al simulador: l'alumnat hi entra des del mòbil amb un codi, practica el ritme de les compressions i tu en veus els resultats a la pantalla o al projector. Sense comptes ni dades personals; tot s'esborra al cap de 30 dies.",
      ],
    },
    {
      kind: "buttons",
      buttons: [{ label: "Obre una classe al simulador", action: { kind: "page", pageId: "classroom" } }],
    },
    {
      kind: "text",
      heading: "Porta'l al teu centre o a la teva empresa",
      paragraphs: [
        "Els centres educatius poden llogar el kit durant una setmana: una caixa amb quatre ulleres de realitat virtual i material didàctic, per a sessions de 120 minuts amb grups de 15 a 25 alumnes.",
        "Les empreses poden incloure First Aiducation en la formació dels seus equips.",
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Sol·licita informació", action: { kind: "contact", topic: "first-aiducation" } },
        { label: "Programes per a centres educatius", action: { kind: "page", pageId: "education" } },
        { label: "Recursos del programa", action: { kind: "page", pageId: "resources" } },
        { label: "Contacta'ns", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};

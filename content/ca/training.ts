import type { SectionsPage } from "../types";
import { programmeVideos } from "../videos";

export const training: SectionsPage = {
  image: {
    src: "/training/hero.svg",
    alt: "Il·lustració d'una sala de formació d'una empresa en què diversos adults utilitzen ulleres de realitat virtual",
  },
  sections: [
    {
      kind: "cards",
      heading: "Àrees de formació",
      intro: "Formació pràctica en realitat virtual perquè el teu equip assagi el que després haurà de fer de debò.",
      cards: [
        {
          title: "Suport vital bàsic",
          text: "Reanimació cardiopulmonar, ús del desfibril·lador i trucada al telèfon d'emergències, perquè al teu lloc de treball hi hagi persones preparades per actuar.",
        },
        {
          title: "Prevenció de riscos i seguretat",
          text: "Simulacres d'emergència, evacuació i actuació davant d'un incendi en realitat virtual, sense interrompre l'activitat del centre.",
        },
        {
          title: "Formació tècnica i industrial",
          text: "Procediments i maneig de maquinària practicats en realitat virtual, sense aturar la producció i sense riscos per a les persones ni per als equips.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Suport vital bàsic amb realitat virtual",
      video: {
        ...programmeVideos["basic-life-support"],
        title: "Suport vital bàsic",
        description:
          "Els passos de la reanimació cardiopulmonar i l'ús del desfibril·lador, practicats en realitat virtual.",
      },
    },
    {
      kind: "buttons",
      buttons: [{ label: "Curs NeoSalus de suport vital bàsic", action: { kind: "page", pageId: "course" } }],
    },
    {
      kind: "cards",
      heading: "Com treballem",
      intro: "Ens adaptem al que necessita la teva organització, des d'un curs ja preparat fins a un projecte propi.",
      cards: [
        {
          title: "Cursos a punt per fer servir",
          text: "Llicències dels nostres cursos de realitat virtual perquè el teu equip comenci a formar-se sense esperar cap desenvolupament.",
        },
        {
          title: "Continguts a mida",
          text: "Desenvolupem amb tu una formació pròpia, amb els teus procediments, les teves instal·lacions i els teus equips.",
        },
        {
          title: "Equips i sessions",
          text: "Lloguem les ulleres de realitat virtual o impartim les sessions a la teva empresa, segons el que et sigui més còmode.",
        },
        {
          title: "Seguiment i suport",
          text: "T'acompanyem durant la posada en marxa i després, amb actualitzacions i resolució de dubtes.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Per a qui",
      cards: [
        {
          title: "Empreses",
          text: "Indústria, logística i oficines que volen formar els seus equips en seguretat i en els seus propis procediments.",
        },
        {
          title: "Centres de formació i serveis de prevenció",
          text: "Entitats que imparteixen formació o prevenció de riscos laborals i volen incorporar la realitat virtual als seus cursos.",
        },
        {
          title: "Hospitals i centres de salut",
          text: "Equips sanitaris que necessiten practicar i repassar els procediments de suport vital.",
        },
        {
          title: "Centres educatius i administracions públiques",
          text: "Escoles, instituts i organismes públics que formen el seu personal o la ciutadania.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Terminis d'un projecte",
      intro: "El termini depèn de l'abast del contingut i de quant calgui adaptar-lo a la teva organització.",
      stats: [
        { value: "4–8", label: "setmanes per a un projecte senzill" },
        { value: "3–6", label: "mesos per a un projecte complex" },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Sol·licita una demostració", action: { kind: "contact", topic: "training-demo" } },
        { label: "Demana el catàleg", action: { kind: "contact", topic: "training-catalogue" } },
        { label: "Concerta una reunió", action: { kind: "contact", topic: "meeting" } },
        { label: "Contacta'ns", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};

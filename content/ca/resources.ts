import type { ResourcesContent, VideoEntry } from "../types";
import { deviceVideos, svbVideos } from "../videos";

export const svbVideoEntries: VideoEntry[] = [
  {
    ...svbVideos["svb-cpr"],
    title: "Reanimació cardiopulmonar (RCP)",
    description:
      "Trucar al 112 i fer compressions toràciques al centre del pit, de 5 a 6 cm de profunditat i a un ritme de 100 a 120 per minut.",
  },
  {
    ...svbVideos["svb-defibrillator"],
    title: "Ús del desfibril·lador (DEA)",
    description:
      "Què cal fer quan arriba el desfibril·lador extern automàtic: engegar-lo, col·locar els elèctrodes i seguir-ne les instruccions de veu.",
  },
];

export const deviceVideoEntries: VideoEntry[] = [
  {
    ...deviceVideos["device-first-steps"],
    title: "Primers passos amb les ulleres",
    description: "Com posar-te les ulleres de realitat virtual, ajustar-les bé i engegar-les.",
  },
  {
    ...deviceVideos["device-start-app"],
    title: "Iniciar l'aplicació",
    description: "Com obrir l'aplicació de First Aiducation a les ulleres i començar la pràctica.",
  },
  {
    ...deviceVideos["device-navigation"],
    title: "Navegació",
    description: "Com moure't pels menús, triar una opció i tornar enrere dins de l'experiència.",
  },
  {
    ...deviceVideos["device-troubleshooting"],
    title: "Solució de problemes",
    description: "Què cal fer si la imatge es veu borrosa, les ulleres no responen o l'aplicació no s'obre.",
  },
  {
    ...deviceVideos["device-maintenance"],
    title: "Manteniment",
    description: "Com netejar les lents, carregar les ulleres i guardar-les a la caixa després de cada sessió.",
  },
];

export const resources: ResourcesContent = {
  image: {
    src: "/resources/hero.svg",
    alt: "Il·lustració d'un reproductor de vídeo, un document PDF i unes ulleres de realitat virtual",
  },
  tabs: {
    svb: {
      label: "Vídeos SVB",
      heading: "Vídeos de suport vital bàsic",
      intro:
        "Dos vídeos, en castellà, per repassar com cal actuar davant d'una aturada cardíaca: la reanimació cardiopulmonar (RCP) i l'ús del desfibril·lador (DEA).",
    },
    devices: {
      label: "Ús del dispositiu",
      heading: "Com utilitzar les ulleres de realitat virtual",
      intro:
        "Cinc tutorials, en castellà, en l'ordre en què els necessitaràs: des de la primera vegada que et poses les ulleres fins que les guardes en acabar.",
    },
    manuals: {
      label: "Manuals",
      heading: "Manuals per descarregar",
      intro:
        "Els tres manuals del programa: el de suport vital bàsic, la guia d'ús de les ulleres i la de cura i manteniment.",
    },
  },
  thumbnailsLabel: {
    svb: "Tria un vídeo de suport vital bàsic",
    devices: "Tria un tutorial",
  },
  manualsNote:
    "Els manuals són en PDF: pots descarregar-los, imprimir-los i guardar-los a la caixa juntament amb les ulleres.",
  feedback: {
    heading: "T'han estat útils aquests recursos?",
    intro: "Explica'ns què t'han semblat perquè puguem millorar-los. La teva opinió és anònima.",
  },
};

import type { ResourcesContent, VideoEntry } from "../types";
import { deviceVideos, svbVideos } from "../videos";

export const svbVideoEntries: VideoEntry[] = [
  {
    ...svbVideos["svb-cpr"],
    title: "Reanimación cardiopulmonar (RCP)",
    description:
      "Llamar al 112 y hacer compresiones torácicas en el centro del pecho, de 5 a 6 cm de profundidad y a un ritmo de 100 a 120 por minuto.",
  },
  {
    ...svbVideos["svb-defibrillator"],
    title: "Uso del desfibrilador (DEA)",
    description:
      "Qué hacer cuando llega el desfibrilador externo automático: encenderlo, colocar los parches y seguir sus instrucciones de voz.",
  },
];

export const deviceVideoEntries: VideoEntry[] = [
  {
    ...deviceVideos["device-first-steps"],
    title: "Primeros pasos con las gafas",
    description: "Cómo ponerte las gafas de realidad virtual, ajustarlas bien y encenderlas.",
  },
  {
    ...deviceVideos["device-start-app"],
    title: "Iniciar la aplicación",
    description: "Cómo abrir la aplicación de First Aiducation en las gafas y empezar la práctica.",
  },
  {
    ...deviceVideos["device-navigation"],
    title: "Navegación",
    description: "Cómo moverte por los menús, elegir una opción y volver atrás dentro de la experiencia.",
  },
  {
    ...deviceVideos["device-troubleshooting"],
    title: "Solución de problemas",
    description: "Qué hacer si la imagen se ve borrosa, las gafas no responden o la aplicación no se abre.",
  },
  {
    ...deviceVideos["device-maintenance"],
    title: "Mantenimiento",
    description: "Cómo limpiar las lentes, cargar las gafas y guardarlas en la caja después de cada sesión.",
  },
];

export const resources: ResourcesContent = {
  image: {
    src: "/resources/hero.svg",
    alt: "Ilustración de un reproductor de vídeo, un documento PDF y unas gafas de realidad virtual",
  },
  tabs: {
    svb: {
      label: "Vídeos SVB",
      heading: "Vídeos de soporte vital básico",
      intro:
        "Dos vídeos para repasar cómo actuar ante una parada cardiaca: la reanimación cardiopulmonar (RCP) y el uso del desfibrilador (DEA).",
    },
    devices: {
      label: "Uso del dispositivo",
      heading: "Cómo usar las gafas de realidad virtual",
      intro:
        "Cinco tutoriales, en el orden en que los vas a necesitar: desde la primera vez que te pones las gafas hasta guardarlas al terminar.",
    },
    manuals: {
      label: "Manuales",
      heading: "Manuales para descargar",
      intro:
        "Los tres manuales del programa: el de soporte vital básico, la guía de uso de las gafas y la de cuidado y mantenimiento.",
    },
  },
  thumbnailsLabel: {
    svb: "Elige un vídeo de soporte vital básico",
    devices: "Elige un tutorial",
  },
  manualsNote: "Los manuales están en PDF: puedes descargarlos, imprimirlos y guardarlos en la caja junto a las gafas.",
  feedback: {
    heading: "¿Te han sido útiles estos recursos?",
    intro: "Cuéntanos qué te han parecido para que podamos mejorarlos. Tu opinión es anónima.",
  },
};

import type { ProjectPage } from "../../types";

export const project: ProjectPage = {
  slug: "dea-r",
  title: "DEA-R",
  description: "Encuentra el desfibrilador más cercano gracias al GPS y llega hasta él guiado por realidad aumentada.",
  category: "Salud y emergencias",
  tech: ["Realidad aumentada", "GPS", "Geolocalización", "Aplicación móvil"],
  image: {
    src: "/portfolio/dea-r.svg",
    alt: "Ilustración de un móvil que muestra en realidad aumentada el camino hacia un desfibrilador",
  },
  sections: [
    {
      kind: "cards",
      heading: "Características principales",
      cards: [
        {
          title: "Localización precisa",
          text: "A partir de tu posición GPS, te muestra el desfibrilador más cercano.",
        },
        {
          title: "Realidad aumentada",
          text: "Sobre la imagen de la cámara aparecen flechas e indicaciones que te llevan hasta el desfibrilador sin tener que interpretar un mapa.",
        },
        {
          title: "Emergencias 24/7",
          text: "Está disponible a cualquier hora del día y de la noche, porque una parada cardiaca puede ocurrir en cualquier momento.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Por qué importa",
      intro:
        "En una parada cardiaca cada minuto cuenta, y saber dónde está el desfibrilador puede marcar la diferencia.",
      stats: [
        { value: "35.000", label: "desfibriladores catalogados" },
        { value: "70.000", label: "paradas cardiacas cada año" },
      ],
    },
    {
      kind: "text",
      heading: "Cómo funciona en una emergencia",
      paragraphs: [
        "Si ves a una persona inconsciente que no respira con normalidad, lo primero es llamar al número de emergencias. Si hay alguien más contigo, una persona se queda con la víctima e inicia la reanimación cardiopulmonar mientras la otra va a por el desfibrilador.",
        "Abre DEA-R: con tu ubicación GPS, la aplicación localiza el desfibrilador externo automático (DEA) más cercano entre todos los que tiene catalogados.",
        "Sigue el camino que la realidad aumentada dibuja sobre la imagen de la cámara hasta llegar al DEA. Llévalo junto a la víctima, enciéndelo y sigue sus instrucciones de voz hasta que llegue la ayuda.",
      ],
    },
    {
      kind: "buttons",
      buttons: [{ label: "CONTÁCTANOS", action: { kind: "contact", topic: "health" } }],
    },
  ],
};

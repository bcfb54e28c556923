import type { FirstAiducationContent } from "../types";
import { programmeVideos } from "../videos";

export const firstAiducation: FirstAiducationContent = {
  image: {
    src: "/portfolio/first-aiducation.svg",
    alt: "Ilustración de unas gafas de realidad virtual junto a un corazón y un trazado de electrocardiograma",
  },
  sections: [
    {
      kind: "stats",
      heading: "Por qué aprender soporte vital básico",
      intro:
        "En una parada cardiaca, lo que hacen las personas que están cerca en los primeros minutos puede marcar la diferencia.",
      stats: [
        { value: "85 %", label: "de retención de lo aprendido con práctica inmersiva" },
        { value: "90 %", label: "de retención cuando se aprende haciendo" },
        { value: "70.000", label: "paradas cardiacas cada año" },
      ],
    },
    {
      kind: "cards",
      heading: "Qué se aprende",
      intro: "Los tres pasos del soporte vital básico, practicados en realidad virtual.",
      cards: [
        {
          title: "Reanimación cardiopulmonar",
          text: "Dónde colocar las manos, con qué profundidad comprimir el pecho y cómo mantener un ritmo de 100–120 compresiones por minuto.",
        },
        {
          title: "Uso del desfibrilador",
          text: "Cómo encender el desfibrilador externo automático (DEA), seguir sus instrucciones de voz y colocar los parches.",
        },
        {
          title: "Llamada al 112",
          text: "Qué decir al llamar al número de emergencias y por qué no hay que colgar hasta que te lo indiquen.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Cómo funciona el programa",
      intro: "Una forma de aprender haciendo, pensada para el aula y para los equipos de trabajo.",
      cards: [
        {
          title: "Escenarios realistas",
          text: "Con las gafas de realidad virtual, te encuentras ante una emergencia y tienes que decidir qué hacer en cada momento.",
        },
        {
          title: "Ritmo bajo control",
          text: "Mientras haces las compresiones, el programa te indica si vas demasiado rápido o demasiado lento.",
        },
        {
          title: "Práctica sin riesgo",
          text: "Puedes equivocarte y volver a empezar tantas veces como necesites, sin presión.",
        },
        {
          title: "Material para el profesorado",
          text: "Material didáctico y recursos para preparar la sesión y repasar después lo aprendido.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Mira First Aiducation en acción",
      video: {
        ...programmeVideos["first-aiducation-demo"],
        title: "First Aiducation en acción",
        description: "Así es una sesión de soporte vital básico con gafas de realidad virtual.",
      },
    },
  ],
  game: {
    heading: "Pon a prueba tu ritmo",
    intro:
      "Practica las compresiones torácicas al ritmo adecuado, de 100 a 120 por minuto, con el botón o con la barra espaciadora. A partir de 30 compresiones obtienes una puntuación y puedes poner tu nombre en la clasificación de esta semana. Con un móvil también puedes medir la profundidad: sostenlo con la pantalla hacia arriba entre tus manos y un cojín firme o un maniquí, nunca sobre una persona; la profundidad de cada compresión es una estimación, con un margen de unos ± 5 mm. Es solo una práctica: no sustituye a un curso real.",
    leaderboardHeading: "Clasificación semanal",
    leaderboardIntro:
      "Las diez mejores puntuaciones desde el lunes; la clasificación vuelve a empezar cada lunes a las 00:00, hora de Madrid.",
  },
  closing: [
    {
      kind: "text",
      heading: "Practica con tu clase",
      paragraphs: [
        "Abre una clase en el simulador: tu alumnado entra desde el móvil con un código, practica el ritmo de las compresiones y tú ves los resultados en tu pantalla o en el proyector. Sin cuentas ni datos personales; todo se borra a los 30 días.",
      ],
    },
    {
      kind: "buttons",
      buttons: [{ label: "Abre una clase en el simulador", action: { kind: "page", pageId: "classroom" } }],
    },
    {
      kind: "text",
      heading: "Llévalo a tu centro o a tu empresa",
      paragraphs: [
        "Los centros educativos pueden alquilar el kit durante una semana: una caja con cuatro gafas de realidad virtual y material didáctico, para sesiones de 120 minutos con grupos de 15 a 25 alumnos.",
        "Las empresas pueden incluir First Aiducation en la formación de sus equipos.",
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Solicita información", action: { kind: "contact", topic: "first-aiducation" } },
        { label: "Programas para centros educativos", action: { kind: "page", pageId: "education" } },
        { label: "Recursos del programa", action: { kind: "page", pageId: "resources" } },
        { label: "Contáctanos", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};

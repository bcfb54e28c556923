import type { CourseContent } from "../types";

// The ERC's own name, in English:
// cspell:words European Resuscitation Council

export const course: CourseContent = {
  image: {
    src: "/course/hero.svg",
    alt: "Ilustración de un camino de seis estaciones conectadas que lleva hasta un corazón, junto a unas gafas de realidad virtual",
  },
  steps: [
    {
      id: 0,
      title: "Introducción",
      icon: "intro",
      description: "Qué vas a aprender y cómo está organizado el curso.",
    },
    {
      id: 1,
      title: "Vídeos SVB",
      icon: "video",
      description: "Los dos vídeos de soporte vital básico: la reanimación cardiopulmonar y el desfibrilador.",
    },
    {
      id: 2,
      title: "Simulador de compresiones",
      icon: "heart",
      description: "Practica el ritmo de las compresiones torácicas durante un minuto.",
    },
    {
      id: 3,
      title: "Uso de las gafas de realidad virtual",
      icon: "headset",
      description: "Cinco tutoriales sobre las gafas de realidad virtual y la confirmación de la fase virtual.",
    },
    {
      id: 4,
      title: "Manuales y guías",
      icon: "book",
      description: "Las recomendaciones ERC 2025 y los manuales del programa en PDF.",
    },
    {
      id: 5,
      title: "Valora tu experiencia",
      icon: "star",
      description: "Cuéntanos qué te ha parecido el curso.",
    },
  ],
  introduction: {
    paragraphs: [
      "Te damos la bienvenida a NeoSalus. Vas a repasar qué hacer ante una parada cardiaca y a prepararte para practicarlo con las gafas de realidad virtual.",
      "Verás los vídeos de soporte vital básico, entrenarás el ritmo de las compresiones, aprenderás a usar las gafas y tendrás a mano los manuales. Avanza a tu ritmo: puedes volver a cualquier paso cuando quieras.",
      "NeoSalus es una ayuda para formarte y no sustituye a un curso acreditado de soporte vital básico.",
    ],
    start: "Comenzar Curso",
  },
  svb: {
    paragraphs: [
      "Empieza por lo esencial: llama al 112, haz compresiones en el centro del pecho y usa el desfibrilador en cuanto llegue.",
      "Mira los dos vídeos con calma. Puedes verlos tantas veces como necesites antes de pasar al simulador.",
    ],
    thumbnailsLabel: "Elige un vídeo",
  },
  simulator: {
    goal: "Tu objetivo: mantener un ritmo de 100 a 120 compresiones por minuto durante un minuto.",
    tips: [
      "Pulsa el botón Comprime (o la barra espaciadora o Intro) una vez por cada compresión. El simulador te dice si cada una va a buen ritmo, lenta o rápida.",
      "Busca un ritmo constante, de casi dos compresiones por segundo, y mantenlo hasta el final.",
      "En una persona real, comprime de 5 a 6 cm en el centro del pecho y deja que el pecho vuelva a subir después de cada compresión.",
      "Con un móvil puedes elegir medir la profundidad: sostenlo con la pantalla hacia arriba entre tus manos y un cojín firme o un maniquí, nunca sobre una persona. La profundidad que marca para cada compresión es una estimación, con un margen de unos ± 5 mm.",
      "Pulsa Detén después de un minuto, o sigue hasta las 120 compresiones, y verás tu puntuación. Si no sale a la primera, vuelve a intentarlo.",
    ],
  },
  devices: {
    paragraphs: [
      "Estos cinco tutoriales te enseñan a usar las gafas de realidad virtual: desde ponértelas por primera vez hasta limpiarlas y guardarlas.",
      "El de solución de problemas es opcional: tenlo a mano por si algo no funciona.",
      "Cuando hayas hecho la práctica con las gafas, confírmalo aquí abajo.",
    ],
    thumbnailsLabel: "Elige un tutorial",
    slideLabel: "Desliza para confirmar: He completado la fase virtual",
    completed: "✓ Fase virtual completada",
    confirmButton: "He completado la fase virtual",
  },
  guidelines: {
    paragraphs: [
      "Las recomendaciones 2025 del European Resuscitation Council (ERC) recogen cómo actuar ante una parada cardiaca según la evidencia más reciente.",
      "Se abren en una pestaña nueva, para que puedas consultarlas sin salir del curso.",
    ],
    cover: {
      src: "/course/guidelines-cover.svg",
      alt: "Portada abstracta con un corazón, una línea de electrocardiograma, unas manos sobre un pecho y el número 2025",
    },
    button: "Consulta las recomendaciones ERC 2025",
    manualsIntro:
      "Aquí tienes también los tres manuales del programa en PDF, para descargarlos, imprimirlos o consultarlos cuando los necesites.",
  },
  finish: {
    ratingHeading: "¿Qué te ha parecido el curso?",
    congratulationsHeading: "¡Enhorabuena, has completado NeoSalus!",
    congratulations: [
      "Ya conoces los pasos del soporte vital básico: llamar al 112, hacer compresiones a un ritmo de 100 a 120 por minuto y usar el desfibrilador en cuanto llegue.",
      "Repásalos de vez en cuando y, si puedes, completa tu formación con un curso acreditado.",
    ],
    restart: "Volver a empezar",
    backToTraining: "Vuelve a la formación corporativa",
  },
};

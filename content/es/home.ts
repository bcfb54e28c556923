import type { HomeContent } from "../types";
import { eventsVideos, featuredVideos } from "../videos";

export const home: HomeContent = {
  hero: {
    tagline: "Sumérgete en mundos virtuales que transforman tu forma de aprender y trabajar",
    lead: "Creamos experiencias y formación en realidad virtual, aumentada y mixta para empresas, centros educativos y entidades de salud.",
    quoteButton: "SOLICITAR PRESUPUESTO",
    sectionNavLabel: "En esta página",
  },
  about: {
    heading: "Quiénes somos",
    text: [
      "Transformamos la manera de formar, enseñar y comunicar con soluciones de realidad virtual, aumentada y mixta para empresas, centros educativos y entidades de salud.",
      "Nacimos en 2025 en Cataluña con una idea sencilla: que la tecnología inmersiva sea útil, accesible y se adapte a lo que cada organización necesita.",
    ],
    contactButton: "CONTÁCTANOS",
  },
  schools: {
    heading: "Para centros educativos: una clase de RCP con el móvil",
    text: "Abre una clase gratis: tu alumnado entra con un código desde su móvil y practica el ritmo de las compresiones torácicas mientras tú ves en tu pantalla quién necesita ayuda. Para todo el grupo, en lo que dura una clase, sin cuentas y sin datos personales.",
    button: "Abre una clase",
  },
  experience: {
    heading: "Nuestra Experiencia",
    intro: "Elige un vídeo para ver algunos de los proyectos que hemos desarrollado.",
    thumbnailsLabel: "Elige un vídeo",
    videos: [
      {
        ...featuredVideos["artistic-vr"],
        title: "Arte en realidad virtual",
        description:
          "Un catálogo interactivo en el que cada visitante explora la obra de un artista y crea la suya propia.",
      },
      {
        ...featuredVideos["first-aid-vr"],
        title: "Primeros auxilios en realidad virtual",
        description:
          "Formación en soporte vital básico para practicar la reanimación cardiopulmonar y el uso del desfibrilador.",
      },
      {
        ...featuredVideos["automation-toolkit"],
        title: "Automatización de flujos en Unity",
        description:
          "Una herramienta para Unity que envía eventos, datos y archivos multimedia a webhooks y plataformas de automatización.",
      },
      {
        ...featuredVideos["therapy-rehabilitation"],
        title: "Terapia cultural y rehabilitación cognitiva",
        description:
          "Entornos virtuales que acompañan procesos terapéuticos y de rehabilitación a través del arte y la cultura.",
      },
      {
        ...featuredVideos["gaussian-splatting"],
        title: "Renderizado 3D con Gaussian splatting",
        description: "Reconstrucción fotorrealista de espacios reales para recorrerlos en realidad virtual.",
      },
    ],
  },
  services: {
    heading: "Nuestros Servicios",
    intro:
      "Diseñamos soluciones inmersivas para cada sector, desde un evento puntual hasta un programa de formación completo.",
    cards: [
      {
        title: "Realidad virtual, mixta y aumentada",
        subtitle: "Tecnología inmersiva a tu medida",
        description:
          "Desarrollamos aplicaciones de realidad virtual, mixta y aumentada adaptadas a tus objetivos, tu público y tus dispositivos.",
        gradient: "from-indigo-600 to-violet-500",
      },
      {
        title: "Eventos",
        subtitle: "Experiencias que se recuerdan",
        description:
          "Llevamos la realidad virtual a ferias, presentaciones y actos para que el público viva tu marca en primera persona.",
        gradient: "from-amber-500 to-rose-500",
        link: { label: "EVENTOS", to: { kind: "anchor", id: "videos" } },
      },
      {
        title: "Industria",
        subtitle: "Formación industrial",
        description:
          "Formamos a tus equipos en entornos virtuales seguros, donde pueden practicar procedimientos y situaciones de riesgo sin consecuencias reales.",
        gradient: "from-slate-600 to-sky-600",
        link: { label: "INDUSTRIA", to: { kind: "page", pageId: "training" } },
      },
      {
        title: "Educación",
        subtitle: "Aprendizaje inmersivo",
        description:
          "Acercamos a los centros educativos experiencias de realidad virtual en las que el alumnado aprende haciendo.",
        gradient: "from-emerald-600 to-teal-500",
        link: { label: "EDUCACIÓN", to: { kind: "page", pageId: "education" } },
      },
      {
        title: "Salud",
        subtitle: "Terapia y rehabilitación",
        description:
          "Creamos entornos virtuales que apoyan procesos de terapia y rehabilitación, diseñados junto a profesionales.",
        gradient: "from-rose-600 to-pink-500",
        link: { label: "SALUD", to: { kind: "page", pageId: "portfolio-kalyan" } },
      },
    ],
  },
  customDevelopment: {
    heading: "Desarrollo a Medida para tu Empresa",
    intro:
      "Si ninguna solución estándar encaja con tu caso, desarrollamos contigo la experiencia que necesitas, paso a paso.",
    benefits: [
      {
        title: "Análisis de necesidades",
        text: "Estudiamos tus procesos y objetivos para proponerte la solución que de verdad te aporte valor.",
      },
      {
        title: "Contenido de realidad virtual a medida",
        text: "Diseñamos escenarios, interacciones y contenidos pensados para tu sector y tu equipo.",
      },
      {
        title: "Integración con tus sistemas",
        text: "Conectamos la experiencia con las herramientas y plataformas que ya utilizas.",
      },
      {
        title: "Formación especializada del equipo",
        text: "Enseñamos a tu equipo a usar y sacar partido de la solución desde el primer día.",
      },
      {
        title: "Soporte técnico dedicado",
        text: "Te acompañamos con un soporte técnico cercano cuando lo necesites.",
      },
    ],
    button: "CONSULTAR DESARROLLO A MEDIDA",
    processHeading: "Cómo trabajamos",
    steps: [
      {
        title: "Consultoría Inicial",
        text: "Hablamos de tu proyecto en una primera consulta gratuita y te enviamos un presupuesto sin compromiso.",
      },
      {
        title: "Diseño y Prototipado",
        text: "Definimos la experiencia y preparamos un prototipo para validarlo contigo antes de desarrollarlo.",
      },
      {
        title: "Implementación",
        text: "Desarrollamos la solución, la probamos y la ponemos en marcha en tu entorno.",
      },
      {
        title: "Soporte Continuo",
        text: "Seguimos a tu lado después de la entrega con mantenimiento, actualizaciones y resolución de dudas.",
      },
    ],
  },
  testimonials: {
    heading: "Lo que dicen nuestros clientes",
    items: [
      {
        text: "La sesión de formación en realidad virtual fue muy práctica: el equipo pudo repetir los procedimientos tantas veces como quiso y salió con más confianza.",
        author: "Coordinadora de formación",
        role: "Empresa industrial, Cataluña",
        rating: 5,
        initial: "C",
      },
      {
        text: "El programa de soporte vital básico en realidad virtual despertó el interés de mis alumnos desde el primer minuto y los ayudó a entender qué hacer ante una emergencia.",
        author: "Profesor de educación secundaria",
        role: "Instituto de secundaria, Cataluña",
        rating: 5,
        initial: "P",
      },
    ],
  },
  whyUs: {
    heading: "Por qué elegirnos",
    blocks: [
      {
        title: "Liderazgo",
        text: "Apostamos por la realidad extendida como herramienta de formación y comunicación, y ayudamos a cada organización a dar el primer paso.",
      },
      {
        title: "Experiencia",
        text: "Hemos desarrollado proyectos para eventos, industria, educación y salud, y aplicamos lo aprendido en cada nuevo encargo.",
      },
      {
        title: "Tecnología",
        text: "Trabajamos con realidad virtual, aumentada y mixta, y elegimos en cada caso la tecnología que mejor se adapta a tu objetivo.",
      },
      {
        title: "Compromiso",
        text: "Te acompañamos desde la primera consulta hasta después de la entrega, con un trato cercano y transparente.",
      },
    ],
  },
  events: {
    heading: "Vídeos de eventos",
    intro: "Así viven el público y los asistentes nuestras experiencias de realidad virtual en eventos.",
    videos: [
      { ...eventsVideos["event-1"], title: "Experiencia de realidad virtual en un evento" },
      { ...eventsVideos["event-2"], title: "Asistentes probando la realidad virtual en un evento" },
    ],
  },
  faq: {
    heading: "Preguntas frecuentes",
    items: [
      {
        value: "item-0",
        question: "¿Quiénes sois y qué ofrecéis?",
        answer:
          "Somos una empresa de realidad extendida fundada en 2025 en Cataluña. Desarrollamos experiencias y formación en realidad virtual, aumentada y mixta para empresas, centros educativos y entidades de salud.",
      },
      {
        value: "item-1",
        question: "¿Por qué trabajar con vosotros?",
        answer:
          "Porque adaptamos cada proyecto a tus necesidades, te acompañamos en todas sus fases y seguimos a tu lado después de la entrega.",
      },
      {
        value: "item-2",
        question: "¿En qué sectores trabajáis?",
        answer:
          "Trabajamos en eventos, formación industrial, educación y salud (terapia y rehabilitación), y también hacemos desarrollos a medida.",
      },
      {
        value: "item-3",
        question: "¿Cuánto tarda un proyecto?",
        answer:
          "Depende de su alcance: una aplicación básica de realidad aumentada puede estar lista en tres o cuatro semanas, y un proyecto complejo de realidad virtual suele llevar entre dos y seis meses.",
      },
      {
        value: "item-4",
        question: "¿Ofrecéis soporte después del desarrollo?",
        answer:
          "Sí. Después de la entrega te ofrecemos soporte técnico, mantenimiento y actualizaciones para que la solución siga funcionando bien.",
      },
      {
        value: "item-5",
        question: "¿Cómo puedo pedir un presupuesto?",
        answer:
          "Escríbenos a través del formulario de contacto y te responderemos en un plazo de 24 horas. La consulta inicial es gratuita y el presupuesto, sin compromiso.",
      },
    ],
  },
  contact: {
    heading: "Hablemos de tu proyecto",
    intro: "Cuéntanos qué necesitas y te responderemos en un plazo de 24 horas.",
  },
};

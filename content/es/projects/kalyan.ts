import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "kalyan",
  title: "Kalyan",
  description:
    "Terapia en realidad virtual para niños con cáncer, madres en duelo y personas en fase terminal, con arteterapia y medición del estado emocional.",
  category: "Salud",
  tech: ["Realidad virtual", "Arteterapia", "Medición emocional", "Investigación clínica"],
  image: {
    src: "/portfolio/kalyan.svg",
    alt: "Ilustración de un entorno virtual sereno con una persona que usa gafas de realidad virtual",
  },
  sections: [
    {
      kind: "text",
      heading: "Enfoque terapéutico",
      paragraphs: [
        "Kalyan es una plataforma de terapia en realidad virtual pensada para acompañar a niños con cáncer, a madres en duelo y a personas en fase terminal en momentos especialmente difíciles.",
        "Combina entornos virtuales tranquilos con actividades de arteterapia y con la medición del estado emocional, para que los profesionales que acompañan a cada persona cuenten con una herramienta más en su trabajo. La plataforma no sustituye la atención clínica: la complementa.",
      ],
    },
    {
      kind: "cards",
      heading: "Componentes de arteterapia",
      intro: "El arte como vía para expresar lo que a veces cuesta poner en palabras.",
      cards: [
        {
          title: "Creación artística en realidad virtual",
          text: "Pintar y dar forma en un espacio tridimensional, sin materiales ni limitaciones físicas, al alcance de cualquier persona.",
        },
        {
          title: "Expresión emocional guiada",
          text: "Propuestas creativas que invitan a explorar y expresar emociones de forma segura y a tu propio ritmo.",
        },
        {
          title: "Medición del estado emocional",
          text: "La plataforma mide el estado emocional durante la experiencia para seguir cómo evoluciona cada persona.",
        },
        {
          title: "Acompañamiento profesional",
          text: "Las sesiones se plantean junto a los profesionales que atienden a cada paciente, que adaptan la experiencia a sus necesidades.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Cuatro entornos",
      intro: "Espacios virtuales tranquilos en los que desconectar del entorno hospitalario.",
      cards: [
        {
          title: "Bosque tranquilo",
          text: "Árboles, luz suave y sonidos de la naturaleza para respirar con calma.",
        },
        {
          title: "Orilla del mar",
          text: "El ritmo de las olas como compañía para relajarse y dejar pasar los pensamientos.",
        },
        {
          title: "Jardín",
          text: "Un lugar lleno de color en el que crear y ver crecer lo que imaginas.",
        },
        {
          title: "Cielo estrellado",
          text: "Un espacio abierto y sereno para la reflexión y el descanso.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Beneficios clínicos",
      intro: "Lo que la plataforma busca aportar a pacientes, familias y profesionales.",
      cards: [
        {
          title: "Menos ansiedad",
          text: "Los entornos inmersivos ayudan a reducir la ansiedad asociada al tratamiento y a la hospitalización.",
        },
        {
          title: "Bienestar emocional",
          text: "La arteterapia ofrece un espacio para expresar emociones y encontrar momentos de calma.",
        },
        {
          title: "Adherencia al tratamiento",
          text: "Una experiencia atractiva y amable favorece que los pacientes sigan las sesiones previstas.",
        },
        {
          title: "Calidad de vida",
          text: "Pequeños momentos de evasión y creatividad que contribuyen a mejorar el día a día.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Resultados de la investigación",
      intro: "Indicadores del proyecto, recogidos junto a los centros médicos participantes.",
      stats: [
        { value: "70 %", label: "de mejora en el bienestar emocional" },
        { value: "85 %", label: "de reducción de la ansiedad" },
        { value: "90 %", label: "de adherencia al tratamiento" },
        { value: "60 %", label: "de mejora en la calidad de vida" },
        { value: "+50", label: "pacientes" },
        { value: "95 %", label: "de satisfacción de los profesionales" },
        { value: "3", label: "centros médicos" },
      ],
    },
    {
      kind: "text",
      heading: "Colaboración con un centro de investigación",
      paragraphs: [
        "Kalyan se ha desarrollado junto a un centro tecnológico de investigación, que aporta el rigor necesario para diseñar la medición del estado emocional y evaluar los resultados.",
        "Esta colaboración une nuestra experiencia en realidad virtual con el conocimiento científico, para que cada decisión de diseño responda a las necesidades reales de pacientes y profesionales.",
      ],
    },
    {
      kind: "testimonial",
      heading: "Lo que dicen nuestros clientes",
      text: "La realidad virtual nos ha dado una forma nueva de acompañar a nuestros pacientes. Las sesiones les ofrecen un rato de calma y un espacio para expresarse, y a nosotros, información útil sobre cómo se sienten.",
      author: "Equipo clínico colaborador",
      role: "Centro médico",
      since: "Cliente desde 2023",
    },
    {
      kind: "video",
      heading: "Mira el proyecto",
      video: {
        ...featuredVideos["therapy-rehabilitation"],
        title: "Terapia cultural y rehabilitación cognitiva",
        description:
          "Entornos virtuales que acompañan procesos terapéuticos y de rehabilitación a través del arte y la cultura.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "EMPIEZA LA TERAPIA", action: { kind: "contact", topic: "kalyan-therapy" } },
        { label: "SOLICITA UNA DEMOSTRACIÓN CLÍNICA", action: { kind: "contact", topic: "kalyan-clinical-demo" } },
        { label: "CONTÁCTANOS AHORA", action: { kind: "contact", topic: "kalyan" } },
      ],
    },
  ],
};

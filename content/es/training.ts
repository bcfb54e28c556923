import type { SectionsPage } from "../types";
import { programmeVideos } from "../videos";

export const training: SectionsPage = {
  image: {
    src: "/training/hero.svg",
    alt: "Ilustración de una sala de formación de una empresa en la que varios adultos usan gafas de realidad virtual",
  },
  sections: [
    {
      kind: "cards",
      heading: "Áreas de formación",
      intro:
        "Formación práctica en realidad virtual para que tu equipo ensaye lo que luego tendrá que hacer de verdad.",
      cards: [
        {
          title: "Soporte vital básico",
          text: "Reanimación cardiopulmonar, uso del desfibrilador y llamada al número de emergencias, para que en tu lugar de trabajo haya personas preparadas para actuar.",
        },
        {
          title: "Prevención de riesgos y seguridad",
          text: "Simulacros de emergencia, evacuación y actuación ante un incendio en realidad virtual, sin interrumpir la actividad del centro.",
        },
        {
          title: "Formación técnica e industrial",
          text: "Procedimientos y manejo de maquinaria practicados en realidad virtual, sin parar la producción y sin riesgos para las personas ni para los equipos.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Soporte vital básico con realidad virtual",
      video: {
        ...programmeVideos["basic-life-support"],
        title: "Soporte vital básico",
        description:
          "Los pasos de la reanimación cardiopulmonar y el uso del desfibrilador, practicados en realidad virtual.",
      },
    },
    {
      kind: "buttons",
      buttons: [{ label: "Curso NeoSalus de soporte vital básico", action: { kind: "page", pageId: "course" } }],
    },
    {
      kind: "cards",
      heading: "Cómo trabajamos",
      intro: "Nos adaptamos a lo que necesita tu organización, desde un curso ya preparado hasta un proyecto propio.",
      cards: [
        {
          title: "Cursos listos para usar",
          text: "Licencias de nuestros cursos de realidad virtual para que tu equipo empiece a formarse sin esperar a un desarrollo.",
        },
        {
          title: "Contenidos a medida",
          text: "Desarrollamos contigo una formación propia, con tus procedimientos, tus instalaciones y tus equipos.",
        },
        {
          title: "Equipos y sesiones",
          text: "Alquilamos las gafas de realidad virtual o impartimos las sesiones en tu empresa, según lo que te resulte más cómodo.",
        },
        {
          title: "Seguimiento y soporte",
          text: "Te acompañamos durante la puesta en marcha y después, con actualizaciones y resolución de dudas.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Para quién",
      cards: [
        {
          title: "Empresas",
          text: "Industria, logística y oficinas que quieren formar a sus equipos en seguridad y en sus propios procedimientos.",
        },
        {
          title: "Centros de formación y servicios de prevención",
          text: "Entidades que imparten formación o prevención de riesgos laborales y quieren incorporar la realidad virtual a sus cursos.",
        },
        {
          title: "Hospitales y centros de salud",
          text: "Equipos sanitarios que necesitan practicar y repasar los procedimientos de soporte vital.",
        },
        {
          title: "Centros educativos y administraciones públicas",
          text: "Escuelas, institutos y organismos públicos que forman a su personal o a la ciudadanía.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Plazos de un proyecto",
      intro: "El plazo depende del alcance del contenido y de cuánto haya que adaptarlo a tu organización.",
      stats: [
        { value: "4–8", label: "semanas para un proyecto sencillo" },
        { value: "3–6", label: "meses para un proyecto complejo" },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Solicita una demostración", action: { kind: "contact", topic: "training-demo" } },
        { label: "Pide el catálogo", action: { kind: "contact", topic: "training-catalogue" } },
        { label: "Concierta una reunión", action: { kind: "contact", topic: "meeting" } },
        { label: "Contáctanos", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};

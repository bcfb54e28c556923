import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "artist-vr",
  title: "Arte en realidad virtual",
  description:
    "Un catálogo interactivo en realidad virtual para explorar la obra de un artista, crear la tuya y recibir una interpretación personal hecha con IA.",
  category: "Arte y cultura",
  tech: ["Realidad virtual", "Inteligencia artificial", "Arte digital", "Experiencia interactiva"],
  image: {
    src: "/portfolio/artist-vr.svg",
    alt: "Ilustración de una galería de arte virtual con obras colgadas y una persona con gafas de realidad virtual",
  },
  sections: [
    {
      kind: "text",
      heading: "Sobre el artista",
      paragraphs: [
        "El artista ha mostrado su obra en más de 50 exposiciones a lo largo de su trayectoria.",
        "Con este proyecto, desarrollado junto a una escuela de arte y el propio artista, su catálogo da el salto a la realidad virtual: ya no se mira solo desde fuera, sino que se recorre, se vive y sirve de inspiración para crear.",
      ],
    },
    {
      kind: "partners",
      heading: "En colaboración con",
      partners: [
        { name: "Escuela de arte colaboradora", logo: "/portfolio/partners/school.svg" },
        { name: "El artista", logo: "/portfolio/partners/artist.svg" },
      ],
    },
    {
      kind: "cards",
      heading: "La experiencia",
      intro: "Tres momentos que convierten la visita a una exposición en algo personal.",
      cards: [
        {
          title: "Explora el catálogo",
          text: "Recorre la obra del artista en una galería virtual y acércate a cada pieza tanto como quieras, a tu ritmo.",
        },
        {
          title: "Crea tu obra",
          text: "Inspírate en lo que has visto y crea tu propia obra de arte dentro de la realidad virtual, sin necesidad de experiencia previa.",
        },
        {
          title: "Recibe tu interpretación",
          text: "La experiencia está pensada para que, al terminar, recibas por correo electrónico una interpretación personal de tu obra generada con inteligencia artificial.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "La galería virtual",
      intro: "Seis espacios para descubrir el catálogo del artista desde ángulos distintos.",
      cards: [
        {
          title: "Sala de bienvenida",
          text: "El punto de partida: una introducción a la trayectoria del artista y a cómo moverte por la galería.",
        },
        {
          title: "Sala de retratos",
          text: "Un espacio dedicado a la figura humana, para detenerte en cada mirada y cada gesto.",
        },
        {
          title: "Sala de paisajes",
          text: "Obras que abren ventanas a otros lugares, presentadas a gran escala para que te sientas dentro de ellas.",
        },
        {
          title: "Sala del color",
          text: "Un recorrido por la forma en que el artista trabaja el color y la luz.",
        },
        {
          title: "Taller creativo",
          text: "El espacio donde pasas de espectador a creador y das forma a tu propia obra.",
        },
        {
          title: "Sala de exposición final",
          text: "Un lugar para contemplar tu creación antes de cerrar la experiencia.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Innovación técnica",
      intro: "La tecnología al servicio del arte, para que la experiencia resulte natural desde el primer minuto.",
      cards: [
        {
          title: "Interacción en realidad virtual",
          text: "Controles intuitivos para moverte por la galería, observar las obras de cerca y crear con tus propias manos.",
        },
        {
          title: "Interpretación con inteligencia artificial",
          text: "Un modelo de inteligencia artificial analiza la obra que creas y elabora una interpretación personal pensada para ti.",
        },
        {
          title: "Disponible en distintas plataformas",
          text: "La experiencia se adapta a distintos dispositivos para llevarla a escuelas, exposiciones y eventos.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Mira la experiencia",
      video: {
        ...featuredVideos["artistic-vr"],
        title: "Arte en realidad virtual",
        description:
          "Un catálogo interactivo en el que cada visitante explora la obra de un artista y crea la suya propia.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "VIVE LA EXPERIENCIA EN RV", action: { kind: "contact", topic: "artist-vr-experience" } },
        { label: "RESERVA UNA SESIÓN DE RV", action: { kind: "contact", topic: "artist-vr-session" } },
        { label: "CONOCE AL ARTISTA", action: { kind: "contact", topic: "artist-vr-artist" } },
      ],
    },
  ],
};

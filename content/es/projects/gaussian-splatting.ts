import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "gaussian-splatting",
  title: "Gaussian Splatting",
  description:
    "Reconstruimos una ciudad en 3D a partir de fotografías y la renderizamos con calidad fotorrealista para que la recorras en realidad virtual.",
  category: "Visualización 3D",
  tech: ["Gaussian Splatting", "Unity", "Realidad virtual", "Fotogrametría"],
  image: {
    src: "/portfolio/gaussian-splatting.svg",
    alt: "Ilustración de una ciudad reconstruida en 3D",
  },
  sections: [
    {
      kind: "cards",
      heading: "Características principales",
      cards: [
        {
          title: "Calidad fotorrealista",
          text: "La ciudad se reconstruye a partir de fotografías reales, así que conserva texturas, luces y detalles tal y como son.",
        },
        {
          title: "Tiempo real",
          text: "La escena se renderiza a más de 60 FPS en realidad virtual, para que te muevas por ella con fluidez.",
        },
        {
          title: "Escalabilidad",
          text: "La misma técnica sirve para un edificio, un barrio o una ciudad entera, según lo que necesites mostrar.",
        },
      ],
    },
    {
      kind: "text",
      heading: "La ciencia detrás del Gaussian splatting",
      paragraphs: [
        "El Gaussian splatting representa una escena con millones de gaussianas 3D: pequeñas elipses semitransparentes, cada una con su posición, forma, color y opacidad. Todas ellas se obtienen a partir de fotografías del lugar tomadas desde muchos ángulos.",
        "Un proceso de optimización ajusta esas gaussianas hasta que, vistas desde la posición de cada cámara, reproducen las fotografías originales. El resultado es una copia digital del espacio real que puedes observar desde cualquier punto de vista.",
        "A diferencia de NeRF, que guarda la escena dentro de una red neuronal y tiene que consultarla punto a punto para calcular cada píxel, las gaussianas se proyectan y se combinan directamente sobre la pantalla. Por eso la imagen se genera mucho más rápido y la escena se puede recorrer en realidad virtual en tiempo real.",
      ],
    },
    {
      kind: "stats",
      heading: "En cifras",
      stats: [
        { value: "1000 veces", label: "más rápido que el NeRF tradicional" },
        { value: "4K+", label: "de calidad de imagen" },
        { value: "90 %", label: "menos tiempo de renderizado" },
        { value: ">60 FPS", label: "en realidad virtual" },
      ],
    },
    {
      kind: "cards",
      heading: "Aplicaciones",
      intro: "Un espacio real reconstruido con detalle abre la puerta a muchos usos.",
      cards: [
        {
          title: "Turismo virtual",
          text: "Permite visitar calles, plazas y monumentos desde cualquier lugar, o descubrir un destino antes de viajar.",
        },
        {
          title: "Arquitectura",
          text: "Sirve para mostrar un entorno tal y como es y presentar proyectos en su contexto real.",
        },
        {
          title: "Entretenimiento",
          text: "Convierte lugares reales en escenarios para experiencias inmersivas, eventos y contenidos interactivos.",
        },
        {
          title: "Educación",
          text: "Acerca al aula espacios históricos, urbanos o naturales para explorarlos en primera persona.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Mira la demostración",
      video: {
        ...featuredVideos["gaussian-splatting"],
        title: "Renderizado 3D con Gaussian splatting",
        description: "Un recorrido en realidad virtual por una ciudad reconstruida de forma fotorrealista.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "EXPLORA LA DEMOSTRACIÓN", action: { kind: "contact", topic: "gaussian-splatting-demo" } },
        { label: "SOLICITA UNA CONSULTA", action: { kind: "contact", topic: "gaussian-splatting-consultation" } },
        {
          label: "PIDE LA DOCUMENTACIÓN TÉCNICA",
          action: { kind: "contact", topic: "gaussian-splatting-documentation" },
        },
      ],
    },
  ],
};

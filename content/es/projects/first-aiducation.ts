import type { ProjectSummary } from "../../types";

export const project: ProjectSummary = {
  slug: "first-aiducation",
  title: "First Aiducation",
  description:
    "Soporte vital básico en realidad virtual para alumnado de 12 a 18 años: reanimación cardiopulmonar, uso del desfibrilador y llamada de emergencia.",
  category: "Educación",
  tech: ["Realidad virtual", "Simulación", "Aprendizaje inmersivo"],
  image: {
    src: "/portfolio/first-aiducation.svg",
    alt: "Ilustración de un estudiante con gafas de realidad virtual practicando la reanimación cardiopulmonar",
  },
};

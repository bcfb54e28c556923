import type { ProjectSummary } from "../../types";

export const project: ProjectSummary = {
  slug: "first-aiducation",
  title: "First Aiducation",
  description:
    "Suport vital bàsic en realitat virtual per a l'alumnat de 12 a 18 anys: reanimació cardiopulmonar, ús del desfibril·lador i trucada d'emergència.",
  category: "Educació",
  tech: ["Realitat virtual", "Simulació", "Aprenentatge immersiu"],
  image: {
    src: "/portfolio/first-aiducation.svg",
    alt: "Il·lustració d'un estudiant amb ulleres de realitat virtual que practica la reanimació cardiopulmonar",
  },
};

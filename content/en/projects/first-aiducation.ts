import type { ProjectSummary } from "../../types";

export const project: ProjectSummary = {
  slug: "first-aiducation",
  title: "First Aiducation",
  description:
    "Basic life support in virtual reality for pupils aged 12 to 18: cardiopulmonary resuscitation, defibrillator use and the emergency call.",
  category: "Education",
  tech: ["Virtual reality", "Simulation", "Immersive learning"],
  image: {
    src: "/portfolio/first-aiducation.svg",
    alt: "Illustration of a pupil wearing a virtual reality headset practising cardiopulmonary resuscitation",
  },
};

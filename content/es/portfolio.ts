import type { PortfolioContent } from "../types";

export const portfolio: PortfolioContent = {
  cta: {
    heading: "¿Tienes un proyecto en mente?",
    text: "Cuéntanos tu idea: la consulta inicial es gratuita y te enviamos un presupuesto sin compromiso.",
    button: "SOLICITAR PRESUPUESTO",
  },
};

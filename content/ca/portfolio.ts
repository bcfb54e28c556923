import type { PortfolioContent } from "../types";

export const portfolio: PortfolioContent = {
  cta: {
    heading: "Tens un projecte al cap?",
    text: "Explica'ns la teva idea: la consulta inicial és gratuïta i t'enviem un pressupost sense compromís.",
    button: "SOL·LICITA UN PRESSUPOST",
  },
};

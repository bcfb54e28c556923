import type { PortfolioContent } from "../types";

export const portfolio: PortfolioContent = {
  cta: {
    heading: "Have a project in mind?",
    text: "Tell us your idea: the initial consultation is free and we will send you a no-commitment quote.",
    button: "REQUEST QUOTE",
  },
};

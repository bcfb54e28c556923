import { island } from "~/lib/islands/island";
import { ContactForm } from "./contact-form";

/** The contact form: it validates as the visitor types and answers with toasts. */
export const ContactFormIsland = island("contact-form", ContactForm, { strings: ["contact"] });

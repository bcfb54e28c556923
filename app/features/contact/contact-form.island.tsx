import { island } from "~/lib/islands/island";
import { ContactForm } from "./contact-form";
import { islandName } from "virtual:island-name";

/**
 * The contact form: it validates as the visitor types and answers with toasts. It hydrates at the
 * first interaction: what is typed before stays in its fields, and it posts as a page without it.
 * The page that answers a send hydrates it at once, since its toast says how the send went.
 */
export const ContactFormIsland = island(islandName, ContactForm, {
  strings: ["contact"],
  hydrate: "interaction",
  hydrateAtLoadWhen: (props) => props.flash !== null || props.lastResult !== undefined,
});

// The browser entry of the contact form's island (home and contact pages).
import { ContactForm } from "~/features/contact/contact-form";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";

void hydrateIslands("contact-form", ContactForm);

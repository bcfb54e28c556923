import type { Lang } from "~/i18n-routes";

// The texts the site shows word for word in a language, as the original site has them: its
// navigation, its buttons in capitals, its headings, its messages. The style rules of the copy
// (sentence case, one form of the calls to action, no anglicisms) apply to every other text, never
// to these. Each names the part of the original site it comes from and a page that shows it;
// tests/worker/fixed-wording.test.ts finds each there. Texts that only an island shows are found
// in the strings the page sends with it; messages that only an answer shows, in that answer.

export interface FixedText {
  text: string;
  lang: Lang;
  /** The part of the original site: its navigation bar, a page, a message. */
  section: string;
  /** A page that shows it. */
  path: string;
  /** Shown in the answer to this form, posted to `path` (a contact form sent empty shows its errors). */
  post?: Record<string, string>;
  /** Shown only when the page fails: asked for while the database refuses every query. */
  whenDatabaseFails?: true;
}

const nav = (lang: Lang, path: string, labels: string[]): FixedText[] =>
  labels.map((text) => ({ text, lang, section: "Navigation bar", path }));

const on = (lang: Lang, section: string, path: string, texts: string[]): FixedText[] =>
  texts.map((text) => ({ text, lang, section, path }));

/** The contact form's errors, in the page that answers a form sent empty (an address that is not one). */
const afterEmptyPost = (lang: Lang, path: string, texts: string[]): FixedText[] =>
  texts.map((text) => ({
    text,
    lang,
    section: "Contact form validation",
    path,
    post: { name: "", email: "not an address", message: "" },
  }));

export const fixedWording: FixedText[] = [
  ...nav("es", "/es", ["INICIO", "CASOS DE ÉXITO", "EDUCACIÓN", "CONTACTO", "FORMACIÓN", "ESCUELAS", "EMPRESAS"]),
  ...nav("en", "/en", ["HOME", "SUCCESS CASES", "EDUCATION", "CONTACT", "TRAINING", "SCHOOLS", "BUSINESS"]),
  ...on("es", "Home", "/es", [
    "SOLICITAR PRESUPUESTO",
    "CONTÁCTANOS",
    "Nuestra Experiencia",
    "Nuestros Servicios",
    "Desarrollo a Medida para tu Empresa",
    "CONSULTAR DESARROLLO A MEDIDA",
    "Consultoría Inicial",
    "Diseño y Prototipado",
    "Implementación",
    "Soporte Continuo",
  ]),
  ...on("en", "Home", "/en", ["REQUEST QUOTE", "CONTACT US", "What our clients say"]),
  ...on("en", "Portfolio detail pages", "/en/portfolio/kalyan", [
    "Back to Portfolio",
    "START THERAPY",
    "REQUEST CLINICAL DEMO",
    "CONTACT NOW",
  ]),
  ...on("en", "Portfolio detail pages", "/en/portfolio/gaussian-splatting", [
    "Photorealistic Quality",
    "Scalability",
    "Virtual Tourism",
    "Architecture",
    "Entertainment",
    "EXPLORE DEMO",
    "REQUEST CONSULTATION",
    "TECHNICAL DOCUMENTATION",
  ]),
  ...on("en", "Portfolio detail pages", "/en/portfolio/dea-r", [
    "Precise Location",
    "Augmented Reality",
    "24/7 Emergencies",
  ]),
  ...on("en", "Portfolio detail pages", "/en/portfolio/artist-vr", [
    "EXPERIENCE VR",
    "BOOK VR SESSION",
    "MEET THE ARTIST",
  ]),
  ...on("en", "Portfolio detail pages", "/en/portfolio/automation-toolkit", [
    "VIEW ON UNITY ASSET STORE",
    "DOWNLOAD NOW",
    "VIEW DOCUMENTATION",
  ]),
  ...on("en", "Education", "/en/education", ["Basic Life Support", "Waste Management", "Fire Extinction"]),
  ...on("es", "Six-step course", "/es/resources/NeoSalus", ["Comenzar Curso", "Paso 1 de 6"]),
  ...on("es", "Six-step course", "/es/resources/NeoSalus?step=3", [
    "Desliza para confirmar: He completado la fase virtual",
    "✓ Fase virtual completada",
  ]),
  ...on("es", "Six-step course", "/es/resources/NeoSalus?step=5", ["Volver a empezar"]),
  ...on("es", "Slide control", "/es/resources/NeoSalus?step=3", ["Desliza para completar", "¡Completado!"]),
  ...on("es", "Mini-game", "/es/first-aiducation", ["¡Perfecto!", "Muy lento", "Muy rápido"]),
  ...on("es", "Feedback widget", "/es/first-aiducation/resources", [
    "No se pudo enviar tu comentario. Inténtalo de nuevo.",
    "¡Gracias por tu comentario!",
    "Hemos recibido tu feedback y trabajaremos para mejorar.",
    "Por favor, escribe tu comentario antes de enviar.",
  ]),
  ...on("en", "Feedback widget", "/en/first-aiducation/resources", ["Like", "rate again", "Could improve"]),
  ...on("en", "Not-found page", "/en/no-such-page", ["Oops! Page not found"]),
  ...on("es", "Contact form messages", "/es/contacto", [
    "Hubo un error al enviar el mensaje. Inténtalo de nuevo.",
    "¡Mensaje enviado!",
  ]),
  ...on("en", "Contact form messages", "/en/contact", [
    "There was an error sending the message. Please try again.",
    "Message sent!",
  ]),
  ...afterEmptyPost("es", "/es/contacto", [
    "El nombre es requerido",
    "Email inválido",
    "El mensaje es requerido",
    "Debes aceptar la política de privacidad",
  ]),
  ...afterEmptyPost("en", "/en/contact", [
    "Name is required",
    "Invalid email",
    "Message is required",
    "You must accept the privacy policy",
  ]),
  // The router's fallback: a teacher's link asked for while the database is down cannot be read.
  {
    text: "Unexpected Application Error!",
    lang: "en",
    section: "Router fallback",
    path: `/en/first-aiducation/classroom/t/${"x".repeat(43)}`,
    whenDatabaseFails: true,
  },
];

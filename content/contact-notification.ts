// The e-mail that tells the company about a new contact (app/features/contact/
// contact-notification.server.ts). It goes to the team in Catalonia, so it is written in Spanish
// whatever the visitor's language; the visitor's address is its Reply-To.

export const contactNotification = {
  subject: "Nuevo mensaje del formulario de contacto",
  intro: "Alguien ha escrito desde el formulario de contacto de la web.",
  labels: {
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    projectType: "Tipo de proyecto",
    language: "Idioma de la página",
    marketing: "Acepta recibir novedades",
    policy: "Versión de la política de privacidad aceptada",
    message: "Mensaje",
  },
  none: "—",
  yes: "sí",
  no: "no",
  languages: { es: "español", en: "inglés", ca: "catalán" },
  replyHint: "Responde a este correo para contestar directamente a quien escribió.",
} as const;

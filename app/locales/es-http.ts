// Spanish answers of the HTTP boundary (app/.server/http-boundary.ts): a form post refused before
// any action ran is shown as a page; other refusals are a line of plain text. Only the server
// reads them, server.ts among it, which is why they are a module of their own and small.

export const esHttp = {
  http: {
    crossSite: "Este formulario solo se puede enviar desde este sitio.",
    tooLarge: "El formulario enviado es demasiado largo para recibirlo.",
    refusedTitle: "No hemos recibido el formulario",
    refusedHint:
      "No se ha guardado nada. Lo que escribiste sigue en la página anterior: vuelve atrás con el navegador para recuperarlo, o abre el formulario aquí y envíalo desde este sitio.",
    backToForm: "Abre el formulario",
    methodNotAllowed: "Esta dirección no admite ese método.",
    badRequest: "No se ha podido leer la petición.",
    timeout: "La petición ha tardado demasiado en llegar.",
    uriTooLong: "La dirección es demasiado larga.",
  },
};

export type HttpMessages = typeof esHttp;

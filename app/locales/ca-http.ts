import type { HttpMessages } from "./es-http";

// Catalan answers of the HTTP boundary: the same keys as es-http.ts, checked by `satisfies`.

export const caHttp = {
  http: {
    crossSite: "Aquest formulari només es pot enviar des d'aquest lloc web.",
    tooLarge: "El formulari enviat és massa llarg per poder-lo rebre.",
    refusedTitle: "No hem rebut el formulari",
    refusedHint:
      "No s'ha desat res. El que has escrit continua a la pàgina anterior: torna enrere amb el navegador per recuperar-ho, o obre el formulari aquí i envia'l des d'aquest lloc web.",
    backToForm: "Obre el formulari",
    methodNotAllowed: "Aquesta adreça no admet aquest mètode.",
    badRequest: "No s'ha pogut llegir la petició.",
    timeout: "La petició ha trigat massa a arribar.",
    uriTooLong: "L'adreça és massa llarga.",
  },
} satisfies HttpMessages;

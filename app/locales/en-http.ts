import type { HttpMessages } from "./es-http";

// English answers of the HTTP boundary: the same keys as es-http.ts, checked by `satisfies`.

export const enHttp = {
  http: {
    crossSite: "This form can only be sent from this website.",
    tooLarge: "The form sent is too long to be received.",
    refusedTitle: "We have not received the form",
    refusedHint:
      "Nothing has been stored. What you typed is still on the previous page: go back with your browser to recover it, or open the form here and send it from this website.",
    backToForm: "Open the form",
    methodNotAllowed: "This address does not accept that method.",
    badRequest: "The request could not be read.",
    timeout: "The request took too long to arrive.",
    uriTooLong: "The address is too long.",
  },
} satisfies HttpMessages;

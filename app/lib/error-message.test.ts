import { describe, expect, it } from "vitest";
import { describeError, SANITIZED_SERVER_ERROR } from "./error-message";

describe("describeError", () => {
  it("shows an error's message during development", () => {
    expect(describeError(new Error("D1 is down"), false)).toEqual({ message: "D1 is down", hidden: false });
  });

  it("hides the message in production", () => {
    expect(describeError(new Error("D1 is down"), true)).toEqual({ message: "D1 is down", hidden: true });
  });

  it("hides the sanitized message of a server error wherever it is shown", () => {
    expect(describeError(new Error(SANITIZED_SERVER_ERROR), false).hidden).toBe(true);
  });

  it("shows a status response's status text and message", () => {
    // The shape of what a thrown data(…, { status: 403 }) becomes in an error boundary.
    const forbidden = {
      status: 403,
      statusText: "Forbidden",
      internal: false,
      data: "Este formulario solo se puede enviar desde este sitio.",
    };
    expect(describeError(forbidden, true)).toEqual({
      message: "403 Forbidden — Este formulario solo se puede enviar desde este sitio.",
      hidden: false,
    });
  });
});

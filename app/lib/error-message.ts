import { isRouteErrorResponse } from "@remix-run/react";

// What the server build sends instead of a server error's message in production.
export const SANITIZED_SERVER_ERROR = "Unexpected Server Error";

export interface ErrorDescription {
  /** The message or status text to show. */
  message: string;
  /** True when the message must not be shown (production): a generic sentence and the id instead. */
  hidden: boolean;
}

/** How the error page presents an error: status responses as they are, other errors hidden in production. */
export function describeError(error: unknown, production: boolean): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" ? error.data : "";
    const status = `${error.status} ${error.statusText}`.trim();
    return { message: [status, detail].filter(Boolean).join(" — "), hidden: false };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, hidden: production || message === SANITIZED_SERVER_ERROR };
}

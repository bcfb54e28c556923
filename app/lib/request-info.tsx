import { createContext, useContext } from "react";

// Per-request values that the document needs while rendering but that are not page data:
// the CSP nonce (server only; browsers hide it after parsing) and the request id shown on the
// error page, which the browser reads back from <html data-request-id>, and the forms' time stamp.
export interface RequestInfo {
  nonce?: string;
  requestId?: string;
  /** The forms' signed time stamp, read back from <html data-form-stamp> like the request id. */
  formStamp?: string;
}

const RequestInfoContext = createContext<RequestInfo>({});

export const RequestInfoProvider = RequestInfoContext.Provider;

export function useRequestInfo(): RequestInfo {
  return useContext(RequestInfoContext);
}

import { createContext, useContext } from "react";

// Per-request values that the document needs while rendering but that are not page data:
// the CSP nonce (server only; browsers hide it after parsing) and the request id shown on the
// error page, which the browser reads back from <html data-request-id>.
export interface RequestInfo {
  nonce?: string;
  requestId?: string;
}

const RequestInfoContext = createContext<RequestInfo>({});

export const RequestInfoProvider = RequestInfoContext.Provider;

export function useRequestInfo(): RequestInfo {
  return useContext(RequestInfoContext);
}

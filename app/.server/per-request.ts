// What differs between two visitors' copies of a page: the CSP nonce, the forms' signed time stamp
// and the request id. Both ways of serving a copy fill them in, the edge cache's (page-cache.ts,
// fillPerRequest) and the build's copies cut once at them (cut-copy.ts), so they are declared here,
// below both.

/** What a kept copy holds instead of the per-request values; the render writes them as they are. */
export const placeholders = {
  nonce: "edge-cache-nonce",
  formStamp: "edge-cache-form-stamp",
} as const;

/** This request's own values, which a page from the cache is given. */
export interface PerRequest {
  nonce: string;
  formStamp: string | null;
  requestId: string;
}

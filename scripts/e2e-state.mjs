// Where the end-to-end server keeps its local D1 (scripts/e2e-server.mjs empties it on each start),
// which the tests read to check what a request stored.
export const e2eState = ".wrangler/e2e-state";

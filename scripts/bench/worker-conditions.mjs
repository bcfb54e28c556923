// Module resolve hook (registered by render.mjs): packages resolve with the export conditions wrangler
// bundles the Worker with, not Node's. Without it, `react-dom/server` resolves to its Node build,
// which has no renderToReadableStream, and other packages could pick Node-only code.
const WORKER_CONDITIONS = ["workerd", "worker", "browser", "import", "default"];

export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: WORKER_CONDITIONS });
}

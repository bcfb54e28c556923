import type { z } from "zod";

/**
 * Global zod settings; every schema module applies them before it builds a schema:
 * `z.config(zodConfig)`. Zod otherwise compiles object parsers with `new Function`; the site's
 * Content-Security-Policy forbids eval (so does workerd), so the attempt would only raise a CSP
 * violation in the browser. (Applied in each module rather than re-exporting a configured `z`:
 * the bundler would skip a re-export module's statements, and passing `z` around as a value
 * defeats tree-shaking and triples the form's JavaScript.)
 */
export const zodConfig: Parameters<typeof z.config>[0] = { jitless: true };

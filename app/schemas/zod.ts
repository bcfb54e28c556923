import { z as zod } from "zod";

// Zod compiles object parsers with `new Function` unless told not to. The site's Content-Security-
// Policy forbids eval (and so does workerd), so the probe would only raise a CSP violation in the
// browser. Every schema imports z from here. The configured instance is computed (not re-exported)
// so that the bundler, told the project has no side effects, cannot skip the configuration.
function withoutEval(instance: typeof zod): typeof zod {
  instance.config({ jitless: true });
  return instance;
}

export const z = withoutEval(zod);

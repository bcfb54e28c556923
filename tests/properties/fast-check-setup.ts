import { env } from "cloudflare:test";
import { replayableProperties } from "./fast-check-report";

// The workerd projects' property tests: FC_SEED and FC_PATH reach workerd as bindings
// (vitest.config.ts propertySettings).
replayableProperties(env);

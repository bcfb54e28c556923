declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The console's tests (vitest.config.ts): private JWKs of the Access team's key and a stranger's. */
    TEST_ACCESS_KEY?: string;
    TEST_STRANGER_KEY?: string;
    /** Property tests (tests/properties/): replay a seed and path, or scale the number of runs. */
    FC_SEED?: string;
    FC_PATH?: string;
    FC_RUNS_SCALE?: string;
  }
}

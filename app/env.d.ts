// Bindings and variables of the Worker, as declared in wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    SITE_URL: string;
    /** "auto" (the default), "on" or "off": see wrangler.toml. */
    SITE_INDEXING?: string;
    CONTACT_RATE_LIMITER: RateLimit;
    FEEDBACK_RATE_LIMITER: RateLimit;
    GAME_START_RATE_LIMITER: RateLimit;
    GAME_SAVE_RATE_LIMITER: RateLimit;
    /** Classes opened per client address (docs/decisions/0014-classroom-sessions.md). */
    CLASS_CREATE_RATE_LIMITER: RateLimit;
    CLASS_PUPIL_GAME_RATE_LIMITER: RateLimit;
    CLASS_GAME_RATE_LIMITER: RateLimit;
    /** Joins of a class per device and per address a minute (docs/decisions/0022-classroom-third-safety-pass.md). */
    CLASS_JOIN_DEVICE_RATE_LIMITER: RateLimit;
    CLASS_JOIN_ADDRESS_RATE_LIMITER: RateLimit;
    /** A pupil's requests in the class's rounds a minute, over every socket and the round address together. */
    CLASS_ROUND_MESSAGE_RATE_LIMITER: RateLimit;
    /** Signs the game ids of the compression game (a secret: `wrangler secret put`, `.dev.vars` locally). */
    SCORE_SIGNING_KEY?: string;
    /** Signs the forms' time stamps (a secret, like SCORE_SIGNING_KEY). */
    HONEYPOT_KEY?: string;
    /** While HONEYPOT_KEY is rotated: the key it replaces, so forms opened before the rotation still count (optional). */
    HONEYPOT_KEY_PREVIOUS?: string;
    /** Sends the company an e-mail about each new contact (send_email binding; optional). */
    CONTACT_EMAIL?: SendEmail;
    /** Where contact notifications go, and their sender (a verified Email Routing address). */
    CONTACT_NOTIFY_TO?: string;
    CONTACT_NOTIFY_FROM?: string;
    /** Seconds a person needs at least to fill a form (2 when unset; the end-to-end tests set 0). */
    FORM_MIN_FILL_SECONDS?: string;
    /** "production" (wrangler.toml) on the deployed Worker, where every secret is required;
     * "development" in .dev.vars for local runs. */
    ENVIRONMENT?: string;
    /** Cloudflare Access team domain (https://<team>.cloudflareaccess.com) guarding /admin. */
    ACCESS_TEAM_DOMAIN?: string;
    /** Audience tag (AUD) of the Access application of /admin. Without both, /admin is a 404 in production. */
    ACCESS_AUD?: string;
    /** Each class's hub of its pupils' sockets (app/features/classroom/rounds/round-hub.server.ts). */
    CLASS_ROUND_HUB: DurableObjectNamespace<import("./features/classroom/rounds/round-hub.server").ClassRoundHub>;
    /** Workers Static Assets (build/client): the global tier's page copies are read through it. */
    ASSETS?: Fetcher;
    /** Set only by `scripts/prerender.mjs` on the Worker it renders with: the token of its template requests. */
    PAGE_TEMPLATE_TOKEN?: string;
  }
}

type Env = Cloudflare.Env;

/** The Remix server build that server.ts serves (aliased in wrangler.toml). */
declare module "remix-server-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  const build: ServerBuild;
  export = build;
}

declare module "virtual:island-scripts" {
  /** Per island (by name), its entry and the chunks to preload; null in development (vite.config.ts). */
  const islandScripts: Record<string, { entry: string; preload: string[] }> | null;
  export default islandScripts;
  /** Per language, the file of its shared strings, which an island imports before it hydrates; empty in development. */
  export const shellStrings: Record<string, string>;
}

declare module "virtual:island-name" {
  /** The name of the island that imports it: its file's, `<name>.island.tsx` (vite.config.ts). */
  export const islandName: string;
}

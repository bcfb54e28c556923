import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach } from "vitest";

// Every test file starts from the real migrations, and every test from empty tables.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

beforeEach(async () => {
  await env.DB.batch(
    ["contacts", "complaints", "chest_compression_scores"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
});

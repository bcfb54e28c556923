import { createRequestHandler } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import * as build from "remix-server-build";
import { describe, expect, it } from "vitest";
import { createLoadContext } from "~/.server/load-context";
import { remixGuardRefusal } from "../../server";
import { captureLogs, loggedLines, siteOrigin } from "../integration/helpers";

// Remix's own cross-site guard (throwIfPotentialCSRFAttack) answers an empty 500 when it fires.
// server.ts's door (http-boundary.test.ts) lets no request through that would make it fire; if one
// ever did, server.ts answers the site's own refusal instead, logged.

const { warnings } = captureLogs();

describe("Remix's own cross-site guard", () => {
  it("answers an empty 500 when it fires (below server.ts: what the boundary keeps visitors from)", async () => {
    const context = createLoadContext(env, createExecutionContext());
    const response = await createRequestHandler(build)(
      new Request(`${siteOrigin}/es/contacto`, {
        method: "POST",
        headers: { Origin: "https://evil.example", Host: "estudioxr.example" },
        body: new URLSearchParams({ name: "Laia" }),
      }),
      context,
    );
    expect(response.status).toBe(500);
    expect(context.remixGuardFired).toBe(true);
  });

  it("is turned by server.ts into the site's logged 403 if it ever fires", async () => {
    const post = new Request(`${siteOrigin}/ca/contacte`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: new URLSearchParams({ name: "Laia" }),
    });
    const response = await remixGuardRefusal(post, env, createExecutionContext(), "guard-test");
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<html lang="ca"');
    // As React writes it (the apostrophe escaped): the page carries no serialized copy of it.
    expect(html).toContain("Aquest formulari només es pot enviar des d&#x27;aquest lloc web.");
    expect(loggedLines(warnings())).toContainEqual(
      expect.objectContaining({ requestId: "guard-test", event: "request refused", reason: "cross-site post" }),
    );
  });
});

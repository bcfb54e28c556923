import { afterEach, describe, expect, it, vi } from "vitest";
import { exampleSecretValues, misconfiguredResponse, missingSecrets } from "./required-secrets";

afterEach(() => vi.restoreAllMocks());

const base = { SITE_URL: "https://estudioxr.example" } as Env;
const keys = { SCORE_SIGNING_KEY: "a-long-random-key", HONEYPOT_KEY: "another-long-random-key" };

describe("the Worker's secrets", () => {
  it("lists the missing and blank ones", () => {
    expect(missingSecrets({})).toEqual(["SCORE_SIGNING_KEY", "HONEYPOT_KEY"]);
    expect(missingSecrets({ SCORE_SIGNING_KEY: "k", HONEYPOT_KEY: "  " })).toEqual(["HONEYPOT_KEY"]);
    expect(missingSecrets(keys)).toEqual([]);
  });

  it("make a production Worker without them answer 503 and log which are missing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = misconfiguredResponse({ ...base, ENVIRONMENT: "production", SCORE_SIGNING_KEY: "k" }, "req1");
    expect(response?.status).toBe(503);
    expect(await response?.text()).toContain("not configured");
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      event: "secrets missing",
      reason: "HONEYPOT_KEY",
      requestId: "req1",
    });
  });

  it("let a production Worker with every secret, or a developer's, serve", () => {
    expect(misconfiguredResponse({ ...base, ENVIRONMENT: "production", ...keys }, "req2")).toBeNull();
    expect(misconfiguredResponse({ ...base, ENVIRONMENT: "development" }, "req3")).toBeNull();
  });

  it("check every Worker that does not say it is a developer's: another name, or none", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const ENVIRONMENT of [undefined, "", "staging", "Production", "dev"]) {
      expect(misconfiguredResponse({ ...base, ENVIRONMENT }, "req4")?.status, String(ENVIRONMENT)).toBe(503);
      expect(misconfiguredResponse({ ...base, ENVIRONMENT, ...keys }, "req5"), String(ENVIRONMENT)).toBeNull();
    }
  });

  it("refuse the example values of .dev.vars.example outside development", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const withExample = { ...base, ENVIRONMENT: "production", ...keys, HONEYPOT_KEY: exampleSecretValues.HONEYPOT_KEY };
    expect(misconfiguredResponse(withExample, "req6")?.status).toBe(503);
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      event: "example secrets",
      reason: "HONEYPOT_KEY (the example value)",
    });
    expect(misconfiguredResponse({ ...withExample, ENVIRONMENT: "development" }, "req7")).toBeNull();
  });
});

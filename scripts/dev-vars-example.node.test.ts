import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exampleSecretValues, requiredSecrets } from "../app/.server/required-secrets";

// The example secrets are public (the file is committed): the Worker refuses them outside
// development, so it must know them, value for value.

describe(".dev.vars.example", () => {
  it("holds the example values that a deployed Worker refuses", () => {
    const text = readFileSync(new URL("../.dev.vars.example", import.meta.url), "utf8");
    const values = Object.fromEntries(
      [...text.matchAll(/^([A-Z_]+)="([^"]*)"$/gm)].map(([, name = "", value = ""]) => [name, value]),
    );
    for (const name of requiredSecrets) expect(values[name], name).toBe(exampleSecretValues[name]);
  });
});

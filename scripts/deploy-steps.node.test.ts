import { describe, expect, it } from "vitest";
import { deploy, secretsProblem, type Command } from "./deploy-steps";

const allSecrets = JSON.stringify([
  { name: "SCORE_SIGNING_KEY", type: "secret_text" },
  { name: "HONEYPOT_KEY", type: "secret_text" },
]);

function fakeExec(secretList: string | Error) {
  const ran: string[] = [];
  const exec = (command: Command) => {
    ran.push(`${command.tool} ${command.args.join(" ")}`);
    if (command.args[0] === "secret") {
      if (secretList instanceof Error) throw secretList;
      return secretList;
    }
    return "";
  };
  return { ran, exec };
}

describe("npm run deploy", () => {
  it("checks the secrets, then builds, migrates the remote D1 and deploys, in that order", () => {
    const { ran, exec } = fakeExec(allSecrets);
    expect(deploy(exec, () => undefined)).toBe(true);
    expect(ran).toEqual([
      "wrangler secret list --format json",
      "npm run build",
      "wrangler d1 migrations apply DB --remote",
      "wrangler deploy",
    ]);
  });

  it("stops before building when a secret is missing or cannot be listed, and says how to set it", () => {
    for (const listing of [JSON.stringify([{ name: "SCORE_SIGNING_KEY" }]), new Error("not logged in")]) {
      const { ran, exec } = fakeExec(listing);
      const said: string[] = [];
      expect(deploy(exec, (line) => said.push(line))).toBe(false);
      expect(ran).toEqual(["wrangler secret list --format json"]);
      expect(said.join("\n")).toContain("wrangler secret put");
      expect(said.join("\n")).toContain("HONEYPOT_KEY");
    }
  });

  it("reads wrangler's secret listing", () => {
    expect(secretsProblem(allSecrets)).toBeNull();
    expect(secretsProblem("[]")).toContain("SCORE_SIGNING_KEY, HONEYPOT_KEY");
    expect(secretsProblem("not json")).toContain("Could not list");
  });
});

import { missingSecrets, requiredSecrets } from "../app/.server/required-secrets";

// What `npm run deploy` does, in order (scripts/deploy.ts runs it): a Worker is never deployed
// without its secrets, and never before the database has the tables its code expects. The build
// renders the pages' copies (scripts/prerender.mjs) and fails if any page cannot be rendered; the
// last step uploads code and copies as one version, so until it succeeds the previous one serves.

/** A command of the deploy: npm or the project's wrangler, with its arguments. */
export type Command = { tool: "npm" | "wrangler"; args: string[] };

export const deployCommands: Command[] = [
  { tool: "npm", args: ["run", "build"] },
  { tool: "wrangler", args: ["d1", "migrations", "apply", "DB", "--remote"] },
  { tool: "wrangler", args: ["deploy"] },
];

export const secretListCommand: Command = { tool: "wrangler", args: ["secret", "list", "--format", "json"] };

/** Why the deploy must stop, from the output of `wrangler secret list --format json`, or null. */
export function secretsProblem(secretListJson: string | null): string | null {
  let names: string[];
  try {
    names = (JSON.parse(secretListJson ?? "") as { name: string }[]).map((secret) => secret.name);
  } catch {
    return `Could not list the Worker's secrets: is wrangler logged in (\`npx wrangler login\`, or CLOUDFLARE_API_TOKEN)? Then set each secret: ${requiredSecrets.map((name) => `npx wrangler secret put ${name}`).join("; ")}`;
  }
  const missing = missingSecrets(Object.fromEntries(names.map((name) => [name, "set"])));
  return missing.length === 0
    ? null
    : `Missing secrets: ${missing.join(", ")}. Set each with \`npx wrangler secret put <NAME>\` (a long random value, e.g. \`openssl rand -base64 32\`).`;
}

/** Runs the deploy with `exec` (which returns a command's standard output, or throws): the secrets check, then each command. */
export function deploy(exec: (command: Command) => string, report: (line: string) => void): boolean {
  let secretList: string | null = null;
  try {
    secretList = exec(secretListCommand);
  } catch {
    secretList = null;
  }
  const problem = secretsProblem(secretList);
  if (problem) {
    report(problem);
    return false;
  }
  for (const command of deployCommands) {
    report(`> ${command.tool} ${command.args.join(" ")}`);
    exec(command);
  }
  return true;
}

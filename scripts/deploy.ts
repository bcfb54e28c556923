// `npm run deploy`: checks the Worker's secrets, builds (which renders the pages' copies for the
// production configuration), applies the D1 migrations to the remote database, then deploys the
// Worker with its copies as one version (docs/operations.md, "Deploying"). Needs `npx wrangler login` first.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { deploy, type Command } from "./deploy-steps";

const wrangler = fileURLToPath(new URL("wrangler.mjs", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));

function exec({ tool, args }: Command): string {
  const [file, fullArgs] = tool === "npm" ? ["npm", args] : [process.execPath, [wrangler, ...args]];
  const listing = args[0] === "secret";
  // The secret listing is read; every other step shows its output as it goes.
  const output = execFileSync(file, fullArgs, {
    cwd: root,
    stdio: listing ? ["inherit", "pipe", "inherit"] : "inherit",
  });
  return output?.toString() ?? "";
}

if (!deploy(exec, (line) => console.log(line))) process.exit(1);

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The tests of the whole Worker run the production build; say so plainly when there is none.
export default function requireBuild() {
  if (!existsSync(fileURLToPath(new URL("../../build/server/index.js", import.meta.url)))) {
    throw new Error("No production build: run `npm run build` first (`npm run test:unit` does).");
  }
}

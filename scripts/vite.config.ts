import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The scripts run under vite-node with this folder as the root (package.json), so this is their
// Vite configuration: the site's modules they import name each other with the site's aliases.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("../app", import.meta.url)),
      "@content": fileURLToPath(new URL("../content", import.meta.url)),
    },
  },
});

import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of app/ (docs/architecture.md): a module may import its own layer and those below it,
// never one above. Tests, test helpers and the top (pages, routes, the console, the island entries,
// root and entry modules, server.ts) may import anything.
//   pages, routes, admin, islands (entries)
//   features
//   components, .server
//   lib
//   content, locales, i18n-routes
const above = {
  base: ["lib", "components", "\\.server", "features", "pages", "routes", "admin", "islands"],
  lib: ["components", "\\.server", "features", "pages", "routes", "admin", "islands"],
  middle: ["features", "pages", "routes", "admin", "islands"],
  features: ["pages", "routes", "admin", "islands"],
};

/** A rule that refuses an import of any of `folders`, by the `~/` alias or a relative path. */
function layerRule(files, folders, layer) {
  const pattern = `^(~|@content|\\.{1,2}(/\\.\\.)*)/(${folders.join("|")})(/|$)`;
  return {
    files,
    ignores: ["**/*.test.{ts,tsx}", "**/*.testing.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: pattern, message: `${layer} may not import a layer above it (docs/architecture.md).` }] },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ["build/", ".wrangler/", "node_modules/", "test-results/", "playwright-report/", "bench-results/"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-expect-error": "allow-with-description" },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      // rel="noopener" is enough for the browsers the site supports; the referrer is wanted.
      "react/jsx-no-target-blank": ["error", { allowReferrer: true }],
    },
  },
  layerRule(["content/**/*.ts", "app/locales/**/*.ts", "app/i18n-routes.ts"], above.base, "content and locales"),
  layerRule(["app/lib/**/*.{ts,tsx}"], above.lib, "lib"),
  layerRule(["app/components/**/*.{ts,tsx}", "app/.server/**/*.{ts,tsx}"], above.middle, "components and .server"),
  layerRule(["app/features/**/*.{ts,tsx}"], above.features, "features"),
);

import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of app/ (docs/architecture.md): a module may import its own layer and those below it,
// never one above, by a static import, an `export … from` or an `import()`. Tests, test helpers and
// the top (pages, routes, the console, root, the entry modules, server.ts) may import anything.
//   pages, routes, admin, root, entry.client, entry.server
//   features
//   components, .server
//   lib
//   content, locales, i18n-routes, i18n
// Every source file of app/ is in a layer or at the top (tests/repository/layers.node.test.ts).
const top = ["pages", "routes", "admin", "root", "entry\\.client", "entry\\.server"];
const above = {
  base: ["lib", "components", "\\.server", "features", ...top],
  lib: ["components", "\\.server", "features", ...top],
  middle: ["features", ...top],
  features: top,
};

/** The files at the top, which may import any layer. */
export const topLayerFiles = [
  "app/pages/**",
  "app/routes/**",
  "app/routes.ts",
  "app/admin/**",
  "app/root.tsx",
  "app/entry.*.tsx",
];

/** The one module that may make a cookie: every cookie is declared in the site's list (app/lib/site-cookies.ts). */
const cookieFactory = "app/.server/site-cookie.server.ts";
const madeCookie = {
  name: "@remix-run/cloudflare",
  importNames: ["createCookie"],
  message: "Make a cookie with siteCookie() (app/.server/site-cookie.server.ts), declared in app/lib/site-cookies.ts.",
};

const tests = ["**/*.test.{ts,tsx}", "**/*.testing.{ts,tsx}"];

/**
 * The compression game is a library the classroom uses (docs/architecture.md): the classroom
 * imports the game, never the reverse, so that the game can be read, tested and changed without
 * the class, and a class's needs reach it as props and parameters. Its tests are held to it too:
 * a game test that needs the class belongs to the classroom. An import of the classroom by the
 * `~/` alias or by a relative path that climbs out of the game into the classroom's folder.
 */
const gameFiles = "app/features/compression-game/**/*.{ts,tsx}";
const gameImportsClassroom = {
  regex: "^(~/features|(\\.{1,2}/)*\\.\\.(/app)?(/features)?)/classroom(/|$)",
  message: "The compression game may not import the classroom: the classroom uses the game (docs/architecture.md).",
};

/** The no-restricted-imports and no-restricted-syntax rules that refuse each of `refused`, and `paths`. */
function refusedImports(refused, paths = []) {
  return {
    "no-restricted-imports": ["error", { patterns: refused, paths }],
    // no-restricted-imports does not see import(): the same patterns, for a dynamic import.
    "no-restricted-syntax": [
      "error",
      ...refused.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
        message,
      })),
    ],
  };
}

/**
 * A rule that refuses an import of any of `folders`: by the `~/` alias, `@content`, or a relative
 * path, one that leaves app/ and comes back into it (from content/ to app/lib) included. `also`:
 * further imports refused to these files (a config of later files replaces the rule's options).
 */
function layerRule(files, folders, layer, { cookies = true, also = [] } = {}) {
  const pattern = `^(~|@content|\\.{1,2}(/\\.\\.)*(/app)?)/(${folders.join("|")})(/|$)`;
  const message = `${layer} may not import a layer above it (docs/architecture.md).`;
  return {
    files,
    ignores: tests,
    rules: refusedImports([{ regex: pattern, message }, ...also], cookies ? [madeCookie] : []),
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
  layerRule(
    ["content/**/*.ts", "app/locales/**/*.ts", "app/i18n-routes.ts", "app/i18n.ts"],
    above.base,
    "content and locales",
  ),
  layerRule(["app/lib/**/*.{ts,tsx}"], above.lib, "lib"),
  layerRule(["app/components/**/*.{ts,tsx}", "app/.server/**/*.{ts,tsx}"], above.middle, "components and .server"),
  layerRule(["app/features/**/*.{ts,tsx}"], above.features, "features"),
  layerRule([gameFiles], above.features, "features", { also: [gameImportsClassroom] }),
  {
    files: tests.map((test) => `app/features/compression-game/${test}`),
    rules: refusedImports([gameImportsClassroom]),
  },
  layerRule([cookieFactory], above.middle, "components and .server", { cookies: false }),
  { files: [...topLayerFiles, "server.ts"], rules: { "no-restricted-imports": ["error", { paths: [madeCookie] }] } },
);

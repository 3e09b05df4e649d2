import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import { readdirSync } from "node:fs";

// Every feature folder, so a new feature gets its own "no other feature" zone without editing this file.
const features = readdirSync(new URL("./src/client/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".netlify/", "node_modules/", "coverage/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Imports go one way (ui -> features -> app); the browser never imports server code.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/client",
              from: "./src/server",
              message: "The browser bundle must not import server code: put shared types and schemas in src/shared.",
            },
            { target: "./src/shared", from: ["./src/client", "./src/server"], message: "src/shared is the contract both sides import; it depends on neither." },
            {
              target: "./src/client/ui",
              from: ["./src/client/features", "./src/client/app"],
              message: "UI primitives are generic: they must not depend on features or the app shell.",
            },
            { target: "./src/client/features", from: "./src/client/app", message: "Features must not depend on the app shell; pass what they need as props." },
            { target: "./src/server", from: "./src/client", message: "Server code must not import browser code." },
            {
              target: "./src/client/lib",
              from: ["./src/client/features", "./src/client/app"],
              message: "src/client/lib is generic (API client, hooks): it must not depend on features or the app shell.",
            },
            {
              target: "./netlify",
              from: "./src/client",
              message: "Functions run on the server: what both sides need (head tags, id parsing, site name) belongs in src/shared.",
            },
            ...features.map((name) => ({
              target: `./src/client/features/${name}`,
              from: "./src/client/features",
              except: [`./${name}`],
              message: "Features do not import each other: move what both need to src/client/ui or src/client/lib, or compose them in src/client/app.",
            })),
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches loses its error; a promise where a callback
    // returning void is expected (onClick={async () => ...}) hides a rejection from React.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Zod is about a quarter of the home page's JavaScript budget (ADR 0005). In src/shared, every module
    // that imports zod at run time is a schema module, named schema.ts or <name>.schema.ts
    // (docs/architecture.md#shared); pages take values only from the zod-free modules beside them (types.ts,
    // filters.ts, ids.ts...), and types from anywhere.
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: ["src/client/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["zod", "zod/*", "**/shared/**/schema.ts", "**/shared/**/*.schema.ts"],
              allowTypeImports: true,
              message:
                "This pulls zod into the pages' JavaScript (ADR 0005): use `import type`, or take the value from the domain's zod-free module (types.ts, filters.ts, ids.ts...).",
            },
          ],
        },
      ],
    },
  },
  {
    // The zod-free modules of src/shared stay zod-free: a value imported from a schema module would bring
    // zod into every page that imports them (docs/architecture.md#shared).
    files: ["src/shared/**/*.ts"],
    ignores: ["src/shared/**/schema.ts", "src/shared/**/*.schema.ts", "src/shared/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["zod", "zod/*", "**/schema.ts", "**/*.schema.ts"],
              allowTypeImports: true,
              message:
                "Only schema modules (schema.ts, <name>.schema.ts) import zod or another schema module's values: rename this module, or use `import type`.",
            },
          ],
        },
      ],
    },
  },
);

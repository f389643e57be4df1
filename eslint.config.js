import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "data/", "coverage/", "dist/", "types/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-warning-comments": ["error", { terms: ["todo", "fixme", "xxx"], location: "start" }],
    },
  },
  {
    // Migrations are frozen against Kysely<any>, as Kysely recommends: they must not follow later table types.
    files: ["src/storage/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The board's script runs in the browser (type-checked by tsconfig.browser.json).
    files: ["src/web/assets/**/*.js"],
    languageOptions: { globals: globals.browser },
  },
);

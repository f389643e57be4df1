import js from "@eslint/js";
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
);

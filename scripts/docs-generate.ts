// Rewrites the generated tables in docs/ from the operations (scripts/docs-tables-lib.ts).
// `npm run docs:generate` after changing an operation, a toolset or an error code.
import { writeFileSync } from "node:fs";
import { generatedDocs, pathOf } from "./docs-tables-lib.js";

for (const [file, text] of Object.entries(generatedDocs())) {
  writeFileSync(pathOf(file), text);
  process.stdout.write(`wrote ${file}\n`);
}

// Writes types/openapi.d.ts, the client types generated from the OpenAPI document
// (`import type { paths } from "sprintroom/openapi"`). `npm run openapi:types` after changing the API;
// a test fails while the committed file differs from what this would write.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generateOpenApiTypes } from "./openapi-types-lib.js";

const target = fileURLToPath(new URL("../types/openapi.d.ts", import.meta.url));
writeFileSync(target, await generateOpenApiTypes());
process.stdout.write(`wrote ${target}\n`);

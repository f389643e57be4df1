// The generation itself, shared by the script and the up-to-date test.
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "../src/http/openapi.js";

export async function generateOpenApiTypes(): Promise<string> {
  const ast = await openapiTS(buildOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0]);
  return `// Generated from the OpenAPI document by \`npm run openapi:types\`. Do not edit.\n${astToString(ast)}`;
}

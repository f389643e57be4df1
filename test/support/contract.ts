// The contract check: every response an API test receives must be one the OpenAPI document
// describes — its status for that route, its error code among those the route lists (from its
// operation's declared errors), its headers, and its body against the schema.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { buildOpenApiDocument } from "../../src/http/openapi.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApiDocument() as Json;
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);
ajv.addSchema(doc.components.schemas.ErrorEnvelope, "ErrorEnvelope");

const routes = Object.entries(doc.paths as Record<string, Json>).map(([template, operations]) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`),
  operations,
}));

const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/ErrorEnvelope"', '"ErrorEnvelope"'));
    validate = ajv.compile(resolved);
    validators.set(key, validate);
  }
  return validate;
}

/** Throws when the document does not describe this response. Routes outside the document (unknown
 * paths, /healthz, /api/mcp) are not the document's to describe and are left alone. */
export function checkResponse(method: string, url: string, status: number, headers: Headers, body: unknown): void {
  const path = new URL(url).pathname;
  const route = routes.find((r) => r.pattern.test(path));
  const operation = route?.operations[method.toLowerCase()];
  if (!route || !operation) return;
  // The router's own refusals happen before any route is chosen, and Node's (headers too large or
  // too slow, src/http/error-handler.ts clientErrorHandler) before the router.
  const routerRefusal = ["route_not_found", "invalid_url"].includes((body as Json)?.error?.code);
  if (routerRefusal || [408, 414, 431].includes(status)) return;
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`OpenAPI: ${method} ${route.template} does not describe status ${status}: ${JSON.stringify(body)}`);
  const code = (body as Json)?.error?.code;
  if (status >= 400 && !(response["x-error-codes"] as string[]).includes(code)) {
    throw new Error(`OpenAPI: ${method} ${route.template} ${status} does not list error code ${code}: ${JSON.stringify(body)}`);
  }
  for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
    const definition = header.$ref ? doc.components.headers[String(header.$ref).split("/").pop() as string] : header;
    if (definition.required && headers.get(name) === null) throw new Error(`OpenAPI: ${method} ${route.template} ${status} lacks header ${name}`);
  }
  const schema = response.content?.["application/json"]?.schema;
  if (schema) {
    const validate = validatorFor(`${method} ${route.template} ${status}`, schema);
    if (!validate(body)) {
      throw new Error(`OpenAPI: ${method} ${route.template} ${status} body does not match: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 500)}`);
    }
  }
}

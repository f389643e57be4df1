// The published OpenAPI document: served without a credential, generated from the route table, and
// free of errors under Redocly's recommended rules. The document is a function of the route table,
// checked as such; the server is asked only whether it serves it.
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, PUBLISHED_ROUTES } from "../../src/http/openapi.js";
import { expectStatus, request } from "../support/client.js";
import { sharedServer } from "../support/start-server.js";

describe("GET /api/v1/openapi.json", () => {
  it("serves the document built from the route table, without a credential", async () => {
    const res = await request((await sharedServer("sqlite")).url, "GET", "/api/v1/openapi.json");
    expectStatus(res, 200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});

describe("the OpenAPI document", () => {
  const doc = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it("is OpenAPI 3.1, version 1.0.0, with every route of the API", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    const published = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`));
    const routes = PUBLISHED_ROUTES.map((r) => `${r.method} /api/v1${r.url.replace(/:(\w+)/g, "{$1}")}`);
    expect(published.sort()).toEqual(routes.sort());
  });

  it("describes bodies, errors, headers and scopes", () => {
    const create = doc.paths["/api/v1/teams/{teamId}/activities"].post;
    expect(create.requestBody.content["application/json"].schema.required).toEqual(["title", "sprintId"]);
    expect(create.requestBody.content["application/json"].example).toMatchObject({ title: expect.any(String) });
    expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "403", "409", "413", "415", "429", "500"]);
    expect(create.parameters.map((p: { name: string }) => p.name)).toEqual(["teamId", "Idempotency-Key"]);
    expect(doc.paths["/api/v1/activities/{activityId}"].patch.responses["412"]).toBeDefined();
    expect(create.responses["429"].headers["Retry-After"]).toBeDefined();
    expect(create.responses["201"].headers["X-Request-Id"]).toBeDefined();
    expect(create.security).toEqual([{ bearerAuth: ["write"] }]);
    expect(doc.paths["/api/v1/teams/{teamId}/ai/plan-sprint"].post.responses["200"]).toBeDefined();
    // A preview needs read; committing writes and needs write: both published, with the mode named.
    const plan = doc.paths["/api/v1/teams/{teamId}/ai/plan-sprint"].post;
    expect(plan.security).toEqual([{ bearerAuth: ["read"] }, { bearerAuth: ["write"] }]);
    expect(plan["x-scopes"]).toEqual({ default: "read", "commit: true": "write" });
    expect(plan.description).toContain("`commit: true`");
    // Every write takes an Idempotency-Key, a PATCH and a DELETE included; a read takes none.
    const names = (op: { parameters: Array<{ name: string }> }) => op.parameters.map((p) => p.name);
    expect(names(doc.paths["/api/v1/activities/{activityId}"].patch)).toContain("Idempotency-Key");
    expect(names(doc.paths["/api/v1/activities/{activityId}"].delete)).toContain("Idempotency-Key");
    expect(names(doc.paths["/api/v1/activities/{activityId}"].get)).not.toContain("Idempotency-Key");
    expect(doc.paths["/api/v1/teams/{teamId}/ai/plan-sprint"].post.responses["201"]).toBeDefined();
    const list = doc.paths["/api/v1/teams/{teamId}/activities"].get;
    expect(list.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      "path:teamId",
      "query:limit",
      "query:starting_after",
      "query:q",
      "query:sprintId",
      "query:status",
      "query:priority",
      "query:assignedTo",
      "query:label",
      "query:dueBefore",
      "query:dueAfter",
      "query:updatedSince",
      "query:parentId",
      "query:ready",
      "query:blocked",
    ]);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>)) {
        if (op.requestBody) expect(op.requestBody.content["application/json"]?.example, `${method} ${path}`).toBeDefined();
      }
    }
  });

  it("has an example for every body, each valid against its schema", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema(doc.components.schemas.ErrorEnvelope, "#/components/schemas/ErrorEnvelope");
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, any>)) { // eslint-disable-line @typescript-eslint/no-explicit-any
        const media = [op.requestBody?.content["application/json"], ...Object.values(op.responses).map((r: any) => r.content?.["application/json"])]; // eslint-disable-line @typescript-eslint/no-explicit-any
        for (const m of media.filter(Boolean)) {
          expect(m.example, `${method} ${path}`).toBeDefined();
          const schema = m.schema.$ref ? { $ref: m.schema.$ref } : m.schema;
          expect(ajv.validate(schema, m.example), `${method} ${path}: ${ajv.errorsText()}`).toBe(true);
        }
      }
    }
  });

  it("passes Redocly's recommended rules with no errors", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "openapi.json", config });
    const errors = problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});

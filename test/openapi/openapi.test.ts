// The published OpenAPI document: served without a credential, generated from the route table, and
// free of errors under Redocly's recommended rules.
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../src/http/routes.js";
import { expectStatus, request } from "../support/client.js";
import { startServer, type TestServer } from "../support/start-server.js";

describe("GET /api/v1/openapi.json", () => {
  let server: TestServer;
  let doc: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  beforeAll(async () => {
    server = await startServer("sqlite");
    const res = await request(server.url, "GET", "/api/v1/openapi.json");
    expectStatus(res, 200);
    doc = res.body;
  });
  afterAll(async () => server?.close());

  it("is OpenAPI 3.1, version 1.0.0, with every route of the API", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    const published = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`));
    const routes = ROUTES.map((r) => `${r.method} /api/v1${r.url.replace(/:(\w+)/g, "{$1}")}`);
    expect(published.sort()).toEqual(routes.sort());
  });

  it("describes bodies, errors, headers and scopes", () => {
    const create = doc.paths["/api/v1/teams/{teamId}/activities"].post;
    expect(create.requestBody.content["application/json"].schema.required).toEqual(["title", "sprintId"]);
    expect(create.requestBody.content["application/json"].example).toMatchObject({ title: expect.any(String) });
    expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "403", "413", "415", "429", "500"]);
    expect(create.responses["429"].headers["Retry-After"]).toBeDefined();
    expect(create.responses["201"].headers["X-Request-Id"]).toBeDefined();
    expect(create.security).toEqual([{ bearerAuth: ["write"] }]);
    expect(doc.paths["/api/v1/teams/{teamId}/ai/plan-sprint"].post.responses["200"]).toBeDefined();
    expect(doc.paths["/api/v1/teams/{teamId}/ai/plan-sprint"].post.responses["201"]).toBeDefined();
    const list = doc.paths["/api/v1/teams/{teamId}/activities"].get;
    expect(list.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      "path:teamId",
      "query:limit",
      "query:starting_after",
      "query:sprintId",
      "query:status",
      "query:assignedTo",
    ]);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>)) {
        if (op.requestBody) expect(op.requestBody.content["application/json"]?.example, `${method} ${path}`).toBeDefined();
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

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS, operationsOn } from "../../src/domain/catalog.js";
import { takesIdempotencyKey } from "../../src/domain/runtime/operation.js";
import { ROUTES } from "../../src/http/routes.js";
import { CONTRACT_TOOLS } from "../support/cases.js";

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesUnder(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [readFileSync(join(dir, entry.name), "utf8")] : [],
  );

describe("operation catalog", () => {
  it("offers exactly CONTRACT's tools over MCP, once each", () => {
    expect(operationsOn("mcp").map((op) => op.toolName).sort()).toEqual([...CONTRACT_TOOLS].sort());
  });

  it("lists every operation once, by a unique name and tool name", () => {
    expect(new Set(OPERATIONS.map((op) => op.name)).size).toBe(OPERATIONS.length);
    expect(new Set(OPERATIONS.map((op) => op.toolName)).size).toBe(OPERATIONS.length);
  });

  it("derives one REST route per operation offered on REST, and no other", () => {
    for (const op of OPERATIONS) {
      expect(op.http !== undefined, op.name).toBe(op.surfaces.includes("rest"));
      expect(ROUTES.filter((r) => r.operation === op), op.name).toHaveLength(op.http ? 1 : 0);
    }
    const keys = ROUTES.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads with GET and writes with POST/PATCH/DELETE, except the AI calls, which read by POST", () => {
    for (const route of ROUTES) {
      expect(route.operation.scope, route.url).toBe(route.method === "GET" || route.operation.spends === "ai_unit" ? "read" : "write");
      expect(route.operation.writes === "never", route.url).toBe(route.method === "GET" || route.operation.name === "askTeam");
    }
  });

  it("answers 201 to a create, 204 to a delete, 200 otherwise", () => {
    for (const { operation: op, http } of ROUTES) {
      const creates = /^(create|add)[A-Z]/.test(op.name);
      expect(http.status, op.name).toBe(creates ? 201 : http.method === "DELETE" ? 204 : 200);
    }
  });

  it("takes an Idempotency-Key on every call that writes or spends an AI unit, on REST and MCP alike", () => {
    for (const op of OPERATIONS) expect(takesIdempotencyKey(op), op.name).toBe(op.writes !== "never" || op.spends === "ai_unit");
    for (const route of ROUTES) expect(takesIdempotencyKey(route.operation), route.url).toBe(route.method !== "GET");
  });

  it("has the runner check roles and If-Match: a role or If-Match needs a load, and no run body checks them itself but for a rule on the data", () => {
    for (const op of OPERATIONS) {
      if (op.role || op.current) expect(op.load, op.name).toBeDefined();
      if (op.http?.method === "PATCH" && op.versioned) expect(op.current, op.name).toBeDefined();
      const body = op.run.toString();
      expect(body, op.name).not.toContain("checkIfMatch");
      expect(body, op.name).not.toContain("requireScope");
      if (body.includes("requireRole(")) expect(op.roleRule, op.name).toBeDefined();
    }
  });

  it("gives each operation an example answer that its output schema accepts", () => {
    for (const op of OPERATIONS) expect(op.output.safeParse(op.responseExample).error, op.name).toBeUndefined();
  });

  it("names each operation the pages run among its surfaces", () => {
    const run = new Set(sourcesUnder("src/web").flatMap((source) => [...source.matchAll(/runAs\(\s*[\w.]+,\s*(\w+)/g)].map((m) => m[1])));
    expect(run.size).toBeGreaterThan(20);
    for (const op of OPERATIONS) {
      const exported = [op.name, `${op.name}Operation`];
      expect(exported.some((name) => run.has(name)), op.name).toBe(op.surfaces.includes("pages"));
    }
  });
});

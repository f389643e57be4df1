import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/domain/catalog.js";
import { ROUTES } from "../../src/http/routes.js";
import { CONTRACT_TOOLS } from "../support/cases.js";

describe("operation catalog", () => {
  it("names exactly CONTRACT's tools, once each", () => {
    expect(OPERATIONS.map((op) => op.toolName).sort()).toEqual([...CONTRACT_TOOLS].sort());
  });

  it("has exactly one REST route per operation, and no route outside it", () => {
    for (const op of OPERATIONS) expect(ROUTES.filter((r) => r.operation === op), op.name).toHaveLength(1);
    for (const route of ROUTES) expect(OPERATIONS).toContain(route.operation);
  });

  it("reads with GET and writes with POST/PATCH, except the AI calls, which read by POST", () => {
    for (const route of ROUTES) {
      const ai = route.url.includes("/ai/");
      expect(route.operation.scope, route.url).toBe(route.method === "GET" || ai ? "read" : "write");
    }
  });
});

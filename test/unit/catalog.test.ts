import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/domain/catalog.js";
import { ROUTES } from "../../src/http/routes.js";

// CONTRACT.md "MCP": the tool names every operation is known by, and the delete_* tools we added.
const CONTRACT_TOOLS = [
  "whoami", "list_teams", "get_team", "list_members", "list_sprints", "get_sprint", "create_sprint", "update_sprint",
  "list_activities", "get_activity", "create_activity", "update_activity", "list_comments", "add_comment",
  "search_documents", "get_document", "create_document", "update_document", "list_resources", "add_resource",
  "get_usage", "ask_team", "plan_sprint_from_text",
  // Deletion (issue 8, written into docs/api.md): CONTRACT's list plus one delete_* per deletable record.
  "delete_sprint", "delete_activity", "delete_comment", "delete_document", "delete_resource",
];

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

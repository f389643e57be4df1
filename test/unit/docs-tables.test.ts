// The tables docs/api.md and docs/mcp.md generate from the operations (scripts/docs-tables-lib.ts)
// are the ones committed: change an operation, a toolset or an error code and this fails until
// `npm run docs:generate` is run.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED, generatedDocs, pathOf, withSections } from "../../scripts/docs-tables-lib.js";

describe("generated docs tables", () => {
  it.each(Object.keys(GENERATED))("%s is up to date (run `npm run docs:generate`)", (file) => {
    expect(readFileSync(pathOf(file), "utf8")).toBe(generatedDocs()[file]);
  });

  it("replaces only what lies between a section's markers, and refuses a missing section", () => {
    const text = "before\n<!-- generated:x -->\nstale\n<!-- /generated:x -->\nafter\n";
    expect(withSections(text, { x: () => "fresh" }, "t.md")).toBe("before\n<!-- generated:x -->\nfresh\n<!-- /generated:x -->\nafter\n");
    expect(() => withSections("no markers\n", { x: () => "fresh" }, "t.md")).toThrow("t.md has no <!-- generated:x -->");
  });

  it("states each operation's role, scope and key as its descriptor does", () => {
    const api = generatedDocs()["docs/api.md"] ?? "";
    expect(api).toContain("| POST `/api/v1/teams/{teamId}/sprints` | `createSprint` | `create_sprint` | CAPTAIN or STAFF | `write` | 201 | yes |");
    expect(api).toContain("| `read`; with `commit: true`: `write` | 200, or 201 when it creates | yes |");
    expect(api).toContain("| 409 | invalid_request_error | `last_captain` |");
    expect(generatedDocs()["docs/mcp.md"]).toContain("| `activities` | by default | `list_activities`, `get_activity`, `create_activity`, `update_activity`, `delete_activity`*");
  });
});

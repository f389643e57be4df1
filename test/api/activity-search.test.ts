// Reading activities as an agent would: full-text search, the filters (priority, labels, due dates,
// updatedSince) alone and combined, labels on create and update, and the same over MCP with lists.
import type { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { mcpClient, toolError } from "../support/mcp-client.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const titles = (res: { body: Json }) => (res.body.data as Json[]).map((a) => a.title as string);

describe.each(testEngines())("activity search, filters and labels (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let other: TestTeam;
  let sprintId: string;
  let laterSprintId: string;
  let mcp: McpClient;
  const list = (query: string, api = team.member.api) => api.get(`/api/v1/teams/${team.id}/activities?${query}`);

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    sprintId = (await makeSprint(team)).id;
    laterSprintId = (await makeSprint(team)).id;
    // Oldest first: a list without q is newest first.
    await makeActivity(team, sprintId, { title: "Rounding rules for invoices", description: "Totals must round half-even.", priority: "HIGH", dueDate: "2026-12-01", labels: ["Billing", "backend"] });
    await makeActivity(team, sprintId, { title: "Fix the cart badge", description: "Rounding shows 0.30000000000000004 in the badge.", priority: "LOW", dueDate: "2026-12-10", labels: ["frontend"] });
    await makeActivity(team, sprintId, { title: "Write the release notes", description: null, priority: "CRITICAL", labels: ["docs", "billing"] });
    await makeActivity(team, laterSprintId, { title: "Roundtable with design", description: "Not about numbers.", priority: "MEDIUM", dueDate: "2026-12-05", assignedTo: team.member.id });
    await makeActivity(other, (await makeSprint(other)).id, { title: "Rounding in the other team", labels: ["billing"] });
    mcp = await mcpClient(server.url, team.member.key);
  });
  afterAll(async () => {
    await mcp?.close();
  });

  describe("labels", () => {
    it("are trimmed, kept once whatever their case, in order, on create and update; [] by default", async () => {
      const created = await team.member.api.post(`/api/v1/teams/${team.id}/activities`, { sprintId, title: "Labelled", labels: [" ops ", "Infra", "OPS", "infra", "on-call 🚨"] });
      expectStatus(created, 201);
      expect(created.body.labels).toEqual(["ops", "Infra", "on-call 🚨"]);
      expect((await team.member.api.get(`/api/v1/activities/${created.body.id}`)).body.labels).toEqual(["ops", "Infra", "on-call 🚨"]);

      const plain = await makeActivity(team, sprintId, { title: "No labels" });
      expect(plain.labels).toEqual([]);

      const updated = await team.member.api.patch(`/api/v1/activities/${created.body.id}`, { labels: ["infra"] });
      expectStatus(updated, 200);
      expect(updated.body.labels).toEqual(["infra"]);
      // The filter follows the update: the old labels no longer match, the new one does.
      expect(titles(await list("label=ops"))).toEqual([]);
      expect(titles(await list("label=INFRA"))).toEqual(["Labelled"]);

      const event = (await team.member.api.get(`/api/v1/teams/${team.id}/events?type=activity.updated&objectId=${created.body.id}`)).body.data[0];
      expect(event.data.object.labels).toEqual(["infra"]);
      expect(event.data.previous).toEqual({ labels: ["ops", "Infra", "on-call 🚨"], updatedAt: created.body.updatedAt });

      expectStatus(await team.member.api.patch(`/api/v1/activities/${created.body.id}`, { labels: [] }), 200);
      expect(titles(await list("label=infra"))).toEqual([]);
      await team.member.api.request("DELETE", `/api/v1/activities/${created.body.id}`);
      await team.member.api.request("DELETE", `/api/v1/activities/${plain.id}`);
    });

    it("refuses what cannot be a label, naming the field, and writes nothing", async () => {
      const post = (labels: unknown) => team.member.api.post(`/api/v1/teams/${team.id}/activities`, { sprintId, title: "Refused", labels });
      for (const [labels, param] of [
        [["ok", "   "], "labels.1"],
        [["x".repeat(51)], "labels.0"],
        [["a,b"], "labels.0"],
        [["tab\there"], "labels.0"],
        [Array.from({ length: 21 }, (_, i) => `l${i}`), "labels"],
        ["billing", "labels"],
        [[7], "labels.0"],
        [null, "labels"],
      ] as const) {
        expectError(await post(labels), 400, "invalid_request_error", "parameter_invalid", param);
      }
      expect(titles(await list("q=refused"))).toEqual([]);
      // 50 characters (code points) and 20 labels are allowed.
      const most = await post(["é".repeat(50), ...Array.from({ length: 19 }, (_, i) => `l${i}`)]);
      expectStatus(most, 201);
      await team.member.api.request("DELETE", `/api/v1/activities/${most.body.id}`);
    });
  });

  describe("q", () => {
    it("matches every word in the title or the description, stemmed and by prefix, best (title) first", async () => {
      // "rounding" is stemmed to "round", and every word is a prefix: "Roundtable" matches too.
      expect(titles(await list("q=rounding"))).toEqual(["Rounding rules for invoices", "Roundtable with design", "Fix the cart badge"]);
      expect(titles(await list("q=invoice"))).toEqual(["Rounding rules for invoices"]);
      expect(titles(await list("q=half-even"))).toEqual(["Rounding rules for invoices"]);
      expect(titles(await list("q=rounding%20badge"))).toEqual(["Fix the cart badge"]);
      expect(titles(await list("q=the%20release"))).toEqual(["Write the release notes"]);
      expect(titles(await list("q=nothing-like-this"))).toEqual([]);
      // Only stop words: no words to look for, so nothing matches (as for documents).
      expect(titles(await list("q=the"))).toEqual([]);
      // Query syntax is text: quotes, operators and SQL match nothing and break nothing.
      for (const q of ['"round', "round OR x", "round*", "'; DROP TABLE activities; --", "NEAR(a b)", "title:round"]) {
        expectStatus(await list(`q=${encodeURIComponent(q)}`), 200);
      }
    });

    it("combines with every filter, and pages with a cursor in rank order", async () => {
      expect(titles(await list("q=round&priority=HIGH,MEDIUM"))).toEqual(["Rounding rules for invoices", "Roundtable with design"]);
      expect(titles(await list(`q=round&sprintId=${laterSprintId}`))).toEqual(["Roundtable with design"]);
      expect(titles(await list("q=round&label=billing"))).toEqual(["Rounding rules for invoices"]);
      expect(titles(await list("q=round&assignedTo=me"))).toEqual(["Roundtable with design"]);
      expect(titles(await list("q=round&dueBefore=2026-12-05&dueAfter=2026-12-02"))).toEqual(["Roundtable with design"]);

      const all = titles(await list("q=round"));
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: Json } = await list(`q=round&limit=1${cursor ? `&starting_after=${cursor}` : ""}`);
        expectStatus(page as never, 200);
        seen.push(...titles(page));
        cursor = page.body.has_more ? page.body.next_cursor : null;
      } while (cursor);
      expect(seen).toEqual(all);
      // A cursor of the newest-first list is not one of this order.
      const idCursor = (await list("limit=1")).body.next_cursor;
      expectError(await list(`q=round&starting_after=${idCursor}`), 400, "invalid_request_error", "invalid_cursor", "starting_after");
    });

    it("never reads another team's activities", async () => {
      expect(titles(await list("q=other"))).toEqual([]);
      expectError(await list("q=rounding", other.member.api), 403, "permission_error", "not_team_member");
    });

    it("refuses an empty or overlong q", async () => {
      expectError(await list("q="), 400, "invalid_request_error", "parameter_invalid", "q");
      expectError(await list(`q=${"a".repeat(501)}`), 400, "invalid_request_error", "parameter_invalid", "q");
    });
  });

  describe("filters", () => {
    it("priority: one or a comma list, any of them", async () => {
      expect(titles(await list("priority=LOW"))).toEqual(["Fix the cart badge"]);
      expect(titles(await list("priority=CRITICAL,LOW"))).toEqual(["Write the release notes", "Fix the cart badge"]);
      expect(titles(await list("priority=LOW&priority=HIGH"))).toEqual(["Fix the cart badge", "Rounding rules for invoices"]);
    });

    it("label: any case; several must all be there", async () => {
      expect(titles(await list("label=billing"))).toEqual(["Write the release notes", "Rounding rules for invoices"]);
      expect(titles(await list("label=BILLING,Backend"))).toEqual(["Rounding rules for invoices"]);
      expect(titles(await list("label=billing,frontend"))).toEqual([]);
      expect(titles(await list("label=unknown"))).toEqual([]);
    });

    it("dueBefore and dueAfter: inclusive dates; activities without one are left out", async () => {
      expect(titles(await list("dueBefore=2026-12-05"))).toEqual(["Roundtable with design", "Rounding rules for invoices"]);
      expect(titles(await list("dueAfter=2026-12-05"))).toEqual(["Roundtable with design", "Fix the cart badge"]);
      expect(titles(await list("dueAfter=2026-12-01&dueBefore=2026-12-01"))).toEqual(["Rounding rules for invoices"]);
      expectError(await list("dueAfter=2026-12-06&dueBefore=2026-12-05"), 400, "invalid_request_error", "invalid_date_range", "dueAfter");
    });

    it("updatedSince: a timestamp with an offset, or a date", async () => {
      const all = (await list("limit=100")).body.data as Json[];
      const oldest = all.at(-1) as Json;
      const newest = all[0] as Json;
      expect(titles(await list(`updatedSince=${encodeURIComponent(newest.updatedAt)}`))).toEqual([newest.title]);
      expect(titles(await list(`updatedSince=${encodeURIComponent(oldest.updatedAt)}&limit=100`))).toHaveLength(all.length);
      expect(titles(await list("updatedSince=2100-01-01"))).toEqual([]);
      expect(titles(await list("updatedSince=2000-01-01T00:00:00%2B02:00&limit=100"))).toHaveLength(all.length);
      // A change moves an activity into the window.
      const later = new Date(Date.parse(newest.updatedAt) + 1).toISOString();
      expectStatus(await team.member.api.patch(`/api/v1/activities/${oldest.id}`, { points: 3 }), 200);
      expect(titles(await list(`updatedSince=${encodeURIComponent(later)}`))).toEqual([oldest.title]);
    });

    it("refuses bad values, naming the parameter", async () => {
      const cases: Array<[string, string]> = [
        ["priority=URGENT", "priority"],
        ["priority=HIGH,", "priority"],
        ["status=DONE,NOPE", "status"],
        ["label=", "label"],
        [`label=${"x".repeat(51)}`, "label"],
        ["dueBefore=2026-02-30", "dueBefore"],
        ["dueAfter=tomorrow", "dueAfter"],
        ["updatedSince=2026-11-20T09:00:00", "updatedSince"],
        ["updatedSince=yesterday", "updatedSince"],
        ["labels=x", "labels"],
      ];
      for (const [query, param] of cases) {
        const res = await list(query);
        expectError(res, 400, "invalid_request_error", param === "labels" ? "unknown_parameter" : "parameter_invalid", param);
      }
    });
  });

  describe("freshness (decision 0015: SQLite indexes in batches just after the write)", () => {
    it("finds a created or renamed activity in the very next search", async () => {
      const created = await makeActivity(team, sprintId, { title: "Quokka census", description: "Count them." });
      expect(titles(await list("q=quokka"))).toEqual(["Quokka census"]);
      expectStatus(await team.member.api.patch(`/api/v1/activities/${created.id}`, { title: "Wombat census" }), 200);
      expect(titles(await list("q=quokka"))).toEqual([]);
      expect(titles(await list("q=wombat"))).toEqual(["Wombat census"]);
      expectStatus(await team.member.api.request("DELETE", `/api/v1/activities/${created.id}`), 204);
      expect(titles(await list("q=wombat"))).toEqual([]);
    });

    it.runIf(engine === "sqlite")("indexes a write within a second when no search asks for it", async () => {
      const created = await makeActivity(team, sprintId, { title: "Narwhal migration", description: "Unsearched so far." });
      const file = new SqliteDatabase(server.databaseUrl.slice("sqlite:".length), { readonly: true });
      try {
        const pending = file.prepare("SELECT count(*) AS n FROM activity_search_pending WHERE activity_id = ?");
        expect(pending.get(created.id)).toEqual({ n: 1 });
        const started = Date.now();
        while ((pending.get(created.id) as { n: number }).n > 0 && Date.now() - started < 1000) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(pending.get(created.id)).toEqual({ n: 0 });
        const indexed = file
          .prepare("SELECT k.activity_id AS id FROM activities_head_fts h JOIN activity_search_keys k ON k.seq = h.rowid WHERE activities_head_fts MATCH 'narwhal'")
          .all();
        expect(indexed).toEqual([{ id: created.id }]);
      } finally {
        file.close();
      }
    });
  });

  describe("over MCP", () => {
    const call = async (args: Json) => {
      const result = (await mcp.callTool({ name: "list_activities", arguments: { teamId: team.id, ...args } })) as Json;
      return result;
    };
    const mcpTitles = (result: Json) => (result.structuredContent.data as Json[]).map((a) => a.title as string);

    it("takes lists where REST takes a comma list, and the same filters", async () => {
      expect(mcpTitles(await call({ priority: ["CRITICAL", "LOW"] }))).toEqual(["Write the release notes", "Fix the cart badge"]);
      expect(mcpTitles(await call({ status: ["PENDING"], label: ["billing", "backend"] }))).toEqual(["Rounding rules for invoices"]);
      expect(mcpTitles(await call({ q: "rounding", limit: 1 }))).toEqual(["Rounding rules for invoices"]);
      expect(mcpTitles(await call({ priority: "HIGH,MEDIUM", dueBefore: "2026-12-31" }))).toEqual(["Roundtable with design", "Rounding rules for invoices"]);
    });

    it("answers a bad value with the REST error", async () => {
      const result = await call({ priority: ["HIGH", "URGENT"] });
      expect(result.isError).toBe(true);
      expect(toolError(result).error).toMatchObject({ type: "invalid_request_error", code: "parameter_invalid", param: "priority" });
    });
  });
});

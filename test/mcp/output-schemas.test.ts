// Every tool's answer is what its outputSchema says: each tool (every toolset) is called once with
// valid arguments and its structuredContent validated against the schema tools/list published for
// it, lists included (the envelope and each record). A tool added without a case here fails the test.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, makeUser, type TestTeam } from "../support/factories.js";
import { mcpClient } from "../support/mcp-client.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testEngines())("MCP output schemas (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let client: Client;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server, { plan: "PRO" });
    client = await mcpClient(server.url, team.captain.key, "?toolsets=all");
  });
  afterAll(async () => {
    await client?.close();
  });

  it("answers every tool with what its outputSchema describes", async () => {
    const { tools } = await client.listTools();
    const ajv = new Ajv({ strict: false, allErrors: true });
    const ids: Json = { teamId: team.id };
    const sprint = await makeSprint(team, { name: "Schemas" });
    const activity = await makeActivity(team, sprint.id, { title: "Schema task" });
    const newcomer = await makeUser(server, { name: "Nia Newcomer" });
    Object.assign(ids, { sprintId: sprint.id, activityId: activity.id });

    // In order: what a call makes (ids.*) is what later calls name.
    const cases: Array<[string, () => Json, (result: Json) => void]> = [
      ["whoami", () => ({}), () => undefined],
      ["list_teams", () => ({}), () => undefined],
      ["get_team", () => ({ teamId: ids.teamId }), () => undefined],
      ["list_members", () => ({ teamId: ids.teamId }), () => undefined],
      ["get_usage", () => ({ teamId: ids.teamId }), () => undefined],
      ["create_team", () => ({ name: "Schema team" }), (r) => (ids.otherTeamId = r.id)],
      ["update_team", () => ({ teamId: ids.otherTeamId, name: "Schema team 2" }), () => undefined],
      ["add_member", () => ({ teamId: ids.otherTeamId, email: newcomer.email, role: "MEMBER" }), () => undefined],
      ["update_member", () => ({ teamId: ids.otherTeamId, userId: newcomer.id, role: "STAFF" }), () => undefined],
      ["remove_member", () => ({ teamId: ids.otherTeamId, userId: newcomer.id }), () => undefined],
      ["create_webhook", () => ({ teamId: ids.teamId, url: "http://127.0.0.1:9/hooks", events: ["*"] }), (r) => (ids.webhookId = r.id)],
      ["list_sprints", () => ({ teamId: ids.teamId }), () => undefined],
      ["get_sprint", () => ({ sprintId: ids.sprintId }), () => undefined],
      ["create_sprint", () => ({ teamId: ids.teamId, name: "Made by MCP" }), (r) => (ids.emptySprintId = r.id)],
      ["update_sprint", () => ({ sprintId: ids.sprintId, goal: "Schemas everywhere" }), () => undefined],
      ["get_sprint_report", () => ({ sprintId: ids.sprintId }), () => undefined],
      ["get_team_insights", () => ({ teamId: ids.teamId, sprints: 3 }), () => undefined],
      ["list_activities", () => ({ teamId: ids.teamId }), () => undefined],
      ["get_activity", () => ({ activityId: ids.activityId }), () => undefined],
      ["create_activity", () => ({ teamId: ids.teamId, sprintId: ids.sprintId, title: "Second" }), (r) => (ids.secondActivityId = r.id)],
      ["update_activity", () => ({ activityId: ids.activityId, status: "IN_PROGRESS" }), () => undefined],
      ["create_relation", () => ({ activityId: ids.activityId, type: "blocks", relatedActivityId: ids.secondActivityId }), (r) => (ids.relationId = r.id)],
      ["list_relations", () => ({ activityId: ids.activityId }), () => undefined],
      ["delete_relation", () => ({ relationId: ids.relationId }), () => undefined],
      ["add_comment", () => ({ activityId: ids.activityId, content: "A comment" }), (r) => (ids.commentId = r.id)],
      ["list_comments", () => ({ activityId: ids.activityId }), () => undefined],
      ["create_document", () => ({ teamId: ids.teamId, title: "Schema doc", content: "schemas and records" }), (r) => (ids.documentId = r.id)],
      ["search_documents", () => ({ teamId: ids.teamId, q: "schemas" }), () => undefined],
      ["get_document", () => ({ documentId: ids.documentId }), () => undefined],
      ["update_document", () => ({ documentId: ids.documentId, title: "Schema doc 2" }), () => undefined],
      ["add_resource", () => ({ teamId: ids.teamId, title: "Link", url: "https://example.com/schema" }), (r) => (ids.resourceId = r.id)],
      ["list_resources", () => ({ teamId: ids.teamId }), () => undefined],
      ["ask_team", () => ({ teamId: ids.teamId, question: "What is in progress?" }), () => undefined],
      ["plan_sprint_from_text", () => ({ teamId: ids.teamId, text: "Sprint 7\n- Write the schema test" }), () => undefined],
      ["list_webhooks", () => ({ teamId: ids.teamId }), () => undefined],
      ["get_webhook", () => ({ webhookId: ids.webhookId }), () => undefined],
      // Disabled, so that no attempt of its is in flight when its delivery is retried (409 delivery_in_flight).
      ["update_webhook", () => ({ webhookId: ids.webhookId, description: "Schema hook", status: "disabled" }), () => undefined],
      ["rotate_webhook_secret", () => ({ webhookId: ids.webhookId }), () => undefined],
      ["list_events", () => ({ teamId: ids.teamId, type: ["activity.*"] }), (r) => (ids.eventId = r.data[0].id)],
      ["get_event", () => ({ eventId: ids.eventId }), () => undefined],
      ["get_activity_history", () => ({ activityId: ids.activityId }), () => undefined],
      ["list_webhook_deliveries", () => ({ webhookId: ids.webhookId }), (r) => (ids.deliveryId = r.data[0]?.id)],
      ["retry_webhook_delivery", () => ({ webhookId: ids.webhookId, deliveryId: ids.deliveryId }), () => undefined],
      ["list_api_keys", () => ({}), () => undefined],
      ["create_api_key", () => ({ name: "schema key", scopes: ["read"] }), (r) => (ids.keyId = r.id)],
      ["revoke_api_key", () => ({ keyId: ids.keyId }), () => undefined],
      ["batch", () => ({ operations: [{ operation: "create_activity", params: { teamId: ids.teamId }, body: { title: "Batched", sprintId: ids.sprintId } }] }), () => undefined],
      ["update_activities", () => ({ ids: [ids.activityId, ids.secondActivityId], priority: "HIGH", addLabels: ["batch"] }), () => undefined],
      ["delete_comment", () => ({ commentId: ids.commentId }), () => undefined],
      ["delete_resource", () => ({ resourceId: ids.resourceId }), () => undefined],
      ["delete_document", () => ({ documentId: ids.documentId }), () => undefined],
      ["delete_activity", () => ({ activityId: ids.secondActivityId }), () => undefined],
      ["delete_sprint", () => ({ sprintId: ids.emptySprintId }), () => undefined],
      ["delete_webhook", () => ({ webhookId: ids.webhookId }), () => undefined],
    ];
    expect(cases.map(([name]) => name).sort()).toEqual(tools.map((t) => t.name).sort());

    for (const [name, args, keep] of cases) {
      const tool = tools.find((t) => t.name === name);
      const result = (await client.callTool({ name, arguments: args() })) as Json;
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      const validate = ajv.compile(tool?.outputSchema ?? {});
      expect(validate(result.structuredContent), `${name}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(result.structuredContent).slice(0, 400)}`).toBe(true);
      // A list's schema describes its records too, not only the envelope.
      if (Array.isArray(result.structuredContent.data)) {
        expect(Object.keys((tool?.outputSchema as Json).properties.data.items.properties ?? {}), name).toContain("object");
      }
      keep(result.structuredContent);
    }
  });
});

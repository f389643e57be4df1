// Resources (links): list with filters, create. Rule: an activity link must be within the team.
import { DeletedRecord, ListEnvelope } from "../../schemas/common.js";
import { CreateResourceBody, ListResourcesQuery, ResourceParams, ResourceRecord } from "../../schemas/resources.js";
import { TeamParams } from "../../schemas/teams.js";
import { presentResource } from "../../presenters/resources.js";
import { decodeIdCursor, encodeIdCursor, toPage } from "../../storage/cursor.js";
import { deleteResourceRow, insertResource, listResourceRows } from "../../storage/repos/resources.js";
import type { StoredResource } from "../../storage/records.js";
import { requireTeamActivity } from "./activities.js";
import { recordChange } from "./events.js";
import { defineOperation } from "../runtime/operation.js";
import { inTeam, teamObject } from "../runtime/permissions.js";
import { RESOURCE, deletedOf, listOf } from "../../schemas/examples.js";

export const listResources = defineOperation({
  name: "listResources",
  toolName: "list_resources",
  group: "resources",
  summary: "List a team's resources (links), newest first; filter by activityId and type.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "GET", path: "/teams/:teamId/resources", status: 200 },
  scope: "read",
  writes: "never",
  errors: ["not_team_member"],
  emits: [],
  params: TeamParams,
  query: ListResourcesQuery,
  output: ListEnvelope(ResourceRecord),
  responseExample: listOf(RESOURCE),
  load: inTeam,
  async run(ctx, input, { teamId }) {
    const afterId = decodeIdCursor(input.starting_after);
    const rows = await listResourceRows(ctx.db, teamId, { activityId: input.activityId, type: input.type }, { limit: input.limit, afterId });
    return toPage(rows, input.limit, (row) => encodeIdCursor(row.id), presentResource);
  },
});

export const addResource = defineOperation({
  name: "addResource",
  toolName: "add_resource",
  group: "resources",
  summary: "Add a resource (an http(s) link) to a team, optionally linked to an activity.",
  surfaces: ["rest", "mcp", "pages"],
  http: { method: "POST", path: "/teams/:teamId/resources", status: 201 },
  scope: "write",
  writes: "always",
  versioned: true,
  errors: ["not_team_member", "resource_missing"],
  emits: ["resource.created"],
  example: { title: "Checkout designs", url: "https://www.figma.com/file/demo-checkout", type: "LINK" },
  params: TeamParams,
  body: CreateResourceBody,
  output: ResourceRecord,
  responseExample: RESOURCE,
  load: inTeam,
  role: "write_work",
  async run(ctx, input, { teamId }) {
    if (input.activityId != null) await requireTeamActivity(ctx, teamId, input.activityId);
    const now = ctx.now().toISOString();
    const row: StoredResource = {
      id: ctx.newId(),
      teamId,
      title: input.title,
      url: input.url,
      type: input.type,
      activityId: input.activityId ?? null,
      createdBy: ctx.actor.userId,
      createdAt: now,
      updatedAt: now,
    };
    await insertResource(ctx.db, row);
    const record = presentResource(row);
    recordChange(ctx, { type: "resource.created", teamId: row.teamId, object: record });
    return record;
  },
});

const resourceOf = teamObject("resource", "resources", "resourceId");

export const deleteResource = defineOperation({
  name: "deleteResource",
  toolName: "delete_resource",
  group: "resources",
  summary: "Delete a resource (link).",
  surfaces: ["rest", "mcp"],
  http: { method: "DELETE", path: "/resources/:resourceId", status: 204 },
  scope: "write",
  writes: "always",
  hints: { destructive: true, idempotent: true },
  errors: ["resource_not_found"],
  emits: ["resource.deleted"],
  params: ResourceParams,
  output: DeletedRecord("resource"),
  responseExample: deletedOf("resource", RESOURCE.id),
  load: resourceOf,
  role: "write_work",
  async run(ctx, _input, { row: resource }) {
    await deleteResourceRow(ctx.db, resource.id);
    recordChange(ctx, { type: "resource.deleted", teamId: resource.teamId, object: presentResource(resource) });
    return { object: "resource" as const, id: resource.id, deleted: true as const };
  },
});

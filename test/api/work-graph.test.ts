// The work graph over real HTTP, both engines: sub-tasks (parentId, rollups, the parentId filter,
// deleting a parent), relations (one stored edge, two views; every refusal), blockedBy and blocks,
// the ready and blocked filters, events and history. The concurrent cycle runs on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { createDemo } from "../../src/domain/operator/demo.js";
import { ABSENT_ID } from "../support/cases.js";
import { client, expectError, expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testEngines())("work graph (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let other: TestTeam;
  let api: Client;
  let sprintId: string;
  let foreign: Json;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    api = team.captain.api;
    sprintId = (await makeSprint(team)).id;
    foreign = await makeActivity(other, (await makeSprint(other)).id, { title: "Theirs" });
  });

  const activity = (body: Json = {}) => makeActivity(team, sprintId, { title: "Task", ...body });
  const get = async (id: string): Promise<Json> => {
    const res = await api.get(`/api/v1/activities/${id}`);
    expectStatus(res, 200);
    return res.body;
  };
  const patch = (id: string, body: Json) => api.patch(`/api/v1/activities/${id}`, body);
  const relate = (from: string, type: string, to: string, as: Client = api) =>
    as.post(`/api/v1/activities/${from}/relations`, { type, relatedActivityId: to });
  const list = async (query: string): Promise<Json[]> => {
    const res = await api.get(`/api/v1/teams/${team.id}/activities?limit=100&${query}`);
    expectStatus(res, 200);
    return res.body.data;
  };

  describe("sub-tasks", () => {
    it("creates a sub-task under a parent of another sprint, and rolls it up", async () => {
      const parent = await activity({ title: "Parent" });
      const otherSprint = (await makeSprint(team)).id;
      const res = await api.post(`/api/v1/teams/${team.id}/activities`, { title: "Child", sprintId: otherSprint, parentId: parent.id, points: 3 });
      expectStatus(res, 201);
      expect(res.body.parentId).toBe(parent.id);
      expect((await get(parent.id)).subtasks).toEqual({ total: 1, done: 0, points: 3, pointsDone: 0 });
    });

    it("keeps the rollup through status, points and parent changes, and deletes", async () => {
      const parent = await activity();
      const second = await activity();
      const a = await activity({ parentId: parent.id, points: 2 });
      const b = await activity({ parentId: parent.id, points: 5, status: "DONE" });
      expect((await get(parent.id)).subtasks).toEqual({ total: 2, done: 1, points: 7, pointsDone: 5 });
      expectStatus(await patch(a.id, { status: "COMPLETED" }), 200);
      expect((await get(parent.id)).subtasks).toEqual({ total: 2, done: 2, points: 7, pointsDone: 7 });
      expectStatus(await patch(b.id, { points: 8, status: "REOPENED" }), 200);
      expect((await get(parent.id)).subtasks).toEqual({ total: 2, done: 1, points: 10, pointsDone: 2 });
      expectStatus(await patch(a.id, { points: null }), 200);
      expect((await get(parent.id)).subtasks).toEqual({ total: 2, done: 1, points: 8, pointsDone: 0 });
      expectStatus(await patch(b.id, { parentId: second.id }), 200);
      expect((await get(parent.id)).subtasks).toEqual({ total: 1, done: 1, points: 0, pointsDone: 0 });
      expect((await get(second.id)).subtasks).toEqual({ total: 1, done: 0, points: 8, pointsDone: 0 });
      expectStatus(await patch(b.id, { parentId: null }), 200);
      expect((await get(second.id)).subtasks).toEqual({ total: 0, done: 0, points: 0, pointsDone: 0 });
      expectStatus(await api.request("DELETE", `/api/v1/activities/${a.id}`), 204);
      expect((await get(parent.id)).subtasks).toEqual({ total: 0, done: 0, points: 0, pointsDone: 0 });
    });

    it("lists a parent's sub-tasks with parentId, and top-level activities with parentId=none", async () => {
      const parent = await activity();
      const children = [await activity({ parentId: parent.id }), await activity({ parentId: parent.id })];
      expect((await list(`parentId=${parent.id}`)).map((a) => a.id)).toEqual(children.map((c) => c.id).reverse());
      const top = await list("parentId=none");
      expect(top.map((a) => a.id)).toContain(parent.id);
      expect(top.every((a) => a.parentId === null)).toBe(true);
      expect((await list(`parentId=${parent.id}&q=Task`)).map((a) => a.id).sort()).toEqual(children.map((c) => c.id).sort());
      expectError(await api.get(`/api/v1/teams/${team.id}/activities?parentId=nope`), 400, "invalid_request_error", "parameter_invalid", "parentId");
    });

    it("refuses a parent of another team, a missing one, a loop and a sixth level, writing nothing", async () => {
      const top = await activity();
      const chain = [top];
      for (let level = 2; level <= 5; level++) chain.push(await activity({ parentId: chain[chain.length - 1]!.id }));
      const [l1, l2, , , l5] = chain as unknown as [Json, Json, Json, Json, Json];
      const before = await list("");
      const create = (parentId: string) => api.post(`/api/v1/teams/${team.id}/activities`, { title: "X", sprintId, parentId });
      expectError(await create(foreign.id), 400, "invalid_request_error", "resource_missing", "parentId");
      expectError(await create(ABSENT_ID), 400, "invalid_request_error", "resource_missing", "parentId");
      expectError(await create(l5.id), 400, "invalid_request_error", "too_deep", "parentId");
      expect(await list("")).toEqual(before);

      expectError(await patch(l1.id, { parentId: l1.id }), 400, "invalid_request_error", "parent_cycle", "parentId");
      expectError(await patch(l1.id, { parentId: l5.id }), 400, "invalid_request_error", "parent_cycle", "parentId");
      expectError(await patch(l2.id, { parentId: foreign.id }), 400, "invalid_request_error", "resource_missing", "parentId");
      // l2 carries four levels (l2..l5): under any activity of level 2 it would reach level 6.
      const elsewhere = await activity();
      const underElsewhere = await activity({ parentId: elsewhere.id });
      expectError(await patch(l2.id, { parentId: underElsewhere.id }), 400, "invalid_request_error", "too_deep", "parentId");
      expect((await list("")).slice(2)).toEqual(before.slice(0, 98));
      expect((await get(l2.id)).parentId).toBe(l1.id);
      // Moving it under a top-level activity keeps it at level 2: allowed.
      expectStatus(await patch(l2.id, { parentId: elsewhere.id }), 200);
      expect((await get(elsewhere.id)).subtasks.total).toBe(2);
      expect((await get(l1.id)).subtasks.total).toBe(0);
    });

    it("refuses to delete a parent (409 has_subtasks), and a sprint whose activity has a sub-task elsewhere", async () => {
      const sprint = (await makeSprint(team)).id;
      const parent = await makeActivity(team, sprint, { title: "Parent in a sprint" });
      const child = await activity({ parentId: parent.id });
      expectError(await api.request("DELETE", `/api/v1/activities/${parent.id}`), 409, "invalid_request_error", "has_subtasks");
      expectError(await api.request("DELETE", `/api/v1/sprints/${sprint}?cascade=true`), 409, "invalid_request_error", "has_subtasks");
      expect((await get(parent.id)).subtasks.total).toBe(1);
      expectStatus(await api.request("DELETE", `/api/v1/activities/${child.id}`), 204);
      expectStatus(await api.request("DELETE", `/api/v1/activities/${parent.id}`), 204);
    });

    it("deletes a sprint with sub-tasks inside it, and takes its activities out of other parents' rollups", async () => {
      const parent = await activity();
      const sprint = (await makeSprint(team)).id;
      const inner = await makeActivity(team, sprint, { parentId: parent.id, points: 4 });
      await makeActivity(team, sprint, { parentId: inner.id });
      expect((await get(parent.id)).subtasks).toEqual({ total: 1, done: 0, points: 4, pointsDone: 0 });
      expectStatus(await api.request("DELETE", `/api/v1/sprints/${sprint}?cascade=true`), 204);
      expect((await get(parent.id)).subtasks).toEqual({ total: 0, done: 0, points: 0, pointsDone: 0 });
    });

    it("records a relation.deleted for each relation a sprint's cascade removes, once, on both sides' histories", async () => {
      const sprint = (await makeSprint(team)).id;
      const [a, b] = [await makeActivity(team, sprint, { title: "Inside A" }), await makeActivity(team, sprint, { title: "Inside B" })];
      const outside = await activity({ title: "Outside" });
      const inner = (await relate(a.id, "blocks", b.id)).body;
      const across = (await relate(outside.id, "blocks", a.id)).body;
      const related = (await relate(b.id, "relates_to", outside.id)).body;
      expectStatus(await api.request("DELETE", `/api/v1/sprints/${sprint}?cascade=true`), 204);
      const events = (await api.get(`/api/v1/teams/${team.id}/events?type=relation.deleted&limit=10`)).body.data as Json[];
      const removed = [inner.id, across.id, related.id];
      const ofCascade = events.filter((e) => removed.includes(e.data.object.id));
      expect(ofCascade.map((e) => e.data.object.id).sort()).toEqual([...removed].sort());
      expect(ofCascade.find((e) => e.data.object.id === across.id)?.data.object).toEqual({ ...across, type: "blocks" });
      const history = (await api.get(`/api/v1/activities/${outside.id}/history`)).body.data.map((e: Json) => [e.type, e.data.object.id]);
      expect(history.slice(-2).sort()).toEqual([["relation.deleted", across.id], ["relation.deleted", related.id]].sort());
      expect((await get(outside.id)).blocks).toEqual([]);
    });

    it("records activity.updated when parentId changes", async () => {
      const parent = await activity();
      const child = await activity();
      expectStatus(await patch(child.id, { parentId: parent.id }), 200);
      const history = await api.get(`/api/v1/activities/${child.id}/history`);
      const last = history.body.data[history.body.data.length - 1];
      expect(last).toMatchObject({ type: "activity.updated", data: { object: { parentId: parent.id }, previous: { parentId: null } } });
    });
  });

  describe("relations", () => {
    it("stores one edge and shows it from both sides", async () => {
      const a = await activity({ title: "Blocker" });
      const b = await activity({ title: "Blocked" });
      const res = await relate(b.id, "blocked_by", a.id, team.member.api);
      expectStatus(res, 201);
      expect(res.body).toEqual({
        object: "relation",
        id: expect.any(String),
        type: "blocked_by",
        activityId: b.id,
        relatedActivityId: a.id,
        createdAt: expect.any(String),
        createdBy: team.member.id,
      });
      const fromA = (await api.get(`/api/v1/activities/${a.id}/relations`)).body;
      expect(fromA).toEqual({ data: [{ ...res.body, type: "blocks", activityId: a.id, relatedActivityId: b.id }], has_more: false, next_cursor: null });
      expect((await get(a.id)).blocks).toEqual([b.id]);
      expect((await get(b.id)).blockedBy).toEqual([{ id: a.id, title: "Blocker", status: "PENDING" }]);
      const dup = await relate(a.id, "duplicates", b.id);
      expectStatus(dup, 201);
      expect((await api.get(`/api/v1/activities/${b.id}/relations`)).body.data.map((r: Json) => r.type)).toEqual(["blocked_by", "duplicated_by"]);
      expectStatus(await api.request("DELETE", `/api/v1/relations/${res.body.id}`), 204);
      expect((await get(b.id)).blockedBy).toEqual([]);
      expect((await get(a.id)).blocks).toEqual([]);
      expectError(await api.request("DELETE", `/api/v1/relations/${res.body.id}`), 404, "not_found_error", "resource_not_found");
    });

    it("lists only unresolved blockers: a finished blocker drops out, a reopened one comes back", async () => {
      const a = await activity({ title: "First" });
      const b = await activity({ title: "Second" });
      const ids = async (query: string) => (await list(query)).map((x) => x.id);
      expectStatus(await relate(a.id, "blocks", b.id), 201);
      expect(await ids("blocked=true")).toContain(b.id);
      expect(await ids("ready=true")).not.toContain(b.id);
      expectStatus(await patch(a.id, { status: "DONE" }), 200);
      expect((await get(b.id)).blockedBy).toEqual([]);
      expect((await get(a.id)).blocks).toEqual([b.id]);
      expect(await ids("blocked=true")).not.toContain(b.id);
      expect(await ids("ready=true")).toContain(b.id);
      expect(await ids("ready=true")).not.toContain(a.id);
      expectStatus(await patch(a.id, { status: "REOPENED" }), 200);
      expect((await get(b.id)).blockedBy).toEqual([{ id: a.id, title: "First", status: "REOPENED" }]);
      expect(await ids("blocked=true")).toContain(b.id);
      expect(await ids("ready=true")).not.toContain(b.id);
      // A change that leaves it unfinished (REOPENED to IN_PROGRESS) leaves it blocking.
      expectStatus(await patch(a.id, { status: "IN_PROGRESS" }), 200);
      expect((await get(b.id)).blockedBy).toEqual([{ id: a.id, title: "First", status: "IN_PROGRESS" }]);
      // A blocker that was finished when the edge was made does not count.
      const done = await activity({ status: "DONE" });
      const c = await activity();
      expectStatus(await relate(done.id, "blocks", c.id), 201);
      expect((await get(c.id)).blockedBy).toEqual([]);
      expect((await list("blocked=true")).map((x) => x.id)).not.toContain(c.id);
    });

    it("refuses a duplicate, a cycle (naming it), itself, another team's activity and a bad type, writing nothing", async () => {
      const [a, b, c] = [await activity({ title: "Alpha" }), await activity({ title: "Beta" }), await activity({ title: "Gamma" })];
      expectStatus(await relate(a.id, "blocks", b.id), 201);
      expectStatus(await relate(b.id, "blocks", c.id), 201);
      expectStatus(await relate(a.id, "relates_to", b.id), 201);
      expectError(await relate(a.id, "blocks", b.id), 409, "invalid_request_error", "relation_exists");
      expectError(await relate(b.id, "blocked_by", a.id), 409, "invalid_request_error", "relation_exists");
      expectError(await relate(b.id, "relates_to", a.id), 409, "invalid_request_error", "relation_exists");
      const cycle = await relate(c.id, "blocks", a.id);
      expectError(cycle, 409, "invalid_request_error", "dependency_cycle");
      for (const name of ["Alpha", "Beta", "Gamma"]) expect(cycle.body.error.message).toContain(`'${name}'`);
      expectError(await relate(a.id, "blocked_by", c.id), 409, "invalid_request_error", "dependency_cycle");
      expectError(await relate(a.id, "blocks", a.id), 400, "invalid_request_error", "parameter_invalid", "relatedActivityId");
      expectError(await relate(a.id, "blocks", foreign.id), 400, "invalid_request_error", "resource_missing", "relatedActivityId");
      expectError(await relate(a.id, "blocks", ABSENT_ID), 400, "invalid_request_error", "resource_missing", "relatedActivityId");
      expectError(await relate(a.id, "depends_on", b.id), 400, "invalid_request_error", "parameter_invalid", "type");
      expectError(await relate(a.id, "blocks", "nope"), 400, "invalid_request_error", "parameter_invalid", "relatedActivityId");
      expectError(await api.post(`/api/v1/activities/${a.id}/relations`, { type: "blocks" }), 400, "invalid_request_error", "parameter_missing", "relatedActivityId");
      expectError(await relate(foreign.id, "blocks", a.id), 404, "not_found_error", "resource_not_found");
      expectError(await relate(a.id, "blocks", b.id, other.captain.api), 404, "not_found_error", "resource_not_found");
      expect((await api.get(`/api/v1/activities/${a.id}/relations`)).body.data).toHaveLength(2);
      expect((await api.get(`/api/v1/activities/${c.id}/relations`)).body.data).toHaveLength(1);
    });

    it("needs write scope, and membership of the team for reading and deleting", async () => {
      const [a, b] = [await activity(), await activity()];
      expectError(await relate(a.id, "blocks", b.id, team.readOnly), 403, "permission_error", "insufficient_scope");
      const res = await relate(a.id, "blocks", b.id);
      expectError(await other.captain.api.get(`/api/v1/activities/${a.id}/relations`), 404, "not_found_error", "resource_not_found");
      expectError(await other.captain.api.request("DELETE", `/api/v1/relations/${res.body.id}`), 404, "not_found_error", "resource_not_found");
      expectError(await team.readOnly.request("DELETE", `/api/v1/relations/${res.body.id}`), 403, "permission_error", "insufficient_scope");
      expectStatus(await team.member.api.request("DELETE", `/api/v1/relations/${res.body.id}`), 204);
    });

    it("allows at most 50 relations per activity (409 relation_limit_reached)", async () => {
      const hub = await activity({ title: "Hub" });
      for (let i = 0; i < 50; i++) expectStatus(await relate(hub.id, "relates_to", (await activity()).id), 201);
      const extra = await activity();
      expectError(await relate(hub.id, "relates_to", extra.id), 409, "invalid_request_error", "relation_limit_reached");
      expectError(await relate(extra.id, "blocks", hub.id), 409, "invalid_request_error", "relation_limit_reached");
      expect((await api.get(`/api/v1/activities/${extra.id}/relations`)).body.data).toEqual([]);
    });

    it("deleting an activity deletes its relations and unblocks what it blocked", async () => {
      const [a, b] = [await activity(), await activity()];
      const edge = await relate(a.id, "blocks", b.id);
      expect((await get(b.id)).blockedBy).toHaveLength(1);
      expectStatus(await api.request("DELETE", `/api/v1/activities/${a.id}`), 204);
      expect((await get(b.id)).blockedBy).toEqual([]);
      expect((await list("blocked=true")).map((x) => x.id)).not.toContain(b.id);
      const history = (await api.get(`/api/v1/activities/${b.id}/history`)).body.data.map((e: Json) => [e.type, e.data.object.id]);
      expect(history).toEqual([["activity.created", b.id], ["relation.created", edge.body.id], ["relation.deleted", edge.body.id]]);
    });

    it("deleting the blocked activity takes it out of its blocker's blocks, with a relation.deleted on the blocker's history", async () => {
      const [a, b] = [await activity(), await activity()];
      const edge = (await relate(b.id, "blocked_by", a.id)).body;
      expectStatus(await api.request("DELETE", `/api/v1/activities/${b.id}`), 204);
      expect((await get(a.id)).blocks).toEqual([]);
      expect((await api.get(`/api/v1/activities/${a.id}/relations`)).body.data).toEqual([]);
      const history = (await api.get(`/api/v1/activities/${a.id}/history`)).body.data.map((e: Json) => [e.type, e.data.object.id]);
      expect(history).toEqual([["activity.created", a.id], ["relation.created", edge.id], ["relation.deleted", edge.id]]);
    });

    it("records relation events on both activities' histories", async () => {
      const [a, b] = [await activity(), await activity()];
      const res = await relate(a.id, "blocks", b.id);
      expectStatus(await api.request("DELETE", `/api/v1/relations/${res.body.id}`), 204);
      for (const id of [a.id, b.id]) {
        const events = (await api.get(`/api/v1/activities/${id}/history`)).body.data;
        expect(events.map((e: Json) => e.type)).toEqual(["activity.created", "relation.created", "relation.deleted"]);
        expect(events[1].data.object).toEqual({ ...res.body, type: "blocks" });
      }
      const teamEvents = (await api.get(`/api/v1/teams/${team.id}/events?type=relation.*&limit=2`)).body.data;
      expect(teamEvents.map((e: Json) => e.type)).toEqual(["relation.deleted", "relation.created"]);
    });

    it("queues relation events for a webhook endpoint listening to relation.*", async () => {
      const hook = await api.post(`/api/v1/teams/${team.id}/webhooks`, { url: "http://127.0.0.1:9/graph", events: ["relation.*"] });
      expectStatus(hook, 201);
      const [a, b] = [await activity(), await activity()];
      const edge = await relate(a.id, "blocks", b.id);
      expectStatus(await api.request("DELETE", `/api/v1/relations/${edge.body.id}`), 204);
      const deliveries = (await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`)).body.data as Json[];
      expect(deliveries.map((d) => d.eventType)).toEqual(["relation.deleted", "relation.created"]);
      for (const delivery of deliveries) expect((await api.get(`/api/v1/events/${delivery.eventId}`)).body.data.object.id).toBe(edge.body.id);
      expectStatus(await api.request("DELETE", `/api/v1/webhooks/${hook.body.id}`), 204);
    });

    it("treats another team's activity as missing in every id field, writing nothing", async () => {
      const mine = await activity({ title: "Mine" });
      const theirEdge = (await other.captain.api.post(`/api/v1/activities/${foreign.id}/relations`, {
        type: "relates_to",
        relatedActivityId: (await makeActivity(other, foreign.sprintId, { title: "Theirs too" })).id,
      })).body;
      // In the path: 404, as for any record of another team.
      expectError(await relate(foreign.id, "blocks", mine.id), 404, "not_found_error", "resource_not_found");
      expectError(await api.get(`/api/v1/activities/${foreign.id}/relations`), 404, "not_found_error", "resource_not_found");
      expectError(await api.request("DELETE", `/api/v1/relations/${theirEdge.id}`), 404, "not_found_error", "resource_not_found");
      expectError(await patch(foreign.id, { parentId: mine.id }), 404, "not_found_error", "resource_not_found");
      expectError(await api.get(`/api/v1/activities/${foreign.id}/history`), 404, "not_found_error", "resource_not_found");
      // In a body: 400 resource_missing, naming the field.
      expectError(await relate(mine.id, "blocked_by", foreign.id), 400, "invalid_request_error", "resource_missing", "relatedActivityId");
      expectError(await relate(mine.id, "duplicates", foreign.id), 400, "invalid_request_error", "resource_missing", "relatedActivityId");
      expectError(await patch(mine.id, { parentId: foreign.id }), 400, "invalid_request_error", "resource_missing", "parentId");
      expectError(await api.post(`/api/v1/teams/${team.id}/activities`, { title: "X", sprintId, parentId: foreign.id }), 400, "invalid_request_error", "resource_missing", "parentId");
      // In a filter: nothing.
      expect(await list(`parentId=${foreign.id}`)).toEqual([]);
      expect(await get(mine.id)).toMatchObject({ parentId: null, blockedBy: [], blocks: [] });
      expect((await api.get(`/api/v1/activities/${mine.id}/relations`)).body.data).toEqual([]);
      expect((await other.captain.api.get(`/api/v1/activities/${foreign.id}`)).body).toMatchObject({ parentId: null, subtasks: { total: 0 } });
      expect((await other.captain.api.get(`/api/v1/activities/${foreign.id}/relations`)).body.data.map((r: Json) => r.id)).toEqual([theirEdge.id]);
    });

    it("finds nothing under another team's activity as parentId", async () => {
      await activity({ parentId: (await activity()).id });
      expect(await list(`parentId=${foreign.id}`)).toEqual([]);
    });

    it.runIf(engine === "postgres")("lets one of two concurrent halves of a cycle through, never both", async () => {
      for (let round = 0; round < 5; round++) {
        const [a, b] = [await activity(), await activity()];
        const results = await Promise.all([relate(a.id, "blocks", b.id), relate(b.id, "blocks", a.id)]);
        expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
        expect(results.find((r) => r.status === 409)?.body.error.code).toBe("dependency_cycle");
      }
    });
  });

  describe("ready and blocked", () => {
    it("lists ready and blocked activities, combined with other filters and q", async () => {
      const sprint = (await makeSprint(team)).id;
      const make = (title: string, body: Json = {}) => makeActivity(team, sprint, { title, ...body });
      const blocker = await make("Pour the foundation", { priority: "HIGH" });
      const blocked = await make("Raise the walls", { priority: "HIGH" });
      const done = await make("Survey the site", { status: "DONE" });
      const free = await make("Order the bricks");
      expectStatus(await relate(blocker.id, "blocks", blocked.id), 201);
      expectStatus(await relate(done.id, "blocks", free.id), 201);
      const ids = async (query: string) => (await list(`sprintId=${sprint}&${query}`)).map((a) => a.id);
      expect(await ids("ready=true")).toEqual([free.id, blocker.id]);
      expect(await ids("blocked=true")).toEqual([blocked.id]);
      expect(await ids("ready=true&priority=HIGH")).toEqual([blocker.id]);
      expect(await ids("ready=true&q=walls")).toEqual([]);
      expect(await ids("blocked=true&q=walls")).toEqual([blocked.id]);
      expect(await ids("ready=true&blocked=true")).toEqual([]);
      expectError(await api.get(`/api/v1/teams/${team.id}/activities?ready=false`), 400, "invalid_request_error", "parameter_invalid", "ready");
      expectError(await api.get(`/api/v1/teams/${team.id}/activities?blocked=1`), 400, "invalid_request_error", "parameter_invalid", "blocked");
    });
  });

  it("gives the demo team a few sub-tasks and one blocked chain", async () => {
    const demo = await createDemo(server.services);
    const demoApi = client(server.url, demo.key);
    const all = (await demoApi.get(`/api/v1/teams/${demo.team.id}/activities?limit=100`)).body.data as Json[];
    const byTitle = (title: string) => all.find((a) => a.title === title)!;
    expect(byTitle("Redesign the cart summary").subtasks).toEqual({ total: 2, done: 0, points: 7, pointsDone: 0 });
    expect(byTitle("Error states for declined cards").parentId).toBe(byTitle("Add Apple Pay").id);
    expect(byTitle("Add Apple Pay").blockedBy).toEqual([{ id: byTitle("Fix rounding in order totals").id, title: "Fix rounding in order totals", status: "BLOCKED" }]);
    expect(byTitle("Add Apple Pay").blocks).toEqual([byTitle("A/B test the new flow").id]);
    const blocked = (await demoApi.get(`/api/v1/teams/${demo.team.id}/activities?blocked=true`)).body.data.map((a: Json) => a.title);
    expect(blocked.sort()).toEqual(["A/B test the new flow", "Add Apple Pay"]);
    // ask answers from the same graph, citing the activities.
    const asked = await demoApi.post(`/api/v1/teams/${demo.team.id}/ai/ask`, { question: "What is blocking Add Apple Pay?" });
    expectStatus(asked, 200);
    expect(asked.body.answer).toContain("Fix rounding in order totals");
    expect(asked.body.sources.map((s: Json) => s.id)).toEqual([byTitle("Add Apple Pay").id, byTitle("Fix rounding in order totals").id]);
    const ready = await demoApi.post(`/api/v1/teams/${demo.team.id}/ai/ask`, { question: "What can I start now?" });
    expect(ready.body.answer).not.toContain("A/B test the new flow");
    expect(ready.body.answer).toContain("Redesign the cart summary");
  });
});

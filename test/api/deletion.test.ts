// DELETE: 204, then 404; cascades and cleared links exactly as docs/api.md states; gone from every
// list and search; the same scope, team and role rules as the writes.
import { beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID } from "../support/cases.js";
import { expectError, expectStatus, type ApiResponse } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

describe.each(testEngines())("deletion (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  const api = () => team.captain.api;
  const countComments = async (activityId: string) =>
    (await server.services.db.kysely.selectFrom("comments").select("id").where("activity_id", "=", activityId).execute()).length;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
  });

  it("deletes an activity and its comments; linked documents and resources stay, unlinked", async () => {
    const sprint = await makeSprint(team);
    const activity = await makeActivity(team, sprint.id, { title: "Doomed task" });
    await api().post(`/api/v1/activities/${activity.id}/comments`, { content: "bye" });
    const doc = (await api().post(`/api/v1/teams/${team.id}/documents`, { title: "Doomed notes", content: "zeppelin", activityId: activity.id })).body;
    const link = (await api().post(`/api/v1/teams/${team.id}/resources`, { title: "Link", url: "https://example.com", activityId: activity.id })).body;

    const res = await team.member.api.request("DELETE", `/api/v1/activities/${activity.id}`);
    expectStatus(res, 204);
    expect(res.text).toBe("");
    expectError(await api().get(`/api/v1/activities/${activity.id}`), 404, "not_found_error", "resource_not_found");
    expectError(await api().request("DELETE", `/api/v1/activities/${activity.id}`), 404, "not_found_error", "resource_not_found");
    expect(await countComments(activity.id)).toBe(0);
    expect((await api().get(`/api/v1/documents/${doc.id}`)).body.activityId).toBeNull();
    const resources = (await api().get(`/api/v1/teams/${team.id}/resources`)).body.data;
    expect(resources.find((r: { id: string }) => r.id === link.id).activityId).toBeNull();
    expect((await api().get(`/api/v1/teams/${team.id}/activities?limit=100`)).text).not.toContain(activity.id);
  });

  it("deletes documents and resources, gone from lists and search", async () => {
    const doc = (await api().post(`/api/v1/teams/${team.id}/documents`, { title: "Quokka facts", content: "quokka" })).body;
    expect((await api().get(`/api/v1/teams/${team.id}/documents?q=quokka`)).body.data).toHaveLength(1);
    expectStatus(await team.member.api.request("DELETE", `/api/v1/documents/${doc.id}`), 204);
    expect((await api().get(`/api/v1/teams/${team.id}/documents?q=quokka`)).body.data).toEqual([]);
    expect((await api().get(`/api/v1/teams/${team.id}/documents?limit=100`)).text).not.toContain(doc.id);
    expectError(await api().get(`/api/v1/documents/${doc.id}`), 404, "not_found_error", "resource_not_found");

    const link = (await api().post(`/api/v1/teams/${team.id}/resources`, { title: "L", url: "https://example.com/l" })).body;
    expectStatus(await team.member.api.request("DELETE", `/api/v1/resources/${link.id}`), 204);
    expect((await api().get(`/api/v1/teams/${team.id}/resources?limit=100`)).text).not.toContain(link.id);
    expectError(await api().request("DELETE", `/api/v1/resources/${link.id}`), 404, "not_found_error", "resource_not_found");
  });

  it("lets a comment's author, a CAPTAIN or a STAFF delete it, not another MEMBER", async () => {
    const activity = await makeActivity(team, (await makeSprint(team)).id);
    const post = async (who: TestTeam["member"]) => (await who.api.post(`/api/v1/activities/${activity.id}/comments`, { content: "c" })).body.id as string;
    const byCaptain = await post(team.captain);
    const byMember = await post(team.member);
    const other = (await team.member.api.post(`/api/v1/activities/${activity.id}/comments`, { content: "mine" })).body.id as string;
    const second = await makeTeam(server);
    expectError(await second.member.api.request("DELETE", `/api/v1/comments/${byCaptain}`), 404, "not_found_error", "resource_not_found");
    expectError(await team.member.api.request("DELETE", `/api/v1/comments/${byCaptain}`), 403, "permission_error", "insufficient_role");
    expectStatus(await team.member.api.request("DELETE", `/api/v1/comments/${byMember}`), 204);
    expectStatus(await team.staff.api.request("DELETE", `/api/v1/comments/${other}`), 204);
    expectStatus(await team.captain.api.request("DELETE", `/api/v1/comments/${byCaptain}`), 204);
    expect((await api().get(`/api/v1/activities/${activity.id}/comments`)).body.data).toEqual([]);
  });

  it("refuses a sprint with activities (409) unless cascade=true, which deletes them all", async () => {
    const sprint = await makeSprint(team);
    const a1 = await makeActivity(team, sprint.id);
    const a2 = await makeActivity(team, sprint.id);
    await api().post(`/api/v1/activities/${a1.id}/comments`, { content: "c" });
    const sprintDoc = (await api().post(`/api/v1/teams/${team.id}/documents`, { title: "Sprint doc", sprintId: sprint.id })).body;
    const activityDoc = (await api().post(`/api/v1/teams/${team.id}/documents`, { title: "Task doc", activityId: a2.id })).body;

    expectError(await team.member.api.request("DELETE", `/api/v1/sprints/${sprint.id}`), 403, "permission_error", "insufficient_role");
    expectError(await api().request("DELETE", `/api/v1/sprints/${sprint.id}`), 409, "invalid_request_error", "sprint_not_empty");
    expectError(await api().request("DELETE", `/api/v1/sprints/${sprint.id}?cascade=yes`), 400, "invalid_request_error", "parameter_invalid", "cascade");
    expectStatus(await api().get(`/api/v1/sprints/${sprint.id}`), 200);
    expectStatus(await api().get(`/api/v1/activities/${a1.id}`), 200);

    expectStatus(await team.staff.api.request("DELETE", `/api/v1/sprints/${sprint.id}?cascade=true`), 204);
    expectError(await api().get(`/api/v1/sprints/${sprint.id}`), 404, "not_found_error", "resource_not_found");
    for (const a of [a1, a2]) expectError(await api().get(`/api/v1/activities/${a.id}`), 404, "not_found_error", "resource_not_found");
    expect(await countComments(a1.id)).toBe(0);
    expect((await api().get(`/api/v1/documents/${sprintDoc.id}`)).body.sprintId).toBeNull();
    expect((await api().get(`/api/v1/documents/${activityDoc.id}`)).body.activityId).toBeNull();
    expect((await api().get(`/api/v1/teams/${team.id}/sprints?limit=100`)).text).not.toContain(sprint.id);

    const empty = await makeSprint(team);
    expectStatus(await api().request("DELETE", `/api/v1/sprints/${empty.id}`), 204);
  });

  it("records the comments an activity's delete removes: a comment.deleted each, then the activity.deleted", async () => {
    const sprint = await makeSprint(team);
    const activity = await makeActivity(team, sprint.id);
    const comments: string[] = [];
    for (const content of ["one", "two"]) comments.push((await api().post(`/api/v1/activities/${activity.id}/comments`, { content })).body.id);
    expectStatus(await api().request("DELETE", `/api/v1/activities/${activity.id}`), 204);
    const history = (await api().get(`/api/v1/teams/${team.id}/events?objectId=${activity.id}`)).body.data;
    expect(history.map((e: { type: string }) => e.type)).toEqual(["activity.deleted", "activity.created"]);
    const recent = (await api().get(`/api/v1/teams/${team.id}/events?type=comment.deleted&limit=10`)).body.data;
    expect(recent.filter((e: { data: { object: { id: string } } }) => comments.includes(e.data.object.id))).toHaveLength(2);
  });

  it("records every record a cascade removes: a comment.deleted and an activity.deleted each, past one batch of 200, with the sprint.deleted", async () => {
    const sprint = await makeSprint(team);
    const activities: string[] = [];
    for (let i = 0; i < 205; i += 15) {
      const made = await Promise.all(Array.from({ length: Math.min(15, 205 - i) }, (_, j) => makeActivity(team, sprint.id, { title: `Cascaded ${i + j}` })));
      activities.push(...made.map((a) => a.id as string));
    }
    const comments: string[] = [];
    for (const activityId of [activities[0], activities[0], activities[204]]) {
      comments.push((await api().post(`/api/v1/activities/${activityId}/comments`, { content: "gone with it" })).body.id);
    }
    expectStatus(await api().request("DELETE", `/api/v1/sprints/${sprint.id}?cascade=true`), 204);

    const deleted = async (type: string) => {
      const found: Array<Record<string, any>> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
      for (let cursor: string | null = null; ; ) {
        const res: ApiResponse = await api().get(`/api/v1/teams/${team.id}/events?type=${type}&limit=100${cursor === null ? "" : `&starting_after=${cursor}`}`);
        found.push(...res.body.data);
        if (!res.body.has_more) return found;
        cursor = res.body.next_cursor;
      }
    };
    const activityEvents = (await deleted("activity.deleted")).filter((e) => e.data.object.sprintId === sprint.id);
    expect(activityEvents.map((e) => e.data.object.id).sort()).toEqual([...activities].sort());
    const commentEvents = (await deleted("comment.deleted")).filter((e) => comments.includes(e.data.object.id));
    expect(commentEvents.map((e) => e.data.object.id).sort()).toEqual([...comments].sort());
    const [sprintEvent] = (await deleted("sprint.deleted")).filter((e) => e.data.object.id === sprint.id);
    // One request, one transaction: every event carries its request id.
    const requests = new Set([...activityEvents, ...commentEvents, sprintEvent].map((e) => e?.request_id));
    expect(requests.size).toBe(1);
    expect([...requests][0]).toEqual(expect.any(String));
  }, 60_000);

  it("needs the write scope, and answers 404 for missing, malformed and other teams' ids", async () => {
    const sprint = await makeSprint(team);
    const activity = await makeActivity(team, sprint.id);
    expectError(await team.readOnly.request("DELETE", `/api/v1/activities/${activity.id}`), 403, "permission_error", "insufficient_scope");
    for (const path of ["activities", "comments", "documents", "resources", "sprints"]) {
      for (const id of [ABSENT_ID, "nope"]) {
        expectError(await api().request("DELETE", `/api/v1/${path}/${id}`), 404, "not_found_error", "resource_not_found");
      }
    }
    expectError(await team.outsider.api.request("DELETE", `/api/v1/activities/${activity.id}`), 404, "not_found_error", "resource_not_found");
    expectError(await team.outsider.api.request("DELETE", `/api/v1/sprints/${sprint.id}?cascade=true`), 404, "not_found_error", "resource_not_found");
    expectStatus(await api().get(`/api/v1/activities/${activity.id}`), 200);
  });
});

// Walking every list page by page: each record exactly once, in order, whatever the page size.
import { beforeAll, describe, expect, it } from "vitest";
import { expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

const COUNT = 125;

async function createMany(count: number, make: (i: number) => Promise<string>): Promise<string[]> {
  const ids: string[] = [];
  // Sequential batches keep creation order (and so the expected order) well defined.
  for (let start = 0; start < count; start += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, count - start) }, (_, j) => make(start + j)));
    ids.push(...batch);
  }
  return ids;
}

async function walk(api: Client, path: string, limit: number | undefined): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams();
    if (limit !== undefined) params.set("limit", String(limit));
    if (cursor) params.set("starting_after", cursor);
    const separator = path.includes("?") ? "&" : "?";
    const res = await api.get(`${path}${params.size ? separator + params.toString() : ""}`);
    expectStatus(res, 200);
    pages++;
    expect(res.body.data.length).toBeLessThanOrEqual(limit ?? 25);
    ids.push(...res.body.data.map((r: { id: string }) => r.id));
    expect(res.body.has_more).toBe(res.body.next_cursor !== null);
    cursor = res.body.next_cursor;
  } while (cursor);
  return { ids, pages };
}

describe.each(testEngines())("pagination (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  const lists: Record<string, { path: string; ids: string[] }> = {};

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    const api = team.captain.api;
    const sprintId = (await makeSprint(team)).id;
    const activityId = (await makeActivity(team, sprintId, { title: "thread" })).id;
    const sprintIds = await createMany(COUNT, async (i) => (await api.post(`/api/v1/teams/${team.id}/sprints`, { name: `S${i}` })).body.id);
    const activityIds = await createMany(COUNT, async (i) =>
      (await api.post(`/api/v1/teams/${team.id}/activities`, { title: `A${i}`, sprintId, status: i % 2 ? "TODO" : "BLOCKED" })).body.id,
    );
    const resourceIds = await createMany(COUNT, async (i) =>
      (await api.post(`/api/v1/teams/${team.id}/resources`, { title: `R${i}`, url: `https://example.com/${i}` })).body.id,
    );
    const commentIds = await createMany(COUNT, async (i) => (await api.post(`/api/v1/activities/${activityId}/comments`, { content: `C${i}` })).body.id);
    const documentIds = await createMany(COUNT, async (i) => (await api.post(`/api/v1/teams/${team.id}/documents`, { title: `D${i}` })).body.id);
    const newestFirst = (ids: string[]) => [...ids].sort().reverse();
    lists.sprints = { path: `/api/v1/teams/${team.id}/sprints`, ids: newestFirst([...sprintIds, sprintId]) };
    lists.activities = { path: `/api/v1/teams/${team.id}/activities`, ids: newestFirst([...activityIds, activityId]) };
    lists.resources = { path: `/api/v1/teams/${team.id}/resources`, ids: newestFirst(resourceIds) };
    lists.documents = { path: `/api/v1/teams/${team.id}/documents`, ids: newestFirst(documentIds) };
    lists.comments = { path: `/api/v1/activities/${activityId}/comments`, ids: [...commentIds].sort() };
    lists.blocked = {
      path: `/api/v1/teams/${team.id}/activities?status=BLOCKED`,
      ids: newestFirst(activityIds.filter((_, i) => i % 2 === 0)),
    };
  }, 120_000);

  it("ids are time-ordered, so creation order is id order", () => {
    expect(lists.comments?.ids).toHaveLength(COUNT);
  });

  for (const name of ["sprints", "activities", "resources", "documents", "comments", "blocked"]) {
    it.each([7, undefined, 100])(`walks ${name} with limit %s: every record once, in order`, async (limit) => {
      const list = lists[name] as { path: string; ids: string[] };
      const { ids, pages } = await walk(team.member.api, list.path, limit);
      expect(ids).toEqual(list.ids);
      expect(pages).toBe(Math.max(1, Math.ceil(list.ids.length / (limit ?? 25))));
    });
  }

  it("walks one list a record at a time", async () => {
    const list = lists.blocked as { path: string; ids: string[] };
    expect((await walk(team.member.api, list.path, 1)).ids).toEqual(list.ids);
  });
});

// Walking every list page by page: each record exactly once, in order, whatever the page size.
import { beforeAll, describe, expect, it } from "vitest";
import { walkPages } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

const COUNT = 125;

/**
 * `count` records in batches of 25 made at once, each batch once the one before is answered: every
 * record of a batch is made after every record of the batches before it. Returns the ids by batch.
 */
async function createMany(count: number, make: (i: number) => Promise<string>): Promise<string[][]> {
  const batches: string[][] = [];
  for (let start = 0; start < count; start += 25) {
    batches.push(await Promise.all(Array.from({ length: Math.min(25, count - start) }, (_, j) => make(start + j))));
  }
  return batches;
}

describe.each(testEngines())("pagination (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  const lists: Record<string, { path: string; ids: string[] }> = {};
  /** The ids of each kind of record, by batch, in the order they were made. */
  const made: Record<string, string[][]> = {};

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    const api = team.captain.api;
    const sprintId = (await makeSprint(team)).id;
    const activityId = (await makeActivity(team, sprintId, { title: "thread" })).id;
    made.sprints = await createMany(COUNT, async (i) => (await api.post(`/api/v1/teams/${team.id}/sprints`, { name: `S${i}` })).body.id);
    made.activities = await createMany(COUNT, async (i) =>
      (await api.post(`/api/v1/teams/${team.id}/activities`, { title: `A${i}`, sprintId, status: i % 2 ? "TODO" : "BLOCKED" })).body.id,
    );
    made.resources = await createMany(COUNT, async (i) =>
      (await api.post(`/api/v1/teams/${team.id}/resources`, { title: `R${i}`, url: `https://example.com/${i}` })).body.id,
    );
    made.comments = await createMany(COUNT, async (i) => (await api.post(`/api/v1/activities/${activityId}/comments`, { content: `C${i}` })).body.id);
    made.documents = await createMany(COUNT, async (i) => (await api.post(`/api/v1/teams/${team.id}/documents`, { title: `D${i}` })).body.id);
    const all = (kind: string) => (made[kind] ?? []).flat();
    const [sprintIds, activityIds, resourceIds, commentIds, documentIds] = [all("sprints"), all("activities"), all("resources"), all("comments"), all("documents")];
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

  // The lists' expected orders above sort ids: this is what makes that the order of creation.
  it("ids are time-ordered: a record made after another has the greater id", async () => {
    for (const [kind, batches] of Object.entries(made)) {
      expect(batches.flat(), kind).toHaveLength(COUNT);
      for (let i = 1; i < batches.length; i++) {
        const [before, after] = [batches[i - 1] as string[], batches[i] as string[]];
        expect([...before].sort().at(-1) as string < ([...after].sort()[0] as string), `${kind}: batch ${i} has an id below one of batch ${i - 1}`).toBe(true);
      }
    }
    // One at a time, in another team (the lists stay as they are): each id above the one before.
    const oneByOne: Array<{ id: string; createdAt: string }> = [];
    for (let i = 0; i < 10; i++) {
      const res = await team.outsider.api.post(`/api/v1/teams/${team.outsiderTeamId}/sprints`, { name: `T${i}` });
      oneByOne.push(res.body);
    }
    const ids = oneByOne.map((sprint) => sprint.id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const times = oneByOne.map((sprint) => sprint.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  for (const name of ["sprints", "activities", "resources", "documents", "comments", "blocked"]) {
    it.each([7, undefined, 100])(`walks ${name} with limit %s: every record once, in order`, async (limit) => {
      const list = lists[name] as { path: string; ids: string[] };
      const { ids, pages } = await walkPages(team.member.api, list.path, limit);
      expect(ids).toEqual(list.ids);
      expect(pages).toBe(Math.max(1, Math.ceil(list.ids.length / (limit ?? 25))));
    });
  }

  it("walks one list a record at a time", async () => {
    const list = lists.blocked as { path: string; ids: string[] };
    expect((await walkPages(team.member.api, list.path, 1)).ids).toEqual(list.ids);
  });
});

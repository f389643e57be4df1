// ready=true and blocked=true against a brute-force computation, on random graphs built over real
// HTTP (both engines): random statuses, random `blocks` edges (some of them refused as cycles, which
// must leave nothing behind), then random status changes, edge deletions and activity deletions.
// After every step the server's lists and each record's blockedBy must equal what the graph says.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { FINISHED_STATUSES } from "../../src/schemas/activities.js";
import { expectStatus, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";

const STATUSES = ["TODO", "IN_PROGRESS", "BLOCKED", "DONE", "COMPLETED", "REOPENED"] as const;
const finished = (status: string) => (FINISHED_STATUSES as readonly string[]).includes(status);

const graphArb = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.record({
    statuses: fc.array(fc.constantFrom(...STATUSES), { minLength: n, maxLength: n }),
    edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 12 }),
    changes: fc.array(fc.tuple(fc.nat(n - 1), fc.constantFrom(...STATUSES)), { maxLength: 5 }),
    removals: fc.array(fc.nat(20), { maxLength: 3 }),
    deletions: fc.array(fc.nat(n - 1), { maxLength: 2 }),
  }),
);

/** Whether `to` can reach `from` along the edges: adding from → to would close a cycle. */
function closesCycle(edges: ReadonlyArray<[number, number]>, from: number, to: number): boolean {
  const seen = new Set([to]);
  const stack = [to];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at === from) return true;
    for (const [a, b] of edges) {
      if (a === at && !seen.has(b)) {
        seen.add(b);
        stack.push(b);
      }
    }
  }
  return false;
}

describe.each(testEngines())("ready and blocked against brute force (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let api: Client;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    api = team.captain.api;
  });

  it("agree on random graphs", async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, async ({ statuses, edges, changes, removals, deletions }) => {
        const sprintId = (await makeSprint(team)).id as string;
        const ids: string[] = [];
        for (const status of statuses) ids.push((await makeActivity(team, sprintId, { status })).id);
        const current = [...statuses] as string[];
        const stored: Array<[number, number, string]> = [];
        const deleted = new Set<number>();

        const check = async () => {
          const blockers = (i: number) => stored.filter(([, to]) => to === i).map(([from]) => from).filter((from) => !finished(current[from]!));
          const want = (pick: (i: number) => boolean) => ids.filter((_, i) => !deleted.has(i) && pick(i)).reverse();
          const got = async (query: string) => {
            const res = await api.get(`/api/v1/teams/${team.id}/activities?sprintId=${sprintId}&limit=100&${query}`);
            expectStatus(res, 200);
            return res.body.data.map((a: { id: string }) => a.id);
          };
          expect(await got("blocked=true")).toEqual(want((i) => blockers(i).length > 0));
          expect(await got("ready=true")).toEqual(want((i) => !finished(current[i]!) && blockers(i).length === 0));
          const all = (await api.get(`/api/v1/teams/${team.id}/activities?sprintId=${sprintId}&limit=100`)).body.data as Array<{ id: string; blockedBy: Array<{ id: string }> }>;
          for (const record of all) {
            const i = ids.indexOf(record.id);
            expect(record.blockedBy.map((b) => b.id).sort()).toEqual(blockers(i).map((from) => ids[from]).sort());
          }
        };

        for (const [from, to] of edges) {
          const res = await api.post(`/api/v1/activities/${ids[from]}/relations`, { type: "blocks", relatedActivityId: ids[to] });
          const pairs = stored.map(([a, b]): [number, number] => [a, b]);
          if (from === to) expect(res.status).toBe(400);
          else if (stored.some(([a, b]) => a === from && b === to)) expect(res.body.error?.code).toBe("relation_exists");
          else if (closesCycle(pairs, from, to)) expect(res.body.error?.code).toBe("dependency_cycle");
          else {
            expectStatus(res, 201);
            stored.push([from, to, res.body.id]);
          }
        }
        await check();
        for (const [i, status] of changes) {
          expectStatus(await api.patch(`/api/v1/activities/${ids[i]}`, { status }), 200);
          current[i] = status;
        }
        await check();
        for (const k of removals) {
          const [edge] = stored.length === 0 ? [] : stored.splice(k % stored.length, 1);
          if (edge) expectStatus(await api.request("DELETE", `/api/v1/relations/${edge[2]}`), 204);
        }
        await check();
        // Deleting an activity takes its edges with it: what it blocked may be ready again.
        for (const i of deletions) {
          if (deleted.has(i)) continue;
          expectStatus(await api.request("DELETE", `/api/v1/activities/${ids[i]}`), 204);
          deleted.add(i);
          for (let k = stored.length - 1; k >= 0; k--) if (stored[k]![0] === i || stored[k]![1] === i) stored.splice(k, 1);
        }
        await check();
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});

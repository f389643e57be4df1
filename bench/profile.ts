// `npm run bench:profile -- <scenario>`: one scenario of `npm run bench` with the server under
// `node --cpu-prof`, then the profile summed up: the share of the server's sampled time by function
// (self time) and by file, so an optimisation starts from what the profile shows. Scenarios: get
// (activity by id), me, list, post, batch (100 creates per request). BENCH_DATABASE_URL profiles
// PostgreSQL; BENCH_PROFILE_DIR keeps the .cpuprofile (for Chrome DevTools) instead of deleting it.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load, pinLoadGenerator } from "./harness.js";
import { api, createBenchDatabase, createTenant, startSprintroom } from "./sprintroom.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const SCENARIOS = ["get", "me", "list", "post", "batch"] as const;
type Scenario = (typeof SCENARIOS)[number];
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 30);

function fileOf(url: string): string {
  if (url === "") return "(native)";
  const path = url.replace(/^file:\/\//, "");
  const modules = path.lastIndexOf("node_modules/");
  if (modules >= 0) return path.slice(modules + "node_modules/".length).split("/").slice(0, 2).join("/").replace(/\/[^@/]*\.js$/, "");
  const dist = path.indexOf("/dist/");
  return dist >= 0 ? path.slice(dist + 1) : path;
}

const nameOf = (frame: ProfileNode["callFrame"]) => `${frame.functionName || "(anonymous)"} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;

interface Summary {
  total: number;
  /** Self time per function and per file. */
  functions: Map<string, number>;
  files: Map<string, number>;
  /** Time with the function anywhere on the stack, for Sprintroom's own functions (dist/). */
  inclusive: Map<string, number>;
}

/** The profile's time, in microseconds, from its samples and their time deltas. */
function summarise(profile: CpuProfile): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const summary: Summary = { total: 0, functions: new Map(), files: new Map(), inclusive: new Map() };
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (node === undefined || node.callFrame.functionName === "(idle)") return;
    summary.total += delta;
    add(summary.functions, nameOf(node.callFrame), delta);
    add(summary.files, fileOf(node.callFrame.url), delta);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame !== undefined && fileOf(frame.url).startsWith("dist/")) onStack.add(nameOf(frame));
    }
    for (const name of onStack) add(summary.inclusive, name, delta);
  });
  return summary;
}

function table(title: string, entries: Map<string, number>, total: number): string {
  const rows = [...entries].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return [`${title}:`, ...rows.map(([name, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)].join("\n");
}

async function main(): Promise<void> {
  const scenario = process.argv[2] as Scenario;
  if (!SCENARIOS.includes(scenario)) throw new Error(`usage: npm run bench:profile -- ${SCENARIOS.join("|")}`);
  pinLoadGenerator();
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  const tenant = createTenant(database.url, "profile");
  const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), "sprintroom-profile-"));
  const server = await startSprintroom(database.url, {}, ["--cpu-prof", "--cpu-prof-dir", dir]);
  const call = api(server.base, tenant.key);
  const t = `/api/v1/teams/${tenant.teamId}`;
  const sprint = await call<{ id: string }>("POST", `${t}/sprints`, { name: "Profile sprint", startDate: "2026-12-07", endDate: "2026-12-18" });
  let activityId = "";
  for (let n = 0; n < 200; n++) activityId = (await call<{ id: string }>("POST", `${t}/activities`, { title: `Activity ${n}`, sprintId: sprint.id, points: n % 8 })).id;
  const headers = { authorization: `Bearer ${tenant.key}`, "content-type": "application/json" };
  const create = { operation: "create_activity", params: { teamId: tenant.teamId }, body: { title: "Batch", sprintId: sprint.id, points: 2 } };
  const requests: Record<Scenario, Parameters<typeof load>[0]> = {
    get: { url: `${server.base}/api/v1/activities/${activityId}`, headers },
    me: { url: `${server.base}/api/v1/me`, headers },
    list: { url: `${server.base}${t}/activities`, headers },
    post: { url: `${server.base}${t}/activities`, method: "POST", headers, body: JSON.stringify({ title: "Profile", sprintId: sprint.id, points: 3 }) },
    batch: { url: `${server.base}/api/v1/batch`, method: "POST", headers, body: JSON.stringify({ operations: Array.from({ length: 100 }, () => create) }) },
  };
  const result = await load(requests[scenario]);
  await server.stop();
  await database.drop();
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (file === undefined) throw new Error(`no profile written in ${dir}`);
  const { total, functions, files, inclusive } = summarise(JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile);
  if (process.env.BENCH_PROFILE_DIR === undefined) rmSync(dir, { recursive: true, force: true });
  const out = [
    `${scenario}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}; ${(total / 1e6).toFixed(1)} s of the server's CPU sampled (start-up and seeding included)`,
    table("Self time by function", functions, total),
    table("Self time by file", files, total),
    table("Time on the stack, Sprintroom's functions", inclusive, total),
  ];
  process.stdout.write(`${out.join("\n\n")}\n`);
}

await main();

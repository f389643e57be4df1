// Benchmarks: autocannon against a server started as a user starts it (its own process, the demo
// data, rate limits raised out of the way). `npm run bench` (SQLite), or with
// BENCH_DATABASE_URL=postgres://… for PostgreSQL. Prints a markdown table for docs/benchmarks.md.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "sprintroom-bench-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dir, "bench.db")}`;
  const child = spawn(process.execPath, ["bin/sprintroom.js", "serve", "--port", "0"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", SPRINTROOM_RATE_LIMITS: "FREE=100000000,ESSENTIAL=100000000,PRO=100000000,MAX=100000000" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const banner = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Bearer (sr_sk_\w+)" (http:\/\/[\d.:]+)\/api\/v1\/teams\/([0-9a-f-]+)\/activities/.exec(out);
      if (match) {
        clearInterval(timer);
        resolve(match);
      }
    }, 50);
    child.once("exit", () => reject(new Error(`server exited:\n${out}`)));
  });
  const [, key, base, teamId] = banner;
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const sprints = (await (await fetch(`${base}/api/v1/teams/${teamId}/sprints?limit=1`, { headers })).json()) as { data: Array<{ id: string }> };
  const sprintId = sprints.data[0]?.id;

  const scenarios: Array<{ name: string; method: "GET" | "POST"; path: string; body?: string }> = [
    { name: "GET /me", method: "GET", path: "/api/v1/me" },
    { name: "GET activities (25)", method: "GET", path: `/api/v1/teams/${teamId}/activities` },
    { name: "GET activities, filtered", method: "GET", path: `/api/v1/teams/${teamId}/activities?status=BLOCKED,IN_PROGRESS&limit=10` },
    { name: "GET documents?q= (search)", method: "GET", path: `/api/v1/teams/${teamId}/documents?q=rounding` },
    { name: "POST activity", method: "POST", path: `/api/v1/teams/${teamId}/activities`, body: JSON.stringify({ title: "Bench", sprintId, points: 3 }) },
    { name: "POST ai/ask (local)", method: "POST", path: `/api/v1/teams/${teamId}/ai/ask`, body: JSON.stringify({ question: "What is blocked?" }) },
  ];
  const rows: string[] = [];
  const rssStart = rssMb(child.pid as number);
  for (const s of scenarios) {
    const result = await autocannon({ url: base + s.path, method: s.method, headers, body: s.body, connections: CONNECTIONS, duration: SECONDS });
    const errors = result.non2xx + result.errors;
    rows.push(
      `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
  }
  const rssEnd = rssMb(child.pid as number);
  child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(
    [
      `${databaseUrl.startsWith("postgres") ? "PostgreSQL" : "SQLite"}, ${CONNECTIONS} connections, ${SECONDS} s each`,
      "",
      "| Scenario | req/s | p50 ms | p99 ms | non-2xx |",
      "|---|---|---|---|---|",
      ...rows,
      "",
      `RSS: ${rssStart} MB after start, ${rssEnd} MB after the run.`,
      "",
    ].join("\n"),
  );
}

await main();

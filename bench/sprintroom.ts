// Sprintroom under test: a database of its own (a SQLite file, or a fresh schema in
// BENCH_DATABASE_URL), a user, a MAX-plan team and a key made with the CLI as an operator would,
// and the server started as `npm start` starts it, pinned to the server core, with bench/probe.js.
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { spawnPinned, stopProcess, waitForOutput } from "./harness.js";

const NO_RATE_LIMITS = "FREE=100000000,ESSENTIAL=100000000,PRO=100000000,MAX=100000000";

export interface BenchDatabase {
  url: string;
  engine: "sqlite" | "postgres";
  drop(): Promise<void>;
}

export async function createBenchDatabase(postgresUrl: string | undefined): Promise<BenchDatabase> {
  if (postgresUrl === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "sprintroom-bench-"));
    return { url: `sqlite:${join(dir, "bench.db")}`, engine: "sqlite", drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `sr_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    engine: "postgres",
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export function cli<T>(databaseUrl: string, args: string[]): T {
  const run = spawnSync(process.execPath, ["bin/sprintroom.js", ...args, "--json"], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`sprintroom ${args.join(" ")}: ${run.stdout}${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

export interface Tenant {
  userId: string;
  teamId: string;
  key: string;
}

/** A user, a MAX team with the user as CAPTAIN, and a read/write key: the CLI's own commands. */
export function createTenant(databaseUrl: string, name: string): Tenant {
  cli(databaseUrl, ["migrate"]);
  const user = cli<{ id: string }>(databaseUrl, ["user", "create", "--email", `${name}@bench.example`, "--name", name]);
  const team = cli<{ id: string }>(databaseUrl, ["team", "create", "--name", `${name} team`, "--plan", "MAX"]);
  cli(databaseUrl, ["member", "add", "--team", team.id, "--user", user.id, "--role", "CAPTAIN"]);
  const key = cli<{ key: string }>(databaseUrl, ["key", "create", "--user", user.id, "--scopes", "read,write"]);
  return { userId: user.id, teamId: team.id, key: key.key };
}

export interface RunningServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `nodeArgs` go before the script (e.g. `--cpu-prof`, as bench/profile.ts passes). */
export async function startSprintroom(databaseUrl: string, env: NodeJS.ProcessEnv = {}, nodeArgs: string[] = []): Promise<RunningServer> {
  const child = spawnPinned([...nodeArgs, "--import", "./bench/probe.js", "bin/sprintroom.js", "serve", "--port", "0"], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SPRINTROOM_DEMO: "0",
    SPRINTROOM_RATE_LIMITS: NO_RATE_LIMITS,
    ...env,
  });
  const [, base] = await waitForOutput(child, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  return { base: base as string, child, stop: () => stopProcess(child) };
}

export function api(base: string, key: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

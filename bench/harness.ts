// The bench's moving parts: CPU pinning, the servers under test in their own processes, and one
// autocannon run. The server gets core 0 and the load generator (this process) core 1 where
// `taskset` exists, so the two do not fight over a core.
import { execSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HAS_TASKSET = spawnSync("taskset", ["--version"]).status === 0;
const SERVER_CORE = "0";
const LOAD_CORE = "1";

/** A sitting's heading for docs/benchmarks.md: `title` (if any), today's date and the commit measured, saying so when src, bin or bench hold uncommitted changes. */
export function sittingHeading(title?: string): string {
  const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  const dirty = execSync("git status --porcelain -- src bin bench", { encoding: "utf8" }).trim() !== "";
  return `## ${title ? `${title}: ` : ""}${new Date().toISOString().slice(0, 10)}, commit ${commit}${dirty ? " (with uncommitted changes)" : ""}`;
}

export function pinLoadGenerator(): boolean {
  if (!HAS_TASKSET) return false;
  return spawnSync("taskset", ["-cp", LOAD_CORE, String(process.pid)], { stdio: "ignore" }).status === 0;
}

/** `node args…` on the server core, with an IPC channel for bench/probe.js. */
export function spawnPinned(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [command, argv] = HAS_TASKSET ? ["taskset", ["-c", SERVER_CORE, process.execPath, ...args]] : [process.execPath, args];
  return spawn(command, argv, { env, stdio: ["ignore", "pipe", "inherit", "ipc"] });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

export interface ProbeStats {
  maxDelayMs: number;
  p99DelayMs: number;
  rssMb: number;
}

/** Asks bench/probe.js (loaded into the server) for the worst event-loop delay and the RSS. */
export async function probe(child: ChildProcess, message: "stats" | "reset"): Promise<ProbeStats | undefined> {
  child.send(message);
  if (message === "reset") return undefined;
  const [stats] = (await once(child, "message")) as [ProbeStats];
  return stats;
}

/** The first line a process prints that matches, e.g. the port it listens on. */
export async function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  let out = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) {
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        resolve(match);
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`process exited (${code}) before printing ${pattern}:\n${out}`)));
  });
}

export interface Load {
  method?: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  seconds?: number;
  /** Requests a second over all connections (autocannon's overallRate), warm-up included; as fast as they go without. */
  rate?: number;
  /** Called between the warm-up and the measured run (e.g. to reset what the scenario counts). */
  warmed?: () => unknown;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** One scenario: a second of warm-up (JIT, caches), then the measured run. */
export async function load(options: Load): Promise<LoadResult> {
  const rate = options.rate === undefined ? {} : { overallRate: options.rate };
  await autocannon({ url: options.url, method: options.method ?? "GET", headers: options.headers, body: options.body, connections: CONNECTIONS, duration: 1, ...rate });
  await options.warmed?.();
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    connections: CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    ...rate,
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

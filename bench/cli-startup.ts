// CLI start-up: the median wall time of `sprintroom --help` and of an admin command (`user create
// --json` on SQLite), each run as a user runs it (a new node process on bin/sprintroom.js).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 15);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export function measureCliStartup(): Array<{ command: string; medianMs: number; minMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), "sprintroom-bench-cli-"));
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, "cli.db")}` };
  const time = (args: string[]) => {
    const started = performance.now();
    const run = spawnSync(process.execPath, ["bin/sprintroom.js", ...args], { env, stdio: ["ignore", "ignore", "pipe"] });
    if (run.status !== 0) throw new Error(`sprintroom ${args.join(" ")} failed: ${run.stderr.toString()}`);
    return performance.now() - started;
  };
  time(["migrate"]);
  const commands: Array<{ command: string; args: (i: number) => string[] }> = [
    { command: "sprintroom --help", args: () => ["--help"] },
    { command: "sprintroom user create --json (SQLite)", args: (i) => ["user", "create", "--email", `cli${i}@bench.example`, "--name", "Bench", "--json"] },
  ];
  const results = commands.map(({ command, args }) => {
    const times = Array.from({ length: RUNS }, (_, i) => time(args(i)));
    return { command, medianMs: Math.round(median(times)), minMs: Math.round(Math.min(...times)) };
  });
  rmSync(dir, { recursive: true, force: true });
  return results;
}

// `npm start`, as the README says to run it, stopped the way a supervisor, `kill` or a person stops it.
// npm hands a signal to its child only, so the child must be the server itself (the start script
// execs node); a shell in between would die and leave the server running, orphaned.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/spawn-server.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "sprintroom-npm-start-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Every process below `pid`, from /proc (Linux). */
function descendants(pid: number): number[] {
  const tasks = join("/proc", String(pid), "task");
  if (!existsSync(tasks)) return [];
  const children = readdirSync(tasks).flatMap((task) =>
    readFileSync(join(tasks, task, "children"), "utf8").split(" ").filter(Boolean).map(Number),
  );
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Running: it exists and is not a zombie waiting to be reaped. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

// SIGTERM goes to npm alone (a supervisor, `kill`); Ctrl-C sends SIGINT to the terminal's whole
// process group, npm and the server, and npm forwards its own too: the server gets it twice.
const STOPS = [
  { how: "SIGTERM to npm", stop: (npm: ChildProcess) => npm.kill("SIGTERM") },
  { how: "Ctrl-C (SIGINT to the process group)", stop: (npm: ChildProcess) => process.kill(-(npm.pid as number), "SIGINT") },
];

describe.runIf(process.platform === "linux").each(STOPS)("npm start, stopped by $how", ({ how, stop }) => {
  it("shuts the server down cleanly, leaving no process and the port free", async () => {
    const port = await freePort();
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !/^(npm_|SPRINTROOM_|LOG_)/i.test(name)) env[name] = value;
    const npm = spawn("npm", ["start"], {
      cwd: ROOT,
      env: { ...env, DATABASE_URL: `sqlite:${join(temp, "start.db")}`, PORT: String(port), HOST: "127.0.0.1", SPRINTROOM_DEMO: "0", LOG_FORMAT: "json" },
      // A process group of its own, as a terminal gives a command it runs.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    npm.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    npm.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const npmExited = once(npm, "exit");
    const serverPid = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not listen in 30 s:\n${out}`)), 30_000);
      npm.stdout.on("data", () => {
        const match = new RegExp(`"pid":(\\d+),[^\\n]*"msg":"Server listening at http://127\\.0\\.0\\.1:${port}"`).exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    const below = descendants(npm.pid as number);
    expect(below).toContain(serverPid);

    try {
      stop(npm);
      await npmExited;
      const deadline = Date.now() + 12_000;
      while (below.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(below.filter(running), `still running after ${how}:\n${out}`).toEqual([]);
      expect(await portIsFree(port)).toBe(true);
      // A clean shutdown, not a kill: its last line is on the pipe, once every writer has closed it.
      if (!npm.stdout.closed) await once(npm.stdout, "close");
      expect(out, out).toContain('"msg":"shutdown complete"');
    } finally {
      for (const pid of below.filter(running)) process.kill(pid, "SIGKILL");
    }
  });
});

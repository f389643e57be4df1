// A server in a child process, started the way a user starts it (`node bin/sprintroom.js serve`),
// for tests that need several processes, signals or the printed banner.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

export const BIN = fileURLToPath(new URL("../../bin/sprintroom.js", import.meta.url));

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Everything the process printed on stdout so far. */
  stdout(): string;
  /** Waits (up to 10 s) until stdout matches `pattern`, and returns stdout. */
  waitFor(pattern: RegExp): Promise<string>;
  /** SIGTERM, then the exit code (null if it had to be killed after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
  /** SIGKILL, as a crash would: no shutdown at all. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `env` over the runner's environment (undefined: unset); `cwd`, the folder it starts in (its .env). */
export async function spawnServer(env: Record<string, string | undefined>, args: string[] = [], options: { cwd?: string } = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", "--host", "127.0.0.1", ...args], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    cwd: options.cwd,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 20 s:\n${out}\n${err}`)), 20_000);
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off("data", check);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}\n${err}`));
    });
  });
  return {
    url,
    process: child,
    stdout: () => out,
    async waitFor(pattern: RegExp) {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(out)) {
        if (Date.now() > deadline) throw new Error(`stdout never matched ${pattern}:\n${out}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return out;
    },
    async stop(timeoutMs = 10_000) {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const [code] = (await exited) as [number | null];
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    exited,
  };
}

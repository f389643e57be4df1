// The `sprintroom` command run inside the test's own process: the CLI's main function
// (src/cli/main.ts) with an environment and streams of its own (src/cli/io.ts), against a real
// database. It is the code the bin runs, without a Node.js process per command, whose start (loading
// some 470 modules) costs about a second of CPU. What only a process shows (the bin's exit code,
// stdin a pipe, signals, `sprintroom serve`) runs in a child process: test/support/spawn-server.ts.
import { Readable } from "node:stream";
import { main } from "../../src/cli/main.js";
import { childEnv, type CliRun } from "./spawn-server.js";

/**
 * `sprintroom <args>` to its end, with `env` over childEnv() (the environment a child process would
 * get); `input` is what it reads on stdin, which then ends; `stop` ends a command that runs until
 * stopped (listen), as Ctrl-C does.
 */
export async function runCliInProcess(args: string[], options: { env?: Record<string, string | undefined>; input?: string; stop?: AbortSignal } = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const input = options.input ?? "";
  const code = await main(args, {
    env: childEnv(options.env),
    stdin: Readable.from(input === "" ? [] : [Buffer.from(input)]),
    stdout: { write: (text) => (stdout += text) },
    stderr: { write: (text) => (stderr += text) },
    stop: options.stop,
  });
  return { code: code ?? null, stdout, stderr };
}

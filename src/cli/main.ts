// `sprintroom <command>`: argv → command; every command prints JSON with --json. Each command loads
// only what it needs (help: nothing; admin commands: the database; serve: everything), so the CLI
// starts fast (docs/decisions/0001).
import { parseArgs } from "node:util";
import type { Config } from "../config.js";
import { processIo, type CliIo } from "./io.js";
import { createOutput, type Output } from "./output.js";

const USAGE = `Usage: sprintroom <command> [--json]

  serve [--port N] [--host H]          run the API (migrates; a demo team on an empty database)
  migrate                              apply database migrations
  user create --email E --name N [--password-stdin]
  user set-password U                  the password to sign in with (from stdin, or typed at a prompt)
  team create --name N [--plan FREE|ESSENTIAL|PRO|MAX]
  team set-plan TEAM PLAN
  member add --team T --user U --role CAPTAIN|STAFF|MEMBER
  member remove --team T --user U
  key create --user U [--scopes read,write] [--name N] [--expires-in 30d]
  key revoke KEY_ID
  token create --user U [--scopes read,write] [--expires-in 1h]
  token revoke TOKEN_ID
  demo                                 create a demo team and print a key once
  mcp [--toolsets a,b] [--readonly]    MCP over stdio, relayed to SPRINTROOM_URL with SPRINTROOM_API_KEY
  listen --forward-to URL [--events activity.*] [--team T] [--url SERVER] [--api-key KEY] [--secret whsec_…] [--idle-timeout 60s]
                                       hold a team's event stream (SPRINTROOM_URL, SPRINTROOM_API_KEY) and POST
                                       each event to URL signed as a webhook, with a secret printed at start

U is a user id or email, T a team id. The database is DATABASE_URL (default sqlite:./data/sprintroom.db).
Settings come from the environment, and from .env in the working directory for what it leaves unset.`;

/** Runs a command; the exit code, or -1 for `serve`, which keeps running. */
async function run(config: Config, argv: string[], out: Output): Promise<number> {
  const [command, verb, ...rest] = argv;
  if (command === "serve" || command === "demo") {
    const { createServices } = await import("../services.js");
    const services = createServices(config);
    try {
      if (command === "demo") {
        const { runDemoCommand } = await import("./commands/demo.js");
        await runDemoCommand(services, out);
        await services.close();
        return 0;
      }
      const { values } = parseArgs({ args: argv.slice(1), options: { port: { type: "string" }, host: { type: "string" } }, strict: true });
      const { serve } = await import("./commands/serve.js");
      await serve(services, { port: values.port, host: values.host });
      return -1;
    } catch (error) {
      await services.close();
      throw error;
    }
  }
  if (command === undefined) return 2;
  const { runAdminCommand } = await import("./commands/admin.js");
  return (await runAdminCommand(config, command, verb, rest, out)) ? 0 : 2;
}

/**
 * Runs `sprintroom <argv>` with `io` (the process's own, by default): the exit code, or undefined
 * when the command keeps running (serve, mcp) and ends the process itself.
 */
export async function main(argv: string[], io: CliIo = processIo): Promise<number | undefined> {
  const json = argv.includes("--json");
  const args = argv.filter((a) => a !== "--json");
  if (args.length === 0 || args[0] === "--help" || args[0] === "help") {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const out = createOutput(json, io);
  try {
    const { loadConfig, loadEnvFile } = await import("../config.js");
    loadEnvFile(".env", io.env);
    if (args[0] === "mcp") return await bridge(args.slice(1), io);
    if (args[0] === "listen") return await listenCommand(args.slice(1), out, io);
    const code = await run(loadConfig(io.env), args, out);
    if (code === 2) io.stderr.write(`error: unknown command '${commandOf(args)}'\n\n${USAGE}\n`);
    return code >= 0 ? code : undefined;
  } catch (error) {
    const { AppError } = await import("../errors.js");
    const appError = error instanceof AppError ? error : undefined;
    const message = appError?.message ?? (error instanceof Error ? error.message : String(error));
    if (json) {
      io.stdout.write(
        `${JSON.stringify({ error: { type: appError?.type ?? "api_error", code: appError?.code ?? "cli_error", message, ...(appError?.param ? { param: appError.param } : {}) } }, null, 2)}\n`,
      );
    } else {
      io.stderr.write(`error: ${message}\n`);
    }
    return 1;
  }
}

/** The command as typed: a noun that takes a verb with its verb (`user frob`), else the first word. */
function commandOf(args: string[]): string {
  return ["user", "team", "member", "key", "token"].includes(args[0] ?? "") ? args.slice(0, 2).join(" ") : (args[0] ?? "");
}

/** `sprintroom listen`: until Ctrl-C (or SIGTERM), or until the caller's `io.stop`. */
async function listenCommand(args: string[], out: Output, io: CliIo): Promise<number> {
  const { listen, listenOptions } = await import("./commands/listen.js");
  const options = listenOptions(args, io.env);
  await listen(options, out, io.stop ?? processStop());
  return 0;
}

/** Aborts at the process's first SIGINT or SIGTERM. */
function processStop(): AbortSignal {
  const stop = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop.abort());
  return stop.signal;
}

async function bridge(args: string[], io: CliIo): Promise<number | undefined> {
  const { values } = parseArgs({ args, options: { toolsets: { type: "string" }, readonly: { type: "boolean" } }, strict: true });
  const url = io.env.SPRINTROOM_URL ?? "http://127.0.0.1:3000";
  const apiKey = io.env.SPRINTROOM_API_KEY;
  if (!apiKey) {
    io.stderr.write("sprintroom mcp: set SPRINTROOM_API_KEY (and SPRINTROOM_URL, default http://127.0.0.1:3000)\n");
    return 2;
  }
  const query = new URLSearchParams();
  if (values.toolsets) query.set("toolsets", values.toolsets);
  if (values.readonly) query.set("readonly", "true");
  const { runStdioBridge } = await import("../mcp/stdio-bridge.js");
  await runStdioBridge({ url, apiKey, query: query.toString() });
  return undefined;
}

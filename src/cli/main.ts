// `sprintroom <command>`: argv → command; every command prints JSON with --json.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { createDemo } from "../domain/demo.js";
import { AppError } from "../domain/errors.js";
import { createServices, type Services } from "../services.js";
import { migrateToLatest } from "../storage/migrate.js";
import { runAdminCommand } from "./commands/admin.js";
import { demoBanner } from "./commands/demo-banner.js";
import { createOutput, type Output } from "./output.js";

const USAGE = `Usage: sprintroom <command> [--json]

  serve [--port N] [--host H]          run the API (migrates; a demo team on an empty database)
  migrate                              apply database migrations
  user create --email E --name N
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

U is a user id or email, T a team id. The database is DATABASE_URL (default sqlite:./data/sprintroom.db).`;

async function run(services: Services, argv: string[], out: Output): Promise<number> {
  const [command, verb, ...rest] = argv;
  if (command === "serve") {
    const { values } = parseArgs({ args: argv.slice(1), options: { port: { type: "string" }, host: { type: "string" } }, strict: true });
    // The HTTP server, MCP and their dependencies load only when serving: admin commands start fast.
    const { serve } = await import("./commands/serve.js");
    await serve(services, { port: values.port === undefined ? undefined : Number(values.port), host: values.host });
    return -1;
  }
  await migrateToLatest(services.db);
  if (command === "migrate") {
    out.print({ object: "migration", status: "up to date" });
    return 0;
  }
  if (command === "demo") {
    const demo = await createDemo(services);
    if (out.json) out.print({ object: "demo", teamId: demo.team.id, userId: demo.user.id, keyId: demo.keyId, key: demo.key });
    else process.stdout.write(`${demoBanner(demo, `http://${services.config.host}:${services.config.port}`)}\n`);
    return 0;
  }
  if (command !== undefined && (await runAdminCommand(services, command, verb, rest, out))) return 0;
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

export async function main(argv: string[]): Promise<void> {
  const json = argv.includes("--json");
  const args = argv.filter((a) => a !== "--json");
  if (args.length === 0 || args[0] === "--help" || args[0] === "help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const out = createOutput(json);
  if (args[0] === "mcp") {
    await bridge(args.slice(1));
    return;
  }
  let services: Services | undefined;
  try {
    services = createServices(loadConfig());
    const code = await run(services, args, out);
    if (code >= 0) {
      await services.close();
      process.exitCode = code;
    }
  } catch (error) {
    await services?.close();
    const appError = error instanceof AppError ? error : undefined;
    const message = appError?.message ?? (error instanceof Error ? error.message : String(error));
    if (json) {
      process.stdout.write(
        `${JSON.stringify({ error: { type: appError?.type ?? "api_error", code: appError?.code ?? "cli_error", message, ...(appError?.param ? { param: appError.param } : {}) } }, null, 2)}\n`,
      );
    } else {
      process.stderr.write(`error: ${message}\n`);
    }
    process.exitCode = 1;
  }
}

async function bridge(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { toolsets: { type: "string" }, readonly: { type: "boolean" } }, strict: true });
  const url = process.env.SPRINTROOM_URL ?? "http://127.0.0.1:3000";
  const apiKey = process.env.SPRINTROOM_API_KEY;
  if (!apiKey) {
    process.stderr.write("sprintroom mcp: set SPRINTROOM_API_KEY (and SPRINTROOM_URL, default http://127.0.0.1:3000)\n");
    process.exitCode = 2;
    return;
  }
  const query = new URLSearchParams();
  if (values.toolsets) query.set("toolsets", values.toolsets);
  if (values.readonly) query.set("readonly", "true");
  const { runStdioBridge } = await import("../mcp/stdio-bridge.js");
  await runStdioBridge({ url, apiKey, query: query.toString() });
}

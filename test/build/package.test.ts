// The npm package as a user meets it: `npm pack` in a checkout, the tarball installed into an empty
// folder, and the server, the CLI and the README's stdio MCP set-up run from that install alone, with
// its runtime dependencies and nothing of the checkout (no src/, no devDependencies, no build step).
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "sprintroom-package-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The runner's environment as a user's shell has it: no npm lifecycle variables, no sprintroom settings. */
function userEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(npm_|SPRINTROOM_|DATABASE_URL$|REDIS_URL$|PORT$|HOST$|LOG_)/i.test(name)) env[name] = value;
  }
  return { ...env, ...overrides };
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env: userEnv(env), encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** npm pack --dry-run's list of files, without running the build (dist/ is current: global-setup built it). */
function packedFiles(): string[] {
  const listing = run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], ROOT).stdout;
  return (JSON.parse(listing) as Array<{ files: Array<{ path: string }> }>)[0]?.files.map((f) => f.path).sort() ?? [];
}

describe("the npm package", () => {
  it("holds exactly the compiled code, the bin, the API types and the user docs", () => {
    const files = packedFiles();
    const outside = files.filter(
      (file) => !/^(bin\/[\w-]+\.js|dist\/.+\.js|types\/openapi\.d\.ts|docs\/(ai|api|limits|mcp)\.md|README\.md|package\.json)$/.test(file),
    );
    expect(outside).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(["bin/sprintroom.js", "bin/build-check.js", "dist/cli/main.js", "dist/server.js", "types/openapi.d.ts"]));
    const sources = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
    // Each TypeScript file compiled, and the pages' browser script (src/web/assets/) copied as it is.
    const assets = readdirSync(join(ROOT, "src", "web", "assets")).map((f) => `dist/web/assets/${f}`);
    expect(files).toEqual(expect.arrayContaining(assets));
    expect(files.filter((f) => f.startsWith("dist/"))).toHaveLength(sources.length + assets.length);
  });

  it("packs in a checkout, installs into an empty folder, and runs the CLI, the server and stdio MCP from there", async () => {
    // A checkout of its own, so that the build `npm pack` runs never rewrites the dist/ other tests run.
    const checkout = join(temp, "checkout");
    for (const part of ["bin", "scripts", "src", "types", "docs", "package.json", "README.md"]) cpSync(join(ROOT, part), join(checkout, part), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(checkout, "node_modules"), "dir");
    const packed = run("npm", ["pack", "--json", "--pack-destination", temp], checkout);
    const tarball = join(temp, (JSON.parse(packed.stdout) as Array<{ filename: string }>)[0]?.filename as string);
    expect(existsSync(join(checkout, "dist", "cli", "main.js")), "npm pack builds dist/ (prepare)").toBe(true);

    // The install, from npm's cache. better-sqlite3's own install step fetches a prebuilt binary, or
    // compiles SQLite for minutes; with no network here, it is skipped and the binary this machine
    // already built for the same Node is put where it would have gone.
    const folder = join(temp, "install");
    mkdirSync(folder);
    writeFileSync(join(folder, "package.json"), JSON.stringify({ private: true, allowScripts: { "better-sqlite3": false } }));
    run("npm", ["install", tarball, "--prefer-offline", "--no-audit", "--no-fund"], folder);
    const driver = join("node_modules", "better-sqlite3", "build", "Release");
    mkdirSync(join(folder, driver), { recursive: true });
    copyFileSync(join(ROOT, driver, "better_sqlite3.node"), join(folder, driver, "better_sqlite3.node"));

    const installed = join(folder, "node_modules", "sprintroom");
    expect(readdirSync(installed).sort()).toEqual(["README.md", "bin", "dist", "docs", "package.json", "types"]);
    for (const devOnly of ["esbuild", "tsx", "typescript", "vitest"]) expect(existsSync(join(folder, "node_modules", devOnly)), devOnly).toBe(false);

    const bin = join(folder, "node_modules", ".bin", "sprintroom");
    const databaseUrl = `sqlite:${join(temp, "installed.db")}`;
    const cli = (...args: string[]) => JSON.parse(run(bin, [...args, "--json"], folder, { DATABASE_URL: databaseUrl }).stdout);
    expect(run("npx", ["sprintroom", "--help"], folder).stdout).toContain("Usage: sprintroom <command>");
    expect(cli("migrate")).toEqual({ object: "migration", status: "up to date" });
    const user = cli("user", "create", "--email", "pkg@example.com", "--name", "Packaged");
    const team = cli("team", "create", "--name", "Packaged");
    cli("member", "add", "--team", team.id, "--user", user.id, "--role", "CAPTAIN");
    const { key } = cli("key", "create", "--user", user.id);

    const server = spawn(bin, ["serve", "--port", "0"], { cwd: folder, env: userEnv({ DATABASE_URL: databaseUrl, SPRINTROOM_DEMO: "0" }), stdio: ["ignore", "pipe", "pipe"] });
    const exited = once(server, "exit");
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        server.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        server.once("exit", (code) => reject(new Error(`the installed server exited ${code}:\n${out}`)));
      });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const activities = await fetch(`${url}/api/v1/teams/${team.id}/activities`, { headers: { authorization: `Bearer ${key}` } });
      expect(activities.status).toBe(200);
      expect(await activities.json()).toEqual({ data: [], has_more: false, next_cursor: null });

      // The README's stdio MCP set-up, with the installed command.
      const mcp = new Client({ name: "package-test", version: "1.0.0" });
      await mcp.connect(
        new StdioClientTransport({ command: bin, args: ["mcp", "--toolsets", "teams"], cwd: folder, env: userEnv({ SPRINTROOM_URL: url, SPRINTROOM_API_KEY: key }), stderr: "pipe" }),
      );
      try {
        const whoami = await mcp.callTool({ name: "whoami", arguments: {} });
        expect(whoami.structuredContent).toMatchObject({ object: "identity", user: { id: user.id } });
      } finally {
        await mcp.close();
      }
    } finally {
      server.kill("SIGTERM");
      const [code] = await exited;
      expect(code).toBe(0);
    }
  }, 180_000);
});

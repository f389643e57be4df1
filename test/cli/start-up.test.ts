// `sprintroom serve` that cannot start, as an operator meets it: exit code 1 and one line on stderr
// that says what is wrong and which setting to change (PORT or --port, HOST or --host,
// DATABASE_URL), never a driver's bare words or a stack. The real bin, in a folder of its own; each
// start that gets as far as listening loads the whole server, hence the longer timeouts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort, occupyPort, runCli, type CliRun } from "../support/spawn-server.js";

const folder = mkdtempSync(join(tmpdir(), "sprintroom-start-up-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `sprintroom serve <args>` with only `env` of sprintroom's settings; whatever it printed, once it exits. */
const serve = (args: string[], env: Record<string, string>): Promise<CliRun> => runCli(["serve", ...args], { cwd: folder, env: { LOG_LEVEL: "silent", ...env } });

/** Exit 1, nothing on stdout, and exactly `line` on stderr. */
function refused(run: CliRun, line: string): void {
  const said = `exit ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`;
  expect(run.code, said).toBe(1);
  expect(run.stdout, said).toBe("");
  expect(run.stderr, said).toBe(`error: ${line}\n`);
}

describe("sprintroom serve that cannot start", () => {
  it("names PORT or --port when the port is not a port", async () => {
    refused(await serve([], { PORT: "abc" }), "Invalid configuration: 'PORT' must be an integer from 0 to 65535; got 'abc'.");
    refused(await serve(["--port", "abc"], {}), "'--port' must be an integer from 0 to 65535; got 'abc'.");
  }, 60_000);

  it("names the setting that chose a port already in use, and a host that is not this machine's", async () => {
    const taken = await occupyPort();
    const port = taken.port;
    try {
      const inUse = `Cannot listen: 127.0.0.1:${port} is already in use (by another Sprintroom, or another program): stop that, or choose another port with`;
      refused(await serve([], { PORT: String(port), DATABASE_URL: "sqlite::memory:" }), `${inUse} PORT.`);
      refused(await serve(["--port", String(port)], { DATABASE_URL: "sqlite::memory:" }), `${inUse} --port.`);
    } finally {
      await taken.close();
    }
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): documentation's address, never a machine's.
    refused(
      await serve(["--host", "192.0.2.1", "--port", "0"], { DATABASE_URL: "sqlite::memory:" }),
      "Cannot listen: 192.0.2.1 is not an address of this machine: set --host to an address of this machine (127.0.0.1, or 0.0.0.0 for all).",
    );
  }, 90_000);

  it("names DATABASE_URL, without its password, when the database cannot be reached or opened", async () => {
    const port = await freePort();
    const unreachable = await serve([], { DATABASE_URL: `postgres://sprintroom:hunter2@127.0.0.1:${port}/test` });
    refused(
      unreachable,
      `Cannot connect to the PostgreSQL database postgres://sprintroom@127.0.0.1:${port}/test (nothing answers at 127.0.0.1:${port}): set DATABASE_URL to a PostgreSQL database that is running and can be reached.`,
    );
    expect(unreachable.stderr).not.toContain("hunter2");

    const notADatabase = join(folder, "notes.txt");
    writeFileSync(notADatabase, "not a database, but long enough to have a header page of its own ".repeat(8));
    refused(
      await serve([], { DATABASE_URL: `sqlite:${notADatabase}` }),
      `Cannot open the SQLite database ${notADatabase} (file is not a database): set DATABASE_URL to sqlite:PATH of a file Sprintroom can create or open.`,
    );
  }, 60_000);

  it.skipIf(!inject("postgresUrl"))("names DATABASE_URL when PostgreSQL refuses it", async () => {
    const url = new URL(inject("postgresUrl") as string);
    url.pathname = "/sprintroom_no_such_database";
    const shown = new URL(url);
    shown.password = "";
    refused(
      await serve([], { DATABASE_URL: url.toString() }),
      `Cannot connect to the PostgreSQL database ${shown.toString()} (database "sprintroom_no_such_database" does not exist): check the user, password and database name in DATABASE_URL.`,
    );
  }, 60_000);
});

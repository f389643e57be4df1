// `.env` in the working directory, as a user keeps settings beside a deployment: read by every
// command at start, with the real environment winning over it, variable by variable.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, spawnServer } from "../support/spawn-server.js";

const folder = mkdtempSync(join(tmpdir(), "sprintroom-dotenv-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Without sprintroom's own settings from the runner's environment (childEnv), so that only .env and `env` set them. */
const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { cwd: folder, env });

describe(".env in the working directory", () => {
  writeFileSync(
    join(folder, ".env"),
    [
      "# settings for this folder",
      "DATABASE_URL=sqlite:./from-dotenv.db",
      'SPRINTROOM_METRICS="true"',
      "SPRINTROOM_DEMO=0",
      "",
    ].join("\n"),
  );

  it("sets what the environment leaves unset, and the environment wins where both set a variable", async () => {
    expect(await cli(["migrate", "--json"])).toMatchObject({ code: 0, stderr: "" });
    expect(existsSync(join(folder, "from-dotenv.db"))).toBe(true);

    expect(await cli(["migrate", "--json"], { DATABASE_URL: "sqlite:./from-environment.db" })).toMatchObject({ code: 0, stderr: "" });
    expect(existsSync(join(folder, "from-environment.db"))).toBe(true);

    // The server reads it too: /metrics is on from .env alone, and the environment turns it off again.
    const unset = { DATABASE_URL: undefined, SPRINTROOM_METRICS: undefined, SPRINTROOM_METRICS_TOKEN: undefined, SPRINTROOM_DEMO: undefined };
    const fromFile = await spawnServer(unset, [], { cwd: folder });
    expect((await fetch(`${fromFile.url}/metrics`)).status).toBe(200);
    expect(await fromFile.stop()).toBe(0);
    const overridden = await spawnServer({ ...unset, SPRINTROOM_METRICS: "false" }, [], { cwd: folder });
    expect((await fetch(`${overridden.url}/metrics`)).status).toBe(404);
    expect(await overridden.stop()).toBe(0);
    // Neither start made a demo team (SPRINTROOM_DEMO=0 in .env), so neither left a key file.
    expect(existsSync(join(folder, "first-start.txt"))).toBe(false);
  });

  it("fails with the variable named when a value in it is invalid", async () => {
    const bad = mkdtempSync(join(folder, "bad-"));
    writeFileSync(join(bad, ".env"), "SPRINTROOM_TRUST_PROXY=10.0.0.0/99\n");
    const run = await runCli(["migrate"], { cwd: bad });
    expect(run).toEqual({ code: 1, stdout: "", stderr: expect.stringContaining('Invalid configuration: SPRINTROOM_TRUST_PROXY: "10.0.0.0/99"') });
  });
});

// Behind a reverse proxy: X-Forwarded-For names the client only when the peer is a proxy
// SPRINTROOM_TRUST_PROXY trusts. Then the per-address rate limit counts each client apart and the
// request log names the client; otherwise the header is the client's own word and changes nothing.
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";
import { prepareDatabase, startServer } from "../support/start-server.js";

const LIMITS = { SPRINTROOM_RATE_LIMITS: "FREE=2,ESSENTIAL=100,PRO=100,MAX=100" };

const anonymous = (url: string, forwardedFor: string) => fetch(`${url}/api/v1/me`, { headers: { "x-forwarded-for": forwardedFor } });

/** The `ip` of each request line, by request id. */
async function loggedAddresses(server: ChildServer, ids: string[]): Promise<string[]> {
  await server.waitFor(new RegExp(`"requestId":"${ids.at(-1)}"`));
  const lines = server
    .stdout()
    .split("\n")
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { requestId: string; ip: string });
  return ids.map((id) => lines.find((line) => line.requestId === id)?.ip ?? "(no line)");
}

describe("SPRINTROOM_TRUST_PROXY", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("is validated at start: true, a hop count, or addresses and CIDRs", () => {
    const parse = (value: string) => loadConfig({ SPRINTROOM_TRUST_PROXY: value }).trustProxy;
    expect(parse("")).toBe(false);
    expect(parse("false")).toBe(false);
    expect(parse("true")).toBe(true);
    expect(parse("2")).toBe(2);
    expect(parse("127.0.0.1, 10.0.0.0/8,::1, fd00::/8,loopback")).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"]);
    for (const bad of ["10.0.0.0/33", "::1/129", "proxy.example.com", "10.0.0.1/x", "true,10.0.0.1", "10.0.0.0/8/8", "1,2"]) {
      expect(() => parse(bad), bad).toThrow(/^Invalid configuration: SPRINTROOM_TRUST_PROXY: ".+" is not an address or CIDR/);
    }
  });

  it("trusted: each forwarded client has its own per-address budget, and the log names it", async () => {
    const database = await prepareDatabase("sqlite");
    const server = await spawnServer({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0", SPRINTROOM_TRUST_PROXY: "127.0.0.1", ...LIMITS });
    cleanups.push(() => server.kill(), database.drop);
    const answers = [
      await anonymous(server.url, "203.0.113.7"),
      await anonymous(server.url, "203.0.113.7"),
      await anonymous(server.url, "203.0.113.7"),
      await anonymous(server.url, "198.51.100.1, 203.0.113.8"),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 429, 401]);
    const ids = answers.map((a) => a.headers.get("x-request-id") as string);
    expect(await loggedAddresses(server, ids)).toEqual(["203.0.113.7", "203.0.113.7", "203.0.113.7", "203.0.113.8"]);
  });

  it("untrusted (the default): X-Forwarded-For is ignored, for the limit and the log", async () => {
    const database = await prepareDatabase("sqlite");
    const server = await spawnServer({ DATABASE_URL: database.databaseUrl, SPRINTROOM_DEMO: "0", SPRINTROOM_TRUST_PROXY: undefined, ...LIMITS });
    cleanups.push(() => server.kill(), database.drop);
    const answers = [await anonymous(server.url, "203.0.113.7"), await anonymous(server.url, "203.0.113.8"), await anonymous(server.url, "203.0.113.9")];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 429]);
    const ids = answers.map((a) => a.headers.get("x-request-id") as string);
    expect(await loggedAddresses(server, ids)).toEqual(["127.0.0.1", "127.0.0.1", "127.0.0.1"]);
  });

  it("a hop count trusts that many proxies, counted from the server", async () => {
    const server = await startServer("sqlite", { SPRINTROOM_TRUST_PROXY: "1", ...LIMITS });
    cleanups.push(() => server.close());
    // One proxy: the client is the last address it appended; what the client wrote before is not believed.
    const statuses = [];
    for (const forwardedFor of ["10.9.9.9, 203.0.113.7", "10.9.9.8, 203.0.113.7", "203.0.113.7", "10.9.9.9, 203.0.113.8"]) {
      statuses.push((await anonymous(server.url, forwardedFor)).status);
    }
    expect(statuses).toEqual([401, 401, 429, 401]);
  });
});

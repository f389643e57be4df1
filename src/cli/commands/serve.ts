// `sprintroom serve`: start (src/main.ts), create the demo team on an empty database, shut down
// cleanly on SIGTERM or SIGINT.
import { Worker } from "node:worker_threads";
import { parsePortOption } from "../../config.js";
import { createDemo, type DemoResult } from "../../domain/operator/demo.js";
import { flushLogs } from "../../logging.js";
import { createSprintroom } from "../../main.js";
import type { Services } from "../../services.js";
import { countUsers } from "../../storage/repos/users.js";
import { databaseLocation } from "../database-location.js";
import { demoBanner } from "./demo-banner.js";
import { deliverFirstStart } from "./first-start.js";

const SHUTDOWN_DEADLINE_MS = 10_000;
const WATCHDOG_GRACE_MS = 2_000;

/**
 * The deadline above is a timer on the event loop, which something synchronous can hold (a blocking
 * write to a stdout nobody reads, a query that runs long): a thread of its own ends the process
 * regardless, a little later.
 */
function startWatchdog(afterMs: number): void {
  const code = `const { workerData } = require("node:worker_threads");
    setTimeout(() => process.kill(workerData.pid, "SIGKILL"), workerData.afterMs);`;
  new Worker(code, { eval: true, workerData: { pid: process.pid, afterMs } }).unref();
}

/** Where the address came from, to name in an error: the option given, else the variable. */
interface Setting {
  port: number;
  host: string;
  portSetting: "--port" | "PORT";
  hostSetting: "--host" | "HOST";
}

/** Why the server cannot listen, with the setting to change; undefined for a failure of another kind. */
function listenProblem(error: unknown, at: Setting): Error | undefined {
  const where = `${at.host}:${at.port}`;
  const anotherHost = `set ${at.hostSetting} to an address of this machine (127.0.0.1, or 0.0.0.0 for all)`;
  let reason: string;
  switch ((error as NodeJS.ErrnoException).code) {
    case "EADDRINUSE":
      reason = `${where} is already in use (by another Sprintroom, or another program): stop that, or choose another port with ${at.portSetting}`;
      break;
    case "EACCES":
      reason = `this user may not listen on ${where} (ports below 1024 usually need privileges): choose another port with ${at.portSetting}`;
      break;
    case "EADDRNOTAVAIL":
      reason = `${at.host} is not an address of this machine: ${anotherHost}`;
      break;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      reason = `the host name '${at.host}' could not be looked up: ${anotherHost}`;
      break;
    default:
      return undefined;
  }
  return new Error(`Cannot listen: ${reason}.`, { cause: error });
}

export async function serve(services: Services, options: { port?: string; host?: string }): Promise<void> {
  const at: Setting = {
    port: options.port === undefined ? services.config.port : parsePortOption(options.port),
    host: options.host ?? services.config.host,
    portSetting: options.port === undefined ? "PORT" : "--port",
    hostSetting: options.host === undefined ? "HOST" : "--host",
  };
  const { port, host } = at;

  const running = await createSprintroom(services);
  const { app } = running;
  // Before listening, so that a signal sent as soon as the port answers (a supervisor stopping a
  // start it has just seen) gets the clean shutdown rather than the default of dying on the spot.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Requests already received get 10 s to finish; new connections are refused meanwhile.
    setTimeout(() => {
      app.log.error("shutdown did not finish within 10 s");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    startWatchdog(SHUTDOWN_DEADLINE_MS + WATCHDOG_GRACE_MS);
    try {
      await running.close();
      await services.close();
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    app.log.info("shutdown complete");
    await flushLogs(services.logger, WATCHDOG_GRACE_MS);
    process.exit(0);
  };
  // Kept for the whole shutdown: Ctrl-C under `npm start` delivers SIGINT twice (the terminal's, and
  // npm's forwarding of its own), and a second signal with no listener would kill the process.
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  const address = await running.listen({ port, host }).catch((error: unknown) => {
    throw listenProblem(error, at) ?? error;
  });
  // The demo is made once the port is ours: a start that cannot listen (port in use) leaves the
  // database empty, so the next start still creates the demo and hands over its key.
  let demo: DemoResult | undefined;
  let empty = false;
  try {
    empty = (await countUsers(services.db.kysely)) === 0;
    if (services.config.demo && empty) demo = await createDemo(services);
  } catch (error) {
    await running.close();
    throw error;
  }
  const shownHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const baseUrl = `http://${shownHost}:${new URL(address).port}`;
  if (demo) {
    const location = databaseLocation(services.config.databaseUrl);
    await deliverFirstStart(services, demoBanner(demo, baseUrl, location.shown), location.dataDir, demo.user.email);
  } else if (empty) {
    services.logger.warn(FIRST_USER_HINT);
  }
}

/** With the demo turned off (SPRINTROOM_DEMO=0), an empty database has nobody who could call the API yet. */
export const FIRST_USER_HINT =
  "The database has no users yet (SPRINTROOM_DEMO=0 skips the demo). Create the first user, a team and an API key with: " +
  "sprintroom user create --email you@example.com --name 'Your Name' --password-stdin; " +
  "sprintroom team create --name 'Your team'; " +
  "sprintroom member add --team TEAM_ID --user you@example.com --role CAPTAIN; " +
  "sprintroom key create --user you@example.com";

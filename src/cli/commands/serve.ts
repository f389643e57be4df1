// `sprintroom serve`: migrate, create the demo team on an empty database, listen, shut down cleanly.
import { createDemo, type DemoResult } from "../../domain/demo.js";
import { demoBanner } from "./demo-banner.js";
import { buildServer } from "../../server.js";
import type { Services } from "../../services.js";
import { migrateToLatest } from "../../storage/migrate.js";
import { countUsers } from "../../storage/repos/users.js";

export async function serve(services: Services, options: { port?: number; host?: string }): Promise<void> {
  await migrateToLatest(services.db);
  const port = options.port ?? services.config.port;
  const host = options.host ?? services.config.host;

  const app = buildServer(services);
  const address = await app.listen({ port, host });
  // The demo is made once the port is ours: a start that cannot listen (port in use) leaves the
  // database empty, so the next start still creates the demo and prints its key.
  let demo: DemoResult | undefined;
  try {
    if (services.config.demo && (await countUsers(services.db.kysely)) === 0) demo = await createDemo(services);
  } catch (error) {
    await app.close();
    throw error;
  }
  const shownHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const baseUrl = `http://${shownHost}:${new URL(address).port}`;
  if (demo) process.stdout.write(`${demoBanner(demo, baseUrl)}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Requests already received get 10 s to finish; new connections are refused meanwhile.
    setTimeout(() => {
      app.log.error("shutdown did not finish within 10 s");
      process.exit(1);
    }, 10_000);
    try {
      await app.close();
      await services.close();
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    app.log.info("shutdown complete");
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

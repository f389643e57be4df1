// `sprintroom demo`: a demo team with data, and its key printed once.
import { createDemo } from "../../domain/operator/demo.js";
import type { Services } from "../../services.js";
import { migrateToLatest } from "../../storage/migrate.js";
import { databaseLocation } from "../database-location.js";
import type { Output } from "../output.js";
import { demoBanner } from "./demo-banner.js";

export async function runDemoCommand(services: Services, out: Output): Promise<void> {
  await migrateToLatest(services.db);
  const demo = await createDemo(services);
  if (out.json) out.print({ object: "demo", teamId: demo.team.id, userId: demo.user.id, email: demo.user.email, password: demo.password, keyId: demo.keyId, key: demo.key });
  else {
    const baseUrl = `http://${services.config.host}:${services.config.port}`;
    out.io.stdout.write(`${demoBanner(demo, baseUrl, databaseLocation(services.config.databaseUrl).shown)}\n`);
  }
}

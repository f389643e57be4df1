// The process entry: migrate → server → listen → workers, and the matching close. `sprintroom serve`
// (with its signals and first-start demo) and the tests' servers start Sprintroom here, so what runs
// in a test is what runs in production.
import type { FastifyInstance } from "fastify";
import { buildServer } from "./server.js";
import type { Services } from "./services.js";
import { migrateToLatest } from "./storage/migrate.js";
import { startSearchIndexer, type SearchIndexer } from "./storage/search-index.js";
import { startWebhookWorker, type WebhookWorker } from "./webhooks/worker.js";

export interface Sprintroom {
  app: FastifyInstance;
  /** Listens, then starts the background workers; the address, e.g. http://127.0.0.1:3000. */
  listen(at: { port: number; host: string }): Promise<string>;
  /** Stops taking requests, answers those in flight, stops the workers. The services stay open. */
  close(): Promise<void>;
}

/** A migrated database and a server ready to listen (a caller may set up signals before it does). */
export async function createSprintroom(services: Services): Promise<Sprintroom> {
  await migrateToLatest(services.db);
  const app = buildServer(services);
  let worker: WebhookWorker | undefined;
  let indexer: SearchIndexer | undefined;
  return {
    app,
    async listen(at) {
      const address = await app.listen(at);
      worker = startWebhookWorker(services);
      indexer = startSearchIndexer(services.db, (error) => services.logger.error({ err: error }, "could not index activities for search"));
      return address;
    },
    async close() {
      await app.close();
      await worker?.stop();
      await indexer?.stop();
    },
  };
}

// The one wiring file: config → database → the dependencies every adapter shares.
import { v7 as uuidv7 } from "uuid";
import type { Config } from "./config.js";
import type { RunDeps } from "./domain/run.js";
import { createDatabase } from "./storage/database.js";

export interface Services extends RunDeps {
  config: Config;
  close(): Promise<void>;
}

export function createServices(config: Config): Services {
  const db = createDatabase(config.databaseUrl);
  return {
    config,
    db,
    now: () => new Date(),
    newId: () => uuidv7(),
    close: () => db.close(),
  };
}

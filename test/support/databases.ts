// The engines every API suite runs on: SQLite always, PostgreSQL when reachable (always under CI=true).
import { inject } from "vitest";
import type { Engine } from "../../src/storage/database.js";

export function testEngines(): Engine[] {
  return inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];
}

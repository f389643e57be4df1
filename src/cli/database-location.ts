// Where DATABASE_URL puts the data, for a person: a SQLite file by its absolute path (a start from
// another folder with the default relative path opens another database, and this makes it plain), a
// PostgreSQL URL without its password. And the data folder, for files that belong beside the data.
import { dirname, resolve } from "node:path";
import { postgresUrlWithoutPassword } from "../storage/unavailable.js";

export interface DatabaseLocation {
  /** The absolute SQLite path, or the PostgreSQL URL with no password. */
  shown: string;
  /** The SQLite file's folder; ./data in the working directory for PostgreSQL. */
  dataDir: string;
}

export function databaseLocation(databaseUrl: string): DatabaseLocation {
  if (databaseUrl.startsWith("sqlite:")) {
    // Read as src/storage/database.ts opens it: `sqlite:PATH`, or `sqlite:///abs/path`.
    const file = resolve(databaseUrl.slice("sqlite:".length).replace(/^\/\/(?=\/)/, ""));
    return { shown: file, dataDir: dirname(file) };
  }
  return { shown: postgresUrlWithoutPassword(databaseUrl), dataDir: resolve("data") };
}

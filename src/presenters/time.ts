import type { Timestamp } from "../storage/tables.js";

/** SQLite hands back the ISO text we stored; PostgreSQL a Date. Records always carry ISO ms UTC. */
export function toIso(value: Timestamp): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoOrNull(value: Timestamp | null): string | null {
  return value === null ? null : toIso(value);
}

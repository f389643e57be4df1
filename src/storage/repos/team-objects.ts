// A team's record named by its id, together with the caller's role in the record's team, in one
// query: every request that names a sprint, activity, comment, document, resource, relation or
// webhook endpoint needs both.
import { sql, type Selectable } from "kysely";
import { literalBuilder } from "../columns.js";
import { supportsRowLocks, type Executor } from "../database.js";
import { prepareQuery, type PreparedQuery } from "../prepared.js";
import type { Role } from "../../schemas/common.js";
import type { Database } from "../tables.js";
import type { StoredActivity, StoredComment, StoredDocument, StoredRelation, StoredResource, StoredSprint, StoredWebhookEndpoint } from "../records.js";
import { ACTIVITY_COLUMNS, readActivity } from "./activities.js";
import { readComment } from "./comments.js";
import { readDocument } from "./documents.js";
import { readRelation } from "./relations.js";
import { readResource } from "./resources.js";
import { readSprint } from "./sprints.js";
import { readEndpoint } from "./webhooks.js";

interface TeamObjectRows {
  sprints: StoredSprint;
  activities: StoredActivity;
  comments: StoredComment;
  documents: StoredDocument;
  resources: StoredResource;
  webhook_endpoints: StoredWebhookEndpoint;
  relations: StoredRelation;
}
export type TeamObjectTable = keyof TeamObjectRows;
export type TeamObjectRow<T extends TeamObjectTable> = TeamObjectRows[T];

type Found = Record<string, unknown> & { caller_role: Role | null };
type Key = { id: string; userId: string };

/**
 * The columns of each record, named: `*` would also bring the engines' own search columns
 * (PostgreSQL's tsvectors are as large as a document's content).
 */
const COLUMNS: { [T in TeamObjectTable]: ReadonlyArray<keyof Database[T] & string> } = {
  sprints: ["id", "team_id", "name", "description", "goal", "start_date", "end_date", "status", "created_at", "updated_at"],
  activities: ACTIVITY_COLUMNS,
  comments: ["id", "team_id", "activity_id", "author_id", "content", "created_at", "updated_at"],
  documents: ["id", "team_id", "title", "content", "sprint_id", "activity_id", "created_by", "created_at", "updated_at"],
  resources: ["id", "team_id", "title", "url", "type", "activity_id", "created_by", "created_at", "updated_at"],
  relations: ["id", "team_id", "type", "activity_id", "related_activity_id", "created_by", "created_at"],
  webhook_endpoints: ["id", "team_id", "url", "events", "description", "status", "secret", "failing_since", "rest_until", "disabled_reason", "previous_secret", "previous_secret_expires_at", "created_at", "updated_at"],
};

/** Each table's row from its columns: the JSON ones parsed. */
const READ: { [T in TeamObjectTable]: (columns: Selectable<Database[T]>) => TeamObjectRow<T> } = {
  sprints: readSprint,
  activities: readActivity,
  comments: readComment,
  documents: readDocument,
  resources: readResource,
  webhook_endpoints: readEndpoint,
  relations: readRelation,
};

/**
 * Each table's columns picked out of the found row, in one object literal: not a rest pattern
 * (`{ caller_role, ...row }`), which copies key by key with a check of each against the excluded one.
 */
const PICK = Object.fromEntries(Object.entries(COLUMNS).map(([table, columns]) => [table, literalBuilder(columns, columns)])) as Record<TeamObjectTable, (found: Found) => object>;

function query(table: TeamObjectTable, lock: boolean): PreparedQuery<Key, Found> {
  const columns = sql.join(COLUMNS[table].map((column) => sql.ref(`t.${column}`)));
  return prepareQuery((db, p: Key) => {
    // The row lock of an update (PostgreSQL; SQLite serialises its writes) takes the record only.
    const forUpdate = lock && supportsRowLocks(db) ? sql` FOR UPDATE OF t` : sql``;
    return sql<Found>`SELECT ${columns}, m.role AS caller_role FROM ${sql.table(table)} t
      LEFT JOIN team_members m ON m.team_id = t.team_id AND m.user_id = ${p.userId}
      WHERE t.id = ${p.id}${forUpdate}`;
  });
}

const QUERIES = new Map<string, PreparedQuery<Key, Found>>();

/** The record and the caller's role in its team (null: not a member); undefined when there is no such record. */
export async function findWithCallerRole<T extends TeamObjectTable>(
  db: Executor,
  table: T,
  id: string,
  userId: string,
  lock = false,
): Promise<{ row: TeamObjectRow<T>; role: Role | null } | undefined> {
  const key = `${table}:${lock}`;
  let prepared = QUERIES.get(key);
  if (prepared === undefined) QUERIES.set(key, (prepared = query(table, lock)));
  const found = await prepared.first(db, { id, userId });
  if (found === undefined) return undefined;
  return { row: READ[table](PICK[table](found) as Selectable<Database[T]>), role: found.caller_role };
}

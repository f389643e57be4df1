// Every statement the read and delete paths run reaches its rows through an index: no scan of a
// whole table or index (every team's rows), and no full-text table read without MATCH or a rowid.
// So their cost follows the rows they return or change, never the size of the database (docs/
// security.md lists each with its bound). SQLite only: it runs queries on the thread that serves
// every request, and its plans do not depend on statistics; PostgreSQL's do, and run elsewhere.
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, type CompiledQuery } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { addMember, createTeam, createUser } from "../../src/domain/operator/admin.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import {
  adjustBlockedBy,
  adjustRollup,
  countActivitiesInSprint,
  deleteActivityRows,
  findActivity,
  findSubtask,
  findSubtaskOutsideSprint,
  hasDescendantAt,
  insertActivity,
  listActivityRows,
  listRecentActivities,
  loadActivityGraphs,
  searchActivityRows,
  updateActivityRow,
  listSprintActivities,
} from "../../src/storage/repos/activities.js";
import {
  firstSprintDay,
  listActivityTimes,
  listFinishedWork,
  listMatchingActivities,
  listSprintChanges,
  listSprintDays,
  listSprintWork,
  listStartedSprints,
  listWorkChanges,
  tallySprintActivities,
  tallyTeamActivities,
} from "../../src/storage/repos/activity-changes.js";
import { blocksEdgesFrom, countRelationsOf, findEdge, listRelationsOf, listRelationsOfActivities } from "../../src/storage/repos/relations.js";
import { deleteCommentRow, insertComment, listCommentRows, listCommentsOfActivities, listRecentComments } from "../../src/storage/repos/comments.js";
import { findCredentialByHash } from "../../src/storage/repos/credentials.js";
import { findEvent, findEvents, listActivityHistory, listEventRows, pruneEvents } from "../../src/storage/repos/events.js";
import { findMemberRole } from "../../src/storage/repos/members.js";
import { findWithCallerRole, type TeamObjectTable } from "../../src/storage/repos/team-objects.js";
import { listTeamsOfUser } from "../../src/storage/repos/teams.js";
import { backlogExceeds, claimEndpointDeliveries, dueEndpoints, hasDueDelivery, listDeliveries, listEnabledEndpoints, listEndpoints } from "../../src/storage/repos/webhooks.js";
import {
  deleteDocumentRow,
  findDocumentsForQuestion,
  insertDocument,
  listDocumentRows,
  searchDocumentRows,
  updateDocumentRow,
} from "../../src/storage/repos/documents.js";
import { listMemberRows } from "../../src/storage/repos/members.js";
import { listResourceRows } from "../../src/storage/repos/resources.js";
import { deleteSprintRow, insertSprint, listRecentSprints, listSprintRows } from "../../src/storage/repos/sprints.js";
import type { Database } from "../../src/storage/tables.js";
import { prepareDatabase } from "../support/start-server.js";

// Tables, and the aliases the repositories' SQL gives them (d: documents, a: activities).
const TABLES =
  "users|teams|team_members|credentials|sprints|activities|relations|activity_labels|activity_search_keys|comments|documents|resources|ai_usage|idempotency_keys|events|webhook_endpoints|webhook_deliveries|webhook_attempts|d|a|e|k|m|t|w";
const WHOLE_TABLE = new RegExp(`^SCAN (${TABLES})( USING (COVERING )?INDEX \\w+)?$`);
// Full-text tables and their aliases (f, h): a plan without MATCH (M) or rowid (=) reads them whole.
const FULL_TEXT_WITHOUT_KEY = /^SCAN (documents_fts|documents_head_fts|activities_fts|activities_head_fts|f|h) VIRTUAL TABLE INDEX \d+:[^M=]*$/;

describe("query plans (SQLite)", () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let file: SqliteDatabase.Database;
  let db: Kysely<Database>;
  const ran: CompiledQuery[] = [];
  const ids = { team: "", user: "", sprint: "", activity: "", comment: "", document: "" };

  beforeAll(async () => {
    database = await prepareDatabase("sqlite");
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    try {
      await migrateToLatest(services.db);
      const user = await createUser(services, { email: `p-${uuidv7()}@example.test`, name: "Pia" });
      const team = await createTeam(services, { name: "Plans" });
      await addMember(services, { team: team.id, user: user.id, role: "CAPTAIN" });
      Object.assign(ids, { team: team.id, user: user.id, sprint: uuidv7(), activity: uuidv7(), comment: uuidv7(), document: uuidv7() });
    } finally {
      await services.close();
    }
    file = new SqliteDatabase(database.databaseUrl.slice("sqlite:".length));
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: file }),
      log: (event) => void (event.level === "query" && ran.push(event.query)),
    });
    const now = new Date().toISOString();
    await insertSprint(db, { id: ids.sprint, teamId: ids.team, name: "S", description: "d", goal: "g", startDate: null, endDate: null, status: "ACTIVE", createdAt: now, updatedAt: now });
    await insertActivity(db, {
      id: ids.activity, teamId: ids.team, sprintId: ids.sprint, title: "A", description: "zephyr", status: "PENDING", priority: null, points: null,
      dueDate: null, assignedTo: null, reviewStatus: null, labels: ["Zephyr"], createdBy: ids.user, completedAt: null, createdAt: now, updatedAt: now,
    });
    await insertComment(db, { id: ids.comment, teamId: ids.team, activityId: ids.activity, authorId: ids.user, content: "zephyr", createdAt: now, updatedAt: now });
    await insertDocument(db, {
      id: ids.document, teamId: ids.team, title: "Zephyr", content: "zephyr rollout", sprintId: ids.sprint, activityId: ids.activity,
      createdBy: ids.user, createdAt: now, updatedAt: now,
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** The plan of every statement `run` executes, one line per step. */
  async function plans(run: () => Promise<unknown>): Promise<string[][]> {
    ran.length = 0;
    await run();
    expect(ran.length).toBeGreaterThan(0);
    return ran.map((query) =>
      (file.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{ detail: string }>).map((r) => r.detail),
    );
  }

  const now = new Date().toISOString();
  const readsAndDeletes: Array<[string, () => Promise<unknown>]> = [
    ...(["sprints", "activities", "comments", "documents", "resources", "webhook_endpoints", "relations"] as TeamObjectTable[]).map(
      (table): [string, () => Promise<unknown>] => [`findWithCallerRole ${table}`, () => findWithCallerRole(db, table, ids.document, ids.user, true)],
    ),
    ["findCredentialByHash", () => findCredentialByHash(db, "0".repeat(64))],
    ["findMemberRole", () => findMemberRole(db, ids.team, ids.user)],
    ["listTeamsOfUser", () => listTeamsOfUser(db, ids.user, { limit: 25 })],
    ["listEventRows", () => listEventRows(db, ids.team, { objectId: ids.activity }, { limit: 25, afterId: ids.document })],
    ["listEventRows by type", () => listEventRows(db, ids.team, { types: ["activity.created", "comment.created"] }, { limit: 25, afterId: ids.document })],
    ["findEvent", () => findEvent(db, ids.document)],
    ["findEvents", () => findEvents(db, [ids.document, ids.activity])],
    ["listActivityHistory", () => listActivityHistory(db, ids.activity, { limit: 25, afterId: ids.document })],
    ["listEndpoints", () => listEndpoints(db, ids.team, { limit: 25 })],
    ["listEnabledEndpoints", () => listEnabledEndpoints(db, ids.team)],
    ["listDeliveries", () => listDeliveries(db, ids.document, { limit: 25 })],
    ["hasDueDelivery", () => hasDueDelivery(db, now)],
    ["dueEndpoints", () => dueEndpoints(db, { now, afterId: ids.document, skip: [ids.activity], limit: 64 })],
    ["claimEndpointDeliveries", () => claimEndpointDeliveries(db, { endpointId: ids.document, now, leaseUntil: now, limit: 4 })],
    ["backlogExceeds", () => backlogExceeds(db, ids.document, 10_000)],
    ["pruneEvents", () => pruneEvents(db, "2000-01-01T00:00:00.000Z", 500)],
    ["listDocumentRows", () => listDocumentRows(db, ids.team, {}, { limit: 25 })],
    ["listDocumentRows by sprint and activity", () => listDocumentRows(db, ids.team, { sprintId: ids.sprint, activityId: ids.activity }, { limit: 25, afterId: ids.document })],
    ["searchDocumentRows", () => searchDocumentRows(db, ids.team, "zephyr rollout", { sprintId: ids.sprint }, { limit: 25, after: { score: 5000, id: ids.document } })],
    ["findDocumentsForQuestion", () => findDocumentsForQuestion(db, ids.team, ["zephyr", "rollout"], ids.sprint, 8)],
    ["findDocumentsForQuestion without words", () => findDocumentsForQuestion(db, ids.team, [], ids.sprint, 8)],
    ["listActivityRows", () => listActivityRows(db, ids.team, { sprintId: ids.sprint, statuses: ["PENDING", "DONE"] }, { limit: 25 })],
    [
      "listActivityRows with every filter",
      () =>
        listActivityRows(
          db,
          ids.team,
          { sprintId: ids.sprint, statuses: ["PENDING"], priorities: ["HIGH", "LOW"], assignedTo: ids.user, labels: ["Zephyr", "ops"], dueBefore: "2026-12-31", dueAfter: "2026-01-01", updatedSince: now },
          { limit: 25, afterId: ids.document },
        ),
    ],
    ["listActivityRows by label", () => listActivityRows(db, ids.team, { labels: ["zephyr"] }, { limit: 25 })],
    ["listActivityRows ready", () => listActivityRows(db, ids.team, { ready: true }, { limit: 25, afterId: ids.document })],
    ["listActivityRows blocked", () => listActivityRows(db, ids.team, { blocked: true }, { limit: 25 })],
    ["listActivityRows ready in a sprint, by priority", () => listActivityRows(db, ids.team, { ready: true, sprintId: ids.sprint, priorities: ["HIGH"] }, { limit: 25 })],
    ["listActivityRows of a parent", () => listActivityRows(db, ids.team, { parentId: ids.activity }, { limit: 25 })],
    ["listActivityRows at the top level", () => listActivityRows(db, ids.team, { parentId: null }, { limit: 25 })],
    ["searchActivityRows ready", () => searchActivityRows(db, ids.team, "zephyr", { ready: true }, { limit: 25 })],
    ["loadActivityGraphs", () => loadActivityGraphs(db, [{ id: ids.activity, unresolvedBlockers: 1 }])],
    ["listRelationsOf", () => listRelationsOf(db, ids.activity)],
    ["listRelationsOfActivities", () => listRelationsOfActivities(db, [ids.activity, ids.document])],
    ["countRelationsOf", () => countRelationsOf(db, ids.activity)],
    ["findEdge", () => findEdge(db, ids.activity, ids.document, "blocks")],
    ["blocksEdgesFrom", () => blocksEdgesFrom(db, [ids.activity, ids.document])],
    ["hasDescendantAt", () => hasDescendantAt(db, ids.team, ids.activity, 4)],
    ["findSubtask", () => findSubtask(db, ids.team, ids.activity)],
    ["findSubtaskOutsideSprint", () => findSubtaskOutsideSprint(db, ids.team, ids.sprint)],
    ["adjustRollup", () => adjustRollup(db, ids.activity, { total: 0, done: 0, points: 0, pointsDone: 0 })],
    ["adjustBlockedBy", () => adjustBlockedBy(db, ids.activity, 0)],
    ["searchActivityRows", () => searchActivityRows(db, ids.team, "zephyr rollout", {}, { limit: 25 })],
    [
      "searchActivityRows with filters, after a cursor",
      () => searchActivityRows(db, ids.team, "zephyr", { statuses: ["PENDING"], labels: ["zephyr"], updatedSince: "2000-01-01T00:00:00.000Z" }, { limit: 25, after: { score: 5000, id: ids.document } }),
    ],
    ["updateActivityRow labels", () => db.transaction().execute((trx) => updateActivityRow(trx, { id: ids.activity, teamId: ids.team }, { labels: ["Zephyr", "ops"] }))],
    ["listRecentActivities", () => listRecentActivities(db, ids.team, ids.sprint, 500, 1000)],
    ["listSprintRows", () => listSprintRows(db, ids.team, { limit: 25 })],
    ["listRecentSprints", () => listRecentSprints(db, ids.team, 20, 1000)],
    ["listCommentRows", () => listCommentRows(db, ids.activity, { limit: 25 })],
    ["listRecentComments", () => listRecentComments(db, ids.team, undefined, 300, 1000)],
    ["listRecentComments of a sprint", () => listRecentComments(db, ids.team, ids.sprint, 300, 1000)],
    ["listMemberRows", () => listMemberRows(db, ids.team)],
    ["listResourceRows", () => listResourceRows(db, ids.team, { activityId: ids.activity, type: "LINK" }, { limit: 25 })],
    ["countActivitiesInSprint", () => countActivitiesInSprint(db, ids.team, ids.sprint)],
    ["updateDocumentRow", () => updateDocumentRow(db, ids.document, { title: "Zephyr two" })],
    ["deleteCommentRow", () => deleteCommentRow(db, ids.comment)],
    ["listSprintActivities", () => listSprintActivities(db, ids.team, ids.sprint, 200)],
    ["listCommentsOfActivities", () => listCommentsOfActivities(db, [ids.activity, ids.document], { limit: 200, afterId: ids.comment })],
    ["listSprintChanges", () => listSprintChanges(db, ids.sprint)],
    ["listActivityTimes", () => listActivityTimes(db, [ids.activity, ids.document])],
    ["listWorkChanges", () => listWorkChanges(db, ids.sprint, [ids.activity, ids.document])],
    ["listSprintWork", () => listSprintWork(db, [ids.sprint], [ids.activity, ids.document])],
    ["listSprintDays", () => listSprintDays(db, ids.sprint, "2026-11-28")],
    ["firstSprintDay", () => firstSprintDay(db, ids.sprint)],
    ["listFinishedWork", () => listFinishedWork(db, ids.sprint, "2026-11-28T00:00:00.000Z")],
    ["listMatchingActivities", () => listMatchingActivities(db, ids.team, [ids.activity, ids.document], { assignedTo: ids.user, labels: ["Zephyr"] })],
    ["tallySprintActivities", () => tallySprintActivities(db, ids.team, ids.sprint)],
    ["tallyTeamActivities", () => tallyTeamActivities(db, ids.team, ["IN_PROGRESS", "REVIEW"], { labels: ["zephyr"] })],
    ["listStartedSprints", () => listStartedSprints(db, ids.team, "2026-11-28", 6)],
    ["deleteActivityRows of a batch", () => db.transaction().execute((trx) => deleteActivityRows(trx, ids.team, { ids: [ids.activity, ids.document] }))],
    ["deleteActivityRows by id", () => db.transaction().execute((trx) => deleteActivityRows(trx, ids.team, { id: ids.activity }))],
    ["deleteSprintRow", () => deleteSprintRow(db, ids.team, ids.sprint)],
    ["deleteDocumentRow", () => deleteDocumentRow(db, ids.document)],
  ];

  it.each(readsAndDeletes)("%s reads through indexes only", async (_name, run) => {
    for (const plan of await plans(run)) {
      for (const step of plan) {
        expect(step, plan.join(" / ")).not.toMatch(WHOLE_TABLE);
        expect(step, plan.join(" / ")).not.toMatch(FULL_TEXT_WITHOUT_KEY);
      }
    }
  });

  it.each([
    ["ready", { ready: true }, "activities_ready_idx"],
    ["blocked", { blocked: true }, "activities_blocked_idx"],
    ["top-level", { parentId: null }, "activities_top_level_idx"],
    ["sub-tasks", { parentId: ids.activity }, "activities_parent_idx"],
  ] as const)("lists %s activities through their own index, newest first, without sorting", async (_name, filter, index) => {
    const [plan] = await plans(() => listActivityRows(db, ids.team, filter, { limit: 25 }));
    expect(plan?.join(" / ")).toMatch(new RegExp(`^SEARCH activities USING INDEX ${index} \\(`));
    expect(plan?.join(" / ")).not.toContain("TEMP B-TREE");
  });

  it("planned statements that ran on real rows: the deletes removed them", async () => {
    expect(await findActivity(db, ids.activity)).toBeUndefined();
    expect(await findWithCallerRole(db, "documents", ids.document, ids.user)).toBeUndefined();
  });
});

// Atomic batches over real HTTP, both engines: refs across operations (a sprint, its activities,
// sub-tasks and a blocks relation in one call), mixed operations, all or nothing (a failing last
// operation of each kind leaves every table as it was, events and webhook deliveries included), dry
// runs, scope and role per operation, what a batch refuses, and the replay of a whole batch. On
// PostgreSQL, batches that lock the same rows in opposite orders all succeed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABSENT_ID } from "../support/cases.js";
import { expectError, expectStatus, type ApiResponse, type Client } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { makeActivity, makeSprint, makeTeam, type TestTeam } from "../support/factories.js";
import { changesBetween, tableSnapshots, type Snapshot } from "../support/snapshot.js";
import { sharedServer, type ServerHandle } from "../support/start-server.js";
import { startReceiver, type Receiver } from "../support/webhook-receiver.js";
import { mcpClient, toolError } from "../support/mcp-client.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testEngines())("batch (%s)", (engine) => {
  let server: ServerHandle;
  let team: TestTeam;
  let other: TestTeam;
  let api: Client;
  let sprintId: string;
  let receiver: Receiver;
  let snapshot: () => Promise<Snapshot>;

  beforeAll(async () => {
    server = await sharedServer(engine);
    team = await makeTeam(server);
    other = await makeTeam(server);
    api = team.captain.api;
    sprintId = (await makeSprint(team)).id;
    receiver = await startReceiver();
    // An endpoint listening to everything: each event of a batch would have its delivery.
    expectStatus(await api.post(`/api/v1/teams/${team.id}/webhooks`, { url: receiver.url, events: ["*"] }), 201);
    snapshot = await tableSnapshots(server);
  });
  afterAll(async () => receiver?.close());

  const batch = (operations: Json[], options: { as?: Client; dryRun?: boolean; headers?: Record<string, string> } = {}) =>
    (options.as ?? api).post("/api/v1/batch", { operations, ...(options.dryRun === undefined ? {} : { dryRun: options.dryRun }) }, { headers: options.headers });
  const teamParams = () => ({ teamId: team.id });
  const get = async (path: string): Promise<Json> => {
    const res = await api.get(`/api/v1${path}`);
    expectStatus(res, 200);
    return res.body;
  };

  /** A batch whose last operation fails: the answer is that operation's error, and no table changed. */
  async function expectAllOrNothing(operations: Json[], expected: [number, string, string, string?], as?: Client): Promise<ApiResponse> {
    const before = await snapshot();
    const res = await batch(operations, { as });
    const [status, type, code, param] = expected;
    expectError(res, status, type, code, param);
    expect(res.body.error.index, res.text).toBe(operations.length - 1);
    expect(res.body.error.message).toMatch(new RegExp(`^operations\\.${operations.length - 1} \\(\\w+\\): `));
    expect(changesBetween(before, await snapshot())).toEqual([]);
    return res;
  }

  /** Writes of every kind the failing batches start with: each would record events and deliveries. */
  async function leadingWrites(): Promise<Json[]> {
    const existing = await makeActivity(team, sprintId, { title: "Existing" });
    return [
      { operation: "create_sprint", params: teamParams(), body: { name: "Batch sprint" }, ref: "s" },
      { operation: "createActivity", params: teamParams(), body: { title: "Parent", sprintId: { $ref: "s" } }, ref: "p" },
      { operation: "create_activity", params: teamParams(), body: { title: "Child", sprintId: { $ref: "s" }, parentId: { $ref: "p" } } },
      { operation: "update_activity", params: { activityId: existing.id }, body: { status: "IN_PROGRESS", labels: ["x"] } },
      { operation: "create_relation", params: { activityId: existing.id }, body: { type: "blocks", relatedActivityId: { $ref: "p" } } },
      { operation: "add_comment", params: { activityId: { $ref: "p" } }, body: { content: "Planned in a batch" } },
    ];
  }

  it("runs a sprint, its activities, a sub-task, a blocks relation and a comment in one call, refs resolved", async () => {
    const res = await batch([
      { operation: "create_sprint", params: teamParams(), body: { name: "Planned", startDate: "2026-12-07" }, ref: "s" },
      { operation: "create_activity", params: teamParams(), body: { title: "Epic", sprintId: { $ref: "s" }, points: 3 }, ref: "epic" },
      { operation: "createActivity", params: teamParams(), body: { title: "Step", sprintId: { $ref: "s" }, parentId: { $ref: "epic" }, points: 2 }, ref: "step" },
      { operation: "create_activity", params: teamParams(), body: { title: "Blocker", sprintId: { $ref: "s" } }, ref: "blocker" },
      { operation: "create_relation", params: { activityId: { $ref: "blocker" } }, body: { type: "blocks", relatedActivityId: { $ref: "epic" } } },
      { operation: "add_comment", params: { activityId: { $ref: "step" } }, body: { content: "First step" }, ref: "note" },
      { operation: "create_document", params: teamParams(), body: { title: "Plan", sprintId: { $ref: "s" } } },
      { operation: "update_sprint", params: { sprintId: { $ref: "s" } }, body: { status: "ACTIVE" } },
    ]);
    expectStatus(res, 200);
    expect(res.body.object).toBe("batch");
    expect(res.body.dryRun).toBe(false);
    const results = res.body.results as Json[];
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201, 201, 200]);
    const [sprint, epic, step, blocker, relation, comment, document, updated] = results.map((r) => r.record) as Json[];
    expect(sprint).toMatchObject({ object: "sprint", name: "Planned", status: "PLANNED" });
    expect(epic).toMatchObject({ object: "activity", sprintId: sprint!.id, parentId: null });
    expect(step).toMatchObject({ object: "activity", sprintId: sprint!.id, parentId: epic!.id });
    expect(relation).toMatchObject({ object: "relation", type: "blocks", activityId: blocker!.id, relatedActivityId: epic!.id });
    expect(comment).toMatchObject({ object: "comment", activityId: step!.id, content: "First step" });
    expect(document).toMatchObject({ object: "document", sprintId: sprint!.id });
    expect(updated).toMatchObject({ object: "sprint", id: sprint!.id, status: "ACTIVE" });
    // A versioned record's ETag is the one its GET sends.
    const read = await api.get(`/api/v1/activities/${step!.id}`);
    expect(results[2]!.etag).toBe(read.headers.get("etag"));
    // What the graph keeps followed each operation.
    const readEpic = await get(`/activities/${epic!.id}`);
    expect(readEpic.subtasks).toEqual({ total: 1, done: 0, points: 2, pointsDone: 0 });
    expect(readEpic.blockedBy).toEqual([{ id: blocker!.id, title: "Blocker", status: "PENDING" }]);
    // Each change is an event of the one request, in order.
    const events = (await get(`/teams/${team.id}/events?limit=100`)).data as Json[];
    const ours = events.filter((e) => e.request_id === res.headers.get("x-request-id"));
    expect(ours.map((e) => e.type).reverse()).toEqual([
      "sprint.created",
      "activity.created",
      "activity.created",
      "activity.created",
      "relation.created",
      "comment.created",
      "document.created",
      "sprint.updated",
    ]);
  });

  it("makes its new activities searchable at its commit, not one it deleted again", async () => {
    const operations = [
      ...["Capybara census", "Capybara feeding", "Capybara fencing"].map((title, n) => ({ operation: "create_activity", params: teamParams(), body: { title, sprintId }, ref: `c${n}` })),
      { operation: "delete_activity", params: { activityId: { $ref: "c1" } } },
    ];
    expectStatus(await batch(operations), 200);
    const found = await get(`/teams/${team.id}/activities?q=capybara`);
    expect((found.data as Json[]).map((a) => a.title).sort()).toEqual(["Capybara census", "Capybara fencing"]);
  });

  it("takes If-Match per operation, with the ETag an earlier answer gave", async () => {
    const activity = await makeActivity(team, sprintId, { title: "Versioned" });
    const tag = (await api.get(`/api/v1/activities/${activity.id}`)).headers.get("etag")!;
    const res = await batch([
      { operation: "update_activity", params: { activityId: activity.id }, body: { title: "Once" }, ifMatch: tag },
      { operation: "update_activity", params: { activityId: activity.id }, body: { title: "Twice" } },
    ]);
    expectStatus(res, 200);
    expect(res.body.results[1].record.title).toBe("Twice");
    const stale = await expectAllOrNothing(
      [
        { operation: "update_activity", params: { activityId: activity.id }, body: { points: 1 } },
        { operation: "update_activity", params: { activityId: activity.id }, body: { title: "Stale" }, ifMatch: res.body.results[0].etag },
      ],
      [412, "invalid_request_error", "precondition_failed"],
    );
    expect(stale.body.error.message).toContain("The record changed since you read it");
  });

  describe("all or nothing: a failing last operation leaves every table as it was", () => {
    it("invalid input", async () => {
      const operations = await leadingWrites();
      await expectAllOrNothing(
        [...operations, { operation: "create_activity", params: teamParams(), body: { title: "x".repeat(301), sprintId } }],
        [400, "invalid_request_error", "parameter_invalid", `operations.${operations.length}.body.title`],
      );
      await expectAllOrNothing(
        [...operations, { operation: "create_activity", params: teamParams(), body: { title: "No sprint" } }],
        [400, "invalid_request_error", "parameter_missing", `operations.${operations.length}.body.sprintId`],
      );
      await expectAllOrNothing(
        [...operations, { operation: "create_activity", params: teamParams(), body: { title: "T", sprintId, bogus: 1 } }],
        [400, "invalid_request_error", "unknown_parameter", `operations.${operations.length}.body.bogus`],
      );
    });

    it("a role too low (a MEMBER completing an activity, or making a sprint)", async () => {
      const member = team.member.api;
      const operations = (await leadingWrites()).filter((op) => op.operation !== "create_sprint").map((op) => JSON.parse(JSON.stringify(op).replace(/\{"\$ref":"s"\}/g, JSON.stringify(sprintId))));
      await expectAllOrNothing(
        [...operations, { operation: "create_activity", params: teamParams(), body: { title: "Done", sprintId, status: "COMPLETED" } }],
        [403, "permission_error", "insufficient_role"],
        member,
      );
      await expectAllOrNothing(
        [...operations, { operation: "create_sprint", params: teamParams(), body: { name: "Not mine to make" } }],
        [403, "permission_error", "insufficient_role"],
        member,
      );
    });

    it("another team's ids", async () => {
      const operations = await leadingWrites();
      const theirs = await makeActivity(other, (await makeSprint(other)).id);
      await expectAllOrNothing(
        [...operations, { operation: "update_activity", params: { activityId: theirs.id }, body: { title: "Mine now" } }],
        [404, "not_found_error", "resource_not_found"],
      );
      await expectAllOrNothing(
        [...operations, { operation: "create_activity", params: teamParams(), body: { title: "T", sprintId: theirs.sprintId } }],
        [400, "invalid_request_error", "resource_missing", `operations.${operations.length}.body.sprintId`],
      );
      await expectAllOrNothing(
        [...operations, { operation: "create_activity", params: { teamId: other.id }, body: { title: "T", sprintId } }],
        [403, "permission_error", "not_team_member"],
      );
    });

    it("a stale If-Match", async () => {
      const operations = await leadingWrites();
      const target = await makeActivity(team, sprintId, { title: "Target" });
      await expectAllOrNothing(
        [...operations, { operation: "update_activity", params: { activityId: target.id }, body: { title: "Late" }, ifMatch: '"stale"' }],
        [412, "invalid_request_error", "precondition_failed"],
      );
    });
  });

  describe("dry run", () => {
    it("answers as the real run would, and writes nothing", async () => {
      const operations = await leadingWrites();
      const before = await snapshot();
      const dry = await batch(operations, { dryRun: true });
      expectStatus(dry, 200);
      expect(dry.body.dryRun).toBe(true);
      expect(changesBetween(before, await snapshot())).toEqual([]);
      const real = await batch(operations);
      expectStatus(real, 200);
      expect(real.body.dryRun).toBe(false);
      const shape = (body: Json) =>
        (body.results as Json[]).map(({ status, record }) => ({ status, object: record.object, title: record.title ?? record.name ?? record.content, status2: record.status }));
      expect(shape(dry.body)).toEqual(shape(real.body));
    });

    it("answers a failing operation's error exactly as the real run does", async () => {
      const operations = [
        { operation: "create_activity", params: teamParams(), body: { title: "Fine", sprintId } },
        { operation: "create_activity", params: teamParams(), body: { title: "Bad", sprintId: ABSENT_ID } },
      ];
      const dry = await batch(operations, { dryRun: true });
      const real = await batch(operations);
      expectError(dry, 400, "invalid_request_error", "resource_missing", "operations.1.body.sprintId");
      expect({ ...dry.body, request_id: "" }).toEqual({ ...real.body, request_id: "" });
    });
  });

  describe("scope and role per operation", () => {
    it("needs the write scope", async () => {
      expectError(await batch([{ operation: "create_activity", params: teamParams(), body: { title: "T", sprintId } }], { as: team.readOnly }), 403, "permission_error", "insufficient_scope");
    });

    it("checks each operation's role: a MEMBER may create work, not complete it or make sprints", async () => {
      const member = team.member.api;
      const ok = await batch([{ operation: "create_activity", params: teamParams(), body: { title: "Mine", sprintId } }], { as: member });
      expectStatus(ok, 200);
      expect(ok.body.results[0].record.createdBy).toBe(team.member.id);
      expectError(
        await batch([{ operation: "update_activity", params: { activityId: ok.body.results[0].record.id }, body: { status: "COMPLETED" } }], { as: member }),
        403, "permission_error", "insufficient_role",
      );
    });

    // The batch reads the caller's role and a sprint's team once for all its operations, and reads them
    // again after an operation that may change them: these fail as single requests in turn would.
    it("checks the role as an earlier operation left it: a CAPTAIN who made another CAPTAIN and stepped down to MEMBER makes no sprint", async () => {
      const member = (userId: string) => ({ teamId: team.id, userId });
      await expectAllOrNothing(
        [
          { operation: "create_sprint", params: teamParams(), body: { name: "While CAPTAIN" } },
          { operation: "update_member", params: member(team.staff.id), body: { role: "CAPTAIN" } },
          { operation: "update_member", params: member(team.captain.id), body: { role: "MEMBER" } },
          { operation: "create_sprint", params: teamParams(), body: { name: "Not mine to make now" } },
        ],
        [403, "permission_error", "insufficient_role"],
      );
    });

    it("checks membership as an earlier operation left it: a STAFF member who left the team creates nothing in it", async () => {
      await expectAllOrNothing(
        [
          { operation: "create_activity", params: teamParams(), body: { title: "Before leaving", sprintId } },
          { operation: "remove_member", params: { teamId: team.id, userId: team.staff.id } },
          { operation: "create_activity", params: teamParams(), body: { title: "After leaving", sprintId } },
        ],
        [403, "permission_error", "not_team_member"],
        team.staff.api,
      );
    });

    it("checks a sprint as an earlier operation left it: no activity goes into a sprint the batch deleted", async () => {
      await expectAllOrNothing(
        [
          { operation: "create_sprint", params: teamParams(), body: { name: "Short-lived" }, ref: "s" },
          { operation: "create_activity", params: teamParams(), body: { title: "In it", sprintId: { $ref: "s" } } },
          { operation: "delete_sprint", params: { sprintId: { $ref: "s" } }, query: { cascade: true } },
          { operation: "create_activity", params: teamParams(), body: { title: "In it, deleted", sprintId: { $ref: "s" } } },
        ],
        [400, "invalid_request_error", "resource_missing", "operations.3.body.sprintId"],
      );
    });

    it("checks membership per operation: an outsider's batch in this team is refused", async () => {
      expectError(
        await batch([{ operation: "create_activity", params: teamParams(), body: { title: "T", sprintId } }], { as: team.outsider.api }),
        403, "permission_error", "not_team_member",
      );
    });
  });

  describe("what a batch refuses before running anything", () => {
    const create = () => ({ operation: "create_activity", params: teamParams(), body: { title: "T", sprintId } });
    const cases: Array<[string, () => Json[], string]> = [
      ["a read", () => [create(), { operation: "get_activity", params: { activityId: ABSENT_ID } }], "operations.1.operation"],
      ["a read by operation name", () => [{ operation: "listActivities", params: teamParams() }], "operations.0.operation"],
      ["a nested batch", () => [create(), { operation: "batch", body: { operations: [create()] } }], "operations.1.operation"],
      ["update_activities, which runs a batch itself", () => [{ operation: "update_activities", body: { ids: [ABSENT_ID], status: "TODO" } }], "operations.0.operation"],
      ["a plan commit, which writes in its own transaction", () => [{ operation: "plan_sprint_from_text", params: teamParams(), body: { text: "x", commit: true } }], "operations.0.operation"],
      ["an operation that does not exist", () => [{ operation: "drop_tables" }], "operations.0.operation"],
      ["a $ref to no earlier operation", () => [create(), { operation: "create_activity", params: teamParams(), body: { title: "T", sprintId: { $ref: "later" } } }, { ...create(), ref: "later" }], "operations.1.body.sprintId"],
      ["a ref given twice", () => [{ ...create(), ref: "a" }, { ...create(), ref: "a" }], "operations.1.ref"],
      ["If-Match on an operation that checks none", () => [{ ...create(), ifMatch: '"x"' }], "operations.0.ifMatch"],
      ["a NUL in an operation's text", () => [create(), { ...create(), body: { title: "T\u0000", sprintId } }], "operations.1.body.title"],
      ["a lone surrogate in an operation's label", () => [{ ...create(), body: { title: "T", sprintId, labels: ["\ud800"] } }], "operations.0.body.labels.0"],
      ["more than 100 operations", () => Array.from({ length: 101 }, create), "operations"],
      ["no operation", () => [], "operations"],
    ];
    it.each(cases)("%s", async (_name, operations, param) => {
      const before = await snapshot();
      expectError(await batch(operations()), 400, "invalid_request_error", "parameter_invalid", param);
      expect(changesBetween(before, await snapshot())).toEqual([]);
    });

    it("an unknown field of an operation", async () => {
      expectError(await batch([{ ...create(), headers: {} }]), 400, "invalid_request_error", "unknown_parameter", "operations.0.headers");
    });
  });

  describe("Idempotency-Key for the whole batch", () => {
    it("replays the first answer, refuses another batch under the key, and keeps no key for a failed batch", async () => {
      const key = `batch-${Date.now()}`;
      const operations = [
        { operation: "create_sprint", params: teamParams(), body: { name: "Once" }, ref: "s" },
        { operation: "create_activity", params: teamParams(), body: { title: "Once", sprintId: { $ref: "s" } } },
      ];
      const first = await batch(operations, { headers: { "idempotency-key": key } });
      expectStatus(first, 200);
      const before = await snapshot();
      const again = await batch(operations, { headers: { "idempotency-key": key } });
      expectStatus(again, 200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
      expect(changesBetween(before, await snapshot())).toEqual([]);
      expectError(await batch(operations.slice(0, 1), { headers: { "idempotency-key": key } }), 400, "invalid_request_error", "idempotency_key_reused", "Idempotency-Key");

      const failing = [operations[0]!, { operation: "create_activity", params: teamParams(), body: { title: "Bad", sprintId: ABSENT_ID } }];
      const retryKey = `batch-fail-${Date.now()}`;
      expectError(await batch(failing, { headers: { "idempotency-key": retryKey } }), 400, "invalid_request_error", "resource_missing", "operations.1.body.sprintId");
      // The key was not kept: the same key with the batch put right runs it.
      expectStatus(await batch(operations, { headers: { "idempotency-key": retryKey } }), 200);
    });
  });

  describe("over MCP (the bulk toolset)", () => {
    type Mcp = Awaited<ReturnType<typeof mcpClient>>;
    const clients: Mcp[] = [];
    const connect = async (key: string) => {
      const c = await mcpClient(server.url, key, "?toolsets=bulk");
      clients.push(c);
      return c;
    };
    afterAll(async () => Promise.all(clients.map((c) => c.close())));
    const call = async (c: Mcp, name: string, args: Json) => (await c.callTool({ name, arguments: args })) as Json;

    it("batch: the same operations, refs and answer as over REST; a failing operation writes nothing", async () => {
      const captain = await connect(team.captain.key);
      const done = await call(captain, "batch", {
        operations: [
          { operation: "create_sprint", params: teamParams(), body: { name: "Over MCP" }, ref: "s" },
          { operation: "create_activity", params: teamParams(), body: { title: "In it", sprintId: { $ref: "s" } } },
        ],
      });
      expect(done.isError, JSON.stringify(done.content)).toBeFalsy();
      expect(done.structuredContent.results.map((r: Json) => r.status)).toEqual([201, 201]);
      expect(done.structuredContent.results[1].record.sprintId).toBe(done.structuredContent.results[0].record.id);
      const operations = [...(await leadingWrites()).slice(0, 2), { operation: "create_activity", params: teamParams(), body: { title: "", sprintId } }];
      const before = await snapshot();
      const failed = toolError(await call(captain, "batch", { operations }));
      expect(failed.error).toMatchObject({ type: "invalid_request_error", code: "parameter_invalid", param: "operations.2.body.title", index: 2 });
      expect(changesBetween(before, await snapshot())).toEqual([]);
    });

    it("update_activities: one patch for many, labels added and removed on each activity's own", async () => {
      const captain = await connect(team.captain.key);
      const a = await makeActivity(team, sprintId, { title: "A", labels: ["old", "keep"] });
      const b = await makeActivity(team, sprintId, { title: "B", labels: ["Keep"] });
      const otherSprint = (await makeSprint(team)).id;
      const res = await call(captain, "update_activities", {
        ids: [a.id, b.id],
        status: "IN_PROGRESS",
        assignedTo: team.staff.id,
        priority: "HIGH",
        sprintId: otherSprint,
        addLabels: ["new", "KEEP"],
        removeLabels: ["OLD"],
      });
      expect(res.isError, JSON.stringify(res.content)).toBeFalsy();
      expect(res.structuredContent).toMatchObject({ object: "batch", dryRun: false });
      const [ra, rb] = res.structuredContent.results.map((r: Json) => r.record) as Json[];
      expect(ra).toMatchObject({ id: a.id, status: "IN_PROGRESS", assignedTo: team.staff.id, priority: "HIGH", sprintId: otherSprint, labels: ["keep", "new"] });
      expect(rb).toMatchObject({ id: b.id, status: "IN_PROGRESS", assignedTo: team.staff.id, priority: "HIGH", sprintId: otherSprint, labels: ["Keep", "new"] });
      expect(await get(`/activities/${a.id}`)).toMatchObject({ status: "IN_PROGRESS", labels: ["keep", "new"] });
    });

    it("update_activities: all or nothing, naming the activity that failed", async () => {
      const member = await connect(team.member.key);
      const a = await makeActivity(team, sprintId, { title: "A" });
      const theirs = await makeActivity(other, (await makeSprint(other)).id);
      const before = await snapshot();
      const foreign = toolError(await call(member, "update_activities", { ids: [a.id, theirs.id], priority: "LOW" }));
      expect(foreign.error).toMatchObject({ type: "not_found_error", code: "resource_not_found", index: 1 });
      expect(foreign.error.param).toBeUndefined();
      const role = toolError(await call(member, "update_activities", { ids: [a.id], status: "COMPLETED" }));
      expect(role.error).toMatchObject({ type: "permission_error", code: "insufficient_role", index: 0 });
      const missing = toolError(await call(member, "update_activities", { ids: [a.id], sprintId: ABSENT_ID }));
      expect(missing.error).toMatchObject({ code: "resource_missing", param: "sprintId", index: 0 });
      const tooMany = toolError(await call(member, "update_activities", { ids: [a.id], addLabels: Array.from({ length: 21 }, (_, i) => `l${i}`) }));
      expect(tooMany.error).toMatchObject({ code: "parameter_invalid", param: "addLabels" });
      expect(changesBetween(before, await snapshot())).toEqual([]);
    });
  });

  describe.runIf(engine === "postgres")("concurrency", () => {
    it("runs batches that lock the same rows in opposite orders, every one to its end", async () => {
      const [x, y] = [await makeActivity(team, sprintId, { title: "X" }), await makeActivity(team, sprintId, { title: "Y" })];
      // A title takes the row's lock alone (no graph lock, which would put the batches in one line).
      const update = (id: string, round: number) => ({ operation: "update_activity", params: { activityId: id }, body: { title: `Round ${round}` } });
      // Each round, two batches at once: one takes X's lock and then Y's, the other Y's and then X's.
      // PostgreSQL ends one of them to break the deadlock (after its deadlock_timeout), and that
      // batch runs again.
      const answers: ApiResponse[] = [];
      for (let round = 0; round < 3; round++) {
        answers.push(...(await Promise.all([batch([update(x.id, round), update(y.id, round)]), batch([update(y.id, round), update(x.id, round)])])));
      }
      for (const answer of answers) expectStatus(answer, 200);
    }, 30_000);
  });
});

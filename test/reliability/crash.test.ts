// Crash safety: `sprintroom serve` killed (SIGKILL) while concurrent writes are in flight loses no
// write it acknowledged and leaves none half-made. Each round starts a server on the same database,
// runs concurrent writers (sprints, activities, comments and documents created; PATCHes; a plan
// committed as a sprint with its activities; activities deleted with their comments) and kills the
// server after a random number of answers. The database is then checked as the crash left it (SQLite:
// integrity_check, foreign_key_check, the full-text index; both engines: no orphans), and the next
// server must serve every acknowledged write exactly as answered, in its lists too; an unanswered
// write is either absent or whole. SPRINTROOM_LONG_TESTS=1 runs more rounds, writers and writes.
import { isDeepStrictEqual } from "node:util";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { request } from "../support/client.js";
import { testEngines } from "../support/databases.js";
import { seedDatabase, type SeededDatabase } from "../support/seed-database.js";
import { NO_LIMITS } from "../support/start-server.js";
import { spawnServer, type ChildServer } from "../support/spawn-server.js";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const LONG = process.env.SPRINTROOM_LONG_TESTS === "1";
const ROUNDS = LONG ? 6 : 2;
const WRITERS = LONG ? 16 : 12;
const ACKS_PER_ROUND = LONG ? { min: 150, max: 400 } : { min: 40, max: 100 };

type Kind = "sprint" | "activity" | "document";

/** A record some write made, as the API last answered it. */
interface Tracked {
  kind: Kind;
  id: string;
  state: Json;
  /** A PATCH sent and never answered: it landed whole, or not at all. */
  pending?: Json;
  deleted: "no" | "yes" | "maybe";
  /** Writes in flight that need it to stay (a comment on it, a document linked to it). */
  readers: number;
  /** A PATCH or DELETE of it in flight: only one at a time, so its outcome is known. */
  writer: boolean;
}

/** A create never answered, found again by the marker in its name or title. */
interface Unanswered {
  kind: Kind | "plan";
  body: Json;
}

/** A create sent with an Idempotency-Key (its marker): retried after the restart, with the id it answered if it did. */
interface Keyed {
  kind: Kind | "plan";
  path: string;
  body: Json;
  id?: string;
}

/** Row counts, as the crash left the database. */
interface Counts {
  sprints: number;
  activities: number;
  comments: number;
  documents: number;
}

const MARKER = /\bm\d+x\d+\b/;
const COMPLETED = ["COMPLETED", "DONE"];
const STATUSES = ["PENDING", "IN_PROGRESS", "BLOCKED", "REVIEW", "COMPLETED", "DONE", "REOPENED"];
const PRIORITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL", null];
const PLAN_STEPS = 4;

const pick = <T,>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));
const word = () => Array.from({ length: 12 }, () => pick("abcdefghijklmnopqrstuvwxyz".split(""))).join("");
/** A document body of 200 B to 60 KB that full-text search finds by its first word. */
const documentContent = (token: string) => `${token} ${"The crash test writes this sentence again and again. ".repeat(between(4, 1200))}`;

async function eachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++] as T);
  }));
}

// ---- the database as the crash left it ----

const ORPHANS: Record<string, string> = {
  "activities without their sprint (or in another team's)":
    "SELECT count(*) AS n FROM activities a LEFT JOIN sprints s ON s.id = a.sprint_id WHERE s.id IS NULL OR s.team_id <> a.team_id",
  "comments without their activity (or in another team's)":
    "SELECT count(*) AS n FROM comments c LEFT JOIN activities a ON a.id = c.activity_id WHERE a.id IS NULL OR a.team_id <> c.team_id",
  "documents linked to a missing sprint":
    "SELECT count(*) AS n FROM documents d LEFT JOIN sprints s ON s.id = d.sprint_id WHERE d.sprint_id IS NOT NULL AND s.id IS NULL",
  "documents linked to a missing activity":
    "SELECT count(*) AS n FROM documents d LEFT JOIN activities a ON a.id = d.activity_id WHERE d.activity_id IS NOT NULL AND a.id IS NULL",
};
const COUNTS =
  "SELECT (SELECT count(*) FROM sprints) AS sprints, (SELECT count(*) FROM activities) AS activities, " +
  "(SELECT count(*) FROM comments) AS comments, (SELECT count(*) FROM documents) AS documents";

async function checkDatabase(seed: SeededDatabase): Promise<Counts> {
  const queries: Array<[string, string]> = [...Object.entries(ORPHANS), ["counts", COUNTS]];
  const rows = new Map<string, Json>();
  if (seed.engine === "sqlite") {
    const db = new SqliteDatabase(seed.databaseUrl.slice("sqlite:".length));
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(db.pragma("foreign_key_check")).toEqual([]);
      // Throws (SQLITE_CORRUPT_VTAB) if the full-text index and the documents table disagree.
      db.prepare("INSERT INTO documents_fts(documents_fts, rank) VALUES ('integrity-check', 1)").run();
      for (const [name, query] of queries) rows.set(name, db.prepare(query).get());
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: seed.databaseUrl });
    await client.connect();
    try {
      for (const [name, query] of queries) rows.set(name, (await client.query(query)).rows[0]);
    } finally {
      await client.end();
    }
  }
  for (const name of Object.keys(ORPHANS)) expect(Number(rows.get(name).n), name).toBe(0);
  const counts = rows.get("counts");
  return { sprints: Number(counts.sprints), activities: Number(counts.activities), comments: Number(counts.comments), documents: Number(counts.documents) };
}

// ---- the writers, and what they were told ----

function crashModel(seed: SeededDatabase) {
  const records = new Map<string, Tracked>();
  const comments = new Map<string, Json[]>();
  const unanswered = new Map<string, Unanswered>();
  const unansweredComments = new Map<string, Set<string>>();
  const keyed = new Map<string, Keyed>();
  let round = 0;
  let counter = 0;
  const marker = () => `m${round}x${counter++}`;

  const track = (kind: Kind, state: Json) => records.set(state.id, { kind, id: state.id, state, deleted: "no", readers: 0, writer: false });
  /** A live record nothing else is writing; `exclusive` also wants no reader. */
  const free = (kind: Kind, exclusive: boolean): Tracked | undefined => {
    const candidates = [...records.values()].filter(
      (r) => r.kind === kind && r.deleted === "no" && !r.writer && (!exclusive || r.readers === 0),
    );
    return candidates.length === 0 ? undefined : pick(candidates);
  };
  const hold = (readers: Array<Tracked | undefined>, writer?: Tracked) => {
    for (const r of readers) if (r) r.readers++;
    if (writer) writer.writer = true;
    return () => {
      for (const r of readers) if (r) r.readers--;
      if (writer) writer.writer = false;
    };
  };

  /** One round of writers against `child`, which is killed at the `target`th answered write. */
  async function load(child: ChildServer, target: number) {
    round++;
    let answered = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed: Promise<void> | undefined;

    /** The answer's body, or undefined if the server died first. Any answer but a 2xx fails the test. */
    async function send(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<{ body: Json } | undefined> {
      inFlight++;
      let res;
      try {
        const headers: Record<string, string> = idempotencyKey ? { "idempotency-key": idempotencyKey } : {};
        res = await request(child.url, method, `/api/v1${path}`, { key: seed.key, body, headers });
      } catch (error) {
        // fetch fails with a TypeError when the connection dies; anything else is a real failure.
        if (killed === undefined || !(error instanceof TypeError)) throw error;
        return undefined;
      } finally {
        inFlight--;
      }
      if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
      answered++;
      if (answered === target) {
        inFlightAtKill = inFlight;
        killed = child.kill();
      }
      return { body: res.body };
    }

    /** Half the creates carry an Idempotency-Key (their marker), to be retried after the restart. */
    const keyedCreate = async (kind: Keyed["kind"], m: string, path: string, body: Json) => {
      const key = Math.random() < 0.5 ? m : undefined;
      const res = await send("POST", path, body, key);
      if (key) keyed.set(m, { kind, path, body, id: res && (kind === "plan" ? res.body.sprint.id : res.body.id) });
      return res;
    };
    const createSprint = async () => {
      const m = marker();
      const body = { name: `Sprint ${m}`, goal: `Goal of ${m}`, description: `About ${m}`, startDate: "2026-12-01", endDate: "2026-12-14" };
      const res = await keyedCreate("sprint", m, `/teams/${seed.teamId}/sprints`, body);
      if (res) track("sprint", res.body);
      else unanswered.set(m, { kind: "sprint", body });
    };
    const createActivity = async () => {
      const sprint = free("sprint", false);
      if (!sprint) return createSprint();
      const m = marker();
      const body = { title: `Activity ${m}`, sprintId: sprint.id, description: `Work for ${m}`, priority: pick(PRIORITIES), points: between(0, 13), dueDate: "2026-12-10" };
      const release = hold([sprint]);
      const res = await keyedCreate("activity", m, `/teams/${seed.teamId}/activities`, body);
      release();
      if (res) track("activity", res.body);
      else unanswered.set(m, { kind: "activity", body });
    };
    const addComment = async () => {
      const activity = free("activity", false);
      if (!activity) return createActivity();
      const content = `Comment ${marker()}: ${"a note on the work. ".repeat(between(1, 40))}`;
      const release = hold([activity]);
      const res = await send("POST", `/activities/${activity.id}/comments`, { content });
      release();
      if (res) comments.set(activity.id, [...(comments.get(activity.id) ?? []), res.body]);
      else unansweredComments.set(activity.id, new Set([...(unansweredComments.get(activity.id) ?? []), content]));
    };
    const createDocument = async () => {
      const sprint = free("sprint", false);
      const activity = Math.random() < 0.5 ? free("activity", false) : undefined;
      const m = marker();
      const body = { title: `Document ${m}`, content: documentContent(word()), sprintId: sprint?.id ?? null, activityId: activity?.id ?? null };
      const release = hold([sprint, activity]);
      const res = await keyedCreate("document", m, `/teams/${seed.teamId}/documents`, body);
      release();
      if (res) track("document", res.body);
      else unanswered.set(m, { kind: "document", body });
    };
    /** A PATCH of several fields at once: after a crash, all of them or none. */
    const patch = async (kind: Kind, path: string, body: () => Json, also: (r: Tracked) => Tracked | undefined = () => undefined) => {
      const record = free(kind, false);
      const link = record && also(record);
      if (!record || link?.writer) return createSprint();
      const release = hold([link], record);
      const patchBody = body();
      const res = await send("PATCH", `${path}/${record.id}`, patchBody);
      release();
      if (res) record.state = res.body;
      else record.pending = patchBody;
    };
    const patchActivity = () =>
      patch("activity", "/activities", () => ({ title: `Activity ${marker()}`, status: pick(STATUSES), priority: pick(PRIORITIES), points: between(0, 100) }));
    const patchSprint = () => patch("sprint", "/sprints", () => ({ goal: `Goal ${marker()}`, description: `Changed ${word()}`, status: pick(["ACTIVE", "PAUSED", "REVIEW"]) }));
    const patchDocument = () =>
      patch("document", "/documents", () => ({ title: `Document ${marker()}`, content: documentContent(word()) }), (d) =>
        d.state.activityId ? records.get(d.state.activityId) : undefined,
      );
    /** One transaction writes a sprint and its activities: after a crash, all of them or none. */
    const commitPlan = async () => {
      const m = marker();
      const text = `Sprint ${m}: crash plan\n${Array.from({ length: PLAN_STEPS }, (_, i) => `- Step ${i + 1} ${m}`).join("\n")}`;
      const body = { text, commit: true };
      const res = await keyedCreate("plan", m, `/teams/${seed.teamId}/ai/plan-sprint`, body);
      if (!res) return void unanswered.set(m, { kind: "plan", body });
      expect(res.body.activities).toHaveLength(PLAN_STEPS);
      track("sprint", res.body.sprint);
      for (const activity of res.body.activities) track("activity", activity);
    };
    /** Deletes an activity, its comments, and unlinks its documents, in one transaction. */
    const deleteActivity = async () => {
      const activity = free("activity", true);
      if (!activity) return createActivity();
      const release = hold([], activity);
      const res = await send("DELETE", `/activities/${activity.id}`);
      release();
      if (res) deleted(activity);
      else activity.deleted = "maybe";
    };

    const mix: Array<[number, () => Promise<void>]> = [
      [8, createSprint],
      [22, createActivity],
      [18, addComment],
      [14, createDocument],
      [12, patchActivity],
      [8, patchDocument],
      [6, patchSprint],
      [6, commitPlan],
      [6, deleteActivity],
    ];
    const total = mix.reduce((sum, [weight]) => sum + weight, 0);
    const step = () => {
      let roll = Math.random() * total;
      for (const [weight, op] of mix) if ((roll -= weight) < 0) return op();
      return createSprint();
    };
    await Promise.all(Array.from({ length: WRITERS }, async () => {
      while (killed === undefined) await step();
    }));
    await killed;
    return { answered, inFlightAtKill };
  }

  /** What an acknowledged delete of an activity did: its comments gone, its documents unlinked. */
  function deleted(activity: Tracked): void {
    activity.deleted = "yes";
    comments.delete(activity.id);
    unansweredComments.delete(activity.id);
    for (const r of records.values()) if (r.kind === "document" && r.state.activityId === activity.id) r.state = { ...r.state, activityId: null };
  }

  /** The record as GET answers it: as last answered, or with its unanswered PATCH applied whole. */
  function expectIntact(r: Tracked, body: Json): void {
    const context = `${r.kind} ${r.id}`;
    if (r.pending === undefined || isDeepStrictEqual(body, r.state)) {
      expect(body, context).toEqual(r.state);
      return;
    }
    const expected = { ...r.state, ...r.pending, updatedAt: expect.any(String) };
    if (r.kind === "activity") expected.completedAt = COMPLETED.includes(expected.status) ? expect.any(String) : null;
    expect(body, `${context}: its unanswered PATCH ${JSON.stringify(r.pending)} landed only in part`).toEqual(expected);
  }

  /** Every acknowledged write is there as answered, every unanswered one absent or whole. */
  async function verify(url: string, counts: Counts): Promise<void> {
    const get = (path: string) => request(url, "GET", `/api/v1${path}`, { key: seed.key });
    const listAll = async (path: string): Promise<Json[]> => {
      const items: Json[] = [];
      let cursor: string | undefined;
      do {
        const res = await get(`${path}${path.includes("?") ? "&" : "?"}limit=100${cursor ? `&starting_after=${cursor}` : ""}`);
        expect(res.status, res.text).toBe(200);
        items.push(...res.body.data);
        cursor = res.body.has_more ? res.body.next_cursor : undefined;
      } while (cursor);
      return items;
    };
    const listed: Record<Kind, Map<string, Json>> = {
      sprint: new Map((await listAll(`/teams/${seed.teamId}/sprints`)).map((s) => [s.id, s])),
      activity: new Map((await listAll(`/teams/${seed.teamId}/activities`)).map((a) => [a.id, a])),
      document: new Map((await listAll(`/teams/${seed.teamId}/documents`)).map((d) => [d.id, d])),
    };
    expect({ sprints: listed.sprint.size, activities: listed.activity.size, documents: listed.document.size }).toEqual({
      sprints: counts.sprints,
      activities: counts.activities,
      documents: counts.documents,
    });
    const path = { sprint: "/sprints", activity: "/activities", document: "/documents" };
    const asListed = (kind: Kind, body: Json) => {
      if (kind !== "document") return body;
      const { content: _content, ...rest } = body;
      return { ...rest, snippet: expect.any(String) };
    };

    // Activities first: a delete that was never answered decides what happened to comments and links.
    for (const kind of ["activity", "sprint", "document"] as const) {
      await eachLimit([...records.values()].filter((r) => r.kind === kind && r.deleted !== "yes"), 8, async (r) => {
        const res = await get(`${path[kind]}/${r.id}`);
        if (r.deleted === "maybe" && res.status === 404) {
          expect(listed.activity.has(r.id)).toBe(false);
          expect((await get(`/activities/${r.id}/comments`)).status).toBe(404);
          return deleted(r);
        }
        expect(res.status, `${kind} ${r.id} (acknowledged) is missing: ${res.text}`).toBe(200);
        expectIntact(r, res.body);
        expect(listed[kind].get(r.id), `${kind} ${r.id} is missing from its list`).toEqual(asListed(kind, res.body));
        Object.assign(r, { state: res.body, pending: undefined, deleted: "no" });
      });
    }
    for (const r of records.values()) if (r.deleted === "yes") expect(listed[r.kind].has(r.id), `${r.kind} ${r.id} was deleted`).toBe(false);

    // Whatever else is listed must be an unanswered create, whole; a committed plan has every step.
    const landed = new Set<string>();
    const markerOf = (kind: Kind, item: Json) => MARKER.exec(kind === "sprint" ? item.name : item.title)?.[0];
    for (const kind of ["sprint", "activity", "document"] as const) {
      for (const item of listed[kind].values()) {
        if (records.has(item.id)) continue;
        const m = markerOf(kind, item);
        const origin = m === undefined ? undefined : unanswered.get(m);
        expect(origin?.kind === kind || origin?.kind === "plan", `${kind} ${item.id} (${JSON.stringify(item)}) was never written`).toBe(true);
        landed.add(m as string);
        if (origin?.kind === "plan") {
          const steps = [...listed.activity.values()].filter((a) => markerOf("activity", a) === m);
          if (kind === "sprint") {
            expect(steps.map((a) => [a.sprintId, a.title]).sort(), `plan ${m} landed in part`).toEqual(
              Array.from({ length: PLAN_STEPS }, (_, i) => [item.id, `Step ${i + 1} ${m}`]),
            );
          }
          expect(steps.every((a) => listed.sprint.has(a.sprintId))).toBe(true);
        }
        const res = await get(`${path[kind]}/${item.id}`);
        expect(res.status).toBe(200);
        if (origin?.kind === kind) expect(res.body, `unanswered ${kind} ${m} is not whole`).toMatchObject(origin.body);
        track(kind, res.body);
      }
    }

    // Comments: every acknowledged one, and only unanswered ones besides.
    let commentCount = 0;
    await eachLimit([...records.values()].filter((r) => r.kind === "activity" && r.deleted === "no"), 8, async (r) => {
      const found = await listAll(`/activities/${r.id}/comments`);
      commentCount += found.length;
      const expected = comments.get(r.id) ?? [];
      for (const comment of expected) expect(found, `comment ${comment.id} of activity ${r.id}`).toContainEqual(comment);
      const extra = found.filter((c) => !expected.some((e: Json) => e.id === c.id));
      for (const comment of extra) {
        expect(unansweredComments.get(r.id)?.has(comment.content), `comment ${comment.id} was never written`).toBe(true);
        expect(comment).toMatchObject({ activityId: r.id, authorId: seed.userId });
      }
      comments.set(r.id, found);
    });
    expect(commentCount).toBe(counts.comments);

    // The full-text index answers for documents written before the crash.
    const documents = [...records.values()].filter((r) => r.kind === "document" && r.deleted === "no");
    for (const r of documents.sort(() => Math.random() - 0.5).slice(0, 8)) {
      const token = (r.state.content as string).split(" ")[0] as string;
      const res = await get(`/teams/${seed.teamId}/documents?q=${token}`);
      expect(res.body.data.map((d: Json) => d.id), `search for ${token}`).toContain(r.id);
    }

    // Retries with the same Idempotency-Key: an acknowledged create replays its answer; an unanswered
    // one replays if (and only if) it landed, its answer kept in the same transaction; one that claimed
    // its key but did not land is still "in progress" (taken over after 15 minutes), never run twice;
    // one that never reached the server runs now.
    await eachLimit([...keyed.entries()], 8, async ([m, k]) => {
      const res = await request(url, "POST", `/api/v1${k.path}`, { key: seed.key, body: k.body, headers: { "idempotency-key": m } });
      const context = `retry of ${k.kind} ${m}: ${res.status} ${res.text.slice(0, 300)}`;
      if (k.id !== undefined || landed.has(m)) {
        expect(res.status, context).toBe(201);
        expect(res.headers.get("idempotent-replayed"), context).toBe("true");
        const id = k.kind === "plan" ? res.body.sprint.id : res.body.id;
        if (k.id !== undefined) expect(id, context).toBe(k.id);
        else expect(records.has(id), context).toBe(true);
      } else if (res.status === 201) {
        // The request died before it claimed its key: the retry is its first run.
        expect(res.headers.get("idempotent-replayed"), context).toBeNull();
        if (k.kind === "plan") {
          track("sprint", res.body.sprint);
          for (const activity of res.body.activities) track("activity", activity);
        } else {
          track(k.kind, res.body);
        }
      } else {
        expect(res.status, context).toBe(409);
        expect(res.body.error.code, context).toBe("idempotency_in_progress");
      }
    });
    keyed.clear();
    unanswered.clear();
    unansweredComments.clear();
    for (const [id, r] of records) if (r.deleted === "yes") records.delete(id);
  }

  return { load, verify, size: () => records.size };
}

describe.each(testEngines())("crash safety (%s)", (engine) => {
  let child: ChildServer | undefined;
  let seed: SeededDatabase | undefined;
  afterEach(async () => {
    await child?.kill();
    await seed?.drop();
  });

  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs under load, and no half-made one`, async () => {
    seed = await seedDatabase(engine);
    const env = { DATABASE_URL: seed.databaseUrl, SPRINTROOM_DEMO: "0", ...NO_LIMITS };
    const model = crashModel(seed);
    let counts: Counts | undefined;
    for (let round = 1; round <= ROUNDS + 1; round++) {
      child = await spawnServer(env);
      if (counts) await model.verify(child.url, counts);
      if (round > ROUNDS) break;
      const target = between(ACKS_PER_ROUND.min, ACKS_PER_ROUND.max);
      const { answered, inFlightAtKill } = await model.load(child, target);
      expect(answered).toBeGreaterThanOrEqual(target);
      expect(inFlightAtKill, "the server was killed with no write in flight").toBeGreaterThan(0);
      expect((await child.exited).signal).toBe("SIGKILL");
      counts = await checkDatabase(seed);
    }
    expect(model.size()).toBeGreaterThan(ROUNDS * ACKS_PER_ROUND.min * 0.3);
    expect(await child?.stop()).toBe(0);
  }, LONG ? 150_000 : 60_000);
});

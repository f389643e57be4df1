// The board's pure parts, without HTTP: the stages every status belongs to, which sprint opens,
// the flash that shows a secret once, Markdown made safe, where sign-in may lead, what an edit
// form sends, the icon's bytes, the history's sentences and a card's work-graph line.
import { describe, expect, it } from "vitest";
import { requireRole, roleAllows, roleRule } from "../../src/domain/runtime/permissions.js";
import { sessionCredentialId } from "../../src/domain/flows/sign-in.js";
import { Uuid } from "../../src/schemas/common.js";
import { ATTENTION_STATUSES, STAGES, stageOf, statusWords } from "../../src/domain/operations/status-groups.js";
import { ACTIVITY_STATUSES } from "../../src/schemas/activities.js";
import type { SprintRecord } from "../../src/schemas/sprints.js";
import { currentSprint } from "../../src/web/board/current-sprint.js";
import { createFlashStore } from "../../src/web/flash.js";
import { changedFields, labelsOf, numberOrNull, orNull, queryString } from "../../src/web/form.js";
import { ICON_ICO, ICON_SVG } from "../../src/web/icon.js";
import { MARKDOWN_CHARS, renderMarkdown } from "../../src/web/markdown.js";
import { safeNext } from "../../src/web/session.js";
import { activitiesNamed, historyItem, relationFromSide } from "../../src/web/activities/history.js";
import { graphLine } from "../../src/web/board/cards.js";
import { EVENT_TYPES, type EventRecord } from "../../src/schemas/events.js";
import type { ActivityRecord } from "../../src/schemas/activities.js";

describe("stages", () => {
  it("put every activity status in exactly one stage, in the order people read a board", () => {
    const placed = STAGES.flatMap((stage) => stage.statuses);
    expect([...placed].sort()).toEqual([...ACTIVITY_STATUSES].sort());
    expect(new Set(placed).size).toBe(placed.length);
    expect(STAGES.map((s) => s.key)).toEqual(["todo", "in_progress", "in_review", "done"]);
  });

  it("make done exactly the finished statuses (CONTRACT), and drop each card on a status of its stage", () => {
    expect(stageOf("COMPLETED").key).toBe("done");
    expect([...(STAGES.find((s) => s.key === "done")?.statuses ?? [])].sort()).toEqual(["COMPLETED", "DONE"]);
    for (const stage of STAGES) expect(stage.statuses).toContain(stage.dropStatus);
    // A drop means the same for every role: never a status the role table keeps from MEMBERs.
    expect(STAGES.map((s) => s.dropStatus)).not.toContain("COMPLETED");
    expect([...ATTENTION_STATUSES].map((s) => stageOf(s).key)).toEqual(["in_progress", "in_progress"]);
  });

  it("word statuses as people say them", () => {
    expect(statusWords("IN_PROGRESS")).toBe("In progress");
    expect(statusWords("TODO")).toBe("To do");
    expect(statusWords("CHANGES_REQUESTED")).toBe("Changes requested");
  });
});

describe("the role rule in words", () => {
  it("is the sentence requireRole refuses with, and roleAllows agrees with it", () => {
    expect(roleRule("complete_activity")).toBe("Only a CAPTAIN or STAFF can set an activity's status to COMPLETED");
    expect(() => requireRole("MEMBER", "complete_activity")).toThrow(`${roleRule("complete_activity")}; your role is MEMBER.`);
    expect(roleAllows("MEMBER", "complete_activity")).toBe(false);
    expect(roleAllows("STAFF", "change_review_status")).toBe(true);
  });
});

const sprint = (id: string, status: SprintRecord["status"]): SprintRecord => ({
  object: "sprint",
  id,
  teamId: "t",
  name: id,
  description: null,
  goal: null,
  startDate: null,
  endDate: null,
  status,
  createdAt: "",
  updatedAt: "",
});

describe("a session's credential id", () => {
  it("is a UUID (version 8) from the session's hash: stable, distinct per session", () => {
    const hash = "27fea08ed91ca36afe92ff55da5515ab96982293e4e1bf3e940e5adc9bc380ad";
    expect(sessionCredentialId(hash)).toBe("27fea08e-d91c-836a-be92-ff55da5515ab");
    expect(Uuid.safeParse(sessionCredentialId(hash)).success).toBe(true);
    expect(sessionCredentialId(`0${hash.slice(1)}`)).not.toBe(sessionCredentialId(hash));
  });
});

describe("the sprint a board opens on", () => {
  it("is the active one, else the newest planned one, else the newest; none without sprints", () => {
    expect(currentSprint([sprint("c", "PLANNED"), sprint("b", "ACTIVE"), sprint("a", "ACTIVE")])).toMatchObject({ sprint: { id: "b" }, why: "active" });
    expect(currentSprint([sprint("c", "COMPLETED"), sprint("b", "PLANNED"), sprint("a", "PLANNED")])).toMatchObject({ sprint: { id: "b" }, why: "planned" });
    expect(currentSprint([sprint("c", "PAUSED"), sprint("b", "COMPLETED")])).toMatchObject({ sprint: { id: "c" }, why: "latest" });
    expect(currentSprint([])).toBeUndefined();
  });
});

describe("the flash", () => {
  it("gives a value to its owner only: once with take, until it expires with peek", () => {
    let now = 1_000;
    const flash = createFlashStore(() => now);
    const id = flash.put("session-a", { secret: "s" }, 60_000);
    expect(flash.take("session-b", id)).toBeUndefined();
    expect(flash.peek("session-a", id)).toEqual({ secret: "s" });
    expect(flash.take("session-a", id)).toEqual({ secret: "s" });
    expect(flash.take("session-a", id)).toBeUndefined();

    const kept = flash.put("session-a", "preview", 60_000);
    now += 59_999;
    expect(flash.peek("session-a", kept)).toBe("preview");
    now += 1;
    expect(flash.peek("session-a", kept)).toBeUndefined();
    expect(flash.take("session-a", undefined)).toBeUndefined();
    expect(flash.take("session-a", ["not", "an", "id"])).toBeUndefined();
  });

  it("holds at most ten thousand values, dropping the oldest", () => {
    const flash = createFlashStore(() => 0);
    const first = flash.put("s", 0, 60_000);
    let last = first;
    for (let i = 1; i <= 10_000; i++) last = flash.put("s", i, 60_000);
    expect(flash.peek("s", first)).toBeUndefined();
    expect(flash.peek("s", last)).toBe(10_000);
  });
});

describe("Markdown", () => {
  const render = (source: string, shift = 2) => renderMarkdown(source, shift).text;

  it("shows raw HTML as text and links nothing a browser would run", () => {
    const out = render('<script>alert(1)</script> <img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:x)');
    expect(out).not.toMatch(/<script|<img|href="javascript|href="data|href="vbscript/i);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("links web pages with no referrer, turns images into links, and moves headings under the page's", () => {
    const out = render("# Plan\n\nSee [the spec](https://example.com/spec) and ![the chart](https://example.com/c.png), or <https://example.org>.");
    expect(out).toContain('<h3>Plan</h3>');
    expect(out).toContain('<a href="https://example.com/spec" rel="nofollow noopener noreferrer">the spec</a>');
    expect(out).toContain('<a href="https://example.com/c.png" rel="nofollow noopener noreferrer">Image: the chart</a>');
    expect(out).toContain('<a href="https://example.org" rel="nofollow noopener noreferrer">https://example.org</a>');
    expect(render("###### Deep", 3)).toContain("<h6>Deep</h6>");
  });

  it("renders a document of the largest size the API takes in bounded time", () => {
    const line = "- **Item** with `code`, a [link](https://example.com) and _emphasis_ *nested **deeply** here*\n";
    // Ordinary text, then what makes some parsers quadratic: unclosed brackets and emphasis runs.
    const tail = `${"[".repeat(10_000)}\n\n${"*a".repeat(10_000)}\n\n${"> ".repeat(5_000)}x`;
    const source = `${line.repeat(Math.floor((1_000_000 - tail.length) / line.length))}${tail}`;
    expect(source.length).toBeLessThanOrEqual(1_000_000);
    render(line.repeat(100));
    const started = performance.now();
    const out = render(source);
    // ~100 ms when the machine is idle (rendering all 1 MB took 1-3 s); the bound leaves room for a
    // loaded one and still catches a parse that grows faster than the text.
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(out).toContain("<strong>Item</strong>");
    expect(out).toContain(`Markdown is shown for the first ${MARKDOWN_CHARS.toLocaleString("en")} characters`);
    expect(out).toContain(`<pre class="rest">${"- **Item**"}`);
    expect(out.endsWith("x</pre></div>")).toBe(true);
  });
});

describe("where sign-in leads", () => {
  const team = "01a206e5-2aaa-7698-ab42-9af63806c0c1";
  it("is one of our own pages, with its query, or home", () => {
    for (const next of ["/", "/account", `/t/${team}/board`, `/t/${team}/list?q=tax%20rules&status=TODO,DONE&starting_after=abc_-`, `/oauth/consent?request=${"a".repeat(32)}`]) {
      expect(safeNext(next), next).toBe(next);
    }
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/", `/t/${team}/../../x`, `/t/${team}/board?x="><script>`, "/t/team/board", 42, undefined]) {
      expect(safeNext(next), String(next)).toBe("/");
    }
  });
});

describe("what a form sends", () => {
  it("empty boxes are null, numbers are numbers, anything else goes to the schema as typed", () => {
    expect(orNull("  ")).toBeNull();
    expect(orNull("x")).toBe("x");
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull(" 8 ")).toBe(8);
    expect(numberOrNull("eight")).toBe("eight");
    expect(labelsOf("checkout, bug,, ")).toEqual(["checkout", " bug"]);
  });

  it("an edit sends only what changed", () => {
    const current = { title: "A", status: "COMPLETED", labels: ["x"], points: 3 };
    expect(changedFields(current, { title: "B", status: "COMPLETED", labels: ["x"], points: 3 })).toEqual({ title: "B" });
    expect(changedFields(current, { title: "A", status: "COMPLETED", labels: ["x", "y"], points: null })).toEqual({ labels: ["x", "y"], points: null });
  });

  it("a query string keeps the fields with a value, lists repeated", () => {
    expect(queryString({ q: "a b", status: ["TODO", "DONE"], sprint: "", label: undefined })).toBe("?q=a+b&status=TODO&status=DONE");
    expect(queryString({ q: "" })).toBe("");
  });
});

describe("the icon", () => {
  it("is a 32×32 ICO with one 32-bit image, and an SVG of the same board", () => {
    expect(ICON_ICO.readUInt16LE(2)).toBe(1);
    expect(ICON_ICO.readUInt16LE(4)).toBe(1);
    expect([ICON_ICO[6], ICON_ICO[7]]).toEqual([32, 32]);
    expect(ICON_ICO.readUInt32LE(14) + 22).toBe(ICON_ICO.length);
    expect(ICON_SVG).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*<\/svg>$/);
  });
});

describe("the history in words", () => {
  const THIS = "a-this";
  const OTHER = "a-other";
  const titles: Record<string, string> = { [THIS]: "Ship invoices", [OTHER]: "Tax <rules>" };
  const ctx = { activityId: THIS, nameOf: (id: string | null) => (id === "u-ana" ? "Ana" : null), titleOf: (id: string) => titles[id] };
  const event = (type: EventRecord["type"], object: Record<string, unknown>, previous?: Record<string, unknown>): EventRecord =>
    ({
      object: "event",
      id: "e1",
      type,
      teamId: "t1",
      createdAt: "2026-11-28T10:00:00.000Z",
      actor: { userId: "u-ana", credential: { type: "session", id: "s1" } },
      data: { object, ...(previous ? { previous } : {}) },
      request_id: null,
    }) as unknown as EventRecord;
  const words = (e: EventRecord) => historyItem(e, ctx).text.replace(/<[^>]+>/g, "");

  it("reads a relation from the page's side, either way round", () => {
    expect(relationFromSide({ type: "blocks", activityId: OTHER, relatedActivityId: THIS }, THIS)).toEqual({ view: "blocked_by", other: OTHER });
    expect(relationFromSide({ type: "blocks", activityId: THIS, relatedActivityId: OTHER }, THIS)).toEqual({ view: "blocks", other: OTHER });
    expect(relationFromSide({ type: "duplicates", activityId: OTHER, relatedActivityId: THIS }, THIS)).toEqual({ view: "duplicated_by", other: OTHER });
    expect(relationFromSide({ type: "relates_to", activityId: OTHER, relatedActivityId: THIS }, THIS)).toEqual({ view: "relates_to", other: OTHER });
  });

  it("says every event type in words, never its raw type, with titles escaped", () => {
    const relation = { object: "relation", id: "r1", type: "blocks", activityId: OTHER, relatedActivityId: THIS };
    expect(words(event("relation.created", relation))).toBe("2026-11-28 10:00 UTC Ana added a dependency: blocked by “Tax &lt;rules&gt;” on the board.");
    expect(words(event("relation.deleted", { ...relation, activityId: THIS, relatedActivityId: OTHER }))).toBe(
      "2026-11-28 10:00 UTC Ana removed a dependency: this blocks “Tax &lt;rules&gt;” on the board.",
    );
    expect(words(event("relation.created", { ...relation, type: "relates_to", activityId: "a-gone" }))).toContain("added a relation: relates to a deleted activity");
    expect(words(event("activity.updated", { id: THIS, parentId: null }, { parentId: OTHER }))).toContain("changed the parent from Tax &lt;rules&gt; to none");
    expect(words(event("activity.created", { id: "a-child", title: "Sketch", parentId: THIS }))).toContain("Ana created the sub-task “Sketch”");
    for (const type of EVENT_TYPES) {
      const text = words(event(type, { id: "x1", title: "A title", name: "A name", type: "blocks", activityId: OTHER, relatedActivityId: THIS }, { title: "Old" }));
      expect(text, type).not.toContain(type);
      expect(text, type).toMatch(/^2026-11-28 10:00 UTC Ana [a-z]+ .*on the board\.$/);
    }
  });

  it("names the activities an event mentions, for the page to read their titles", () => {
    expect(activitiesNamed(event("relation.created", { type: "blocks", activityId: THIS, relatedActivityId: OTHER }), THIS)).toEqual([OTHER]);
    expect(activitiesNamed(event("activity.updated", { id: THIS, parentId: "p2" }, { parentId: "p1" }), THIS)).toEqual(["p1", "p2"]);
    expect(activitiesNamed(event("comment.created", { id: "c1" }), THIS)).toEqual([]);
  });
});

describe("a card's work-graph line", () => {
  const base = { subtasks: { total: 0, done: 0, points: 0, pointsDone: 0 }, blockedBy: [] } as unknown as ActivityRecord;
  it("is absent without blockers or sub-tasks, and names the first blocker and the progress otherwise", () => {
    expect(graphLine(base)).toBe("");
    const line = graphLine({
      ...base,
      subtasks: { total: 5, done: 2, points: 0, pointsDone: 0 },
      blockedBy: [
        { id: "b1", title: "Tax <rules>", status: "TODO" },
        { id: "b2", title: "Other", status: "IN_PROGRESS" },
      ],
    });
    const text = typeof line === "string" ? line : line.text;
    expect(text).toContain('data-blocked="2">Blocked by <bdi>Tax &lt;rules&gt;</bdi> and 1 more</span>');
    expect(text).toContain("2/5 sub-tasks done");
  });
});

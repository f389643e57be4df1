// The lean write path's pure parts: one pass over a body's text finds what JSON.parse would let
// through (and what it would not store), an event's `previous` compares values without
// serialising them, and a record's JSON is made once and reused.
import { describe, expect, it } from "vitest";
import { sameValue } from "../../src/domain/operations/events.js";
import { MAX_JSON_DEPTH, scanJson } from "../../src/http/json-body.js";
import { jsonOfRecords, jsonReusingTexts, jsonText } from "../../src/schemas/json-text.js";

describe("scanJson", () => {
  it("finds text that cannot be stored, in values and keys, escaped NUL and lone surrogates only", () => {
    const unstorable = (text: string) => scanJson(text, MAX_JSON_DEPTH).unstorable;
    expect(unstorable('{"a":"x","b":["😀","\\u00e9","\\ud83d\\ude00"]}')).toBe(false);
    expect(unstorable('{"a":"\\\\u0000"}')).toBe(false);
    for (const text of ['{"a":"\\u0000"}', '{"\\u0000":1}', '{"a":"\\ud83d"}', '{"a":"\\ude00"}', '{"a":"\\ud83d\\u0041"}', '{"a":["\\ud83d\\ude00\\udbff"]}']) {
      expect(unstorable(text), text).toBe(true);
    }
  });

  it("finds a duplicate key with its path, too deep a nesting, and keys that could poison a prototype", () => {
    expect(scanJson('{"a":{"b":1,"c":[{"d":1,"d":2}]}}', MAX_JSON_DEPTH).problem).toEqual({ duplicateKey: "a.c.0.d" });
    expect(scanJson('{"a":1,"\\u0061":2}', MAX_JSON_DEPTH).problem).toEqual({ duplicateKey: "a" });
    expect(scanJson("[".repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH).problem).toEqual({ tooDeep: true });
    expect(scanJson('{"__pro\\u0074o__":{}}', MAX_JSON_DEPTH).suspectKey).toBe(true);
    expect(scanJson('{"a":"constructor"}', MAX_JSON_DEPTH)).toEqual({ unstorable: false, suspectKey: false });
  });
});

describe("sameValue", () => {
  it("compares records' values as their JSON would, whatever the key order", () => {
    expect(sameValue({ total: 1, done: 0 }, { done: 0, total: 1 })).toBe(true);
    expect(sameValue(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameValue(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameValue([{ id: "x", status: "TODO" }], [{ id: "x", status: "DONE" }])).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(1, "1")).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

describe("jsonText", () => {
  it("is JSON.stringify's text, made once per record, and reused inside an event's data", () => {
    const record = { object: "activity", id: "x", labels: ["a"], subtasks: { total: 0 } };
    const text = jsonText(record);
    expect(text).toBe(JSON.stringify(record));
    expect(jsonText(record)).toBe(text);
    const previous = { labels: [] };
    expect(jsonOfRecords({ object: record, previous })).toBe(JSON.stringify({ object: record, previous }));
    expect(jsonOfRecords({ object: record, previous: undefined })).toBe(JSON.stringify({ object: record }));
  });

  it("is JSON.stringify's text for an answer holding records, each record's text reused", () => {
    const record = { object: "activity", id: "x", labels: ["a"] };
    const text = jsonText(record);
    const answer = { object: "batch", dryRun: false, results: [{ status: 201, record, etag: '"t"' }, { status: 204, record: { id: "y" }, etag: undefined }] };
    expect(jsonReusingTexts(answer)).toBe(JSON.stringify(answer));
    // The record's text as made (what its ETag hashed), not serialised again: a record changed after
    // (which none is) would still be written as it was.
    const changed = { ...record };
    const made = jsonText(changed);
    changed.id = "changed";
    expect(jsonReusingTexts({ record: changed })).toBe(`{"record":${made}}`);
    expect(made).toBe(text);
    const odd = { at: new Date(0), n: Object(1), list: [undefined, () => 1, Symbol("s"), null, "\u2028"], skip: undefined, f: () => 1, nested: { a: [{}] } };
    expect(jsonReusingTexts(odd)).toBe(JSON.stringify(odd));
    for (const value of [undefined, null, 1, "x", [], {}, Object.create(null)]) expect(jsonReusingTexts(value)).toBe(JSON.stringify(value));
  });
});

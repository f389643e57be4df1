import { describe, expect, it } from "vitest";
import { AppError } from "../../src/errors.js";
import { decodeIdCursor, decodeScoreCursor, encodeIdCursor, encodeScoreCursor, toPage } from "../../src/storage/cursor.js";

const ID = "01a206e5-2ab0-745a-97e6-9569de94ded2";

describe("cursor codec", () => {
  it("round-trips id and score cursors", () => {
    expect(decodeIdCursor(encodeIdCursor(ID))).toBe(ID);
    expect(decodeScoreCursor(encodeScoreCursor(0.0607927, ID))).toEqual({ score: 0.0607927, id: ID });
    expect(decodeScoreCursor(encodeScoreCursor(-1e-300, ID)).score).toBe(-1e-300);
  });

  it.each(["", "!!!", "bm90IGpzb24", Buffer.from("[1]").toString("base64url"), Buffer.from('["x"]').toString("base64url"), encodeScoreCursor(1, ID)])(
    "rejects %j as an id cursor with 400 invalid_cursor",
    (cursor) => {
      const error = (() => {
        try {
          decodeIdCursor(cursor);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, code: "invalid_cursor", param: "starting_after" });
    },
  );

  it("rejects an id cursor where a score cursor is expected", () => {
    expect(() => decodeScoreCursor(encodeIdCursor(ID))).toThrow(AppError);
  });
});

describe("toPage", () => {
  const rows = [{ id: "a" }, { id: "b" }, { id: "c" }];
  it("uses the extra row only to tell that more exist", () => {
    expect(toPage(rows, 2, (r) => r.id, (r) => r.id)).toEqual({ data: ["a", "b"], has_more: true, next_cursor: "b" });
    expect(toPage(rows, 3, (r) => r.id, (r) => r.id)).toEqual({ data: ["a", "b", "c"], has_more: false, next_cursor: null });
    expect(toPage([], 3, (r: { id: string }) => r.id, (r) => r.id)).toEqual({ data: [], has_more: false, next_cursor: null });
  });
});

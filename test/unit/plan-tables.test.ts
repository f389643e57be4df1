import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, parsePlanTable } from "../../src/config.js";

describe("plan tables", () => {
  it("parses overrides over the defaults", () => {
    expect(parsePlanTable("X", undefined, DEFAULT_RATE_LIMITS)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parsePlanTable("X", "free=5, MAX=1000", DEFAULT_RATE_LIMITS)).toEqual({ ...DEFAULT_RATE_LIMITS, FREE: 5, MAX: 1000 });
  });

  it.each(["GOLD=5", "FREE=", "FREE=-1", "FREE=1.5", "FREE"])("rejects %j at start-up", (value) => {
    expect(() => parsePlanTable("SPRINTROOM_RATE_LIMITS", value, DEFAULT_RATE_LIMITS)).toThrow(/SPRINTROOM_RATE_LIMITS/);
  });
});

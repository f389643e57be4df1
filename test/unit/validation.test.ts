// How a zod failure reads to the caller: what was sent, never zod's coerced value, and a number
// field's whole rule whichever part of it was broken.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { parsePart } from "../../src/schemas/validation.js";
import { AppError } from "../../src/errors.js";

function refusal(schema: z.ZodType, value: unknown, part: "query" | "body" = "body"): { param: string | undefined; message: string } {
  try {
    parsePart(schema, value, part);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { param: (error as AppError).param, message: (error as AppError).message };
  }
  throw new Error(`${JSON.stringify(value)} was accepted`);
}

describe("number fields", () => {
  const schema = z
    .object({
      count: z.coerce.number().int().min(1).max(100).default(25),
      floor: z.number().int().min(0),
      ceiling: z.number().max(9.5),
      any: z.number(),
      nested: z.object({ items: z.array(z.number().int().min(1).max(3).nullable()) }).optional(),
    })
    .partial();

  it.each([
    [{ count: "ten" }, "count", "'count' must be an integer from 1 to 100; got 'ten'."],
    [{ count: "" }, "count", "'count' must be an integer from 1 to 100; got ''."],
    [{ count: null }, "count", "'count' must be an integer from 1 to 100; got 'null'."],
    [{ count: "101" }, "count", "'count' must be an integer from 1 to 100; got '101'."],
    [{ floor: -1 }, "floor", "'floor' must be an integer of at least 0; got '-1'."],
    [{ ceiling: "x" }, "ceiling", "'ceiling' must be a number of at most 9.5; got 'x'."],
    [{ any: [] }, "any", "'any' must be a number; got '[]'."],
    [{ nested: { items: [1, "two"] } }, "nested.items.1", "'nested.items.1' must be an integer from 1 to 3, or null; got 'two'."],
  ])("%j is refused as %s: %s", (value, param, message) => {
    expect(refusal(schema, value)).toEqual({ param, message });
  });

  it("leaves other fields' messages as they were, quoting what was sent", () => {
    const other = z.object({ name: z.string().trim().min(2), kind: z.enum(["A", "B"]) }).partial();
    expect(refusal(other, { name: " x " })).toEqual({ param: "name", message: "'name' must be at least 2 characters long (got ' x ')." });
    expect(refusal(other, { kind: "C" })).toEqual({ param: "kind", message: "Invalid 'kind' (got 'C'): expected one of A, B." });
  });
});

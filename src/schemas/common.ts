// Building blocks shared by every resource schema.
import { z } from "zod";

/**
 * Marks a description that only restates its schema (a field's name, its format, its bounds): the
 * OpenAPI document keeps it for people, and MCP tools leave it out to save an agent's context. The
 * mark holds the text it marks, so a schema built on this one with a description of its own keeps it.
 */
export const RESTATES_SCHEMA = "x-restates-schema";
const restating = (description: string) => ({ description, [RESTATES_SCHEMA]: description });

/** A UUID: 8-4-4-4-12 hex, version 1-8, variant 8/9/a/b (either case), nil and all-f. */
export const Uuid = z
  .uuid()
  .transform((s) => s.toLowerCase())
  .meta(restating("A UUID."));

/** An absolute http(s) URL of at most 2048 characters, stored exactly as sent. */
export const HttpUrl = z
  .string()
  .min(1)
  .max(2048)
  .refine(
    (value) => {
      // WHATWG parsing forgives what is not a URL: surrounding or embedded whitespace and control
      // characters (dropped), "http:host" and "https:\\host". The text is stored as sent, so those
      // are refused: a URL is "scheme://" with nothing to forgive.
      if (!/^https?:\/\//i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
      if (!URL.canParse(value)) return false;
      const { protocol, hostname } = new URL(value);
      return (protocol === "http:" || protocol === "https:") && hostname !== "";
    },
    { message: "must be an absolute http or https URL" },
  )
  .describe("Absolute http(s) URL.");

export const IsoDate = z.iso.date().meta(restating("A calendar date, YYYY-MM-DD."));

export const Timestamp = z.string().describe("ISO 8601 UTC timestamp with milliseconds.");

/** Path ids are plain strings: an id that is not a UUID is answered as not found, never as a 400. */
export const PathId = (what: string) => z.string().meta(restating(`The ${what} id.`));

/** Query integers arrive as text over REST and as numbers over MCP. */
export const Limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(100)
  .default(25)
  .meta(restating("Page size, 1-100 (default 25)."));

export const StartingAfter = z
  .string()
  .max(512)
  .meta(restating("The next_cursor of the previous page."));

/**
 * A query filter of several values: one, several joined by commas, or (over MCP, or a repeated
 * query parameter) a list. Each value is trimmed and checked by `check` (which names what is wrong,
 * or returns null); the result keeps each value once, in order. A filter over a closed set names
 * its `values`: the published schema (OpenAPI, MCP tools) lists them as an enum, so a caller need
 * not learn them from errors.
 */
export const ListParam = <T extends string = string>(check: (value: string) => string | null, values?: readonly string[]) =>
  z
    .union([z.string(), z.array(z.string()).min(1).max(50)])
    .meta(values === undefined ? {} : { anyOf: closedSetSchemas(values) })
    .transform((value, ctx): T[] => {
      const parts = (Array.isArray(value) ? value : value.split(",")).map((part) => part.trim());
      for (const part of parts) {
        const problem = check(part);
        if (problem !== null) {
          ctx.addIssue({ code: "custom", message: problem });
          return z.NEVER;
        }
      }
      return [...new Set(parts)] as T[];
    });

/** The published forms of a filter over a closed set: one value, several joined by commas, or a list. */
function closedSetSchemas(values: readonly string[]) {
  return [
    { type: "string", enum: [...values] },
    { type: "string", description: "Several of these values, joined by commas (A,B)." },
    { type: "array", minItems: 1, maxItems: 50, items: { type: "string", enum: [...values] } },
  ];
}

/** A filter of one or more of `values` ("HIGH" or "HIGH,CRITICAL"). */
export const EnumListParam = <const V extends readonly string[]>(values: V, what: string) =>
  ListParam<V[number]>((part) => (values.includes(part) ? null : `'${part}' is not ${what} (one of ${values.join(", ")})`), values);

export const PageQuery = {
  limit: Limit,
  starting_after: StartingAfter.optional(),
};

export const ListEnvelope = <T extends z.ZodType>(record: T) =>
  z.object({
    data: z.array(record),
    has_more: z.boolean(),
    next_cursor: z.string().nullable().describe("Pass as starting_after for the next page; null on the last page."),
  });

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export const ROLES = ["CAPTAIN", "STAFF", "MEMBER"] as const;
export const Role = z.enum(ROLES).describe("Role in the team.");
export type Role = z.infer<typeof Role>;

/** Plans rank teams in this order, FREE lowest: a user's rate limit follows the best plan among their teams. */
export const PLANS = ["FREE", "ESSENTIAL", "PRO", "MAX"] as const;
export const PlanName = z.enum(PLANS).describe("The team's plan.");
export type Plan = z.infer<typeof PlanName>;

export const SCOPES = ["read", "write"] as const;
export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;
export const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value);

/** The Bearer credentials: an API key (`sr_sk_`) or an OAuth access token (`sr_at_`). */
export const CREDENTIAL_TYPES = ["api_key", "oauth_token"] as const;
export const CredentialType = z.enum(CREDENTIAL_TYPES);
export type CredentialType = z.infer<typeof CredentialType>;
/** Who a change is recorded as made by: a Bearer credential, a browser session on the pages, or the operator at the CLI (SYSTEM_ACTOR). */
export type ActorCredentialType = CredentialType | "session" | "system";

/** What a delete answers over MCP (REST answers 204 with no body). */
export const DeletedRecord = <T extends string>(object: T) =>
  z.object({ object: z.literal(object), id: z.string(), deleted: z.literal(true) });

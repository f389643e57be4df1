import { z } from "zod";
import { CredentialType, PlanName, Role, Scope, Timestamp } from "./common.js";

export const IdentityRecord = z.object({
  object: z.literal("identity"),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  credential: z.object({
    type: CredentialType,
    id: z.string(),
    name: z.string().nullable(),
    scopes: z.array(Scope),
    expiresAt: Timestamp.nullable(),
  }),
  scopes: z.array(Scope),
  teams: z.array(z.object({ id: z.string(), name: z.string(), role: Role, plan: PlanName })),
  rateLimit: z.object({ limit: z.number().int(), plan: PlanName }),
});
export type IdentityRecord = z.infer<typeof IdentityRecord>;

export const UsageRecord = z.object({
  object: z.literal("usage"),
  teamId: z.string(),
  plan: PlanName,
  period: z.object({
    start: Timestamp.describe("First instant of the current calendar month (UTC)."),
    end: Timestamp.describe("First instant of the next month (exclusive)."),
  }),
  ai: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
  rateLimit: z.object({ limit: z.number().int() }),
});
export type UsageRecord = z.infer<typeof UsageRecord>;

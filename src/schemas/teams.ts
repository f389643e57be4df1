import { z } from "zod";
import { PageQuery, PathId, PlanName, Role, Timestamp } from "./common.js";

export const TeamRecord = z.object({
  object: z.literal("team"),
  id: z.string(),
  name: z.string(),
  plan: PlanName,
  role: Role.describe("The caller's role in this team."),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type TeamRecord = z.infer<typeof TeamRecord>;

export const MemberRecord = z.object({
  object: z.literal("member"),
  id: z.string().describe("The user's id."),
  teamId: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  joinedAt: Timestamp,
});
export type MemberRecord = z.infer<typeof MemberRecord>;

export const TeamParams = z.object({ teamId: PathId("team") });
export const ListTeamsQuery = z.object(PageQuery).strict();

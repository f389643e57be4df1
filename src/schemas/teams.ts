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

/** A team in an event: the caller's role is no part of it (each receiver has its own). */
export const TeamEventRecord = TeamRecord.omit({ role: true });
export type TeamEventRecord = z.infer<typeof TeamEventRecord>;

export const TeamName = z.string().trim().min(1).max(200).describe("1-200 characters; surrounding whitespace is trimmed.");

export const CreateTeamBody = z.object({ name: TeamName }).strict();
export const UpdateTeamBody = z.object({ name: TeamName }).partial().strict();
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;

export const MemberParams = z.object({ teamId: PathId("team"), userId: PathId("user") });
export const AddMemberBody = z
  .object({
    email: z.email().max(320).describe("The email of a user who already has an account."),
    role: Role,
  })
  .strict();
export const UpdateMemberBody = z.object({ role: Role }).strict();

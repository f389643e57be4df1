// Relations between two activities of a team: one stored edge, seen from either side.
import { z } from "zod";
import { PathId, Timestamp, Uuid } from "./common.js";

/** What a caller may create, from the path activity's side. */
export const RELATION_TYPES = ["blocks", "blocked_by", "relates_to", "duplicates"] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** A relation's type as its one edge is stored: `blocked_by` is the other side's `blocks`. */
export type EdgeType = Exclude<RelationType, "blocked_by">;

/** What a relation reads as from either side: the other side of `duplicates` is `duplicated_by`. */
export const RELATION_VIEWS = [...RELATION_TYPES, "duplicated_by"] as const;
export type RelationView = (typeof RELATION_VIEWS)[number];

export const MAX_RELATIONS_PER_ACTIVITY = 50;

export const RelationRecord = z.object({
  object: z.literal("relation"),
  id: z.string(),
  type: z
    .enum(RELATION_VIEWS)
    .describe("Seen from activityId: it blocks, is blocked by, relates to, duplicates or is duplicated by relatedActivityId."),
  activityId: z.string(),
  relatedActivityId: z.string(),
  createdAt: Timestamp,
  createdBy: z.string(),
});
export type RelationRecord = z.infer<typeof RelationRecord>;

export const CreateRelationBody = z
  .object({
    type: z
      .enum(RELATION_TYPES)
      .describe("blocks: activityId must finish before relatedActivityId can start."),
    relatedActivityId: Uuid.describe("Another activity of the team."),
  })
  .strict();

export const RelationParams = z.object({ relationId: PathId("relation") });

import { z } from "zod";
import { HttpUrl, PageQuery, PathId, Timestamp, Uuid } from "./common.js";

export const RESOURCE_TYPES = ["PDF", "DOCUMENT", "PRESENTATION", "IMAGE", "VIDEO", "LINK", "DRIVE", "YOUTUBE", "NOTE"] as const;
export const ResourceType = z.enum(RESOURCE_TYPES).describe("Kind of link.");
export type ResourceType = z.infer<typeof ResourceType>;

export const ResourceRecord = z.object({
  object: z.literal("resource"),
  id: z.string(),
  teamId: z.string(),
  title: z.string(),
  url: z.string(),
  type: ResourceType,
  activityId: z.string().nullable(),
  createdBy: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ResourceRecord = z.infer<typeof ResourceRecord>;

export const CreateResourceBody = z
  .object({
    title: z.string().min(1).max(300),
    url: HttpUrl,
    type: ResourceType.default("LINK"),
    activityId: Uuid.nullable().optional().describe("Link to an activity of the team."),
  })
  .strict();
export type CreateResourceBody = z.infer<typeof CreateResourceBody>;

export const ListResourcesQuery = z
  .object({
    ...PageQuery,
    activityId: Uuid.optional().describe("Only resources linked to this activity."),
    type: ResourceType.optional().describe("Only resources of this type."),
  })
  .strict();

export const ResourceParams = z.object({ resourceId: PathId("resource") });

import { z } from "zod";
import { PageQuery, PathId, Timestamp, Uuid } from "./common.js";

export const RESOURCE_TYPES = ["PDF", "DOCUMENT", "PRESENTATION", "IMAGE", "VIDEO", "LINK", "DRIVE", "YOUTUBE", "NOTE"] as const;
export const ResourceType = z.enum(RESOURCE_TYPES).describe("Kind of link.");

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

const HttpUrl = z
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

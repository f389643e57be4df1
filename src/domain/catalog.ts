// Every operation in one list: REST routes and MCP tools are built from, and tested against, it.
import { askTeam, planSprintFromText } from "./ai.js";
import { createActivity, getActivity, listActivities, updateActivity } from "./activities.js";
import { addComment, listComments } from "./comments.js";
import { createDocument, getDocument, searchDocumentsOperation, updateDocument } from "./documents.js";
import { getIdentity, getUsage } from "./identity.js";
import type { AnyOperation } from "./operation.js";
import { addResource, listResources } from "./resources.js";
import { createSprint, getSprint, listSprints, updateSprint } from "./sprints.js";
import { getTeam, listMembers, listTeams } from "./teams.js";

export const OPERATIONS: readonly AnyOperation[] = [
  getIdentity,
  listTeams,
  getTeam,
  listMembers,
  listSprints,
  getSprint,
  createSprint,
  updateSprint,
  listActivities,
  getActivity,
  createActivity,
  updateActivity,
  listComments,
  addComment,
  searchDocumentsOperation,
  getDocument,
  createDocument,
  updateDocument,
  listResources,
  addResource,
  getUsage,
  askTeam,
  planSprintFromText,
];

/** The group of each operation, by tool name: MCP toolsets (`?toolsets=activities,ai`) and OpenAPI tags. */
export const GROUPS: Record<string, string> = {
  whoami: "teams",
  list_teams: "teams",
  get_team: "teams",
  list_members: "teams",
  get_usage: "teams",
  list_sprints: "sprints",
  get_sprint: "sprints",
  create_sprint: "sprints",
  update_sprint: "sprints",
  list_activities: "activities",
  get_activity: "activities",
  create_activity: "activities",
  update_activity: "activities",
  list_comments: "activities",
  add_comment: "activities",
  search_documents: "documents",
  get_document: "documents",
  create_document: "documents",
  update_document: "documents",
  list_resources: "resources",
  add_resource: "resources",
  ask_team: "ai",
  plan_sprint_from_text: "ai",
};

// Every operation in one list: REST routes and MCP tools are built from, and tested against, it.
import { askTeam, planSprintFromText } from "./ai.js";
import { createActivity, deleteActivity, getActivity, listActivities, updateActivity } from "./activities.js";
import { addComment, deleteComment, listComments } from "./comments.js";
import { createDocument, deleteDocument, getDocument, searchDocumentsOperation, updateDocument } from "./documents.js";
import { getIdentity, getUsage } from "./identity.js";
import type { AnyOperation } from "./operation.js";
import { addResource, deleteResource, listResources } from "./resources.js";
import { createSprint, deleteSprint, getSprint, listSprints, updateSprint } from "./sprints.js";
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
  deleteSprint,
  listActivities,
  getActivity,
  createActivity,
  updateActivity,
  deleteActivity,
  listComments,
  addComment,
  deleteComment,
  searchDocumentsOperation,
  getDocument,
  createDocument,
  updateDocument,
  deleteDocument,
  listResources,
  addResource,
  deleteResource,
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
  delete_sprint: "sprints",
  list_activities: "activities",
  get_activity: "activities",
  create_activity: "activities",
  update_activity: "activities",
  delete_activity: "activities",
  list_comments: "activities",
  add_comment: "activities",
  delete_comment: "activities",
  search_documents: "documents",
  get_document: "documents",
  create_document: "documents",
  update_document: "documents",
  delete_document: "documents",
  list_resources: "resources",
  add_resource: "resources",
  delete_resource: "resources",
  ask_team: "ai",
  plan_sprint_from_text: "ai",
};

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

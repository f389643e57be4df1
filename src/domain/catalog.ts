// Every operation in one list, whatever offers it: the REST route table, the MCP tools, the OpenAPI
// document and the generated tables in docs/ are derived from it (each operation's `surfaces`).
import { createTeamAsOperator, setTeamPlanAsOperator } from "./admin.js";
import { askTeam, planSprintFromText } from "./ai.js";
import { createActivity, deleteActivity, getActivity, listActivities, updateActivity } from "./activities.js";
import { addComment, deleteComment, listComments } from "./comments.js";
import { createDocument, deleteDocument, getDocument, searchDocumentsOperation, updateDocument } from "./documents.js";
import { getActivityHistory, getEvent, listEvents } from "./events.js";
import { listOAuthGrants, revokeOAuthGrant } from "./grants.js";
import { getIdentity, getUsage } from "./identity.js";
import type { AnyOperation, Surface } from "./operation.js";
import { createRelation, deleteRelation, listRelations } from "./relations.js";
import { addResource, deleteResource, listResources } from "./resources.js";
import { createSprint, deleteSprint, getSprint, listSprints, updateSprint } from "./sprints.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./keys.js";
import { addMember, listMembers, removeMember, updateMember } from "./members.js";
import { createTeam, getTeam, listTeams, updateTeam } from "./teams.js";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  retryWebhookDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from "./webhooks.js";

export const OPERATIONS: readonly AnyOperation[] = [
  getIdentity,
  listTeams,
  getTeam,
  createTeam,
  updateTeam,
  createTeamAsOperator,
  setTeamPlanAsOperator,
  listMembers,
  addMember,
  updateMember,
  removeMember,
  listApiKeys,
  createApiKey,
  revokeApiKey,
  listOAuthGrants,
  revokeOAuthGrant,
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
  listRelations,
  createRelation,
  deleteRelation,
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
  listEvents,
  getEvent,
  getActivityHistory,
  createWebhook,
  listWebhooks,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  listWebhookDeliveries,
  retryWebhookDelivery,
];

/** The operations a surface offers, in the list's order. */
export function operationsOn(surface: Surface): AnyOperation[] {
  return OPERATIONS.filter((op) => op.surfaces.includes(surface));
}

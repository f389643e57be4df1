// Every operation in one list, whatever offers it: the REST route table, the MCP tools, the OpenAPI
// document and the generated tables in docs/ are derived from it (each operation's `surfaces`).
import { createTeamAsOperator, setTeamPlanAsOperator } from "./operator/admin.js";
import { askTeam, planSprintFromText } from "./operations/ai.js";
import { createActivity, deleteActivity, getActivity, listActivities, updateActivity } from "./operations/activities.js";
import { batchOperation, updateActivities } from "./operations/batch.js";
import { addComment, deleteComment, listComments } from "./operations/comments.js";
import { createDocument, deleteDocument, getDocument, searchDocuments, updateDocument } from "./operations/documents.js";
import { getActivityHistory, getEvent, listEvents } from "./operations/events.js";
import { listOAuthGrants, revokeOAuthGrant } from "./operations/grants.js";
import { getIdentity, getUsage } from "./operations/identity.js";
import type { AnyOperation, Surface } from "./runtime/operation.js";
import { createRelation, deleteRelation, listRelations } from "./operations/relations.js";
import { getSprintReport, getTeamInsights } from "./operations/reports.js";
import { addResource, deleteResource, listResources } from "./operations/resources.js";
import { createSprint, deleteSprint, getSprint, listSprints, updateSprint } from "./operations/sprints.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./operations/keys.js";
import { addMember, listMembers, removeMember, updateMember } from "./operations/members.js";
import { createTeam, getTeam, listTeams, updateTeam } from "./operations/teams.js";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  retryWebhookDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from "./operations/webhooks.js";

const ALL_BUT_BATCH: readonly AnyOperation[] = [
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
  getSprintReport,
  getTeamInsights,
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
  searchDocuments,
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
  updateActivities,
];

/** The batch: any write operations of the catalog, in one transaction (`POST /batch`, MCP `batch`). */
export const runBatch = batchOperation(ALL_BUT_BATCH);

export const OPERATIONS: readonly AnyOperation[] = [...ALL_BUT_BATCH, runBatch];

/** The operations a surface offers, in the list's order. */
export function operationsOn(surface: Surface): AnyOperation[] {
  return OPERATIONS.filter((op) => op.surfaces.includes(surface));
}

// The REST surface: method + path → operation (+ success status). Nothing else lives here.
import { askTeam, planSprintFromText } from "../domain/ai.js";
import { createActivity, deleteActivity, getActivity, listActivities, updateActivity } from "../domain/activities.js";
import { addComment, deleteComment, listComments } from "../domain/comments.js";
import { createDocument, deleteDocument, getDocument, searchDocumentsOperation, updateDocument } from "../domain/documents.js";
import { getActivityHistory, getEvent, listEvents } from "../domain/events.js";
import { getIdentity, getUsage } from "../domain/identity.js";
import { addResource, deleteResource, listResources } from "../domain/resources.js";
import { createSprint, deleteSprint, getSprint, listSprints, updateSprint } from "../domain/sprints.js";
import { createApiKey, listApiKeys, revokeApiKey } from "../domain/keys.js";
import { addMember, listMembers, removeMember, updateMember } from "../domain/members.js";
import { createTeam, getTeam, listTeams, updateTeam } from "../domain/teams.js";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  retryWebhookDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from "../domain/webhooks.js";
import type { RouteSpec } from "./register-route.js";

export const API_PREFIX = "/api/v1";

export const ROUTES: readonly RouteSpec[] = [
  { method: "GET", url: "/me", operation: getIdentity },
  { method: "GET", url: "/teams", operation: listTeams },
  { method: "GET", url: "/teams/:teamId", operation: getTeam },
  { method: "POST", url: "/teams", operation: createTeam, status: 201 },
  { method: "PATCH", url: "/teams/:teamId", operation: updateTeam },
  { method: "GET", url: "/teams/:teamId/members", operation: listMembers },
  { method: "POST", url: "/teams/:teamId/members", operation: addMember, status: 201 },
  { method: "PATCH", url: "/teams/:teamId/members/:userId", operation: updateMember },
  { method: "DELETE", url: "/teams/:teamId/members/:userId", operation: removeMember, status: 204 },
  { method: "GET", url: "/keys", operation: listApiKeys },
  { method: "POST", url: "/keys", operation: createApiKey, status: 201 },
  { method: "DELETE", url: "/keys/:keyId", operation: revokeApiKey, status: 204 },
  { method: "GET", url: "/teams/:teamId/sprints", operation: listSprints },
  { method: "POST", url: "/teams/:teamId/sprints", operation: createSprint, status: 201 },
  { method: "GET", url: "/sprints/:sprintId", operation: getSprint },
  { method: "PATCH", url: "/sprints/:sprintId", operation: updateSprint },
  { method: "DELETE", url: "/sprints/:sprintId", operation: deleteSprint, status: 204 },
  { method: "GET", url: "/teams/:teamId/activities", operation: listActivities },
  { method: "POST", url: "/teams/:teamId/activities", operation: createActivity, status: 201 },
  { method: "GET", url: "/activities/:activityId", operation: getActivity },
  { method: "PATCH", url: "/activities/:activityId", operation: updateActivity },
  { method: "DELETE", url: "/activities/:activityId", operation: deleteActivity, status: 204 },
  { method: "GET", url: "/activities/:activityId/comments", operation: listComments },
  { method: "POST", url: "/activities/:activityId/comments", operation: addComment, status: 201 },
  { method: "DELETE", url: "/comments/:commentId", operation: deleteComment, status: 204 },
  { method: "GET", url: "/teams/:teamId/documents", operation: searchDocumentsOperation },
  { method: "POST", url: "/teams/:teamId/documents", operation: createDocument, status: 201 },
  { method: "GET", url: "/documents/:documentId", operation: getDocument },
  { method: "PATCH", url: "/documents/:documentId", operation: updateDocument },
  { method: "DELETE", url: "/documents/:documentId", operation: deleteDocument, status: 204 },
  { method: "GET", url: "/teams/:teamId/resources", operation: listResources },
  { method: "POST", url: "/teams/:teamId/resources", operation: addResource, status: 201 },
  { method: "DELETE", url: "/resources/:resourceId", operation: deleteResource, status: 204 },
  { method: "GET", url: "/teams/:teamId/usage", operation: getUsage },
  { method: "POST", url: "/teams/:teamId/ai/ask", operation: askTeam },
  {
    method: "POST",
    url: "/teams/:teamId/ai/plan-sprint",
    operation: planSprintFromText,
    status: (result) => ((result as { committed: boolean }).committed ? 201 : 200),
  },
  { method: "GET", url: "/teams/:teamId/events", operation: listEvents },
  { method: "GET", url: "/events/:eventId", operation: getEvent },
  { method: "GET", url: "/activities/:activityId/history", operation: getActivityHistory },
  { method: "POST", url: "/teams/:teamId/webhooks", operation: createWebhook, status: 201 },
  { method: "GET", url: "/teams/:teamId/webhooks", operation: listWebhooks },
  { method: "GET", url: "/webhooks/:webhookId", operation: getWebhook },
  { method: "PATCH", url: "/webhooks/:webhookId", operation: updateWebhook },
  { method: "DELETE", url: "/webhooks/:webhookId", operation: deleteWebhook, status: 204 },
  { method: "POST", url: "/webhooks/:webhookId/rotate-secret", operation: rotateWebhookSecret },
  { method: "GET", url: "/webhooks/:webhookId/deliveries", operation: listWebhookDeliveries },
  { method: "POST", url: "/webhooks/:webhookId/deliveries/:deliveryId/retry", operation: retryWebhookDelivery },
];

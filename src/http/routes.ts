// The REST surface: method + path → operation (+ success status). Nothing else lives here.
import { askTeam, planSprintFromText } from "../domain/ai.js";
import { createActivity, deleteActivity, getActivity, listActivities, updateActivity } from "../domain/activities.js";
import { addComment, deleteComment, listComments } from "../domain/comments.js";
import { createDocument, deleteDocument, getDocument, searchDocumentsOperation, updateDocument } from "../domain/documents.js";
import { getIdentity, getUsage } from "../domain/identity.js";
import { addResource, deleteResource, listResources } from "../domain/resources.js";
import { createSprint, deleteSprint, getSprint, listSprints, updateSprint } from "../domain/sprints.js";
import { getTeam, listMembers, listTeams } from "../domain/teams.js";
import type { RouteSpec } from "./register-route.js";

export const API_PREFIX = "/api/v1";

export const ROUTES: readonly RouteSpec[] = [
  { method: "GET", url: "/me", operation: getIdentity },
  { method: "GET", url: "/teams", operation: listTeams },
  { method: "GET", url: "/teams/:teamId", operation: getTeam, etag: true },
  { method: "GET", url: "/teams/:teamId/members", operation: listMembers },
  { method: "GET", url: "/teams/:teamId/sprints", operation: listSprints },
  { method: "POST", url: "/teams/:teamId/sprints", operation: createSprint, status: 201, etag: true },
  { method: "GET", url: "/sprints/:sprintId", operation: getSprint, etag: true },
  { method: "PATCH", url: "/sprints/:sprintId", operation: updateSprint, etag: true, extraErrors: [412] },
  { method: "DELETE", url: "/sprints/:sprintId", operation: deleteSprint, status: 204, extraErrors: [409] },
  { method: "GET", url: "/teams/:teamId/activities", operation: listActivities },
  { method: "POST", url: "/teams/:teamId/activities", operation: createActivity, status: 201, etag: true },
  { method: "GET", url: "/activities/:activityId", operation: getActivity, etag: true },
  { method: "PATCH", url: "/activities/:activityId", operation: updateActivity, etag: true, extraErrors: [412] },
  { method: "DELETE", url: "/activities/:activityId", operation: deleteActivity, status: 204 },
  { method: "GET", url: "/activities/:activityId/comments", operation: listComments },
  { method: "POST", url: "/activities/:activityId/comments", operation: addComment, status: 201, etag: true },
  { method: "DELETE", url: "/comments/:commentId", operation: deleteComment, status: 204 },
  { method: "GET", url: "/teams/:teamId/documents", operation: searchDocumentsOperation },
  { method: "POST", url: "/teams/:teamId/documents", operation: createDocument, status: 201, etag: true },
  { method: "GET", url: "/documents/:documentId", operation: getDocument, etag: true },
  { method: "PATCH", url: "/documents/:documentId", operation: updateDocument, etag: true, extraErrors: [412] },
  { method: "DELETE", url: "/documents/:documentId", operation: deleteDocument, status: 204 },
  { method: "GET", url: "/teams/:teamId/resources", operation: listResources },
  { method: "POST", url: "/teams/:teamId/resources", operation: addResource, status: 201, etag: true },
  { method: "DELETE", url: "/resources/:resourceId", operation: deleteResource, status: 204 },
  { method: "GET", url: "/teams/:teamId/usage", operation: getUsage },
  { method: "POST", url: "/teams/:teamId/ai/ask", operation: askTeam },
  {
    method: "POST",
    url: "/teams/:teamId/ai/plan-sprint",
    operation: planSprintFromText,
    status: (result) => ((result as { committed: boolean }).committed ? 201 : 200),
  },
];

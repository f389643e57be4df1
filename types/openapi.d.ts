// Generated from the OpenAPI document by `npm run openapi:types`. Do not edit.
export interface paths {
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller: user, credential, scopes, teams (role, plan) and rate limit. */
        get: operations["getIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's teams, newest first, with the caller's role. */
        get: operations["listTeams"];
        put?: never;
        /** Create a team; the caller becomes its CAPTAIN. New teams are on the FREE plan. */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one team, with its plan and the caller's role. */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a team (CAPTAIN). */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/api/v1/teams/{teamId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's members: CAPTAIN, STAFF, then MEMBER, each by name. Not paginated. */
        get: operations["listMembers"];
        put?: never;
        /** Add an existing user to the team by email, with a role (CAPTAIN; STAFF may add MEMBERs). */
        post: operations["addMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the team (CAPTAIN), or leave it yourself. Their activities keep their assignee. */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /** Change a member's role (CAPTAIN). The team keeps at least one CAPTAIN. */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/api/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's API keys that are not revoked (expired ones included), newest first. Never their secrets. */
        get: operations["listApiKeys"];
        put?: never;
        /** Create an API key for the caller; its secret is in this answer only. */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of the caller's API keys, at once. */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/sprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a team's sprints, newest first. */
        get: operations["listSprints"];
        put?: never;
        /** Create a sprint in a team (CAPTAIN or STAFF). */
        post: operations["createSprint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sprints/{sprintId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one sprint. */
        get: operations["getSprint"];
        put?: never;
        post?: never;
        /** Delete a sprint (CAPTAIN or STAFF); one with activities needs cascade: true, which deletes them too. */
        delete: operations["deleteSprint"];
        options?: never;
        head?: never;
        /** Update a sprint (CAPTAIN or STAFF); omitted fields stay, null clears. */
        patch: operations["updateSprint"];
        trace?: never;
    };
    "/api/v1/sprints/{sprintId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sprint's report: scope and done points per day (burndown), points added and removed, committed vs completed, its work now by status and assignee. */
        get: operations["getSprintReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's flow over its last N sprints: velocity (committed vs completed points), cycle and lead time p50/p85, throughput per week, work in progress now. */
        get: operations["getTeamInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's activities, newest first, or best match first with q; filters combine (assignedTo may be 'me'). */
        get: operations["listActivities"];
        put?: never;
        /** Create an activity (task) in a sprint of the team. */
        post: operations["createActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one activity. */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        /** Delete an activity, its comments and its relations; linked documents and resources stay, unlinked. One with sub-tasks: 409. */
        delete: operations["deleteActivity"];
        options?: never;
        head?: never;
        /** Update an activity; omitted fields stay, null clears. COMPLETED and reviewStatus need CAPTAIN or STAFF. */
        patch: operations["updateActivity"];
        trace?: never;
    };
    "/api/v1/activities/{activityId}/relations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity's relations (at most 50), each as seen from it. */
        get: operations["listRelations"];
        put?: never;
        /** Relate two activities; a cycle of blocks is refused. */
        post: operations["createRelation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/relations/{relationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a relation (from either of its activities). */
        delete: operations["deleteRelation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/{activityId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an activity's comments, oldest first (thread order). */
        get: operations["listComments"];
        put?: never;
        /** Add a comment to an activity. */
        post: operations["addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a comment (its author, or a CAPTAIN or STAFF). */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's documents, newest first, or those matching q (full text, best first). Snippets only: get_document has the content. */
        get: operations["searchDocuments"];
        put?: never;
        /** Create a document in a team, optionally linked to a sprint and/or an activity. */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one document with its full content. */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /** Delete a document. */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        /** Update a document; omitted fields stay, null clears a link. */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/api/v1/teams/{teamId}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a team's resources (links), newest first; filter by activityId and type. */
        get: operations["listResources"];
        put?: never;
        /** Add a resource (an http(s) link) to a team, optionally linked to an activity. */
        post: operations["addResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/resources/{resourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a resource (link). */
        delete: operations["deleteResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's AI quota this month (UTC) and its rate limit. */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/ai/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a question from the team's data, citing the records used. Uses one AI unit. */
        post: operations["askTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/ai/plan-sprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Free text (notes, a backlog, an email) to a sprint and SUGGESTED activities. A preview unless commit: true. Uses one AI unit.
         * @description Needs the `read` scope; with `commit: true` it writes and needs `write`.
         */
        post: operations["planSprintFromText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's events (every change: who, what, before and after), newest first; filter by type ('activity.*' for a kind) and objectId. */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one event. */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/{activityId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity's history: its events, its comments' and its relations' (from either side), oldest first. */
        get: operations["getActivityHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's webhook endpoints, newest first (CAPTAIN or STAFF). */
        get: operations["listWebhooks"];
        put?: never;
        /** Add a webhook endpoint (CAPTAIN or STAFF): the team's events, signed per Standard Webhooks, POSTed to a public URL. The secret is shown once. */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one webhook endpoint (CAPTAIN or STAFF). */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its deliveries (CAPTAIN or STAFF); nothing more is sent to it, and its deliveries are removed in the background. */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint's url, events, description or status (enabled, disabled); re-enabling resumes its pending deliveries. */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a webhook endpoint's signing secret (CAPTAIN or STAFF); the new secret is shown once and signs every delivery from now on, and the current one too until expireCurrentInSeconds have passed (24 h unless given; 0: stop now). */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook endpoint's deliveries, newest first, each with its latest attempts: HTTP status, duration, error, next attempt. */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now, whatever its status (CAPTAIN or STAFF); 409 delivery_in_flight while an attempt of it is under way. */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Up to 100 write operations in order, in one transaction: all or nothing. A later operation puts {"$ref": ref} where an id goes. dryRun: answer, write nothing. */
        post: operations["runBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{teamId}/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's events as they commit, as Server-Sent Events: one message per event (`id:` the event id, `data:` the event as /events lists it); Last-Event-ID (or `after`) resumes from the log. */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            error: {
                /** @enum {string} */
                type: "invalid_request_error" | "authentication_error" | "permission_error" | "not_found_error" | "rate_limit_error" | "api_error";
                /** @description Machine-readable error code. */
                code: string;
                /** @description Human-readable explanation. */
                message: string;
                /** @description The request field that caused a 400. */
                param?: string;
                /** @description In a batch: the index of the operation that failed. */
                index?: number;
            };
            /** @description Also sent as the X-Request-Id header. */
            request_id: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request's id (`req_…`), also in error bodies. */
        "X-Request-Id": string;
        /** @description Requests per minute allowed to the caller. */
        "X-RateLimit-Limit": number;
        /** @description Requests that could be made right now. */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (seconds) when the budget is full again. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before the next request is allowed. */
        "Retry-After": number;
        /** @description The record's version (strong); send it as If-Match on PATCH, If-None-Match on GET. */
        ETag: string;
        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "identity",
                     *       "user": {
                     *         "id": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *         "name": "Ada Lovelace",
                     *         "email": "ada@example.com"
                     *       },
                     *       "credential": {
                     *         "type": "api_key",
                     *         "id": "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e",
                     *         "name": "laptop",
                     *         "scopes": [
                     *           "read",
                     *           "write"
                     *         ],
                     *         "expiresAt": null
                     *       },
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "teams": [
                     *         {
                     *           "id": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "name": "Platform",
                     *           "role": "CAPTAIN",
                     *           "plan": "PRO"
                     *         }
                     *       ],
                     *       "rateLimit": {
                     *         "limit": 120,
                     *         "plan": "PRO"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "identity";
                        user: {
                            id: string;
                            name: string;
                            email: string;
                        };
                        credential: {
                            /** @enum {string} */
                            type: "api_key" | "oauth_token";
                            id: string;
                            name: string | null;
                            scopes: ("read" | "write")[];
                            expiresAt: string | null;
                        };
                        scopes: ("read" | "write")[];
                        teams: {
                            id: string;
                            name: string;
                            /**
                             * @description Role in the team.
                             * @enum {string}
                             */
                            role: "CAPTAIN" | "STAFF" | "MEMBER";
                            /**
                             * @description The team's plan.
                             * @enum {string}
                             */
                            plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                        }[];
                        rateLimit: {
                            limit: number;
                            /**
                             * @description The team's plan.
                             * @enum {string}
                             */
                            plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                        };
                    };
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `credential_type_not_allowed`: Not open to this kind of credential: an app's OAuth token cannot list or manage API keys or connected apps; a browser session has no identity record. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "team",
                     *           "id": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "name": "Platform",
                     *           "plan": "PRO",
                     *           "role": "CAPTAIN",
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "updatedAt": "2026-11-23T10:15:30.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "team";
                            id: string;
                            name: string;
                            /**
                             * @description The team's plan.
                             * @enum {string}
                             */
                            plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                            /**
                             * @description The caller's role in this team.
                             * @enum {string}
                             */
                            role: "CAPTAIN" | "STAFF" | "MEMBER";
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Platform"
                 *     }
                 */
                "application/json": {
                    /** @description 1-200 characters; surrounding whitespace is trimmed. */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "team",
                     *       "id": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Platform",
                     *       "plan": "PRO",
                     *       "role": "CAPTAIN",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "team";
                        id: string;
                        name: string;
                        /**
                         * @description The team's plan.
                         * @enum {string}
                         */
                        plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                        /**
                         * @description The caller's role in this team.
                         * @enum {string}
                         */
                        role: "CAPTAIN" | "STAFF" | "MEMBER";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 if the record's ETag is still this one. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "team",
                     *       "id": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Platform",
                     *       "plan": "PRO",
                     *       "role": "CAPTAIN",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "team";
                        id: string;
                        name: string;
                        /**
                         * @description The team's plan.
                         * @enum {string}
                         */
                        plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                        /**
                         * @description The caller's role in this team.
                         * @enum {string}
                         */
                        role: "CAPTAIN" | "STAFF" | "MEMBER";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the record's ETag is still this one (else 412). */
                "If-Match"?: string;
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Platform team"
                 *     }
                 */
                "application/json": {
                    /** @description 1-200 characters; surrounding whitespace is trimmed. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "team",
                     *       "id": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Platform",
                     *       "plan": "PRO",
                     *       "role": "CAPTAIN",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "team";
                        id: string;
                        name: string;
                        /**
                         * @description The team's plan.
                         * @enum {string}
                         */
                        plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                        /**
                         * @description The caller's role in this team.
                         * @enum {string}
                         */
                        role: "CAPTAIN" | "STAFF" | "MEMBER";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `precondition_failed`: If-Match names an older version; nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "precondition_failed",
                     *         "message": "If-Match names an older version; nothing was written."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "member",
                     *           "id": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "role": "CAPTAIN",
                     *           "joinedAt": "2026-11-23T10:15:30.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "member";
                            /** @description The user's id. */
                            id: string;
                            teamId: string;
                            name: string;
                            email: string;
                            /**
                             * @description Role in the team.
                             * @enum {string}
                             */
                            role: "CAPTAIN" | "STAFF" | "MEMBER";
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            joinedAt: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "grace@example.com",
                 *       "role": "STAFF"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description The email of a user who already has an account.
                     */
                    email: string;
                    /**
                     * @description Role in the team.
                     * @enum {string}
                     */
                    role: "CAPTAIN" | "STAFF" | "MEMBER";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "member",
                     *       "id": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "role": "CAPTAIN",
                     *       "joinedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "member";
                        /** @description The user's id. */
                        id: string;
                        teamId: string;
                        name: string;
                        email: string;
                        /**
                         * @description Role in the team.
                         * @enum {string}
                         */
                        role: "CAPTAIN" | "STAFF" | "MEMBER";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        joinedAt: string;
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `already_member`: The user is a member of the team already (change the role with PATCH). `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "already_member",
                     *         "message": "The user is a member of the team already (change the role with PATCH)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
                /** @description The user id. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `last_captain`: The change would leave the team without a CAPTAIN. `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "last_captain",
                     *         "message": "The change would leave the team without a CAPTAIN."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
                /** @description The user id. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "STAFF"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Role in the team.
                     * @enum {string}
                     */
                    role: "CAPTAIN" | "STAFF" | "MEMBER";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "member",
                     *       "id": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "role": "CAPTAIN",
                     *       "joinedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "member";
                        /** @description The user's id. */
                        id: string;
                        teamId: string;
                        name: string;
                        email: string;
                        /**
                         * @description Role in the team.
                         * @enum {string}
                         */
                        role: "CAPTAIN" | "STAFF" | "MEMBER";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        joinedAt: string;
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `last_captain`: The change would leave the team without a CAPTAIN. `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "last_captain",
                     *         "message": "The change would leave the team without a CAPTAIN."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "api_key",
                     *           "id": "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e",
                     *           "name": "laptop",
                     *           "scopes": [
                     *             "read",
                     *             "write"
                     *           ],
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "lastUsedAt": "2026-11-24T09:30:00.000Z",
                     *           "expiresAt": null,
                     *           "revokedAt": null
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "api_key";
                            id: string;
                            name: string | null;
                            scopes: ("read" | "write")[];
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description When it last authenticated a request, to within a minute; null if never. */
                            lastUsedAt: string | null;
                            /** @description When it stops working; null: never. */
                            expiresAt: string | null;
                            revokedAt: string | null;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `credential_type_not_allowed`: Not open to this kind of credential: an app's OAuth token cannot list or manage API keys or connected apps; a browser session has no identity record. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "laptop",
                 *       "scopes": [
                 *         "read",
                 *         "write"
                 *       ],
                 *       "expiresInDays": 90
                 *     }
                 */
                "application/json": {
                    /** @description What the key is for, e.g. laptop or CI: 1-100 characters; surrounding whitespace is trimmed. */
                    name: string;
                    /** @description read, write or both; never more than the credential that creates the key holds. */
                    scopes: ("read" | "write")[];
                    /**
                     * @description Days until the key expires, 1-3650; null: never.
                     * @default null
                     */
                    expiresInDays?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "api_key",
                     *       "id": "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e",
                     *       "name": "laptop",
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "lastUsedAt": null,
                     *       "expiresAt": null,
                     *       "revokedAt": null,
                     *       "key": "sr_sk_4reAPBAG7gMfKOZTLzTRGDPh0123456789abcd"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "api_key";
                        id: string;
                        name: string | null;
                        scopes: ("read" | "write")[];
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description When it last authenticated a request, to within a minute; null if never. */
                        lastUsedAt: string | null;
                        /** @description When it stops working; null: never. */
                        expiresAt: string | null;
                        revokedAt: string | null;
                        /** @description The secret (sr_sk_…), shown this once: only its hash is kept. */
                        key: string;
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `credential_type_not_allowed`: Not open to this kind of credential: an app's OAuth token cannot list or manage API keys or connected apps; a browser session has no identity record. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The API key id. */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `credential_type_not_allowed`: Not open to this kind of credential: an app's OAuth token cannot list or manage API keys or connected apps; a browser session has no identity record. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSprints: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "sprint",
                     *           "id": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "name": "Sprint 14: checkout revamp",
                     *           "description": null,
                     *           "goal": "Cut checkout drop-off by 20%",
                     *           "startDate": "2026-11-24",
                     *           "endDate": "2026-12-05",
                     *           "status": "ACTIVE",
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "updatedAt": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "sprint";
                            id: string;
                            teamId: string;
                            name: string;
                            description: string | null;
                            goal: string | null;
                            startDate: string | null;
                            endDate: string | null;
                            /**
                             * @description Sprint state; any state may follow any other.
                             * @enum {string}
                             */
                            status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createSprint: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Sprint 14: checkout revamp",
                 *       "goal": "Cut checkout drop-off by 20%",
                 *       "startDate": "2026-11-24",
                 *       "endDate": "2026-12-05"
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @description What the sprint should achieve. */
                    goal?: string | null;
                    /** @description Not after endDate. */
                    startDate?: string | null;
                    endDate?: string | null;
                    /**
                     * @description Sprint state; any state may follow any other.
                     * @default PLANNED
                     * @enum {string}
                     */
                    status?: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "sprint",
                     *       "id": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Sprint 14: checkout revamp",
                     *       "description": null,
                     *       "goal": "Cut checkout drop-off by 20%",
                     *       "startDate": "2026-11-24",
                     *       "endDate": "2026-12-05",
                     *       "status": "ACTIVE",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "sprint";
                        id: string;
                        teamId: string;
                        name: string;
                        description: string | null;
                        goal: string | null;
                        startDate: string | null;
                        endDate: string | null;
                        /**
                         * @description Sprint state; any state may follow any other.
                         * @enum {string}
                         */
                        status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `invalid_date_range`: startDate would be after endDate (or a list's dueAfter is after its dueBefore). `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "invalid_date_range",
                     *         "message": "startDate would be after endDate (or a list's dueAfter is after its dueBefore).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSprint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 if the record's ETag is still this one. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The sprint id. */
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "sprint",
                     *       "id": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Sprint 14: checkout revamp",
                     *       "description": null,
                     *       "goal": "Cut checkout drop-off by 20%",
                     *       "startDate": "2026-11-24",
                     *       "endDate": "2026-12-05",
                     *       "status": "ACTIVE",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "sprint";
                        id: string;
                        teamId: string;
                        name: string;
                        description: string | null;
                        goal: string | null;
                        startDate: string | null;
                        endDate: string | null;
                        /**
                         * @description Sprint state; any state may follow any other.
                         * @enum {string}
                         */
                        status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteSprint: {
        parameters: {
            query?: {
                /** @description true also deletes the sprint's activities and their comments. */
                cascade?: boolean | ("true" | "false");
            };
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The sprint id. */
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `sprint_not_empty`: The sprint still has activities (cascade deletes them). `has_subtasks`: The activity has sub-tasks (or, for a sprint, one of its activities has sub-tasks in another sprint): move or delete them first. `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "sprint_not_empty",
                     *         "message": "The sprint still has activities (cascade deletes them)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateSprint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the record's ETag is still this one (else 412). */
                "If-Match"?: string;
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The sprint id. */
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "ACTIVE"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @description What the sprint should achieve. */
                    goal?: string | null;
                    /** @description Not after endDate. */
                    startDate?: string | null;
                    endDate?: string | null;
                    /**
                     * @description Sprint state; any state may follow any other.
                     * @enum {string}
                     */
                    status?: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "sprint",
                     *       "id": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "name": "Sprint 14: checkout revamp",
                     *       "description": null,
                     *       "goal": "Cut checkout drop-off by 20%",
                     *       "startDate": "2026-11-24",
                     *       "endDate": "2026-12-05",
                     *       "status": "ACTIVE",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "sprint";
                        id: string;
                        teamId: string;
                        name: string;
                        description: string | null;
                        goal: string | null;
                        startDate: string | null;
                        endDate: string | null;
                        /**
                         * @description Sprint state; any state may follow any other.
                         * @enum {string}
                         */
                        status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `invalid_date_range`: startDate would be after endDate (or a list's dueAfter is after its dueBefore). `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "invalid_date_range",
                     *         "message": "startDate would be after endDate (or a list's dueAfter is after its dueBefore).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `precondition_failed`: If-Match names an older version; nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "precondition_failed",
                     *         "message": "If-Match names an older version; nothing was written."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSprintReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sprint id. */
                sprintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "sprint_report",
                     *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "from": "2026-11-24",
                     *       "to": "2026-11-26",
                     *       "days": [
                     *         {
                     *           "date": "2026-11-24",
                     *           "scopePoints": 21,
                     *           "scopeCount": 6,
                     *           "donePoints": 0,
                     *           "doneCount": 0,
                     *           "addedPoints": 0,
                     *           "removedPoints": 0
                     *         },
                     *         {
                     *           "date": "2026-11-25",
                     *           "scopePoints": 24,
                     *           "scopeCount": 7,
                     *           "donePoints": 5,
                     *           "doneCount": 2,
                     *           "addedPoints": 3,
                     *           "removedPoints": 0
                     *         },
                     *         {
                     *           "date": "2026-11-26",
                     *           "scopePoints": 22,
                     *           "scopeCount": 6,
                     *           "donePoints": 8,
                     *           "doneCount": 3,
                     *           "addedPoints": 0,
                     *           "removedPoints": 2
                     *         }
                     *       ],
                     *       "now": {
                     *         "byStatus": [
                     *           {
                     *             "status": "IN_PROGRESS",
                     *             "count": 2,
                     *             "points": 8
                     *           },
                     *           {
                     *             "status": "TODO",
                     *             "count": 1,
                     *             "points": 6
                     *           },
                     *           {
                     *             "status": "DONE",
                     *             "count": 3,
                     *             "points": 8
                     *           }
                     *         ],
                     *         "byAssignee": [
                     *           {
                     *             "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *             "count": 6,
                     *             "points": 22,
                     *             "openCount": 3,
                     *             "openPoints": 14
                     *           }
                     *         ]
                     *       },
                     *       "carriedOver": {
                     *         "count": 3,
                     *         "points": 14
                     *       },
                     *       "committedPoints": 21,
                     *       "completedPoints": 8
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "sprint_report";
                        sprintId: string;
                        /**
                         * Format: date
                         * @description The first day: the sprint's start date, else the day of its first activity.
                         */
                        from: string;
                        /**
                         * Format: date
                         * @description The last day: the sprint's end date or today, whichever is earlier (at most 366 days after from).
                         */
                        to: string;
                        /** @description One entry per UTC day from `from` to `to`; none before the sprint starts. */
                        days: {
                            /**
                             * Format: date
                             * @description A calendar date, YYYY-MM-DD.
                             */
                            date: string;
                            /** @description Points of the sprint's activities at the end of the day (UTC). */
                            scopePoints: number;
                            /** @description How many activities the sprint held at the end of the day. */
                            scopeCount: number;
                            /** @description Points of those finished (COMPLETED or DONE) at the end of the day. */
                            donePoints: number;
                            doneCount: number;
                            /** @description Scope added that day: activities created or moved in, points raised. 0 on the first day (the commitment). */
                            addedPoints: number;
                            /** @description Scope removed that day: activities moved out or deleted, points lowered. 0 on the first day. */
                            removedPoints: number;
                        }[];
                        now: {
                            /** @description The sprint's activities now, by status (statuses with none left out). */
                            byStatus: {
                                /**
                                 * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                 * @enum {string}
                                 */
                                status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                                count: number;
                                points: number;
                            }[];
                            /** @description The sprint's activities now, by assignee (null: unassigned), most open points first; open: not finished. */
                            byAssignee: {
                                assignedTo: string | null;
                                count: number;
                                points: number;
                                openCount: number;
                                openPoints: number;
                            }[];
                        };
                        /** @description Activities in scope but not finished on the last day: what carries over (so far, while the sprint runs). */
                        carriedOver: {
                            count: number;
                            points: number;
                        };
                        /** @description Scope at the end of the first day. */
                        committedPoints: number;
                        /** @description Finished points on the last day. */
                        completedPoints: number;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTeamInsights: {
        parameters: {
            query?: {
                /** @description How many of the latest started sprints, 1-12 (default 6). */
                sprints?: number;
                /** @description Only activities assigned (now) to this user id, or 'me'. */
                assignedTo?: "me" | string;
                /** @description Only activities with every one of these labels (A,B), any case. */
                label?: string | string[];
            };
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "team_insights",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "assignedTo": null,
                     *       "label": [],
                     *       "sprints": [
                     *         {
                     *           "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *           "name": "Sprint 14: checkout revamp",
                     *           "from": "2026-11-24",
                     *           "to": "2026-12-05",
                     *           "committedPoints": 21,
                     *           "completedPoints": 18,
                     *           "completedCount": 5,
                     *           "cycleTimeDays": {
                     *             "count": 4,
                     *             "p50": 1.5,
                     *             "p85": 3.25
                     *           },
                     *           "leadTimeDays": {
                     *             "count": 5,
                     *             "p50": 4,
                     *             "p85": 6.5
                     *           }
                     *         }
                     *       ],
                     *       "velocity": {
                     *         "averageCommittedPoints": 21,
                     *         "averageCompletedPoints": 18
                     *       },
                     *       "throughput": [
                     *         {
                     *           "weekStart": "2026-11-23",
                     *           "count": 2,
                     *           "points": 8
                     *         },
                     *         {
                     *           "weekStart": "2026-11-30",
                     *           "count": 3,
                     *           "points": 10
                     *         }
                     *       ],
                     *       "workInProgress": {
                     *         "count": 2,
                     *         "points": 8
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "team_insights";
                        teamId: string;
                        /** @description The assignee filter applied (a user id), or null. */
                        assignedTo: string | null;
                        /** @description The labels filter applied (every one), or empty. */
                        label: string[];
                        /** @description The last N sprints that have started (by start date), oldest first. */
                        sprints: {
                            sprintId: string;
                            name: string;
                            /**
                             * Format: date
                             * @description A calendar date, YYYY-MM-DD.
                             */
                            from: string;
                            /**
                             * Format: date
                             * @description A calendar date, YYYY-MM-DD.
                             */
                            to: string;
                            committedPoints: number;
                            completedPoints: number;
                            /** @description Activities finished at the sprint's last day. */
                            completedCount: number;
                            /** @description From first entering work in progress (in progress or in review) to finished, for the finished activities that did. */
                            cycleTimeDays: {
                                count: number;
                                p50: number | null;
                                p85: number | null;
                            };
                            /** @description From created to finished, for the finished activities. */
                            leadTimeDays: {
                                count: number;
                                p50: number | null;
                                p85: number | null;
                            };
                        }[];
                        /** @description Averages over those sprints, to the tenth; 0 with no sprint. */
                        velocity: {
                            averageCommittedPoints: number;
                            averageCompletedPoints: number;
                        };
                        /** @description Activities of those sprints finished per week, from the first sprint's first week to the last one's (at most 53 weeks). */
                        throughput: {
                            /**
                             * Format: date
                             * @description The week's Monday (UTC).
                             */
                            weekStart: string;
                            count: number;
                            points: number;
                        }[];
                        /** @description The team's activities in progress or in review now. */
                        workInProgress: {
                            count: number;
                            points: number;
                        };
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listActivities: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
                /** @description Full text (title, description); best match first. */
                q?: string;
                /** @description Only activities of this sprint. */
                sprintId?: string;
                /** @description Any of these statuses (A,B). */
                status?: ("PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED") | string | ("PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED")[];
                /** @description Any of these priorities (A,B). */
                priority?: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | string | ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL")[];
                /** @description A user id, or 'me' for the caller. */
                assignedTo?: "me" | string;
                /** @description Every one of these labels (A,B), any case. */
                label?: string | string[];
                /** @description Due on or before (YYYY-MM-DD). */
                dueBefore?: string;
                /** @description Due on or after (YYYY-MM-DD). */
                dueAfter?: string;
                /** @description Changed at or after: ISO timestamp or date. */
                updatedSince?: string;
                /** @description Sub-tasks of this activity; 'none': top level only. */
                parentId?: "none" | string;
                /** @description Not finished, no unfinished blocker. */
                ready?: true | "true";
                /** @description An unfinished blocker. */
                blocked?: true | "true";
            };
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "activity",
                     *           "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *           "title": "Redesign the cart summary",
                     *           "description": "Totals, discounts and shipping in one block.",
                     *           "status": "IN_PROGRESS",
                     *           "priority": "HIGH",
                     *           "points": 5,
                     *           "dueDate": "2026-11-28",
                     *           "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "reviewStatus": null,
                     *           "labels": [
                     *             "checkout",
                     *             "design"
                     *           ],
                     *           "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "completedAt": null,
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "updatedAt": "2026-11-24T09:30:00.000Z",
                     *           "parentId": null,
                     *           "subtasks": {
                     *             "total": 2,
                     *             "done": 1,
                     *             "points": 3,
                     *             "pointsDone": 1
                     *           },
                     *           "blockedBy": [
                     *             {
                     *               "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *               "title": "Agree the discount rules",
                     *               "status": "IN_REVIEW"
                     *             }
                     *           ],
                     *           "blocks": [
                     *             "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *           ]
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "activity";
                            id: string;
                            teamId: string;
                            sprintId: string;
                            title: string;
                            description: string | null;
                            /**
                             * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                             * @enum {string}
                             */
                            status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                            priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                            points: number | null;
                            dueDate: string | null;
                            assignedTo: string | null;
                            reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                            labels: string[];
                            createdBy: string;
                            /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                            completedAt: string | null;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                            /** @description The parent activity, for a sub-task; null at the top level. */
                            parentId: string | null;
                            /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                            subtasks: {
                                total: number;
                                done: number;
                                points: number;
                                pointsDone: number;
                            };
                            /** @description The activities that block it and are not finished yet (oldest relation first). */
                            blockedBy: {
                                id: string;
                                title: string;
                                /**
                                 * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                 * @enum {string}
                                 */
                                status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                            }[];
                            /** @description The ids of the activities it blocks, finished or not. */
                            blocks: string[];
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `invalid_date_range`: startDate would be after endDate (or a list's dueAfter is after its dueBefore). `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "invalid_date_range",
                     *         "message": "startDate would be after endDate (or a list's dueAfter is after its dueBefore).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Redesign the cart summary",
                 *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                 *       "priority": "HIGH",
                 *       "points": 5,
                 *       "dueDate": "2026-11-28"
                 *     }
                 */
                "application/json": {
                    title: string;
                    /**
                     * Format: uuid
                     * @description A sprint of the same team.
                     */
                    sprintId: string;
                    description?: string | null;
                    /**
                     * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                     * @default PENDING
                     * @enum {string}
                     */
                    status?: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                    priority?: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                    /** @description Estimate in points. */
                    points?: number | null;
                    dueDate?: string | null;
                    /** @description User id of a team member. */
                    assignedTo?: string | null;
                    /** @description Up to 20, 1-50 characters, no commas; duplicates in any case dropped. */
                    labels?: string[];
                    /** @description Parent activity (same team, 5 levels at most); null: top level. */
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "activity",
                     *       "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "title": "Redesign the cart summary",
                     *       "description": "Totals, discounts and shipping in one block.",
                     *       "status": "IN_PROGRESS",
                     *       "priority": "HIGH",
                     *       "points": 5,
                     *       "dueDate": "2026-11-28",
                     *       "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "reviewStatus": null,
                     *       "labels": [
                     *         "checkout",
                     *         "design"
                     *       ],
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "completedAt": null,
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z",
                     *       "parentId": null,
                     *       "subtasks": {
                     *         "total": 2,
                     *         "done": 1,
                     *         "points": 3,
                     *         "pointsDone": 1
                     *       },
                     *       "blockedBy": [
                     *         {
                     *           "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *           "title": "Agree the discount rules",
                     *           "status": "IN_REVIEW"
                     *         }
                     *       ],
                     *       "blocks": [
                     *         "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "activity";
                        id: string;
                        teamId: string;
                        sprintId: string;
                        title: string;
                        description: string | null;
                        /**
                         * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                         * @enum {string}
                         */
                        status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                        priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                        points: number | null;
                        dueDate: string | null;
                        assignedTo: string | null;
                        reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                        labels: string[];
                        createdBy: string;
                        /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                        completedAt: string | null;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        /** @description The parent activity, for a sub-task; null at the top level. */
                        parentId: string | null;
                        /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                        subtasks: {
                            total: number;
                            done: number;
                            points: number;
                            pointsDone: number;
                        };
                        /** @description The activities that block it and are not finished yet (oldest relation first). */
                        blockedBy: {
                            id: string;
                            title: string;
                            /**
                             * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                             * @enum {string}
                             */
                            status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                        }[];
                        /** @description The ids of the activities it blocks, finished or not. */
                        blocks: string[];
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `too_deep`: parentId would put a sub-task more than 5 levels deep (an activity and its sub-tasks count from 1). `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 if the record's ETag is still this one. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "activity",
                     *       "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "title": "Redesign the cart summary",
                     *       "description": "Totals, discounts and shipping in one block.",
                     *       "status": "IN_PROGRESS",
                     *       "priority": "HIGH",
                     *       "points": 5,
                     *       "dueDate": "2026-11-28",
                     *       "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "reviewStatus": null,
                     *       "labels": [
                     *         "checkout",
                     *         "design"
                     *       ],
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "completedAt": null,
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z",
                     *       "parentId": null,
                     *       "subtasks": {
                     *         "total": 2,
                     *         "done": 1,
                     *         "points": 3,
                     *         "pointsDone": 1
                     *       },
                     *       "blockedBy": [
                     *         {
                     *           "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *           "title": "Agree the discount rules",
                     *           "status": "IN_REVIEW"
                     *         }
                     *       ],
                     *       "blocks": [
                     *         "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "activity";
                        id: string;
                        teamId: string;
                        sprintId: string;
                        title: string;
                        description: string | null;
                        /**
                         * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                         * @enum {string}
                         */
                        status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                        priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                        points: number | null;
                        dueDate: string | null;
                        assignedTo: string | null;
                        reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                        labels: string[];
                        createdBy: string;
                        /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                        completedAt: string | null;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        /** @description The parent activity, for a sub-task; null at the top level. */
                        parentId: string | null;
                        /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                        subtasks: {
                            total: number;
                            done: number;
                            points: number;
                            pointsDone: number;
                        };
                        /** @description The activities that block it and are not finished yet (oldest relation first). */
                        blockedBy: {
                            id: string;
                            title: string;
                            /**
                             * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                             * @enum {string}
                             */
                            status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                        }[];
                        /** @description The ids of the activities it blocks, finished or not. */
                        blocks: string[];
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `has_subtasks`: The activity has sub-tasks (or, for a sprint, one of its activities has sub-tasks in another sprint): move or delete them first. `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "has_subtasks",
                     *         "message": "The activity has sub-tasks (or, for a sprint, one of its activities has sub-tasks in another sprint): move or delete them first."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateActivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the record's ETag is still this one (else 412). */
                "If-Match"?: string;
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "IN_REVIEW",
                 *       "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /**
                     * Format: uuid
                     * @description A sprint of the same team.
                     */
                    sprintId?: string;
                    description?: string | null;
                    /**
                     * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                     * @enum {string}
                     */
                    status?: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                    priority?: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                    /** @description Estimate in points. */
                    points?: number | null;
                    dueDate?: string | null;
                    /** @description User id of a team member. */
                    assignedTo?: string | null;
                    /** @description Up to 20, 1-50 characters, no commas; duplicates in any case dropped. */
                    labels?: string[];
                    /** @description Parent activity (same team, 5 levels at most); null: top level. */
                    parentId?: string | null;
                    /** @description Changing it needs CAPTAIN or STAFF. */
                    reviewStatus?: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "activity",
                     *       "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "title": "Redesign the cart summary",
                     *       "description": "Totals, discounts and shipping in one block.",
                     *       "status": "IN_PROGRESS",
                     *       "priority": "HIGH",
                     *       "points": 5,
                     *       "dueDate": "2026-11-28",
                     *       "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "reviewStatus": null,
                     *       "labels": [
                     *         "checkout",
                     *         "design"
                     *       ],
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "completedAt": null,
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z",
                     *       "parentId": null,
                     *       "subtasks": {
                     *         "total": 2,
                     *         "done": 1,
                     *         "points": 3,
                     *         "pointsDone": 1
                     *       },
                     *       "blockedBy": [
                     *         {
                     *           "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *           "title": "Agree the discount rules",
                     *           "status": "IN_REVIEW"
                     *         }
                     *       ],
                     *       "blocks": [
                     *         "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "activity";
                        id: string;
                        teamId: string;
                        sprintId: string;
                        title: string;
                        description: string | null;
                        /**
                         * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                         * @enum {string}
                         */
                        status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                        priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                        points: number | null;
                        dueDate: string | null;
                        assignedTo: string | null;
                        reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                        labels: string[];
                        createdBy: string;
                        /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                        completedAt: string | null;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        /** @description The parent activity, for a sub-task; null at the top level. */
                        parentId: string | null;
                        /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                        subtasks: {
                            total: number;
                            done: number;
                            points: number;
                            pointsDone: number;
                        };
                        /** @description The activities that block it and are not finished yet (oldest relation first). */
                        blockedBy: {
                            id: string;
                            title: string;
                            /**
                             * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                             * @enum {string}
                             */
                            status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                        }[];
                        /** @description The ids of the activities it blocks, finished or not. */
                        blocks: string[];
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `parent_cycle`: parentId names the activity itself or one of its sub-tasks (at any depth). `too_deep`: parentId would put a sub-task more than 5 levels deep (an activity and its sub-tasks count from 1). `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `precondition_failed`: If-Match names an older version; nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "precondition_failed",
                     *         "message": "If-Match names an older version; nothing was written."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRelations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "relation",
                     *           "id": "01a206e5-2ab6-7f4c-9e33-60819203b4c5",
                     *           "type": "blocks",
                     *           "activityId": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *           "relatedActivityId": "01a206e5-2ab5-7e3b-8d22-5f708192a3b4",
                     *           "createdAt": "2026-11-24T09:30:00.000Z",
                     *           "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "relation";
                            id: string;
                            /**
                             * @description Seen from activityId: it blocks, is blocked by, relates to, duplicates or is duplicated by relatedActivityId.
                             * @enum {string}
                             */
                            type: "blocks" | "blocked_by" | "relates_to" | "duplicates" | "duplicated_by";
                            activityId: string;
                            relatedActivityId: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            createdBy: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRelation: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "blocks",
                 *       "relatedActivityId": "01a206e5-2aab-7c1e-9a51-3f0d7c2e8b14"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description blocks: activityId must finish before relatedActivityId can start.
                     * @enum {string}
                     */
                    type: "blocks" | "blocked_by" | "relates_to" | "duplicates";
                    /**
                     * Format: uuid
                     * @description Another activity of the team.
                     */
                    relatedActivityId: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "relation",
                     *       "id": "01a206e5-2ab6-7f4c-9e33-60819203b4c5",
                     *       "type": "blocks",
                     *       "activityId": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *       "relatedActivityId": "01a206e5-2ab5-7e3b-8d22-5f708192a3b4",
                     *       "createdAt": "2026-11-24T09:30:00.000Z",
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "relation";
                        id: string;
                        /**
                         * @description Seen from activityId: it blocks, is blocked by, relates to, duplicates or is duplicated by relatedActivityId.
                         * @enum {string}
                         */
                        type: "blocks" | "blocked_by" | "relates_to" | "duplicates" | "duplicated_by";
                        activityId: string;
                        relatedActivityId: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        createdBy: string;
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `relation_exists`: The two activities already have this relation. `relation_limit_reached`: One of the activities has 50 relations already (or the activities it blocks, directly or not, are too many to check for a cycle). `dependency_cycle`: The blocks relation would close a cycle; the message names the activities in it. `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "relation_exists",
                     *         "message": "The two activities already have this relation."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRelation: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The relation id. */
                relationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listComments: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "comment",
                     *           "id": "01a206e5-2ab8-7e2f-9a10-6c2d3e4f5a6b",
                     *           "activityId": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *           "authorId": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "content": "First draft is in Figma, feedback welcome.",
                     *           "createdAt": "2026-11-24T09:30:00.000Z",
                     *           "updatedAt": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "comment";
                            id: string;
                            activityId: string;
                            authorId: string;
                            content: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "First draft is in Figma, feedback welcome."
                 *     }
                 */
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment",
                     *       "id": "01a206e5-2ab8-7e2f-9a10-6c2d3e4f5a6b",
                     *       "activityId": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *       "authorId": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "content": "First draft is in Figma, feedback welcome.",
                     *       "createdAt": "2026-11-24T09:30:00.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "comment";
                        id: string;
                        activityId: string;
                        authorId: string;
                        content: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The comment id. */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchDocuments: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
                /** @description Full-text search; best match first. */
                q?: string;
                /** @description Only documents linked to this sprint. */
                sprintId?: string;
                /** @description Only documents linked to this activity. */
                activityId?: string;
            };
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "document",
                     *           "id": "01a206e5-2abc-7f30-8b21-7d3e4f5a6b7c",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "title": "Rounding rules for taxes",
                     *           "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *           "activityId": null,
                     *           "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "updatedAt": "2026-11-24T09:30:00.000Z",
                     *           "snippet": "Round tax per order, not per line."
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "document";
                            id: string;
                            teamId: string;
                            title: string;
                            sprintId: string | null;
                            activityId: string | null;
                            createdBy: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                            /** @description A short excerpt of the content; the matching passage when searching. */
                            snippet: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Rounding rules for taxes",
                 *       "content": "Round tax per order, not per line."
                 *     }
                 */
                "application/json": {
                    title: string;
                    /**
                     * @description Text; markdown welcome.
                     * @default
                     */
                    content?: string;
                    /** @description Link to a sprint of the team. */
                    sprintId?: string | null;
                    /** @description Link to an activity of the team. */
                    activityId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "document",
                     *       "id": "01a206e5-2abc-7f30-8b21-7d3e4f5a6b7c",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "title": "Rounding rules for taxes",
                     *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "activityId": null,
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z",
                     *       "content": "Round tax per order, not per line."
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "document";
                        id: string;
                        teamId: string;
                        title: string;
                        sprintId: string | null;
                        activityId: string | null;
                        createdBy: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        content: string;
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 if the record's ETag is still this one. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The document id. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "document",
                     *       "id": "01a206e5-2abc-7f30-8b21-7d3e4f5a6b7c",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "title": "Rounding rules for taxes",
                     *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "activityId": null,
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z",
                     *       "content": "Round tax per order, not per line."
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "document";
                        id: string;
                        teamId: string;
                        title: string;
                        sprintId: string | null;
                        activityId: string | null;
                        createdBy: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        content: string;
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The document id. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the record's ETag is still this one (else 412). */
                "If-Match"?: string;
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The document id. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Round tax per order, not per line. Banker's rounding only where the law asks for it."
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /** @description Text; markdown welcome. */
                    content?: string;
                    /** @description Link to a sprint of the team. */
                    sprintId?: string | null;
                    /** @description Link to an activity of the team. */
                    activityId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "document",
                     *       "id": "01a206e5-2abc-7f30-8b21-7d3e4f5a6b7c",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "title": "Rounding rules for taxes",
                     *       "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *       "activityId": null,
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z",
                     *       "content": "Round tax per order, not per line."
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "document";
                        id: string;
                        teamId: string;
                        title: string;
                        sprintId: string | null;
                        activityId: string | null;
                        createdBy: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        content: string;
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `precondition_failed`: If-Match names an older version; nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "precondition_failed",
                     *         "message": "If-Match names an older version; nothing was written."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listResources: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
                /** @description Only resources linked to this activity. */
                activityId?: string;
                /** @description Only resources of this type. */
                type?: "PDF" | "DOCUMENT" | "PRESENTATION" | "IMAGE" | "VIDEO" | "LINK" | "DRIVE" | "YOUTUBE" | "NOTE";
            };
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "resource",
                     *           "id": "01a206e5-2ac0-7041-9c32-8e4f5a6b7c8d",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "title": "Checkout designs",
                     *           "url": "https://www.figma.com/file/demo-checkout",
                     *           "type": "LINK",
                     *           "activityId": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *           "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "updatedAt": "2026-11-23T10:15:30.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "resource";
                            id: string;
                            teamId: string;
                            title: string;
                            url: string;
                            /**
                             * @description Kind of link.
                             * @enum {string}
                             */
                            type: "PDF" | "DOCUMENT" | "PRESENTATION" | "IMAGE" | "VIDEO" | "LINK" | "DRIVE" | "YOUTUBE" | "NOTE";
                            activityId: string | null;
                            createdBy: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Checkout designs",
                 *       "url": "https://www.figma.com/file/demo-checkout",
                 *       "type": "LINK"
                 *     }
                 */
                "application/json": {
                    title: string;
                    /** @description Absolute http(s) URL. */
                    url: string;
                    /**
                     * @description Kind of link.
                     * @default LINK
                     * @enum {string}
                     */
                    type?: "PDF" | "DOCUMENT" | "PRESENTATION" | "IMAGE" | "VIDEO" | "LINK" | "DRIVE" | "YOUTUBE" | "NOTE";
                    /** @description Link to an activity of the team. */
                    activityId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "resource",
                     *       "id": "01a206e5-2ac0-7041-9c32-8e4f5a6b7c8d",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "title": "Checkout designs",
                     *       "url": "https://www.figma.com/file/demo-checkout",
                     *       "type": "LINK",
                     *       "activityId": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *       "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "resource";
                        id: string;
                        teamId: string;
                        title: string;
                        url: string;
                        /**
                         * @description Kind of link.
                         * @enum {string}
                         */
                        type: "PDF" | "DOCUMENT" | "PRESENTATION" | "IMAGE" | "VIDEO" | "LINK" | "DRIVE" | "YOUTUBE" | "NOTE";
                        activityId: string | null;
                        createdBy: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The resource id. */
                resourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "usage",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "plan": "PRO",
                     *       "period": {
                     *         "start": "2026-11-01T00:00:00.000Z",
                     *         "end": "2026-12-01T00:00:00.000Z"
                     *       },
                     *       "ai": {
                     *         "limit": 500,
                     *         "used": 12,
                     *         "remaining": 488
                     *       },
                     *       "rateLimit": {
                     *         "limit": 120
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "usage";
                        teamId: string;
                        /**
                         * @description The team's plan.
                         * @enum {string}
                         */
                        plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                        period: {
                            /** @description First instant of the current calendar month (UTC). */
                            start: string;
                            /** @description First instant of the next month (exclusive). */
                            end: string;
                        };
                        ai: {
                            limit: number;
                            used: number;
                            remaining: number;
                        };
                        rateLimit: {
                            limit: number;
                        };
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    askTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question": "What is blocked?"
                 *     }
                 */
                "application/json": {
                    /** @description A question about the team's work. */
                    question: string;
                    /**
                     * Format: uuid
                     * @description Only look at this sprint's data.
                     */
                    sprintId?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "ai_answer",
                     *       "question": "What is blocked?",
                     *       "answer": "One activity is blocked: Fix rounding in order totals, waiting on the tax rules.",
                     *       "sources": [
                     *         {
                     *           "object": "activity",
                     *           "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *           "title": "Fix rounding in order totals",
                     *           "snippet": "Blocked until the tax rules are settled."
                     *         }
                     *       ],
                     *       "provider": "local",
                     *       "warnings": []
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "ai_answer";
                        question: string;
                        answer: string;
                        /** @description The team's records the answer rests on. */
                        sources: {
                            /** @enum {string} */
                            object: "activity" | "document" | "comment" | "sprint" | "member" | "team";
                            id: string;
                            title: string;
                            snippet: string;
                        }[];
                        /** @enum {string} */
                        provider: "local" | "openai";
                        warnings: string[];
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. `quota_exceeded`: The team's AI quota for the month is used up. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    planSprintFromText: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Sprint 15: billing\nGoal: invoices in one click\n- Invoice page (3 pts) @ada\n- Fix VAT rounding P1 by Friday"
                 *     }
                 */
                "application/json": {
                    /** @description Notes, a backlog, a markdown list or an email. */
                    text: string;
                    /**
                     * Format: uuid
                     * @description Plan into this existing sprint instead of proposing a new one.
                     */
                    sprintId?: string;
                    /**
                     * @description true creates them (needs write); false previews.
                     * @default false
                     */
                    commit?: boolean;
                    /**
                     * Format: date
                     * @description Overrides dates in the text.
                     */
                    startDate?: string;
                    /**
                     * Format: date
                     * @description Overrides dates in the text.
                     */
                    endDate?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "sprint_plan",
                     *       "committed": false,
                     *       "sprint": {
                     *         "object": "sprint_proposal",
                     *         "name": "Sprint 15: billing",
                     *         "goal": "Invoices in one click",
                     *         "startDate": "2026-12-07",
                     *         "endDate": "2026-12-18",
                     *         "status": "PLANNED"
                     *       },
                     *       "activities": [
                     *         {
                     *           "object": "activity_proposal",
                     *           "ref": "a1",
                     *           "title": "Invoice page",
                     *           "description": null,
                     *           "status": "SUGGESTED",
                     *           "priority": null,
                     *           "points": 3,
                     *           "dueDate": null,
                     *           "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "labels": [],
                     *           "parentRef": null,
                     *           "blockedByRefs": []
                     *         },
                     *         {
                     *           "object": "activity_proposal",
                     *           "ref": "a2",
                     *           "title": "Send invoices by email",
                     *           "description": null,
                     *           "status": "SUGGESTED",
                     *           "priority": null,
                     *           "points": null,
                     *           "dueDate": null,
                     *           "assignedTo": null,
                     *           "labels": [],
                     *           "parentRef": null,
                     *           "blockedByRefs": [
                     *             "a1"
                     *           ]
                     *         }
                     *       ],
                     *       "warnings": [],
                     *       "provider": "local"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "sprint_plan";
                        committed: boolean;
                        /** @description The sprint: created or existing (a sprint record) or proposed. */
                        sprint: {
                            /** @constant */
                            object: "sprint";
                            id: string;
                            teamId: string;
                            name: string;
                            description: string | null;
                            goal: string | null;
                            startDate: string | null;
                            endDate: string | null;
                            /**
                             * @description Sprint state; any state may follow any other.
                             * @enum {string}
                             */
                            status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        } | {
                            /** @constant */
                            object: "sprint_proposal";
                            name: string;
                            goal: string | null;
                            startDate: string | null;
                            endDate: string | null;
                            /** @constant */
                            status: "PLANNED";
                        };
                        /** @description Proposals in a preview; once committed, the created activities in the same order, with their sub-tasks and blockers. */
                        activities: ({
                            /** @constant */
                            object: "activity";
                            id: string;
                            teamId: string;
                            sprintId: string;
                            title: string;
                            description: string | null;
                            /**
                             * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                             * @enum {string}
                             */
                            status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                            priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                            points: number | null;
                            dueDate: string | null;
                            assignedTo: string | null;
                            reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                            labels: string[];
                            createdBy: string;
                            /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                            completedAt: string | null;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                            /** @description The parent activity, for a sub-task; null at the top level. */
                            parentId: string | null;
                            /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                            subtasks: {
                                total: number;
                                done: number;
                                points: number;
                                pointsDone: number;
                            };
                            /** @description The activities that block it and are not finished yet (oldest relation first). */
                            blockedBy: {
                                id: string;
                                title: string;
                                /**
                                 * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                 * @enum {string}
                                 */
                                status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                            }[];
                            /** @description The ids of the activities it blocks, finished or not. */
                            blocks: string[];
                        } | {
                            /** @constant */
                            object: "activity_proposal";
                            /** @description Its name within this plan (a1, a2, …), which parentRef and blockedByRefs use. */
                            ref: string;
                            title: string;
                            description: string | null;
                            /** @constant */
                            status: "SUGGESTED";
                            priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                            points: number | null;
                            dueDate: string | null;
                            assignedTo: string | null;
                            labels: string[];
                            /** @description The ref of the proposal it becomes a sub-task of (parentId); null: top level. */
                            parentRef: string | null;
                            /** @description The refs of the proposals that will block it (a blocks relation each). */
                            blockedByRefs: string[];
                        })[];
                        warnings: string[];
                        /** @enum {string} */
                        provider: "local" | "openai";
                    };
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "sprint_plan",
                     *       "committed": false,
                     *       "sprint": {
                     *         "object": "sprint_proposal",
                     *         "name": "Sprint 15: billing",
                     *         "goal": "Invoices in one click",
                     *         "startDate": "2026-12-07",
                     *         "endDate": "2026-12-18",
                     *         "status": "PLANNED"
                     *       },
                     *       "activities": [
                     *         {
                     *           "object": "activity_proposal",
                     *           "ref": "a1",
                     *           "title": "Invoice page",
                     *           "description": null,
                     *           "status": "SUGGESTED",
                     *           "priority": null,
                     *           "points": 3,
                     *           "dueDate": null,
                     *           "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "labels": [],
                     *           "parentRef": null,
                     *           "blockedByRefs": []
                     *         },
                     *         {
                     *           "object": "activity_proposal",
                     *           "ref": "a2",
                     *           "title": "Send invoices by email",
                     *           "description": null,
                     *           "status": "SUGGESTED",
                     *           "priority": null,
                     *           "points": null,
                     *           "dueDate": null,
                     *           "assignedTo": null,
                     *           "labels": [],
                     *           "parentRef": null,
                     *           "blockedByRefs": [
                     *             "a1"
                     *           ]
                     *         }
                     *       ],
                     *       "warnings": [],
                     *       "provider": "local"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "sprint_plan";
                        committed: boolean;
                        /** @description The sprint: created or existing (a sprint record) or proposed. */
                        sprint: {
                            /** @constant */
                            object: "sprint";
                            id: string;
                            teamId: string;
                            name: string;
                            description: string | null;
                            goal: string | null;
                            startDate: string | null;
                            endDate: string | null;
                            /**
                             * @description Sprint state; any state may follow any other.
                             * @enum {string}
                             */
                            status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        } | {
                            /** @constant */
                            object: "sprint_proposal";
                            name: string;
                            goal: string | null;
                            startDate: string | null;
                            endDate: string | null;
                            /** @constant */
                            status: "PLANNED";
                        };
                        /** @description Proposals in a preview; once committed, the created activities in the same order, with their sub-tasks and blockers. */
                        activities: ({
                            /** @constant */
                            object: "activity";
                            id: string;
                            teamId: string;
                            sprintId: string;
                            title: string;
                            description: string | null;
                            /**
                             * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                             * @enum {string}
                             */
                            status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                            priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                            points: number | null;
                            dueDate: string | null;
                            assignedTo: string | null;
                            reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                            labels: string[];
                            createdBy: string;
                            /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                            completedAt: string | null;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                            /** @description The parent activity, for a sub-task; null at the top level. */
                            parentId: string | null;
                            /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                            subtasks: {
                                total: number;
                                done: number;
                                points: number;
                                pointsDone: number;
                            };
                            /** @description The activities that block it and are not finished yet (oldest relation first). */
                            blockedBy: {
                                id: string;
                                title: string;
                                /**
                                 * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                 * @enum {string}
                                 */
                                status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                            }[];
                            /** @description The ids of the activities it blocks, finished or not. */
                            blocks: string[];
                        } | {
                            /** @constant */
                            object: "activity_proposal";
                            /** @description Its name within this plan (a1, a2, …), which parentRef and blockedByRefs use. */
                            ref: string;
                            title: string;
                            description: string | null;
                            /** @constant */
                            status: "SUGGESTED";
                            priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                            points: number | null;
                            dueDate: string | null;
                            assignedTo: string | null;
                            labels: string[];
                            /** @description The ref of the proposal it becomes a sub-task of (parentId); null: top level. */
                            parentRef: string | null;
                            /** @description The refs of the proposals that will block it (a blocks relation each). */
                            blockedByRefs: string[];
                        })[];
                        warnings: string[];
                        /** @enum {string} */
                        provider: "local" | "openai";
                    };
                };
            };
            /** @description `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `invalid_date_range`: startDate would be after endDate (or a list's dueAfter is after its dueBefore). `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "resource_missing",
                     *         "message": "A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `dependency_cycle`: The blocks relation would close a cycle; the message names the activities in it. `relation_limit_reached`: One of the activities has 50 relations already (or the activities it blocks, directly or not, are too many to check for a cycle). `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "dependency_cycle",
                     *         "message": "The blocks relation would close a cycle; the message names the activities in it."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. `quota_exceeded`: The team's AI quota for the month is used up. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
                /** @description Event types, joined by commas; 'activity.*' for every activity event. */
                type?: ("team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted" | "team.*" | "member.*" | "sprint.*" | "activity.*" | "comment.*" | "document.*" | "resource.*" | "relation.*") | string | ("team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted" | "team.*" | "member.*" | "sprint.*" | "activity.*" | "comment.*" | "document.*" | "resource.*" | "relation.*")[];
                /** @description Only events about this record. */
                objectId?: string;
            };
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "event",
                     *           "id": "01a206e5-2ad0-7485-9a76-c28d9eafb0c1",
                     *           "type": "activity.updated",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "createdAt": "2026-11-24T09:30:00.000Z",
                     *           "actor": {
                     *             "userId": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *             "credential": {
                     *               "type": "api_key",
                     *               "id": "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e"
                     *             }
                     *           },
                     *           "data": {
                     *             "object": {
                     *               "object": "activity",
                     *               "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *               "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *               "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *               "title": "Redesign the cart summary",
                     *               "description": "Totals, discounts and shipping in one block.",
                     *               "status": "IN_PROGRESS",
                     *               "priority": "HIGH",
                     *               "points": 5,
                     *               "dueDate": "2026-11-28",
                     *               "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *               "reviewStatus": null,
                     *               "labels": [
                     *                 "checkout",
                     *                 "design"
                     *               ],
                     *               "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *               "completedAt": null,
                     *               "createdAt": "2026-11-23T10:15:30.000Z",
                     *               "updatedAt": "2026-11-24T09:30:00.000Z",
                     *               "parentId": null,
                     *               "subtasks": {
                     *                 "total": 2,
                     *                 "done": 1,
                     *                 "points": 3,
                     *                 "pointsDone": 1
                     *               },
                     *               "blockedBy": [
                     *                 {
                     *                   "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *                   "title": "Agree the discount rules",
                     *                   "status": "IN_REVIEW"
                     *                 }
                     *               ],
                     *               "blocks": [
                     *                 "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *               ]
                     *             },
                     *             "previous": {
                     *               "status": "TODO",
                     *               "updatedAt": "2026-11-23T10:15:30.000Z"
                     *             }
                     *           },
                     *           "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "event";
                            id: string;
                            /** @enum {string} */
                            type: "team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted";
                            teamId: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description Who made the change: the user, and the credential (API key or OAuth token) they used. */
                            actor: {
                                userId: string | null;
                                credential: {
                                    type: string;
                                    id: string;
                                } | null;
                            };
                            data: {
                                /** @description The record after the change; for a delete, the record as it was. A document as lists show it: a snippet, not its content. */
                                object: {
                                    /** @constant */
                                    object: "team";
                                    id: string;
                                    name: string;
                                    /**
                                     * @description The team's plan.
                                     * @enum {string}
                                     */
                                    plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "member";
                                    /** @description The user's id. */
                                    id: string;
                                    teamId: string;
                                    name: string;
                                    email: string;
                                    /**
                                     * @description Role in the team.
                                     * @enum {string}
                                     */
                                    role: "CAPTAIN" | "STAFF" | "MEMBER";
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    joinedAt: string;
                                } | {
                                    /** @constant */
                                    object: "sprint";
                                    id: string;
                                    teamId: string;
                                    name: string;
                                    description: string | null;
                                    goal: string | null;
                                    startDate: string | null;
                                    endDate: string | null;
                                    /**
                                     * @description Sprint state; any state may follow any other.
                                     * @enum {string}
                                     */
                                    status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "activity";
                                    id: string;
                                    teamId: string;
                                    sprintId: string;
                                    title: string;
                                    description: string | null;
                                    /**
                                     * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                     * @enum {string}
                                     */
                                    status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                                    priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                                    points: number | null;
                                    dueDate: string | null;
                                    assignedTo: string | null;
                                    reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                                    labels: string[];
                                    createdBy: string;
                                    /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                                    completedAt: string | null;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                    /** @description The parent activity, for a sub-task; null at the top level. */
                                    parentId: string | null;
                                    /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                                    subtasks: {
                                        total: number;
                                        done: number;
                                        points: number;
                                        pointsDone: number;
                                    };
                                    /** @description The activities that block it and are not finished yet (oldest relation first). */
                                    blockedBy: {
                                        id: string;
                                        title: string;
                                        /**
                                         * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                         * @enum {string}
                                         */
                                        status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                                    }[];
                                    /** @description The ids of the activities it blocks, finished or not. */
                                    blocks: string[];
                                } | {
                                    /** @constant */
                                    object: "comment";
                                    id: string;
                                    activityId: string;
                                    authorId: string;
                                    content: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "document";
                                    id: string;
                                    teamId: string;
                                    title: string;
                                    sprintId: string | null;
                                    activityId: string | null;
                                    createdBy: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                    /** @description A short excerpt of the content; the matching passage when searching. */
                                    snippet: string;
                                } | {
                                    /** @constant */
                                    object: "resource";
                                    id: string;
                                    teamId: string;
                                    title: string;
                                    url: string;
                                    /**
                                     * @description Kind of link.
                                     * @enum {string}
                                     */
                                    type: "PDF" | "DOCUMENT" | "PRESENTATION" | "IMAGE" | "VIDEO" | "LINK" | "DRIVE" | "YOUTUBE" | "NOTE";
                                    activityId: string | null;
                                    createdBy: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "relation";
                                    id: string;
                                    /**
                                     * @description Seen from activityId: it blocks, is blocked by, relates to, duplicates or is duplicated by relatedActivityId.
                                     * @enum {string}
                                     */
                                    type: "blocks" | "blocked_by" | "relates_to" | "duplicates" | "duplicated_by";
                                    activityId: string;
                                    relatedActivityId: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    createdBy: string;
                                };
                                /** @description Updates only: the changed fields' values before the change. */
                                previous?: {
                                    [key: string]: unknown;
                                };
                            };
                            /** @description The request that made the change. */
                            request_id: string | null;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event id. */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "event",
                     *       "id": "01a206e5-2ad0-7485-9a76-c28d9eafb0c1",
                     *       "type": "activity.updated",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "createdAt": "2026-11-24T09:30:00.000Z",
                     *       "actor": {
                     *         "userId": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *         "credential": {
                     *           "type": "api_key",
                     *           "id": "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e"
                     *         }
                     *       },
                     *       "data": {
                     *         "object": {
                     *           "object": "activity",
                     *           "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *           "title": "Redesign the cart summary",
                     *           "description": "Totals, discounts and shipping in one block.",
                     *           "status": "IN_PROGRESS",
                     *           "priority": "HIGH",
                     *           "points": 5,
                     *           "dueDate": "2026-11-28",
                     *           "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "reviewStatus": null,
                     *           "labels": [
                     *             "checkout",
                     *             "design"
                     *           ],
                     *           "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *           "completedAt": null,
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "updatedAt": "2026-11-24T09:30:00.000Z",
                     *           "parentId": null,
                     *           "subtasks": {
                     *             "total": 2,
                     *             "done": 1,
                     *             "points": 3,
                     *             "pointsDone": 1
                     *           },
                     *           "blockedBy": [
                     *             {
                     *               "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *               "title": "Agree the discount rules",
                     *               "status": "IN_REVIEW"
                     *             }
                     *           ],
                     *           "blocks": [
                     *             "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *           ]
                     *         },
                     *         "previous": {
                     *           "status": "TODO",
                     *           "updatedAt": "2026-11-23T10:15:30.000Z"
                     *         }
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "event";
                        id: string;
                        /** @enum {string} */
                        type: "team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted";
                        teamId: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description Who made the change: the user, and the credential (API key or OAuth token) they used. */
                        actor: {
                            userId: string | null;
                            credential: {
                                type: string;
                                id: string;
                            } | null;
                        };
                        data: {
                            /** @description The record after the change; for a delete, the record as it was. A document as lists show it: a snippet, not its content. */
                            object: {
                                /** @constant */
                                object: "team";
                                id: string;
                                name: string;
                                /**
                                 * @description The team's plan.
                                 * @enum {string}
                                 */
                                plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                updatedAt: string;
                            } | {
                                /** @constant */
                                object: "member";
                                /** @description The user's id. */
                                id: string;
                                teamId: string;
                                name: string;
                                email: string;
                                /**
                                 * @description Role in the team.
                                 * @enum {string}
                                 */
                                role: "CAPTAIN" | "STAFF" | "MEMBER";
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                joinedAt: string;
                            } | {
                                /** @constant */
                                object: "sprint";
                                id: string;
                                teamId: string;
                                name: string;
                                description: string | null;
                                goal: string | null;
                                startDate: string | null;
                                endDate: string | null;
                                /**
                                 * @description Sprint state; any state may follow any other.
                                 * @enum {string}
                                 */
                                status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                updatedAt: string;
                            } | {
                                /** @constant */
                                object: "activity";
                                id: string;
                                teamId: string;
                                sprintId: string;
                                title: string;
                                description: string | null;
                                /**
                                 * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                 * @enum {string}
                                 */
                                status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                                priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                                points: number | null;
                                dueDate: string | null;
                                assignedTo: string | null;
                                reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                                labels: string[];
                                createdBy: string;
                                /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                                completedAt: string | null;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                updatedAt: string;
                                /** @description The parent activity, for a sub-task; null at the top level. */
                                parentId: string | null;
                                /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                                subtasks: {
                                    total: number;
                                    done: number;
                                    points: number;
                                    pointsDone: number;
                                };
                                /** @description The activities that block it and are not finished yet (oldest relation first). */
                                blockedBy: {
                                    id: string;
                                    title: string;
                                    /**
                                     * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                     * @enum {string}
                                     */
                                    status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                                }[];
                                /** @description The ids of the activities it blocks, finished or not. */
                                blocks: string[];
                            } | {
                                /** @constant */
                                object: "comment";
                                id: string;
                                activityId: string;
                                authorId: string;
                                content: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                updatedAt: string;
                            } | {
                                /** @constant */
                                object: "document";
                                id: string;
                                teamId: string;
                                title: string;
                                sprintId: string | null;
                                activityId: string | null;
                                createdBy: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                updatedAt: string;
                                /** @description A short excerpt of the content; the matching passage when searching. */
                                snippet: string;
                            } | {
                                /** @constant */
                                object: "resource";
                                id: string;
                                teamId: string;
                                title: string;
                                url: string;
                                /**
                                 * @description Kind of link.
                                 * @enum {string}
                                 */
                                type: "PDF" | "DOCUMENT" | "PRESENTATION" | "IMAGE" | "VIDEO" | "LINK" | "DRIVE" | "YOUTUBE" | "NOTE";
                                activityId: string | null;
                                createdBy: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                updatedAt: string;
                            } | {
                                /** @constant */
                                object: "relation";
                                id: string;
                                /**
                                 * @description Seen from activityId: it blocks, is blocked by, relates to, duplicates or is duplicated by relatedActivityId.
                                 * @enum {string}
                                 */
                                type: "blocks" | "blocked_by" | "relates_to" | "duplicates" | "duplicated_by";
                                activityId: string;
                                relatedActivityId: string;
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                createdBy: string;
                            };
                            /** @description Updates only: the changed fields' values before the change. */
                            previous?: {
                                [key: string]: unknown;
                            };
                        };
                        /** @description The request that made the change. */
                        request_id: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getActivityHistory: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description The activity id. */
                activityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "event",
                     *           "id": "01a206e5-2ad0-7485-9a76-c28d9eafb0c1",
                     *           "type": "activity.updated",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "createdAt": "2026-11-24T09:30:00.000Z",
                     *           "actor": {
                     *             "userId": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *             "credential": {
                     *               "type": "api_key",
                     *               "id": "01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e"
                     *             }
                     *           },
                     *           "data": {
                     *             "object": {
                     *               "object": "activity",
                     *               "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *               "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *               "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *               "title": "Redesign the cart summary",
                     *               "description": "Totals, discounts and shipping in one block.",
                     *               "status": "IN_PROGRESS",
                     *               "priority": "HIGH",
                     *               "points": 5,
                     *               "dueDate": "2026-11-28",
                     *               "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *               "reviewStatus": null,
                     *               "labels": [
                     *                 "checkout",
                     *                 "design"
                     *               ],
                     *               "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *               "completedAt": null,
                     *               "createdAt": "2026-11-23T10:15:30.000Z",
                     *               "updatedAt": "2026-11-24T09:30:00.000Z",
                     *               "parentId": null,
                     *               "subtasks": {
                     *                 "total": 2,
                     *                 "done": 1,
                     *                 "points": 3,
                     *                 "pointsDone": 1
                     *               },
                     *               "blockedBy": [
                     *                 {
                     *                   "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *                   "title": "Agree the discount rules",
                     *                   "status": "IN_REVIEW"
                     *                 }
                     *               ],
                     *               "blocks": [
                     *                 "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *               ]
                     *             },
                     *             "previous": {
                     *               "status": "TODO",
                     *               "updatedAt": "2026-11-23T10:15:30.000Z"
                     *             }
                     *           },
                     *           "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "event";
                            id: string;
                            /** @enum {string} */
                            type: "team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted";
                            teamId: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description Who made the change: the user, and the credential (API key or OAuth token) they used. */
                            actor: {
                                userId: string | null;
                                credential: {
                                    type: string;
                                    id: string;
                                } | null;
                            };
                            data: {
                                /** @description The record after the change; for a delete, the record as it was. A document as lists show it: a snippet, not its content. */
                                object: {
                                    /** @constant */
                                    object: "team";
                                    id: string;
                                    name: string;
                                    /**
                                     * @description The team's plan.
                                     * @enum {string}
                                     */
                                    plan: "FREE" | "ESSENTIAL" | "PRO" | "MAX";
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "member";
                                    /** @description The user's id. */
                                    id: string;
                                    teamId: string;
                                    name: string;
                                    email: string;
                                    /**
                                     * @description Role in the team.
                                     * @enum {string}
                                     */
                                    role: "CAPTAIN" | "STAFF" | "MEMBER";
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    joinedAt: string;
                                } | {
                                    /** @constant */
                                    object: "sprint";
                                    id: string;
                                    teamId: string;
                                    name: string;
                                    description: string | null;
                                    goal: string | null;
                                    startDate: string | null;
                                    endDate: string | null;
                                    /**
                                     * @description Sprint state; any state may follow any other.
                                     * @enum {string}
                                     */
                                    status: "PLANNED" | "ACTIVE" | "PAUSED" | "REVIEW" | "COMPLETED";
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "activity";
                                    id: string;
                                    teamId: string;
                                    sprintId: string;
                                    title: string;
                                    description: string | null;
                                    /**
                                     * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                     * @enum {string}
                                     */
                                    status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                                    priority: ("LOW" | "MEDIUM" | "HIGH" | "CRITICAL") | null;
                                    points: number | null;
                                    dueDate: string | null;
                                    assignedTo: string | null;
                                    reviewStatus: ("PENDING" | "APPROVED" | "REJECTED" | "CHANGES_REQUESTED") | null;
                                    labels: string[];
                                    createdBy: string;
                                    /** @description Set when status becomes COMPLETED or DONE; cleared when it leaves them. */
                                    completedAt: string | null;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                    /** @description The parent activity, for a sub-task; null at the top level. */
                                    parentId: string | null;
                                    /** @description Its direct sub-tasks: how many, how many finished (COMPLETED or DONE), their points, the finished ones' points. */
                                    subtasks: {
                                        total: number;
                                        done: number;
                                        points: number;
                                        pointsDone: number;
                                    };
                                    /** @description The activities that block it and are not finished yet (oldest relation first). */
                                    blockedBy: {
                                        id: string;
                                        title: string;
                                        /**
                                         * @description Setting COMPLETED needs a CAPTAIN or STAFF role.
                                         * @enum {string}
                                         */
                                        status: "PENDING" | "SUGGESTED" | "ASSIGNED" | "IN_PROGRESS" | "NEEDS_HELP" | "BLOCKED" | "REVIEW" | "COMPLETED" | "BACKLOG" | "TODO" | "IN_REVIEW" | "DONE" | "REOPENED";
                                    }[];
                                    /** @description The ids of the activities it blocks, finished or not. */
                                    blocks: string[];
                                } | {
                                    /** @constant */
                                    object: "comment";
                                    id: string;
                                    activityId: string;
                                    authorId: string;
                                    content: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "document";
                                    id: string;
                                    teamId: string;
                                    title: string;
                                    sprintId: string | null;
                                    activityId: string | null;
                                    createdBy: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                    /** @description A short excerpt of the content; the matching passage when searching. */
                                    snippet: string;
                                } | {
                                    /** @constant */
                                    object: "resource";
                                    id: string;
                                    teamId: string;
                                    title: string;
                                    url: string;
                                    /**
                                     * @description Kind of link.
                                     * @enum {string}
                                     */
                                    type: "PDF" | "DOCUMENT" | "PRESENTATION" | "IMAGE" | "VIDEO" | "LINK" | "DRIVE" | "YOUTUBE" | "NOTE";
                                    activityId: string | null;
                                    createdBy: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    updatedAt: string;
                                } | {
                                    /** @constant */
                                    object: "relation";
                                    id: string;
                                    /**
                                     * @description Seen from activityId: it blocks, is blocked by, relates to, duplicates or is duplicated by relatedActivityId.
                                     * @enum {string}
                                     */
                                    type: "blocks" | "blocked_by" | "relates_to" | "duplicates" | "duplicated_by";
                                    activityId: string;
                                    relatedActivityId: string;
                                    /** @description ISO 8601 UTC timestamp with milliseconds. */
                                    createdAt: string;
                                    createdBy: string;
                                };
                                /** @description Updates only: the changed fields' values before the change. */
                                previous?: {
                                    [key: string]: unknown;
                                };
                            };
                            /** @description The request that made the change. */
                            request_id: string | null;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "webhook_endpoint",
                     *           "id": "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
                     *           "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *           "url": "https://hooks.example.com/sprintroom",
                     *           "events": [
                     *             "activity.*",
                     *             "comment.created"
                     *           ],
                     *           "description": "Chat notifications",
                     *           "status": "enabled",
                     *           "disabledReason": null,
                     *           "createdAt": "2026-11-23T10:15:30.000Z",
                     *           "updatedAt": "2026-11-23T10:15:30.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "webhook_endpoint";
                            id: string;
                            teamId: string;
                            url: string;
                            events: string[];
                            description: string | null;
                            /**
                             * @description Disabled by hand, after 3 days of failed deliveries, or when too many deliveries are pending.
                             * @enum {string}
                             */
                            status: "enabled" | "disabled";
                            /** @description Why the server disabled it: failing (every delivery failed for 3 days) or backlog (more deliveries pending than the server keeps); null when enabled or disabled by hand. */
                            disabledReason: ("failing" | "backlog") | null;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/sprintroom",
                 *       "events": [
                 *         "activity.*",
                 *         "comment.created"
                 *       ],
                 *       "description": "Chat notifications"
                 *     }
                 */
                "application/json": {
                    /** @description Where to POST the events: http(s), not a private or loopback address. */
                    url: string;
                    /** @description The events to send: types, kinds like 'activity.*', or '*' for all. */
                    events: ("*" | "team.*" | "member.*" | "sprint.*" | "activity.*" | "comment.*" | "document.*" | "resource.*" | "relation.*" | "team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted")[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "webhook_endpoint",
                     *       "id": "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "url": "https://hooks.example.com/sprintroom",
                     *       "events": [
                     *         "activity.*",
                     *         "comment.created"
                     *       ],
                     *       "description": "Chat notifications",
                     *       "status": "enabled",
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z",
                     *       "secret": "whsec_MfKOZTLzTRGDPh4reAPBAG7gMfKOZTLzTRGDPh4re="
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "webhook_endpoint";
                        id: string;
                        teamId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description Disabled by hand, after 3 days of failed deliveries, or when too many deliveries are pending.
                         * @enum {string}
                         */
                        status: "enabled" | "disabled";
                        /** @description Why the server disabled it: failing (every delivery failed for 3 days) or backlog (more deliveries pending than the server keeps); null when enabled or disabled by hand. */
                        disabledReason: ("failing" | "backlog") | null;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        /** @description whsec_…: verify each delivery's webhook-signature with it (Standard Webhooks). Shown only now. */
                        secret: string;
                    };
                };
            };
            /** @description `url_not_allowed`: The webhook URL's host is not a public address (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true allows private ones), or the URL has a user name or password. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "url_not_allowed",
                     *         "message": "The webhook URL's host is not a public address (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true allows private ones), or the URL has a user name or password.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `webhook_limit_reached`: The team has as many webhook endpoints as it may (16); delete one first. `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "webhook_limit_reached",
                     *         "message": "The team has as many webhook endpoints as it may (16); delete one first."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 if the record's ETag is still this one. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The webhook endpoint id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "webhook_endpoint",
                     *       "id": "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "url": "https://hooks.example.com/sprintroom",
                     *       "events": [
                     *         "activity.*",
                     *         "comment.created"
                     *       ],
                     *       "description": "Chat notifications",
                     *       "status": "enabled",
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "webhook_endpoint";
                        id: string;
                        teamId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description Disabled by hand, after 3 days of failed deliveries, or when too many deliveries are pending.
                         * @enum {string}
                         */
                        status: "enabled" | "disabled";
                        /** @description Why the server disabled it: failing (every delivery failed for 3 days) or backlog (more deliveries pending than the server keeps); null when enabled or disabled by hand. */
                        disabledReason: ("failing" | "backlog") | null;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Write only if the record's ETag is still this one (else 412). */
                "If-Match"?: string;
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "disabled"
                 *     }
                 */
                "application/json": {
                    /** @description Where to POST the events: http(s), not a private or loopback address. */
                    url?: string;
                    /** @description The events to send: types, kinds like 'activity.*', or '*' for all. */
                    events?: ("*" | "team.*" | "member.*" | "sprint.*" | "activity.*" | "comment.*" | "document.*" | "resource.*" | "relation.*" | "team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted")[];
                    description?: string | null;
                    /** @enum {string} */
                    status?: "enabled" | "disabled";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "webhook_endpoint",
                     *       "id": "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "url": "https://hooks.example.com/sprintroom",
                     *       "events": [
                     *         "activity.*",
                     *         "comment.created"
                     *       ],
                     *       "description": "Chat notifications",
                     *       "status": "enabled",
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "webhook_endpoint";
                        id: string;
                        teamId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description Disabled by hand, after 3 days of failed deliveries, or when too many deliveries are pending.
                         * @enum {string}
                         */
                        status: "enabled" | "disabled";
                        /** @description Why the server disabled it: failing (every delivery failed for 3 days) or backlog (more deliveries pending than the server keeps); null when enabled or disabled by hand. */
                        disabledReason: ("failing" | "backlog") | null;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `url_not_allowed`: The webhook URL's host is not a public address (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true allows private ones), or the URL has a user name or password. `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "url_not_allowed",
                     *         "message": "The webhook URL's host is not a public address (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true allows private ones), or the URL has a user name or password.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `precondition_failed`: If-Match names an older version; nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "precondition_failed",
                     *         "message": "If-Match names an older version; nothing was written."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expireCurrentInSeconds": 3600
                 *     }
                 */
                "application/json": {
                    /** @description How long the current secret keeps signing deliveries beside the new one, so receivers can switch: 0-86400 seconds, 86400 (24 h) unless given; 0 stops it now. */
                    expireCurrentInSeconds?: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "webhook_endpoint",
                     *       "id": "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
                     *       "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *       "url": "https://hooks.example.com/sprintroom",
                     *       "events": [
                     *         "activity.*",
                     *         "comment.created"
                     *       ],
                     *       "description": "Chat notifications",
                     *       "status": "enabled",
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-23T10:15:30.000Z",
                     *       "updatedAt": "2026-11-23T10:15:30.000Z",
                     *       "secret": "whsec_MfKOZTLzTRGDPh4reAPBAG7gMfKOZTLzTRGDPh4re="
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "webhook_endpoint";
                        id: string;
                        teamId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description Disabled by hand, after 3 days of failed deliveries, or when too many deliveries are pending.
                         * @enum {string}
                         */
                        status: "enabled" | "disabled";
                        /** @description Why the server disabled it: failing (every delivery failed for 3 days) or backlog (more deliveries pending than the server keeps); null when enabled or disabled by hand. */
                        disabledReason: ("failing" | "backlog") | null;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                        /** @description whsec_…: verify each delivery's webhook-signature with it (Standard Webhooks). Shown only now. */
                        secret: string;
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 25). */
                limit?: number;
                /** @description The next_cursor of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path: {
                /** @description The webhook endpoint id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "webhook_delivery",
                     *           "id": "01a206e5-2ad8-76a7-9c98-e4afb0c1d2e3",
                     *           "endpointId": "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
                     *           "eventId": "01a206e5-2ad0-7485-9a76-c28d9eafb0c1",
                     *           "eventType": "activity.updated",
                     *           "status": "pending",
                     *           "attemptCount": 1,
                     *           "nextAttemptAt": "2026-11-24T09:35:00.000Z",
                     *           "attempts": [
                     *             {
                     *               "createdAt": "2026-11-24T09:30:00.000Z",
                     *               "statusCode": 503,
                     *               "durationMs": 118,
                     *               "error": "The receiver answered 503."
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-24T09:30:00.000Z",
                     *           "updatedAt": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @constant */
                            object: "webhook_delivery";
                            id: string;
                            endpointId: string;
                            eventId: string;
                            eventType: string;
                            /**
                             * @description pending until a 2xx answer (succeeded) or the last retry (failed).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            attemptCount: number;
                            /** @description When the next attempt is due; null once delivered or given up, or while its endpoint is disabled. */
                            nextAttemptAt: string | null;
                            /** @description The latest attempts, oldest first. */
                            attempts: {
                                /** @description ISO 8601 UTC timestamp with milliseconds. */
                                createdAt: string;
                                /** @description The receiver's HTTP status; null when no answer came. */
                                statusCode: number | null;
                                durationMs: number;
                                error: string | null;
                            }[];
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            updatedAt: string;
                        }[];
                        has_more: boolean;
                        /** @description Pass as starting_after for the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_cursor`: starting_after is not a cursor this list returned. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook endpoint id. */
                webhookId: string;
                /** @description The delivery id. */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "webhook_delivery",
                     *       "id": "01a206e5-2ad8-76a7-9c98-e4afb0c1d2e3",
                     *       "endpointId": "01a206e5-2ad4-7596-8b87-d39eafb0c1d2",
                     *       "eventId": "01a206e5-2ad0-7485-9a76-c28d9eafb0c1",
                     *       "eventType": "activity.updated",
                     *       "status": "pending",
                     *       "attemptCount": 1,
                     *       "nextAttemptAt": "2026-11-24T09:35:00.000Z",
                     *       "attempts": [
                     *         {
                     *           "createdAt": "2026-11-24T09:30:00.000Z",
                     *           "statusCode": 503,
                     *           "durationMs": 118,
                     *           "error": "The receiver answered 503."
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-24T09:30:00.000Z",
                     *       "updatedAt": "2026-11-24T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "webhook_delivery";
                        id: string;
                        endpointId: string;
                        eventId: string;
                        eventType: string;
                        /**
                         * @description pending until a 2xx answer (succeeded) or the last retry (failed).
                         * @enum {string}
                         */
                        status: "pending" | "succeeded" | "failed";
                        attemptCount: number;
                        /** @description When the next attempt is due; null once delivered or given up, or while its endpoint is disabled. */
                        nextAttemptAt: string | null;
                        /** @description The latest attempts, oldest first. */
                        attempts: {
                            /** @description ISO 8601 UTC timestamp with milliseconds. */
                            createdAt: string;
                            /** @description The receiver's HTTP status; null when no answer came. */
                            statusCode: number | null;
                            durationMs: number;
                            error: string | null;
                        }[];
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        createdAt: string;
                        /** @description ISO 8601 UTC timestamp with milliseconds. */
                        updatedAt: string;
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `insufficient_role`: The caller's role in the team is too low. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `delivery_in_flight`: The webhook delivery is being attempted now; retry it once the attempt is recorded. `idempotency_in_progress`: A request with the same Idempotency-Key is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "delivery_in_flight",
                     *         "message": "The webhook delivery is being attempted now; retry it once the attempt is recorded."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    runBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable characters. A retry with the same key and request replays the first answer (for 24 h, per user) with Idempotent-Replayed: true. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operations": [
                 *         {
                 *           "operation": "create_sprint",
                 *           "params": {
                 *             "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b"
                 *           },
                 *           "body": {
                 *             "name": "Sprint 15"
                 *           },
                 *           "ref": "s"
                 *         },
                 *         {
                 *           "operation": "create_activity",
                 *           "params": {
                 *             "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b"
                 *           },
                 *           "body": {
                 *             "title": "Invoice page",
                 *             "sprintId": {
                 *               "$ref": "s"
                 *             }
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1-100 write operations, run in order, all or nothing. */
                    operations: {
                        /**
                         * @description A write operation: its MCP tool name (create_activity) or operation name (createActivity).
                         * @enum {string}
                         */
                        operation: "create_team" | "update_team" | "add_member" | "update_member" | "remove_member" | "create_api_key" | "revoke_api_key" | "create_sprint" | "update_sprint" | "delete_sprint" | "create_activity" | "update_activity" | "delete_activity" | "create_relation" | "delete_relation" | "add_comment" | "delete_comment" | "create_document" | "update_document" | "delete_document" | "add_resource" | "delete_resource" | "create_webhook" | "update_webhook" | "delete_webhook" | "rotate_webhook_secret" | "retry_webhook_delivery";
                        /** @description Path parameters (teamId, activityId, ...). */
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @description Query parameters, for an operation that takes some. */
                        query?: {
                            [key: string]: unknown;
                        };
                        /** @description The body, as the operation's own request takes it. */
                        body?: {
                            [key: string]: unknown;
                        };
                        /** @description If-Match for an update: the ETag the record must still have. */
                        ifMatch?: string;
                        /** @description Names this item's result: a later item puts {"$ref": name} where an id goes. */
                        ref?: string;
                    }[];
                    /**
                     * @description Run everything, answer, and write nothing.
                     * @default false
                     */
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "batch",
                     *       "dryRun": false,
                     *       "results": [
                     *         {
                     *           "status": 201,
                     *           "record": {
                     *             "object": "sprint",
                     *             "id": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *             "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *             "name": "Sprint 14: checkout revamp",
                     *             "description": null,
                     *             "goal": "Cut checkout drop-off by 20%",
                     *             "startDate": "2026-11-24",
                     *             "endDate": "2026-12-05",
                     *             "status": "ACTIVE",
                     *             "createdAt": "2026-11-23T10:15:30.000Z",
                     *             "updatedAt": "2026-11-24T09:30:00.000Z"
                     *           },
                     *           "etag": "\"q3Xw0m1Zb0F3aYtH2rX9cQvL8sE\""
                     *         },
                     *         {
                     *           "status": 201,
                     *           "record": {
                     *             "object": "activity",
                     *             "id": "01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e",
                     *             "teamId": "01a206e5-2aa1-755a-af8f-9df7cb4c462b",
                     *             "sprintId": "01a206e5-2aaa-7698-ab42-9af63806c0c1",
                     *             "title": "Redesign the cart summary",
                     *             "description": "Totals, discounts and shipping in one block.",
                     *             "status": "IN_PROGRESS",
                     *             "priority": "HIGH",
                     *             "points": 5,
                     *             "dueDate": "2026-11-28",
                     *             "assignedTo": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *             "reviewStatus": null,
                     *             "labels": [
                     *               "checkout",
                     *               "design"
                     *             ],
                     *             "createdBy": "01a206e5-2aa6-77b5-9f9c-c2d50cb980b5",
                     *             "completedAt": null,
                     *             "createdAt": "2026-11-23T10:15:30.000Z",
                     *             "updatedAt": "2026-11-24T09:30:00.000Z",
                     *             "parentId": null,
                     *             "subtasks": {
                     *               "total": 2,
                     *               "done": 1,
                     *               "points": 3,
                     *               "pointsDone": 1
                     *             },
                     *             "blockedBy": [
                     *               {
                     *                 "id": "01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d",
                     *                 "title": "Agree the discount rules",
                     *                 "status": "IN_REVIEW"
                     *               }
                     *             ],
                     *             "blocks": [
                     *               "01a206e5-2ab5-7e3b-8d22-5f708192a3b4"
                     *             ]
                     *           },
                     *           "etag": "\"Vd8kR2pN5tY7uW1xZ3bC6eF9gHj\""
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "batch";
                        /** @description True when nothing was written. */
                        dryRun: boolean;
                        /** @description One per operation, in order. */
                        results: {
                            /** @description The status the operation's own request answers with (201 for a create, 204 for a delete). */
                            status: number;
                            /** @description The operation's record, as its own request (or MCP tool) answers it. */
                            record: {
                                [key: string]: unknown;
                            };
                            /** @description The record's ETag, for a versioned record: a later If-Match names it. */
                            etag?: string;
                        }[];
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used for another request. `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. `resource_missing`: A field (sprintId, activityId, parentId, assignedTo, email) names a record that is not this team's. `invalid_date_range`: startDate would be after endDate (or a list's dueAfter is after its dueBefore). `too_deep`: parentId would put a sub-task more than 5 levels deep (an activity and its sub-tasks count from 1). `parent_cycle`: parentId names the activity itself or one of its sub-tasks (at any depth). `url_not_allowed`: The webhook URL's host is not a public address (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE=true allows private ones), or the URL has a user name or password. `invalid_json`: The body is not valid JSON or not UTF-8, is empty, nests deeper than 64 levels, has a __proto__ key, or names a key twice (param: that key's path). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "The Idempotency-Key was used for another request.",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). `insufficient_role`: The caller's role in the team is too low. `credential_type_not_allowed`: Not open to this kind of credential: an app's OAuth token cannot list or manage API keys or connected apps; a browser session has no identity record. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `resource_not_found`: No such record, or another team's, or an id that is not a UUID. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "not_found_error",
                     *         "code": "resource_not_found",
                     *         "message": "No such record, or another team's, or an id that is not a UUID."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `idempotency_in_progress`: A request with the same Idempotency-Key is still running. `already_member`: The user is a member of the team already (change the role with PATCH). `last_captain`: The change would leave the team without a CAPTAIN. `sprint_not_empty`: The sprint still has activities (cascade deletes them). `has_subtasks`: The activity has sub-tasks (or, for a sprint, one of its activities has sub-tasks in another sprint): move or delete them first. `relation_exists`: The two activities already have this relation. `relation_limit_reached`: One of the activities has 50 relations already (or the activities it blocks, directly or not, are too many to check for a cycle). `dependency_cycle`: The blocks relation would close a cycle; the message names the activities in it. `webhook_limit_reached`: The team has as many webhook endpoints as it may (16); delete one first. `delivery_in_flight`: The webhook delivery is being attempted now; retry it once the attempt is recorded. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "idempotency_in_progress",
                     *         "message": "A request with the same Idempotency-Key is still running."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `precondition_failed`: If-Match names an older version; nothing was written. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "precondition_failed",
                     *         "message": "If-Match names an older version; nothing was written."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `request_too_large`: The body is larger than the limit (2 MiB). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "request_too_large",
                     *         "message": "The body is larger than the limit (2 MiB)."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: The body is not application/json in UTF-8. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "unsupported_media_type",
                     *         "message": "The body is not application/json in UTF-8."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /** @description Event types, joined by commas; 'activity.*' for every activity event. Only those are sent. */
                type?: ("team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted" | "team.*" | "member.*" | "sprint.*" | "activity.*" | "comment.*" | "document.*" | "resource.*" | "relation.*") | string | ("team.created" | "team.updated" | "member.added" | "member.updated" | "member.removed" | "sprint.created" | "sprint.updated" | "sprint.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "comment.created" | "comment.deleted" | "document.created" | "document.updated" | "document.deleted" | "resource.created" | "resource.deleted" | "relation.created" | "relation.deleted" | "team.*" | "member.*" | "sprint.*" | "activity.*" | "comment.*" | "document.*" | "resource.*" | "relation.*")[];
                /** @description Resume after this event id (what the Last-Event-ID header does; the header wins when both are sent): every event of the team committed since, then live. Without it the stream starts at its opening. An id no longer kept is 410 event_expired. */
                after?: string;
            };
            header?: {
                /** @description Resume after this event id (EventSource sends it when it reconnects); the same as `after`, and it wins over it. An id no longer kept is 410 event_expired. */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The team id. */
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of Server-Sent Events: `retry: 2000`, then one message per event (`id:` the event id, `data:` the event record, `x-message`), and a comment line as a heartbeat. It ends with an `error` event (the error envelope) when the credential is revoked or expires or the caller leaves the team. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 2000
                     *
                     *     id: 01a206e5-2ad0-7485-9a76-c28d9eafb0c1
                     *     data: {"object":"event","id":"01a206e5-2ad0-7485-9a76-c28d9eafb0c1","type":"activity.updated","teamId":"01a206e5-2aa1-755a-af8f-9df7cb4c462b","createdAt":"2026-11-24T09:30:00.000Z","actor":{"userId":"01a206e5-2aa6-77b5-9f9c-c2d50cb980b5","credential":{"type":"api_key","id":"01a206e5-2ac4-7152-8d43-9f5a6b7c8d9e"}},"data":{"object":{"object":"activity","id":"01a206e5-2ab3-7c1e-8d07-5b1f2c3a4d5e","teamId":"01a206e5-2aa1-755a-af8f-9df7cb4c462b","sprintId":"01a206e5-2aaa-7698-ab42-9af63806c0c1","title":"Redesign the cart summary","description":"Totals, discounts and shipping in one block.","status":"IN_PROGRESS","priority":"HIGH","points":5,"dueDate":"2026-11-28","assignedTo":"01a206e5-2aa6-77b5-9f9c-c2d50cb980b5","reviewStatus":null,"labels":["checkout","design"],"createdBy":"01a206e5-2aa6-77b5-9f9c-c2d50cb980b5","completedAt":null,"createdAt":"2026-11-23T10:15:30.000Z","updatedAt":"2026-11-24T09:30:00.000Z","parentId":null,"subtasks":{"total":2,"done":1,"points":3,"pointsDone":1},"blockedBy":[{"id":"01a206e5-2ab4-7d2a-9c11-4e6f7a8b9c0d","title":"Agree the discount rules","status":"IN_REVIEW"}],"blocks":["01a206e5-2ab5-7e3b-8d22-5f708192a3b4"]},"previous":{"status":"TODO","updatedAt":"2026-11-23T10:15:30.000Z"}},"request_id":"req_4reAPBAG7gMfKOZTLzTRGDPh"}
                     *
                     *     :
                     */
                    "text/event-stream": string;
                };
            };
            /** @description `parameter_invalid`: A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body). `parameter_missing`: A required field is missing. `unknown_parameter`: A field (body) or query parameter the request does not take. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "parameter_invalid",
                     *         "message": "A field's value is not allowed: wrong type, length, enum, range, date, UUID or URL; text with a NUL character or a lone UTF-16 surrogate; a body that is not a JSON object (param: body).",
                     *         "param": "name"
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `missing_credential`: No Authorization header. `invalid_credential`: Not a credential of this server. `credential_revoked`: The credential was revoked. `credential_expired`: The credential has expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_credential",
                     *         "message": "No Authorization header."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `insufficient_scope`: The credential lacks the scope. `not_team_member`: Not the caller's team (whether or not it exists, and for a team id that is not a UUID). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "permission_error",
                     *         "code": "insufficient_scope",
                     *         "message": "The credential lacks the scope."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `event_expired`: The stream's Last-Event-ID (or `after`) names no event of the team that is still kept: older than the retention (SPRINTROOM_EVENT_RETENTION_DAYS), or never the team's. Read `/events` afresh and open the stream without it. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "event_expired",
                     *         "message": "The stream's Last-Event-ID (or `after`) names no event of the team that is still kept: older than the retention (SPRINTROOM_EVENT_RETENTION_DAYS), or never the team's. Read `/events` afresh and open the stream without it."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After. `too_many_streams`: The user already holds as many event streams on this instance as allowed (SPRINTROOM_STREAMS_PER_USER, default 10); close one first. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "rate_limit_error",
                     *         "code": "rate_limited",
                     *         "message": "Too many requests (per user, or per address without a valid credential; 20 client registrations per address an hour); see Retry-After."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `internal_error`: Our failure; quote the request_id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "api_error",
                     *         "code": "internal_error",
                     *         "message": "Our failure; quote the request_id."
                     *       },
                     *       "request_id": "req_4reAPBAG7gMfKOZTLzTRGDPh"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}

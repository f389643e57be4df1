// Edge cases of the id and date rules, shared by every suite that checks a UUID or a date field.

/** Accepted: versions 1-8, variants 8/9/a/b in either case, the nil UUID and the all-f UUID. */
export const VALID_UUID_SHAPES = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((v) => `0190a1b2-c3d4-${v}e5f-8a0b-1c2d3e4f5a6b`),
  "0190a1b2-c3d4-4e5f-9a0b-1c2d3e4f5a6b",
  "0190a1b2-c3d4-4e5f-aa0b-1c2d3e4f5a6b",
  "0190a1b2-c3d4-4e5f-ba0b-1c2d3e4f5a6b",
  "0190A1B2-C3D4-4E5F-BA0B-1C2D3E4F5A6B",
  "0190a1b2-c3d4-4e5f-Aa0b-1c2d3e4f5a6b",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

/**
 * Rejected: version 0 or 9, variant c (or 7), wrong grouping, non-hex, too short. The all-f UUID is
 * accepted in its lowercase form only, as zod's uuid() has it.
 */
export const INVALID_UUIDS = [
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  "0190a1b2-c3d4-0e5f-8a0b-1c2d3e4f5a6b",
  "0190a1b2-c3d4-9e5f-8a0b-1c2d3e4f5a6b",
  "0190a1b2-c3d4-4e5f-ca0b-1c2d3e4f5a6b",
  "0190a1b2-c3d4-4e5f-7a0b-1c2d3e4f5a6b",
  "0190a1b2c3d44e5f8a0b1c2d3e4f5a6b",
  "0190a1b2-c3d4-4e5f-8a0b-1c2d3e4f5a6g",
  "0190a1b2-c3d4-4e5f-8a0b-1c2d3e4f5a6",
  "not-a-uuid",
  "",
];

export const VALID_DATES = ["2024-02-29", "2026-01-01", "2026-12-31", "2000-02-29"];
export const INVALID_DATES = ["2023-02-29", "2026-04-31", "2026-13-01", "2026-1-01", "2026-00-10", "2026-01-32", "1900-02-29", "26-01-01", "2026/01/01", "2026-01-01T00:00:00Z", ""];

/** A UUID that names no record anywhere. */
export const ABSENT_ID = "0190a1b2-c3d4-7e5f-8a0b-1c2d3e4f5a6b";

/** CONTRACT.md "MCP": every tool by name, what tools/list offers by default. */
export const DEFAULT_TOOLS = [
  "whoami", "list_teams", "get_team", "list_members", "list_sprints", "get_sprint", "create_sprint", "update_sprint",
  "list_activities", "get_activity", "create_activity", "update_activity", "create_relation",
  "list_comments", "add_comment", "search_documents", "get_document", "create_document", "update_document", "list_resources", "add_resource",
  "get_usage", "ask_team", "plan_sprint_from_text",
];

/**
 * Offered on request, by toolset (`?toolsets=…`, deleting tools with `deletes`, or `all`; docs/mcp.md): one delete_* per deletable
 * record (docs/api.md "Deletion"), events and webhooks, team membership, the caller's API keys, the
 * batches (`bulk`: batch, update_activities), and the sprint report and team insights (`reports`).
 */
export const OPT_IN_TOOLS = [
  "delete_sprint", "delete_activity", "list_relations", "delete_relation", "delete_comment", "delete_document", "delete_resource",
  "list_events", "get_event", "get_activity_history", "create_webhook", "list_webhooks", "get_webhook", "update_webhook",
  "delete_webhook", "rotate_webhook_secret", "list_webhook_deliveries", "retry_webhook_delivery",
  "create_team", "update_team", "add_member", "update_member", "remove_member",
  "list_api_keys", "create_api_key", "revoke_api_key",
  "batch", "update_activities",
  "get_sprint_report", "get_team_insights",
];

export const CONTRACT_TOOLS = [...DEFAULT_TOOLS, ...OPT_IN_TOOLS];

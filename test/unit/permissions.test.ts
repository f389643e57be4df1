import { describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../src/domain/runtime/context.js";
import { requireOperator, requireRole, ROLE_TABLE, type Action } from "../../src/domain/runtime/permissions.js";
import { ROLES } from "../../src/schemas/common.js";

// docs/api.md "Roles", row by row (reading is membership alone: requireMember).
const DOCUMENTED: Record<Action, Record<(typeof ROLES)[number], boolean>> = {
  write_work: { CAPTAIN: true, STAFF: true, MEMBER: true },
  complete_activity: { CAPTAIN: true, STAFF: true, MEMBER: false },
  change_review_status: { CAPTAIN: true, STAFF: true, MEMBER: false },
  write_sprint: { CAPTAIN: true, STAFF: true, MEMBER: false },
  delete_others_comment: { CAPTAIN: true, STAFF: true, MEMBER: false },
  // docs/api.md "Webhooks": the team's webhook endpoints are managed, and seen, by CAPTAIN and STAFF.
  manage_webhooks: { CAPTAIN: true, STAFF: true, MEMBER: false },
  // docs/api.md "Teams and members" (issue 15): the CAPTAIN renames the team and changes roles;
  // STAFF may add MEMBERs too.
  manage_team: { CAPTAIN: true, STAFF: false, MEMBER: false },
  add_member: { CAPTAIN: true, STAFF: true, MEMBER: false },
};

describe("role table", () => {
  for (const action of Object.keys(ROLE_TABLE) as Action[]) {
    for (const role of ROLES) {
      it(`${role} ${DOCUMENTED[action][role] ? "may" : "may not"} ${action}`, () => {
        if (DOCUMENTED[action][role]) expect(() => requireRole(role, action)).not.toThrow();
        else expect(() => requireRole(role, action)).toThrow(expect.objectContaining({ status: 403, code: "insufficient_role" }));
      });
    }
  }
});

describe("the operator", () => {
  it("alone may make plans and member-less teams: any other credential is 403 credential_type_not_allowed", () => {
    expect(() => requireOperator(SYSTEM_ACTOR)).not.toThrow();
    for (const type of ["api_key", "oauth_token", "session"] as const) {
      const actor = { ...SYSTEM_ACTOR, credential: { ...SYSTEM_ACTOR.credential, type } };
      expect(() => requireOperator(actor)).toThrow(expect.objectContaining({ status: 403, code: "credential_type_not_allowed" }));
    }
  });
});

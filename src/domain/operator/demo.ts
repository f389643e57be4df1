// The demo team `npm start` creates on an empty database (and `sprintroom demo` on demand):
// made through the same operations the API runs, as the demo captain, in one transaction.
import { generatePassword } from "../../auth/passwords.js";
import type { Actor } from "../../auth/actor.js";
import type { AnyOperation } from "../runtime/operation.js";
import type { CreatedApiKeyRecord } from "../../schemas/keys.js";
import { addMember, createTeam, createUser, operatorActingFor, type AdminTeam, type AdminUser } from "./admin.js";
import { createActivity, updateActivity } from "../operations/activities.js";
import { addComment } from "../operations/comments.js";
import { createDocument } from "../operations/documents.js";
import { createApiKey } from "../operations/keys.js";
import { createRelation } from "../operations/relations.js";
import { addResource } from "../operations/resources.js";
import { executeOperation, operationContext, type RunDeps } from "../runtime/run.js";
import { createSprint } from "../operations/sprints.js";

export interface DemoResult {
  team: AdminTeam;
  user: AdminUser;
  /** The demo captain's password, for the account pages and OAuth sign-in; shown once. */
  password: string;
  key: string;
  keyId: string;
  sprintIds: string[];
}

const day = (base: Date, offset: number) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export async function createDemo(deps: RunDeps): Promise<DemoResult> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const suffix = deps.newId().slice(-6);
    const people = [
      { name: "Ada Lovelace", email: `ada+${suffix}@demo.sprintroom.dev`, role: "CAPTAIN" },
      { name: "Grace Hopper", email: `grace+${suffix}@demo.sprintroom.dev`, role: "STAFF" },
      { name: "Alan Turing", email: `alan+${suffix}@demo.sprintroom.dev`, role: "MEMBER" },
      { name: "Margaret Hamilton", email: `margaret+${suffix}@demo.sprintroom.dev`, role: "MEMBER" },
    ];
    const team = await createTeam(deps, { name: "Demo Team", plan: "PRO" }, trx);
    const password = generatePassword();
    const users: AdminUser[] = [];
    for (const person of people) {
      const user = await createUser(deps, { ...person, password: person.role === "CAPTAIN" ? password : undefined }, trx);
      await addMember(deps, { team: team.id, user: user.id, role: person.role }, trx);
      users.push(user);
    }
    const [ada, grace, alan, margaret] = users as [AdminUser, AdminUser, AdminUser, AdminUser];
    // Ada's key, made as `sprintroom key create` makes one: createApiKey, as the operator acting for her.
    const operator = operationContext(deps, await operatorActingFor(trx, ada), trx);
    const key = (await executeOperation(operator, createApiKey, { body: { name: "demo", scopes: ["read", "write"] } })) as CreatedApiKeyRecord;
    const actor: Actor = {
      userId: ada.id,
      name: ada.name,
      email: ada.email,
      plan: team.plan,
      credential: { id: key.id, type: "api_key", name: key.name, scopes: key.scopes, expiresAt: key.expiresAt },
    };
    // The sprints' history is written as it would have happened: each step on its own day (the
    // clock the operations and their events read), so the burndown and velocity charts have days.
    const today = deps.now();
    let clock = today;
    const ctx = operationContext({ ...deps, now: () => clock }, actor, trx);
    const run = async <T>(op: AnyOperation, params: object, body: object) => (await executeOperation(ctx, op, { params, body })) as T;
    /** From here on, `offset` days from today at `hour` UTC (today: now); what ran before is written with its own time. */
    const on = async (offset: number, hour: number) => {
      await ctx.commit(trx, undefined);
      const then = new Date(`${day(today, offset)}T00:00:00.000Z`).getTime() + hour * 3_600_000;
      clock = new Date(Math.min(then, today.getTime()));
    };
    const teamParams = { teamId: team.id };

    await on(-22, 9);
    const past = await run<{ id: string }>(createSprint, teamParams, {
      name: "Sprint 1: Foundations",
      goal: "Ship sign-in and the project skeleton.",
      startDate: day(today, -21),
      endDate: day(today, -8),
      status: "COMPLETED",
    });
    await on(-9, 9);
    const current = await run<{ id: string }>(createSprint, teamParams, {
      name: "Sprint 2: Checkout revamp",
      description: "Make checkout faster and clearer on mobile.",
      goal: "Cut checkout drop-off by 20%.",
      startDate: day(today, -4),
      endDate: day(today, 9),
      status: "ACTIVE",
    });

    const activities: Array<[number, string, string, string, string | null, number | null, string | null, number | null, string[]]> = [
      // created (days from today), title, sprint, status, priority, points, assignee, due (days from today), labels
      [-21, "Set up CI pipeline", past.id, "TODO", "HIGH", 3, ada.id, -10, ["infra"]],
      [-21, "Sign-in with email link", past.id, "TODO", "CRITICAL", 5, alan.id, -9, ["auth"]],
      [-21, "Write onboarding copy", past.id, "TODO", "LOW", 2, margaret.id, -12, ["docs"]],
      [-4, "Redesign the cart summary", current.id, "TODO", "HIGH", 5, alan.id, 3, ["checkout", "frontend"]],
      [-4, "Add Apple Pay", current.id, "TODO", "MEDIUM", 8, margaret.id, 7, ["checkout", "payments"]],
      [-4, "Fix rounding in order totals", current.id, "TODO", "CRITICAL", 3, grace.id, 1, ["checkout", "payments", "bug"]],
      [-4, "Address autocomplete", current.id, "TODO", "MEDIUM", 5, margaret.id, 5, ["checkout", "frontend"]],
      [-4, "Checkout load-time budget", current.id, "TODO", "HIGH", 3, ada.id, 2, ["checkout", "performance"]],
      [-4, "Promo code field", current.id, "TODO", "MEDIUM", 2, grace.id, 4, ["checkout"]],
      [-4, "Guest checkout", current.id, "BACKLOG", null, null, null, null, ["checkout"]],
      [-2, "A/B test the new flow", current.id, "PENDING", "LOW", 3, ada.id, 9, ["experiment"]],
      [-2, "Error states for declined cards", current.id, "ASSIGNED", "HIGH", 2, alan.id, 6, ["payments", "bug"]],
    ];
    // Sub-tasks, by their parent's title (made before them).
    const parents: Record<string, string> = {
      "Promo code field": "Redesign the cart summary",
      "Address autocomplete": "Redesign the cart summary",
      "Error states for declined cards": "Add Apple Pay",
    };
    const created: Array<{ id: string; title: string }> = [];
    const byTitle = (title: string) => created.find((a) => a.title === title)?.id ?? "";
    for (const [offset, title, sprintId, status, priority, points, assignedTo, due, labels] of activities) {
      const parent = parents[title];
      await on(offset, 10);
      created.push(
        await run(createActivity, teamParams, {
          title,
          sprintId,
          status,
          priority,
          points,
          assignedTo,
          dueDate: due === null ? null : day(today, due),
          labels,
          ...(parent === undefined ? {} : { parentId: byTitle(parent) }),
        }),
      );
    }
    // Then the work moves, day by day: Sprint 1 finishes everything (the sign-in grew by 3 points
    // on its fifth day); Sprint 2 is under way.
    const history: Array<[number, string, Record<string, unknown>]> = [
      [-20, "Set up CI pipeline", { status: "IN_PROGRESS" }],
      [-18, "Sign-in with email link", { status: "IN_PROGRESS" }],
      [-17, "Set up CI pipeline", { status: "COMPLETED" }],
      [-17, "Sign-in with email link", { points: 8 }],
      [-15, "Write onboarding copy", { status: "IN_PROGRESS" }],
      [-13, "Sign-in with email link", { status: "IN_REVIEW" }],
      [-12, "Write onboarding copy", { status: "DONE" }],
      [-10, "Sign-in with email link", { status: "COMPLETED" }],
      [-3, "Redesign the cart summary", { status: "IN_PROGRESS" }],
      [-3, "Checkout load-time budget", { status: "IN_PROGRESS" }],
      [-2, "Fix rounding in order totals", { status: "IN_PROGRESS" }],
      [-2, "Address autocomplete", { status: "IN_PROGRESS" }],
      [-2, "Promo code field", { status: "IN_PROGRESS" }],
      [-1, "Fix rounding in order totals", { status: "BLOCKED" }],
      [-1, "Checkout load-time budget", { status: "IN_REVIEW" }],
      [-1, "Promo code field", { status: "REVIEW" }],
      [0, "Address autocomplete", { status: "NEEDS_HELP" }],
    ];
    for (const [offset, title, body] of history) {
      await on(offset, 15);
      await run(updateActivity, { activityId: byTitle(title) }, body);
    }
    // The rest is today's, now.
    await on(0, 24);
    // One blocked chain: the rounding fix blocks Apple Pay, which blocks the A/B test.
    const blocks = (blocker: string, blocked: string) => run(createRelation, { activityId: byTitle(blocker) }, { type: "blocks", relatedActivityId: byTitle(blocked) });
    await blocks("Fix rounding in order totals", "Add Apple Pay");
    await blocks("Add Apple Pay", "A/B test the new flow");
    const rounding = byTitle("Fix rounding in order totals");
    await run(addComment, { activityId: rounding }, { content: "Totals are off by a cent when tax is applied per line." });
    await run(addComment, { activityId: rounding }, { content: "Blocked on the payments team confirming the rounding rule." });
    await run(addComment, { activityId: byTitle("Address autocomplete") }, { content: "Which provider do we use in the EU?" });
    await run(addComment, { activityId: byTitle("Redesign the cart summary") }, { content: "First draft is in Figma, feedback welcome." });

    await run(createDocument, teamParams, {
      title: "Checkout revamp: plan",
      content:
        "# Checkout revamp\n\nGoal: cut checkout drop-off by 20%.\n\nWe will redesign the cart summary, add Apple Pay, " +
        "and fix rounding of order totals. Performance budget: checkout loads in under 1.5 seconds on 4G.",
      sprintId: current.id,
    });
    await run(createDocument, teamParams, {
      title: "Rounding rules for taxes",
      content: "Round tax per order, not per line. Use banker's rounding only where the law asks for it.",
      activityId: rounding,
    });
    await run(addResource, teamParams, { title: "Checkout designs", url: "https://www.figma.com/file/demo-checkout", type: "LINK" });
    await run(addResource, teamParams, { title: "Apple Pay on the web", url: "https://developer.apple.com/apple-pay/", type: "DOCUMENT", activityId: byTitle("Add Apple Pay") });
    await run(addResource, teamParams, { title: "Sprint review recording", url: "https://www.youtube.com/watch?v=demo", type: "YOUTUBE" });

    // The demo's records come with their events, as if Ada had made them through the API.
    await ctx.commit(trx, undefined);
    return { team, user: ada, password, key: key.key, keyId: key.id, sprintIds: [past.id, current.id] };
  });
}

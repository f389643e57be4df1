// How people see an activity's thirteen statuses: the four stages of a board (to do, in progress,
// in review, done), written once for every view that groups work by its state. The done stage is
// exactly the finished statuses (FINISHED_STATUSES: COMPLETED and DONE, the pair that sets completedAt).
import { FINISHED_STATUSES, type ActivityStatus } from "../../schemas/activities.js";

export type StageKey = "todo" | "in_progress" | "in_review" | "done";

export interface Stage {
  key: StageKey;
  title: string;
  statuses: readonly ActivityStatus[];
  /**
   * The status a card dropped on the stage gets. DONE for the done stage: any member may set it,
   * while COMPLETED needs a CAPTAIN or STAFF (the role table), so a drop means the same for everyone
   * and COMPLETED is chosen by name.
   */
  dropStatus: ActivityStatus;
}

export const STAGES: readonly Stage[] = [
  { key: "todo", title: "To do", statuses: ["PENDING", "SUGGESTED", "BACKLOG", "TODO", "ASSIGNED", "REOPENED"], dropStatus: "TODO" },
  { key: "in_progress", title: "In progress", statuses: ["IN_PROGRESS", "NEEDS_HELP", "BLOCKED"], dropStatus: "IN_PROGRESS" },
  { key: "in_review", title: "In review", statuses: ["REVIEW", "IN_REVIEW"], dropStatus: "IN_REVIEW" },
  { key: "done", title: "Done", statuses: FINISHED_STATUSES, dropStatus: "DONE" },
];

/** Statuses that ask for someone's attention, marked wherever a card shows. */
export const ATTENTION_STATUSES: ReadonlySet<ActivityStatus> = new Set(["BLOCKED", "NEEDS_HELP"]);

export function stageOf(status: ActivityStatus): Stage {
  const stage = STAGES.find((s) => s.statuses.includes(status));
  if (!stage) throw new Error(`status ${status} is in no stage`);
  return stage;
}

/** A status (or priority, or kind) in people's words: IN_PROGRESS → "In progress", TODO → "To do". */
export function statusWords(status: string): string {
  if (status === "TODO") return "To do";
  const words = status.toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

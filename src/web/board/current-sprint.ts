// Which sprint the board opens on when none is named: the active one; else the newest planned one
// (what is about to start); else the newest. The page says which of these it is.
import type { SprintRecord } from "../../schemas/sprints.js";

export interface SprintChoice {
  sprint: SprintRecord;
  why: "picked" | "active" | "planned" | "latest";
}

/** `sprints` newest first, as listSprints gives them. */
export function currentSprint(sprints: readonly SprintRecord[]): SprintChoice | undefined {
  const active = sprints.find((s) => s.status === "ACTIVE");
  if (active) return { sprint: active, why: "active" };
  const planned = sprints.find((s) => s.status === "PLANNED");
  if (planned) return { sprint: planned, why: "planned" };
  const latest = sprints[0];
  return latest ? { sprint: latest, why: "latest" } : undefined;
}

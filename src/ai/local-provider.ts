// The default provider: deterministic, in-process, no network. See src/ai/local/.
import { askLocally } from "./local/ask.js";
import { planSprintLocally } from "./local/plan-sprint.js";
import type { AiProvider } from "./provider.js";

export function createLocalProvider(): AiProvider {
  return {
    name: "local",
    planSprint: async (request) => planSprintLocally(request),
    ask: async (request) => askLocally(request),
  };
}

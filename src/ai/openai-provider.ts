// Any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio).
// Asks for structured output with the same zod schemas the local provider's results pass; anything
// that does not parse is an error, and the domain then falls back to the local provider.
import { z } from "zod";
import { AskDraft, PlanDraft, type AiProvider, type AskRequest, type PlanRequest } from "./provider.js";

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const PLAN_INSTRUCTIONS = `You turn free text (meeting notes, a backlog, a markdown list, an email) into a sprint plan.
Return JSON only. Rules: one activity per task the text asks for; prose that is not a task is not an activity;
titles short, without priority/points/date/assignee markers; priority LOW, MEDIUM, HIGH or CRITICAL or null;
points an integer 0-100 or null; dates YYYY-MM-DD, relative dates counted from the sprint start or today;
assignedTo is the id of a listed member only when the text names that member unambiguously, else null with a
warning; labels are the task's tags (#tags, a Labels column) without the "#", else []; each activity has a ref
unique in the plan (a1, a2, …); parentRef is the ref of the activity it is a sub-task of (a task indented under
another, a Parent or Sub-task of column), else null, at most 5 levels deep; blockedByRefs are the refs of the
activities that must finish before it starts ("after X", "once X is done", "depends on X", "blocked by X", a line
starting with "then", a Blocked by or Depends on column), never making a cycle; a reference to no task of the
plan is a warning; never invent tasks, people, dates or labels.`;

const ASK_INSTRUCTIONS = `You answer questions about a team's work using ONLY the JSON data given.
Return JSON only: {"answer": plain text, "sources": [{"object", "id"}]} where every source is a record of the data
that supports the answer. If the data does not answer the question, say you found nothing about it and return no
sources. Never invent facts, names, dates or ids.`;

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  async function complete<S extends z.ZodType>(name: string, schema: S, system: string, user: unknown): Promise<z.output<S>> {
    const response = await fetch(`${options.baseUrl.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [
          { role: "system", content: system },
          { role: "user", content: JSON.stringify(user) },
        ],
        response_format: { type: "json_schema", json_schema: { name, schema: z.toJSONSchema(schema, { io: "output" }) } },
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`the AI endpoint answered HTTP ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") throw new Error("the AI endpoint's answer has no message content");
    let json: unknown;
    try {
      json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
    } catch {
      throw new Error("the AI endpoint's answer is not JSON");
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`the AI endpoint's answer does not match the schema (${parsed.error.issues[0]?.message})`);
    return parsed.data;
  }

  return {
    name: "openai",
    planSprint: (request: PlanRequest) => complete("sprint_plan", PlanDraft, PLAN_INSTRUCTIONS, request),
    ask: (request: AskRequest) => complete("team_answer", AskDraft, ASK_INSTRUCTIONS, request),
  };
}

// Environment → typed Config. The only module that reads process.env.
import { z } from "zod";
import { parsePlanTable, DEFAULT_AI_QUOTAS, DEFAULT_RATE_LIMITS, type PlanTable } from "./limits/plans.js";

const Env = z.object({
  DATABASE_URL: z.string().min(1).default("sqlite:./data/sprintroom.db"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SPRINTROOM_DEMO: z.enum(["0", "1"]).default("1"),
  SPRINTROOM_RATE_LIMITS: z.string().optional(),
  SPRINTROOM_AI_QUOTAS: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SPRINTROOM_AI_PROVIDER: z.enum(["local", "openai"]).default("local"),
  SPRINTROOM_AI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  SPRINTROOM_AI_API_KEY: z.string().optional(),
  SPRINTROOM_AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  SPRINTROOM_AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  SPRINTROOM_REDIS_PREFIX: z.string().min(1).default("sprintroom:"),
  SPRINTROOM_CORS_ORIGINS: z.string().default(""),
  SPRINTROOM_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SPRINTROOM_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

export interface Config {
  databaseUrl: string;
  port: number;
  host: string;
  logLevel: z.infer<typeof Env>["LOG_LEVEL"];
  demo: boolean;
  rateLimits: PlanTable;
  aiQuotas: PlanTable;
  /** Shared rate-limit state for several instances; in-process when unset. */
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Browser origins allowed to call the API (`["*"]`: any); empty: CORS off. */
  corsOrigins: readonly string[];
  /** A client must send its request headers within headersTimeoutMs and the whole request within requestTimeoutMs. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  ai: {
    provider: "local" | "openai";
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (e.SPRINTROOM_HEADERS_TIMEOUT_MS > e.SPRINTROOM_REQUEST_TIMEOUT_MS) {
    throw new Error("Invalid configuration: SPRINTROOM_HEADERS_TIMEOUT_MS: must not exceed SPRINTROOM_REQUEST_TIMEOUT_MS");
  }
  return {
    databaseUrl: e.DATABASE_URL,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    demo: e.SPRINTROOM_DEMO === "1",
    rateLimits: parsePlanTable("SPRINTROOM_RATE_LIMITS", e.SPRINTROOM_RATE_LIMITS, DEFAULT_RATE_LIMITS),
    aiQuotas: parsePlanTable("SPRINTROOM_AI_QUOTAS", e.SPRINTROOM_AI_QUOTAS, DEFAULT_AI_QUOTAS),
    redisUrl: e.REDIS_URL === "" ? undefined : e.REDIS_URL,
    redisPrefix: e.SPRINTROOM_REDIS_PREFIX,
    corsOrigins: parseOrigins(e.SPRINTROOM_CORS_ORIGINS),
    http: { headersTimeoutMs: e.SPRINTROOM_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.SPRINTROOM_REQUEST_TIMEOUT_MS },
    ai: {
      provider: e.SPRINTROOM_AI_PROVIDER,
      baseUrl: e.SPRINTROOM_AI_BASE_URL,
      apiKey: e.SPRINTROOM_AI_API_KEY,
      model: e.SPRINTROOM_AI_MODEL,
      timeoutMs: e.SPRINTROOM_AI_TIMEOUT_MS,
    },
  };
}

/** "https://app.example.com, http://localhost:5173" or "*": each an exact origin (scheme, host, port; no path). */
function parseOrigins(value: string): readonly string[] {
  const origins = value.split(",").map((o) => o.trim()).filter((o) => o !== "");
  if (origins.includes("*")) {
    if (origins.length > 1) throw new Error("Invalid configuration: SPRINTROOM_CORS_ORIGINS: \"*\" cannot be combined with other origins");
    return origins;
  }
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!url || !["http:", "https:"].includes(url.protocol) || url.origin !== origin) {
      throw new Error(`Invalid configuration: SPRINTROOM_CORS_ORIGINS: "${origin}" is not an origin like https://app.example.com (scheme, host and port only)`);
    }
  }
  return origins;
}

// Environment → typed Config. The only module that reads process.env (and .env, into process.env).
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { parseEnv } from "node:util";
import { z } from "zod";
import { PLANS, type Plan } from "./schemas/common.js";
import { toAppError } from "./schemas/validation.js";

/** A plan sets the per-minute request rate (SPRINTROOM_RATE_LIMITS) and the monthly AI quota (SPRINTROOM_AI_QUOTAS). */
export type PlanTable = Record<Plan, number>;

export const DEFAULT_RATE_LIMITS: PlanTable = { FREE: 30, ESSENTIAL: 60, PRO: 120, MAX: 300 };
export const DEFAULT_AI_QUOTAS: PlanTable = { FREE: 50, ESSENTIAL: 500, PRO: 2000, MAX: 10000 };

/** Parses `FREE=30,PRO=120` over the defaults; an unknown plan or a bad number is a start-up error. */
export function parsePlanTable(name: string, value: string | undefined, defaults: PlanTable): PlanTable {
  const table = { ...defaults };
  if (value === undefined || value.trim() === "") return table;
  for (const part of value.split(",")) {
    const [rawPlan, rawNumber] = part.split("=").map((s) => s.trim());
    const plan = PLANS.find((name) => name === rawPlan?.toUpperCase());
    if (plan === undefined || rawNumber === undefined || !/^\d+$/.test(rawNumber)) {
      throw new Error(`Invalid ${name}: '${part}' (expected PLAN=number with PLAN one of ${PLANS.join(", ")})`);
    }
    table[plan] = Number(rawNumber);
  }
  return table;
}

/** A port to listen on (0: any free one), from PORT or `serve --port`. */
const Port = z.coerce.number().int().min(0).max(65535);

const Env = z.object({
  DATABASE_URL: z.string().min(1).default("sqlite:./data/sprintroom.db"),
  PORT: Port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
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
  SPRINTROOM_SECRET_KEY: z.string().optional(),
  SPRINTROOM_SECRET_KEY_FILE: z.string().min(1).default("./data/secret.key"),
  SPRINTROOM_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SPRINTROOM_WEBHOOK_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false"),
  SPRINTROOM_WEBHOOK_RETRY_SCHEDULE: z.string().default("5s,1m,10m,1h,6h,24h"),
  SPRINTROOM_WEBHOOK_DISABLE_AFTER: z.string().default("3d"),
  SPRINTROOM_WEBHOOK_MAX_PENDING: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  SPRINTROOM_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  SPRINTROOM_WEBHOOK_BACKLOG_CHECK: z.string().default("10s"),
  SPRINTROOM_METRICS: z.enum(["true", "false"]).default("false"),
  SPRINTROOM_METRICS_TOKEN: z.string().optional(),
  SPRINTROOM_TRUST_PROXY: z.string().default(""),
  SPRINTROOM_PUBLIC_URL: z.string().optional(),
  SPRINTROOM_CHANGE_FEED: z.enum(["auto", "memory", "postgres", "redis"]).default("auto"),
  SPRINTROOM_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(10),
  SPRINTROOM_STREAM_HEARTBEAT: z.string().default("20s"),
  SPRINTROOM_STREAM_RECHECK: z.string().default("30s"),
  SPRINTROOM_STREAM_MAX_BUFFER: z.coerce.number().int().min(1024).max(64 * 1024 * 1024).default(1024 * 1024),
});

export interface Config {
  databaseUrl: string;
  port: number;
  host: string;
  logLevel: z.infer<typeof Env>["LOG_LEVEL"];
  /** Unset: pretty when stdout is a terminal, JSON lines otherwise. */
  logFormat: "json" | "pretty" | undefined;
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
  /**
   * The key that encrypts secrets the server must read back (webhook signing secrets): 32 bytes,
   * from SPRINTROOM_SECRET_KEY (base64), else kept in `secretKeyFile` (made on first use).
   */
  secretKey: Buffer | undefined;
  secretKeyFile: string;
  eventRetentionDays: number;
  webhooks: {
    /**
     * Private and loopback targets allowed (tests, closed networks); refused otherwise. It also
     * governs where an OAuth client's metadata document may be fetched from (src/oauth/client-documents.ts).
     */
    allowPrivate: boolean;
    /** The waits between a failed attempt and the next; after the last, the delivery has failed. */
    retryDelaysMs: number[];
    /** An endpoint whose deliveries have all failed for this long is disabled. */
    disableAfterMs: number;
    /** An endpoint with more deliveries pending than this is disabled (reason: backlog). */
    maxPending: number;
    /** A receiver must answer an attempt within this; one that does not, rests. */
    timeoutMs: number;
    /** How often the worker measures endpoints' backlogs against maxPending. */
    backlogCheckMs: number;
  };
  /** Fastify's trustProxy: which peers' X-Forwarded-For names the client (false: none; a number: that many hops). */
  trustProxy: boolean | number | string[];
  /** GET /metrics: off unless enabled; with a token, only for `Authorization: Bearer <token>`. */
  metrics: { enabled: boolean; token: string | undefined };
  /**
   * The origin clients reach this server at (the OAuth issuer, and every URL in its metadata), e.g.
   * https://sprintroom.example.com behind a TLS proxy; undefined: the address the server listens on.
   */
  publicUrl: string | undefined;
  /**
   * What wakes the change streams when events commit (src/live/): `auto` picks Redis pub/sub when
   * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on PostgreSQL, else in memory (one process).
   */
  changeFeed: "auto" | "memory" | "postgres" | "redis";
  /** GET …/events/stream (docs/limits.md): open streams per user and instance, the heartbeat, the access recheck, a slow reader's bound. */
  streams: { perUser: number; heartbeatMs: number; recheckMs: number; maxBufferedBytes: number };
  ai: {
    provider: "local" | "openai";
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env, { reportInput: true });
  if (!parsed.success) throw new Error(`Invalid configuration: ${toAppError(parsed.error, "environment", { schema: Env, input: env }).message}`);
  const e = parsed.data;
  if (e.SPRINTROOM_HEADERS_TIMEOUT_MS > e.SPRINTROOM_REQUEST_TIMEOUT_MS) {
    throw new Error("Invalid configuration: SPRINTROOM_HEADERS_TIMEOUT_MS: must not exceed SPRINTROOM_REQUEST_TIMEOUT_MS");
  }
  const metricsToken = e.SPRINTROOM_METRICS_TOKEN === "" ? undefined : e.SPRINTROOM_METRICS_TOKEN;
  return {
    databaseUrl: e.DATABASE_URL,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    demo: e.SPRINTROOM_DEMO === "1",
    rateLimits: parsePlanTable("SPRINTROOM_RATE_LIMITS", e.SPRINTROOM_RATE_LIMITS, DEFAULT_RATE_LIMITS),
    aiQuotas: parsePlanTable("SPRINTROOM_AI_QUOTAS", e.SPRINTROOM_AI_QUOTAS, DEFAULT_AI_QUOTAS),
    redisUrl: e.REDIS_URL === "" ? undefined : e.REDIS_URL,
    redisPrefix: e.SPRINTROOM_REDIS_PREFIX,
    corsOrigins: parseOrigins(e.SPRINTROOM_CORS_ORIGINS),
    http: { headersTimeoutMs: e.SPRINTROOM_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.SPRINTROOM_REQUEST_TIMEOUT_MS },
    secretKey: parseSecretKey(e.SPRINTROOM_SECRET_KEY),
    secretKeyFile: e.SPRINTROOM_SECRET_KEY_FILE,
    eventRetentionDays: e.SPRINTROOM_EVENT_RETENTION_DAYS,
    webhooks: {
      allowPrivate: e.SPRINTROOM_WEBHOOK_ALLOW_PRIVATE === "true",
      retryDelaysMs: e.SPRINTROOM_WEBHOOK_RETRY_SCHEDULE.split(",").map((d) => parseDuration("SPRINTROOM_WEBHOOK_RETRY_SCHEDULE", d)),
      disableAfterMs: parseDuration("SPRINTROOM_WEBHOOK_DISABLE_AFTER", e.SPRINTROOM_WEBHOOK_DISABLE_AFTER),
      maxPending: e.SPRINTROOM_WEBHOOK_MAX_PENDING,
      timeoutMs: e.SPRINTROOM_WEBHOOK_TIMEOUT_MS,
      backlogCheckMs: boundedDuration("SPRINTROOM_WEBHOOK_BACKLOG_CHECK", e.SPRINTROOM_WEBHOOK_BACKLOG_CHECK, 600_000),
    },
    trustProxy: parseTrustProxy(e.SPRINTROOM_TRUST_PROXY),
    metrics: { enabled: e.SPRINTROOM_METRICS === "true" || metricsToken !== undefined, token: metricsToken },
    publicUrl: parsePublicUrl(e.SPRINTROOM_PUBLIC_URL),
    changeFeed: e.SPRINTROOM_CHANGE_FEED,
    streams: {
      perUser: e.SPRINTROOM_STREAMS_PER_USER,
      heartbeatMs: boundedDuration("SPRINTROOM_STREAM_HEARTBEAT", e.SPRINTROOM_STREAM_HEARTBEAT, 25_000),
      recheckMs: boundedDuration("SPRINTROOM_STREAM_RECHECK", e.SPRINTROOM_STREAM_RECHECK, 60_000),
      maxBufferedBytes: e.SPRINTROOM_STREAM_MAX_BUFFER,
    },
    ai: {
      provider: e.SPRINTROOM_AI_PROVIDER,
      baseUrl: e.SPRINTROOM_AI_BASE_URL,
      apiKey: e.SPRINTROOM_AI_API_KEY,
      model: e.SPRINTROOM_AI_MODEL,
      timeoutMs: e.SPRINTROOM_AI_TIMEOUT_MS,
    },
  };
}

/** `serve --port N`, checked as PORT is; the message names the option. */
export function parsePortOption(value: string): number {
  const Option = z.object({ "--port": Port });
  const parsed = Option.safeParse({ "--port": value }, { reportInput: true });
  if (!parsed.success) throw new Error(toAppError(parsed.error, "--port", { schema: Option, input: { "--port": value } }).message);
  return parsed.data["--port"];
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

/** "250ms", "90s", "15m", "6h" or "3d" in milliseconds; `name` is what the error names (a variable, a flag). */
export function parseDuration(name: string, value: string): number {
  const match = /^(\d{1,7})(ms|s|m|h|d)$/.exec(value.trim());
  if (!match) throw new Error(`Invalid configuration: ${name}: "${value}" is not a duration like 250ms, 90s, 15m, 6h or 3d`);
  return Number(match[1]) * { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "ms" | "s" | "m" | "h" | "d"];
}

/** A duration of at least 10 ms and at most `max`: the stream's promises (a heartbeat within 25 s, an ended access noticed within 60 s) hold whatever is set. */
function boundedDuration(name: string, value: string, max: number): number {
  const ms = parseDuration(name, value);
  if (ms < 10 || ms > max) throw new Error(`Invalid configuration: ${name}: "${value}" must be between 10ms and ${max / 1000}s`);
  return ms;
}

function parseSecretKey(value: string | undefined): Buffer | undefined {
  if (value === undefined || value === "") return undefined;
  const key = Buffer.from(value, "base64");
  if (key.length !== 32) throw new Error("Invalid configuration: SPRINTROOM_SECRET_KEY: must be 32 bytes in base64 (openssl rand -base64 32)");
  return key;
}

/** proxy-addr's names for the private ranges, which Fastify accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** "" or "false": trust no proxy; "true": any; "2": that many hops; "10.0.0.0/8, 127.0.0.1": those peers. */
function parseTrustProxy(value: string): boolean | number | string[] {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed === "false") return false;
  if (trimmed === "true") return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const version = isIP(address);
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (PROXY_RANGE_NAMES.includes(entry) || (version !== 0 && prefixOk && rest.length === 0)) continue;
    throw new Error(
      `Invalid configuration: SPRINTROOM_TRUST_PROXY: "${entry}" is not an address or CIDR (use true, a hop count, or e.g. 127.0.0.1,10.0.0.0/8)`,
    );
  }
  return entries;
}

/**
 * Reads `file` (by default .env in the working directory) into `env` (by default process.env),
 * leaving every variable that is already set as it is: the real environment wins. A missing file is
 * no error.
 */
export function loadEnvFile(file = ".env", env: NodeJS.ProcessEnv = process.env): void {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined) env[name] = value;
  }
}

/** An origin (scheme, host, port; no path): OAuth metadata URLs are formed at the root of the issuer. */
function parsePublicUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const trimmed = value.trim().replace(/\/$/, "");
  const url = URL.canParse(trimmed) ? new URL(trimmed) : undefined;
  if (!url || !["http:", "https:"].includes(url.protocol) || url.origin !== trimmed) {
    throw new Error(`Invalid configuration: SPRINTROOM_PUBLIC_URL: "${value}" is not an origin like https://sprintroom.example.com (scheme, host and port only)`);
  }
  return url.origin;
}

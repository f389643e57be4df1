// `sprintroom listen --forward-to URL`: holds a team's change stream with the user's API key and
// POSTs each event to a local URL, signed exactly as a webhook delivery is (Standard Webhooks: the
// same body, the same webhook-id/-timestamp/-signature headers), with a secret made at start and
// printed, so a receiver is built and tested on a laptop with no server setting changed. It
// resumes with Last-Event-ID after a dropped connection, and after a silent one: the server sends a
// heartbeat at least every 25 s, so a stream that sends nothing for --idle-timeout (60 s) is a
// connection lost without a word (a laptop's sleep, a NAT's forgotten mapping) and is opened again.
// A delivery that fails is reported, not retried.
import { parseArgs } from "node:util";
import { parseDuration } from "../../config.js";
import { generateWebhookSecret, signatureHeaders } from "../../webhooks/signing.js";
import type { Output } from "../output.js";
import { sseMessages } from "../sse-messages.js";

export interface ListenOptions {
  forwardTo: string;
  url: string;
  apiKey: string;
  teamId: string | undefined;
  events: string | undefined;
  secret: string;
  /** A stream that sends nothing for this long, not even its heartbeat, is opened again. */
  idleTimeoutMs: number;
}

/** Waits before reconnecting when the server sent no `retry:` hint. */
const DEFAULT_RETRY_MS = 2_000;
/** More than twice the longest heartbeat a server sends (SPRINTROOM_STREAM_HEARTBEAT is at most 25 s). */
const DEFAULT_IDLE_TIMEOUT = "60s";

export const LISTEN_USAGE = `sprintroom listen --forward-to URL [--events TYPES] [--team T] [--url SERVER] [--api-key KEY] [--secret whsec_…] [--idle-timeout 60s]`;

/** The command line and environment (SPRINTROOM_API_KEY, SPRINTROOM_URL) read into options; a usage error names what is missing. */
export function listenOptions(args: string[], env: NodeJS.ProcessEnv): ListenOptions {
  const { values } = parseArgs({
    args,
    options: {
      "forward-to": { type: "string" },
      events: { type: "string" },
      team: { type: "string" },
      url: { type: "string" },
      "api-key": { type: "string" },
      secret: { type: "string" },
      "idle-timeout": { type: "string" },
    },
    strict: true,
  });
  const forwardTo = values["forward-to"];
  if (forwardTo === undefined || !URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol)) {
    throw new Error(`--forward-to must be an http(s) URL to POST the events to, e.g. http://127.0.0.1:8000/hook\nusage: ${LISTEN_USAGE}`);
  }
  const apiKey = values["api-key"] ?? env.SPRINTROOM_API_KEY;
  if (apiKey === undefined || apiKey === "") throw new Error(`set SPRINTROOM_API_KEY or pass --api-key (a key with the read scope)\nusage: ${LISTEN_USAGE}`);
  const url = (values.url ?? env.SPRINTROOM_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/$/, "");
  if (!URL.canParse(url)) throw new Error("--url must be the server's URL, e.g. http://127.0.0.1:3000");
  const secret = values.secret ?? generateWebhookSecret();
  if (!/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/.test(secret)) throw new Error("--secret must be a Standard Webhooks secret: whsec_ and base64");
  const idle = values["idle-timeout"] ?? DEFAULT_IDLE_TIMEOUT;
  const idleTimeoutMs = durationOr(idle, 0);
  if (idleTimeoutMs < 100) throw new Error(`--idle-timeout must be a duration of at least 100ms, like 60s or 2m; got ${JSON.stringify(idle)}\nusage: ${LISTEN_USAGE}`);
  return { forwardTo, url, apiKey, teamId: values.team, events: values.events, secret, idleTimeoutMs };
}

/** A duration's milliseconds, or `otherwise` for text that is none. */
function durationOr(text: string, otherwise: number): number {
  try {
    return parseDuration("--idle-timeout", text);
  } catch {
    return otherwise;
  }
}

interface ApiAnswer {
  status: number;
  body: { error?: { code?: string; message?: string }; teams?: Array<{ id: string; name: string }> } | undefined;
}

async function getJson(options: ListenOptions, path: string): Promise<ApiAnswer> {
  const response = await fetch(`${options.url}${path}`, { headers: { authorization: `Bearer ${options.apiKey}` } });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : (JSON.parse(text) as ApiAnswer["body"]) };
}

/** The team to listen to: --team, else the user's only team. */
async function teamOf(options: ListenOptions): Promise<string> {
  if (options.teamId !== undefined) return options.teamId;
  const me = await getJson(options, "/api/v1/me");
  if (me.status !== 200) throw new Error(`${options.url}/api/v1/me answered ${me.status}: ${me.body?.error?.message ?? "no error message"}`);
  const teams = me.body?.teams ?? [];
  if (teams.length !== 1) {
    throw new Error(`this key's user is in ${teams.length} teams: name one with --team (${teams.map((t) => `${t.id} ${t.name}`).join(", ") || "none"})`);
  }
  return (teams[0] as { id: string }).id;
}

/** POSTs one event as a webhook delivery; the receiver's status (or the failure), for the log line. */
async function forward(options: ListenOptions, id: string, payload: string): Promise<string> {
  try {
    const response = await fetch(options.forwardTo, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Sprintroom-Webhooks/1.0 (sprintroom listen)", ...signatureHeaders([options.secret], id, new Date(), payload) },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return `failed (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Holds the stream until `signal` aborts, reconnecting after a drop; throws for an answer that retrying cannot change (401, 403, 400). */
export async function listen(options: ListenOptions, out: Output, signal: AbortSignal): Promise<void> {
  const teamId = await teamOf(options);
  const query = options.events === undefined ? "" : `?type=${encodeURIComponent(options.events)}`;
  const streamUrl = `${options.url}/api/v1/teams/${teamId}/events/stream${query}`;
  out.say(`Forwarding team ${teamId}'s events to ${options.forwardTo} (Ctrl-C to stop). Verify them with this webhook signing secret:`);
  out.print({ object: "listen", teamId, forwardTo: options.forwardTo, secret: options.secret });
  let lastId: string | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  while (!signal.aborted) {
    const connection = watchdog(signal, options.idleTimeoutMs);
    try {
      let response: Response;
      try {
        response = await fetch(streamUrl, {
          headers: { authorization: `Bearer ${options.apiKey}`, accept: "text/event-stream", ...(lastId ? { "last-event-id": lastId } : {}) },
          signal: connection.signal,
        });
      } catch (error) {
        if (signal.aborted) return;
        const why = connection.idle ? `no answer within ${options.idleTimeoutMs} ms` : error instanceof Error ? error.message : String(error);
        note(out, `stream unreachable (${why}); retrying in ${retryMs} ms`);
        await pause(retryMs, signal);
        continue;
      }
      if (response.status !== 200 || response.body === null) {
        const text = await response.text();
        const error = (text.startsWith("{") ? (JSON.parse(text) as ApiAnswer["body"]) : undefined)?.error;
        if (response.status === 410) {
          note(out, `the server no longer keeps event ${lastId}: events since it are lost; listening from now on`);
          lastId = undefined;
          continue;
        }
        if (response.status === 429 || response.status >= 500) {
          const wait = Math.max(retryMs, Number(response.headers.get("retry-after") ?? 0) * 1000);
          note(out, `the server answered ${response.status} (${error?.code ?? "no code"}); retrying in ${wait} ms`);
          await pause(wait, signal);
          continue;
        }
        throw new Error(`the stream answered ${response.status} ${error?.code ?? ""}: ${error?.message ?? text}`);
      }
      try {
        for await (const message of sseMessages(response.body, connection.alive)) {
          if (message.retry !== undefined) retryMs = message.retry;
          if (message.event === "error") {
            const error = (JSON.parse(message.data) as ApiAnswer["body"])?.error;
            throw new Error(`the server ended the stream: ${error?.code ?? ""} ${error?.message ?? ""}`);
          }
          if (message.id === undefined || message.data === "") continue;
          lastId = message.id;
          const type = (JSON.parse(message.data) as { type?: string }).type ?? "event";
          // Forwarding is ours to wait for, not the stream's silence.
          connection.hold();
          const status = await forward(options, message.id, message.data);
          connection.alive();
          if (out.json) out.print({ object: "forwarded", eventId: message.id, type, status });
          else out.say(`${new Date().toISOString()}  ${type}  ${message.id}  → ${status}`);
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof Error && error.message.startsWith("the server ended the stream")) throw error;
      }
      if (signal.aborted) return;
      const what = connection.idle ? `nothing from the stream for ${options.idleTimeoutMs} ms, not even its heartbeat` : "stream closed";
      note(out, `${what}; reconnecting in ${retryMs} ms${lastId ? ` after ${lastId}` : ""}`);
      await pause(retryMs, signal);
    } finally {
      connection.end();
    }
  }
}

interface Watchdog {
  /** Aborts with the caller's signal, or once the stream has sent nothing for the idle timeout. */
  signal: AbortSignal;
  /** Whether it was the silence that aborted. */
  readonly idle: boolean;
  /** Bytes arrived (or this side is ready for more): the silence starts again. */
  alive(): void;
  /** This side is busy: no silence counts until alive(). */
  hold(): void;
  end(): void;
}

/** One connection's signal: the caller's stop, or `idleMs` without a byte from the server (the fetch's answer included). */
function watchdog(stop: AbortSignal, idleMs: number): Watchdog {
  const controller = new AbortController();
  const abort = () => controller.abort();
  stop.addEventListener("abort", abort, { once: true });
  let idle = false;
  let timer: NodeJS.Timeout | undefined;
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      controller.abort();
    }, idleMs);
  };
  alive();
  return {
    signal: controller.signal,
    get idle() {
      return idle;
    },
    alive,
    hold: () => clearTimeout(timer),
    end() {
      clearTimeout(timer);
      stop.removeEventListener("abort", abort);
    },
  };
}

/** What happens to the connection, for the person watching: on stderr, so stdout stays the deliveries. */
function note(out: Output, text: string): void {
  out.io.stderr.write(`sprintroom listen: ${text}\n`);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

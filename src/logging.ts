// The process's logger: JSON lines on stdout (pretty, one line per request, when stdout is a terminal
// or LOG_FORMAT=pretty), written without ever blocking the server.
// Credentials never reach it: the request line names the user, not the key, and the Authorization
// header is redacted wherever it appears.
//
// When stdout is a pipe or a socket (a supervisor, `| tee`, a test), a reader that stalls or goes
// away fills it. A blocking write would then freeze the server (pino's default), and an asynchronous
// one on the thread pool would hang that thread and, at exit, the process. So lines to a pipe go
// through process.stdout, which libuv writes without blocking: what cannot be written waits in
// memory, up to a bound, and past it is dropped. Files and terminals take pino's own asynchronous
// destination.
import { fstatSync } from "node:fs";
import { isatty } from "node:tty";
import pino, { type DestinationStream, type Logger } from "pino";
import { prettyFactory, type MessageFormatFunc, type PrettyOptions } from "pino-pretty";
import type { Config } from "./config.js";

/** Log output held while stdout does not keep up; past this, new lines are dropped. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

interface Destination extends DestinationStream {
  /** Resolves once what is buffered has been written (true), or after `timeoutMs` (false). */
  flushWithin(timeoutMs: number): Promise<boolean>;
}

/** Losing stdout's reader costs log lines, never the server (one listener for every logger of the process). */
const ignoreStdoutError = () => undefined;

/** Past this many bytes gathered in one turn of the event loop, they are handed to stdout at once. */
const MAX_GATHERED_BYTES = 64 * 1024;

/** What each pipe destination has gathered, handed over at exit (one listener for every logger of the process). */
const handOvers = new Set<() => void>();
process.once("exit", () => {
  for (const handOver of handOvers) handOver();
});

function pipeDestination(): Destination {
  const stdout = process.stdout;
  if (!stdout.listeners("error").includes(ignoreStdoutError)) stdout.on("error", ignoreStdoutError);
  // The lines of one turn of the event loop go to stdout in one write: under load a turn answers
  // many requests, and a write per line was a system call and a write request each (docs/benchmarks.md).
  // What is gathered is handed over when the turn ends, before anything waits on I/O again, and at exit.
  let gathered = "";
  let scheduled = false;
  const handOver = () => {
    scheduled = false;
    const chunk = gathered;
    gathered = "";
    if (chunk !== "" && !stdout.destroyed && stdout.writableLength < MAX_BUFFERED_BYTES) stdout.write(chunk);
  };
  handOvers.add(handOver);
  return {
    write(line: string) {
      gathered += line;
      if (gathered.length >= MAX_GATHERED_BYTES) handOver();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(handOver);
      }
    },
    flushWithin(timeoutMs) {
      handOver();
      if (stdout.destroyed || stdout.writableLength === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        stdout.once("drain", () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}

function fileDestination(): Destination {
  const destination = pino.destination({ dest: 1, sync: false, maxLength: MAX_BUFFERED_BYTES });
  destination.on("error", () => undefined);
  return Object.assign(destination, {
    flushWithin: (timeoutMs: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        destination.flush(() => {
          clearTimeout(timer);
          resolve(true);
        });
      }),
  });
}

/** The request line's fields, which the pretty request line shows in its message. */
const REQUEST_FIELDS = "reqId,requestId,method,route,status,durationMs,userId,teamId,ip";

const requestMessage: MessageFormatFunc = (log, _messageKey, _levelLabel, { colors }) => {
  const status = Number(log.status);
  const paint = status >= 500 ? colors.red : status >= 400 ? colors.yellow : colors.green;
  const context = [log.requestId, log.userId && `user ${String(log.userId)}`, log.teamId && `team ${String(log.teamId)}`, log.ip].filter(Boolean);
  return `${String(log.method)} ${String(log.route ?? "(no route)")} ${paint(String(status))} ${String(log.durationMs)} ms  ${colors.gray(context.join(" "))}`;
};

/**
 * pino-pretty formats each line in-process, before it reaches the same non-blocking destination and
 * so the same flush at exit: no worker thread. Colours follow the terminal (and NO_COLOR, FORCE_COLOR).
 */
function prettyDestination(destination: Destination): Destination {
  const common: PrettyOptions = { translateTime: "SYS:HH:MM:ss.l", singleLine: true };
  const prettyRequest = prettyFactory({ ...common, ignore: `pid,hostname,${REQUEST_FIELDS}`, messageFormat: requestMessage });
  const pretty = prettyFactory({ ...common, ignore: "pid,hostname" });
  return {
    write(line: string) {
      const log = JSON.parse(line) as { msg?: unknown };
      destination.write((log.msg === "request" ? prettyRequest : pretty)(log));
    },
    flushWithin: (timeoutMs) => destination.flushWithin(timeoutMs),
  };
}

const destinations = new WeakMap<Logger, Destination>();

export function createLogger(config: Pick<Config, "logLevel" | "logFormat">): Logger {
  const stdout = fstatSync(1);
  const raw = stdout.isFIFO() || stdout.isSocket() ? pipeDestination() : fileDestination();
  const destination = (config.logFormat ?? (isatty(1) ? "pretty" : "json")) === "pretty" ? prettyDestination(raw) : raw;
  const logger = pino({ level: config.logLevel, redact: { paths: ["req.headers.authorization"], censor: "[redacted]" } }, destination);
  destinations.set(logger, destination);
  return logger;
}

/** Writes out what is buffered before the process exits, waiting at most `timeoutMs`. */
export async function flushLogs(logger: Logger, timeoutMs: number): Promise<void> {
  await destinations.get(logger)?.flushWithin(timeoutMs);
}

// One delivery attempt: an HTTP POST of the event, signed, that must be answered 2xx within the time
// limit. Redirects are not followed, at most 64 KB of the answer is read, and the target address is
// checked when the connection is made, after DNS, so a name that turns private is refused too.
//
// The deadline is a timer this attempt owns (a pending setTimeout is held by the event loop, so it
// cannot be collected, unlike an AbortSignal.timeout inside AbortSignal.any): it covers the lookup,
// the connection, the answer's headers and its body, and when it fires the request and its socket
// are destroyed, whatever the receiver does (accepts and never answers, drips a byte a second, sends
// headers and stalls).
import { lookup as dnsLookup } from "node:dns";
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { hostOf, isPublicAddress } from "./addresses.js";

const MAX_ANSWER_BYTES = 64 * 1024;

export interface SendResult {
  /** The receiver's HTTP status; null when none came. */
  statusCode: number | null;
  durationMs: number;
  /** Why the attempt failed; null when it succeeded. */
  error: string | null;
  /** No answer came within the deadline (the endpoint rests, see worker.ts). */
  timedOut: boolean;
}

/** dns.lookup, refusing names that resolve to an address a webhook may not reach. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new Error(`${hostname} resolves to ${refused.address}, which is not a public address`), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

export async function sendWebhook(options: {
  url: string;
  headers: Record<string, string>;
  payload: string;
  allowPrivate: boolean;
  timeoutMs: number;
  /** Aborted when the server stops: the attempt ends at once. */
  signal: AbortSignal;
}): Promise<SendResult> {
  const started = performance.now();
  const result = (statusCode: number | null, error: string | null, timedOut = false): SendResult => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
    timedOut,
  });
  const url = new URL(options.url);
  const host = hostOf(options.url);
  if (!options.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return result(null, `${host} is not a public address`);
  if (options.signal.aborted) return result(null, "the server is stopping");

  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      options.signal.removeEventListener("abort", stop);
      req.destroy();
      resolve(outcome);
    };
    const deadline = setTimeout(() => finish(result(null, `no answer within ${options.timeoutMs / 1000} s`, true)), options.timeoutMs);
    const stop = () => finish(result(null, "the server is stopping"));
    options.signal.addEventListener("abort", stop, { once: true });

    const requestOptions: RequestOptions = {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Sprintroom-Webhooks/1.0", ...options.headers, "content-length": Buffer.byteLength(options.payload) },
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: publicLookup }),
    };
    const req = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, requestOptions, (res) => {
      const status = res.statusCode ?? null;
      const answered = () => finish(result(status, status !== null && status >= 200 && status < 300 ? null : `the receiver answered ${status}`));
      let read = 0;
      res.on("data", (chunk: Buffer) => {
        read += chunk.length;
        // Enough of the answer: its status is what counts.
        if (read > MAX_ANSWER_BYTES) answered();
      });
      res.once("end", answered);
      res.once("error", answered);
      res.once("close", answered);
    });
    req.once("error", (error) => finish(result(null, error.message)));
    req.end(options.payload);
  });
}

// One delivery attempt: an HTTP POST of the event, signed, that must be answered 2xx within the time
// limit. Redirects are not followed, at most 64 KB of the answer is read, and the target address is
// checked when the connection is made, after DNS, so a name that turns private is refused too.
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
  signal: AbortSignal;
}): Promise<SendResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): SendResult => ({ statusCode, durationMs: Math.round(performance.now() - started), error });
  const url = new URL(options.url);
  const host = hostOf(options.url);
  if (!options.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return done(null, `${host} is not a public address`);

  return new Promise((resolve) => {
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
    const requestOptions: RequestOptions = {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Sprintroom-Webhooks/1.0", ...options.headers, "content-length": Buffer.byteLength(options.payload) },
      signal,
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: publicLookup }),
    };
    const req = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, requestOptions, (res) => {
      let read = 0;
      res.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      const finish = () => {
        const status = res.statusCode ?? null;
        resolve(done(status, status !== null && status >= 200 && status < 300 ? null : `the receiver answered ${status}`));
      };
      res.once("end", finish);
      res.once("close", finish);
    });
    req.once("error", (error) => {
      const timedOut = signal.aborted && !options.signal.aborted;
      resolve(done(null, timedOut ? `no answer within ${options.timeoutMs / 1000} s` : error.message));
    });
    req.end(options.payload);
  });
}

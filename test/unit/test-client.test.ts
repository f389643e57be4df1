// The suites' client (test/support/client.ts) sends fetch's headers, `accept-encoding: gzip, deflate`
// among them, so it hands over a body as fetch would: decoded. A server that compresses its answers
// must not turn the suites' assertions into complaints about bytes.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/client.js";

const BODY = JSON.stringify({ object: "note", text: "the same words ".repeat(50) });
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const encoding = req.url?.slice(1) ?? "";
    const encoded = encoding === "gzip" ? gzipSync(BODY) : encoding === "deflate" ? deflateSync(BODY) : Buffer.from(BODY);
    res.writeHead(200, { "content-type": "application/json", ...(encoding === "none" ? {} : { "content-encoding": encoding }), "x-accepted": String(req.headers["accept-encoding"]) });
    res.end(encoded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the suites' client", () => {
  it.each(["gzip", "deflate", "none"])("hands over an answer sent with content-encoding %s decoded, as fetch does", async (encoding) => {
    const res = await request(base, "GET", `/${encoding}`);
    expect(res.headers.get("x-accepted")).toBe("gzip, deflate");
    expect(res.text).toBe(BODY);
    expect(res.body).toEqual(JSON.parse(BODY));
  });

  it("refuses an answer in an encoding its request did not accept", async () => {
    await expect(request(base, "GET", "/br")).rejects.toThrow("An answer in an encoding the request did not accept: br");
  });
});

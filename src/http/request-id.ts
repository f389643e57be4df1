// Every answer's request id (`req_` and 24 base62 characters), whether Fastify or Node answers it.
// Random bytes are drawn 4 KB at a time: one system call per ~150 requests instead of one each.
import { randomBytes } from "node:crypto";
import { BASE62 } from "../auth/credentials.js";

const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let offset = 0;

export function newRequestId(): string {
  let id = "req_";
  while (id.length < 28) {
    if (offset === POOL_BYTES) {
      pool = randomBytes(POOL_BYTES);
      offset = 0;
    }
    const byte = pool[offset++] as number;
    // Bytes ≥ 248 are dropped so that no character is favoured (248 = 4 × 62).
    if (byte < 248) id += BASE62[byte % 62];
  }
  return id;
}

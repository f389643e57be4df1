// Every answer's request id (`req_` and 24 base62 characters), whether Fastify or Node answers it.
import { randomBase62 } from "../auth/credentials.js";

export const newRequestId = (): string => `req_${randomBase62(24)}`;

import { z } from "zod";
import { ERROR_TYPES } from "../errors.js";

export const ErrorType = z.enum(ERROR_TYPES);

export const ErrorEnvelope = z.object({
  error: z.object({
    type: ErrorType,
    code: z.string().describe("Machine-readable error code."),
    message: z.string().describe("Human-readable explanation."),
    param: z.string().optional().describe("The request field that caused a 400."),
    index: z.number().int().optional().describe("In a batch: the index of the operation that failed."),
  }),
  request_id: z.string().describe("Also sent as the X-Request-Id header."),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

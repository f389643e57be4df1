import { z } from "zod";

export const ErrorType = z.enum([
  "invalid_request_error",
  "authentication_error",
  "permission_error",
  "not_found_error",
  "rate_limit_error",
  "api_error",
]);
export type ErrorType = z.infer<typeof ErrorType>;

export const ErrorEnvelope = z.object({
  error: z.object({
    type: ErrorType,
    code: z.string().describe("Machine-readable error code."),
    message: z.string().describe("Human-readable explanation."),
    param: z.string().optional().describe("The request field that caused a 400."),
  }),
  request_id: z.string().describe("Also sent as the X-Request-Id header."),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

// Standard Webhooks signing (https://www.standardwebhooks.com): the `standardwebhooks` package signs,
// so any receiver's Standard Webhooks library verifies.
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** `whsec_` and 32 random bytes in base64, the format Standard Webhooks libraries take. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The headers of one delivery: its id (the event's), when it was sent, and the signature. */
export function signatureHeaders(secret: string, eventId: string, sentAt: Date, payload: string): Record<string, string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, sentAt, payload),
  };
}

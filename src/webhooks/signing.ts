// Standard Webhooks signing (https://www.standardwebhooks.com): the `standardwebhooks` package signs,
// so any receiver's Standard Webhooks library verifies.
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** `whsec_` and 32 random bytes in base64, the format Standard Webhooks libraries take. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The headers of one delivery: its id (the event's), when it was sent, and a signature by each
 * secret (the current one, and the previous one during a rotation's overlap), space-separated as
 * Standard Webhooks allows: a receiver that knows either secret verifies it.
 */
export function signatureHeaders(secrets: readonly string[], eventId: string, sentAt: Date, payload: string): Record<string, string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(eventId, sentAt, payload)).join(" "),
  };
}

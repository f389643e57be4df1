// The sender checks the target address when it connects, after DNS: a name that resolves to a
// private address (or was made to, DNS rebinding) is not called, nor is a private literal address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWebhook } from "../../src/webhooks/send.js";
import { startReceiver, type Receiver } from "../support/webhook-receiver.js";

describe("sendWebhook", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const send = (url: string, allowPrivate: boolean) =>
    sendWebhook({ url, headers: {}, payload: "{}", allowPrivate, timeoutMs: 2_000, signal: new AbortController().signal });

  it("does not connect to a name that resolves to a private address", async () => {
    const result = await send(receiver.url.replace("127.0.0.1", "localhost"), false);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/);
    expect(receiver.received).toHaveLength(0);
  });

  it("does not connect to a private address written as one", async () => {
    const result = await send(receiver.url, false);
    expect(result).toMatchObject({ statusCode: null, error: "127.0.0.1 is not a public address" });
    expect(receiver.received).toHaveLength(0);
  });

  it("connects when private targets are allowed, and reports the receiver's answer", async () => {
    receiver.answer = () => 201;
    expect(await send(receiver.url, true)).toMatchObject({ statusCode: 201, error: null });
    receiver.answer = () => 302;
    expect(await send(receiver.url, true)).toMatchObject({ statusCode: 302, error: "the receiver answered 302" });
    expect(receiver.received).toHaveLength(2);
  });
});

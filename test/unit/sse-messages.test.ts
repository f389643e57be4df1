// `sprintroom listen` reads the event stream as the WHATWG parser does (src/cli/sse-messages.ts): a
// line ends at CRLF, LF or a lone CR, also when a CRLF is split between two chunks.
import { describe, expect, it } from "vitest";
import { sseMessages, type SseMessage } from "../../src/cli/sse-messages.js";

async function read(chunks: string[]): Promise<SseMessage[]> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const messages: SseMessage[] = [];
  for await (const message of sseMessages(body, () => undefined)) messages.push(message);
  return messages;
}

const message = (fields: Partial<SseMessage>): SseMessage => ({ id: undefined, event: "message", data: "", retry: undefined, ...fields });

describe("sseMessages", () => {
  it("ends lines at LF, CRLF and a lone CR alike", async () => {
    const expected = [message({ id: "1", event: "activity.created", data: '{"a":1}\nsecond' }), message({ id: "2", data: "x" })];
    for (const eol of ["\n", "\r\n", "\r"]) {
      const text = ["id: 1", "event: activity.created", 'data: {"a":1}', "data: second", "", ": heartbeat", "", "id: 2", "data:x", "", ""].join(eol);
      expect(await read([text])).toEqual(expected);
    }
  });

  it("waits for the next chunk when one ends in CR, so a split CRLF is one line end", async () => {
    expect(await read(["data: a\r", "\ndata: b\r", "\n\r", "\n"])).toEqual([message({ data: "a\nb" })]);
    // A lone CR at a chunk's end, then a line: two line ends, not one.
    expect(await read(["data: a\r", "\r"])).toEqual([message({ data: "a" })]);
    expect(await read(["data: a\r", "data: b\r\r"])).toEqual([message({ data: "a\nb" })]);
  });

  it("passes on retry alone, and drops a message with no data or retry and one cut off by the end", async () => {
    expect(await read(["retry: 5000\r\r", "id: 9\r\r", "data: cut"])).toEqual([message({ retry: 5000 })]);
  });
});

// A Server-Sent Events reader over fetch, for the change-stream tests: it parses what the server
// sends (messages with id, event and data; comments; the retry hint) as it arrives.
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The error body when the server refused to open the stream. */
  body: unknown;
  messages: SseMessage[];
  comments: number;
  retry: number | undefined;
  /** Resolves when the server has ended the stream (or it was cut). */
  ended: Promise<void>;
  /** Waits until `count` messages have arrived (or `until` holds); throws after `timeoutMs`. */
  waitFor(until: (messages: SseMessage[]) => boolean, timeoutMs?: number): Promise<SseMessage[]>;
  /** Cuts the connection from the client's side. */
  close(): void;
}

export async function openStream(baseUrl: string, path: string, key: string | null, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: "text/event-stream", ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    signal: controller.signal,
  });
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    body: undefined,
    messages: [],
    comments: 0,
    retry: undefined,
    ended: Promise.resolve(),
    async waitFor(until, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!until(stream.messages)) {
        if (Date.now() > deadline) throw new Error(`SSE: timed out after ${timeoutMs} ms with ${stream.messages.length} messages`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return stream.messages;
    },
    close: () => controller.abort(),
  };
  if (response.status !== 200 || response.body === null) {
    const text = await response.text();
    stream.body = text === "" ? undefined : JSON.parse(text);
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let current: { id?: string; event?: string; data: string[] } = { data: [] };
  const line = (text: string) => {
    if (text === "") {
      if (current.data.length > 0) stream.messages.push({ id: current.id, event: current.event ?? "message", data: current.data.join("\n") });
      current = { data: [] };
      return;
    }
    if (text.startsWith(":")) return void stream.comments++;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "id") current.id = value;
    else if (field === "event") current.event = value;
    else if (field === "data") current.data.push(value);
    else if (field === "retry") stream.retry = Number(value);
  };
  stream.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n")) !== -1) {
          line(buffer.slice(0, end).replace(/\r$/, ""));
          buffer = buffer.slice(end + 1);
        }
      }
    } catch {
      // cut: by close(), or by the server dropping the connection
    }
  })();
  return stream;
}

/** The event records of the stream's messages (the default `message` type). */
export const eventsOf = (messages: SseMessage[]) => messages.filter((m) => m.event === "message").map((m) => JSON.parse(m.data) as { id: string; type: string });

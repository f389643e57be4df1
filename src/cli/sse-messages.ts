// Server-Sent Events as the WHATWG parser reads them (`sprintroom listen`): fields up to a blank line
// make a message; a line ends at CRLF, LF or a lone CR.

export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
  retry: number | undefined;
}

/**
 * The messages of an event stream, each once its blank line has arrived. `alive` is called on every
 * chunk (the caller's idle timer). A message with neither data nor retry is not yielded.
 */
export async function* sseMessages(body: ReadableStream<Uint8Array>, alive: () => void): AsyncGenerator<SseMessage> {
  let buffer = "";
  let current: SseMessage = { id: undefined, event: "message", data: "", retry: undefined };
  let data: string[] = [];
  // The whole lines in the buffer, read; at the stream's end a last CR ends its line too.
  function* read(atEnd: boolean): Generator<SseMessage> {
    let end: number;
    while ((end = buffer.search(/[\r\n]/)) !== -1) {
      // A CR that ends the chunk may be the first half of a CRLF split across chunks: wait for the next.
      if (buffer[end] === "\r" && end === buffer.length - 1 && !atEnd) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer[end] === "\r" && buffer[end + 1] === "\n" ? 2 : 1));
      if (line === "") {
        if (data.length > 0 || current.retry !== undefined) yield { ...current, data: data.join("\n") };
        current = { id: undefined, event: "message", data: "", retry: undefined };
        data = [];
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id") current.id = value;
      else if (field === "event") current.event = value;
      else if (field === "data") data.push(value);
      else if (field === "retry" && /^\d+$/.test(value)) current.retry = Number(value);
    }
  }
  for await (const chunk of body.pipeThrough(new TextDecoderStream())) {
    alive();
    buffer += chunk;
    yield* read(false);
  }
  yield* read(true);
}

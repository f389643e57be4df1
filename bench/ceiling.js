// The ceiling: a bare node:http server answering every request with one prebuilt 2 KB JSON buffer.
// Nothing a real API does (parsing, auth, a query, serialising) happens here, so it is the most
// requests per second this machine's node can answer; Sprintroom is reported as a share of it.
import { createServer } from "node:http";

const record = { object: "activity", id: "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", padding: "" };
record.padding = "x".repeat(2048 - JSON.stringify(record).length);
const body = Buffer.from(JSON.stringify(record));

const server = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));

// Graceful shutdown without stragglers: once close() starts, idle keep-alive connections and ones
// still sending headers are closed at once, and busy ones as soon as their last answer is sent.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * close() stops listening and answers the requests already received, then waits for every
 * connection to end. So that no client can hold it open (a keep-alive connection stays open after
 * its answer; Node stops timing out request headers still arriving once closing), the connections
 * not carrying a request are closed at once, and each other one once its last answer is sent. A
 * request whose body is still arriving is left to finish, within the shutdown deadline (serve.ts).
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  const connections = new Set<Socket>();
  const answering = new Map<Socket, number>();
  app.server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once("close", () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) return void answering.set(socket, left);
      answering.delete(socket);
      if (closing) socket.destroy();
    });
  });
  // Clients learn not to send another request on the connection.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("preClose", async () => {
    closing = true;
    for (const socket of connections) if (!answering.has(socket)) socket.destroy();
  });
}

// The embedded database (PGlite behind @netlify/database-dev) answers the PostgreSQL wire protocol on a
// local socket. Its gateway writes each protocol message of an answer separately; with Nagle's algorithm
// on, the second small write waits for the client's delayed ACK (about 40 ms), so every parameterised
// statement cost ~44 ms. TCP_NODELAY on the gateway's sockets removes that wait
// (docs/decisions/0013-search-that-stays-flat.md).
import type { Server, Socket } from "node:net";
import type { NetlifyDB } from "@netlify/database-dev";

/** Turns on TCP_NODELAY for every connection the started gateway accepts from now on. */
export function tuneGateway(db: NetlifyDB): void {
  const server = (db as unknown as { server?: Server }).server;
  if (!server) throw new Error("tuneGateway: start the database first");
  server.on("connection", (socket: Socket) => socket.setNoDelay(true));
}

import type { IncomingMessage, Server } from 'node:http';

/**
 * Starts `server` on 127.0.0.1 (or `host`) and answers its origin; port 0 takes a free one. Every
 * connection it accepts is heard for errors for its whole life: Node's own listener is dropped when a
 * socket leaves the HTTP parser (an upgrade), and a reset on a socket nobody hears ends the process.
 * Where Node's listener is there, it still decides what becomes of the socket.
 */
export const listenOn = (server: Server, port: number, host = '127.0.0.1'): Promise<string> =>
  new Promise((resolve, reject) => {
    server.on('connection', (socket) => socket.on('error', () => {}));
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as { port: number };
      resolve(`http://${host}:${address.port}`);
    });
  });

/** Stops `server` at once, dropping the connections still open (a browser's keep-alive ones too). */
export const closeNow = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A request's body, refused with `tooLarge()` (and the request dropped) past `limit` bytes. */
export function readBody(request: IncomingMessage, limit: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        reject(tooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

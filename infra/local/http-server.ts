import { createServer, type IncomingMessage, type Server } from 'node:http';

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

/** Whether a server can listen on `port` of the loopback interface now. */
async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  try {
    await listenOn(server, port);
  } catch {
    return false;
  }
  await closeNow(server);
  return true;
}

/**
 * A free TCP port on the loopback interface, for a server whose address must be known before it listens.
 * It is taken below the ports the system hands out itself (Linux's 32768–60999, macOS's and Windows'
 * 49152–65535): one of those, free when asked, could go to an outgoing connection or a listen on port 0
 * before the caller listens, and an integration file of a CI run on 30 Nov failed to start so
 * (EADDRINUSE). Below them only an explicit choice like this one takes a port.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('No free loopback port between 20000 and 32000 in 100 tries');
}

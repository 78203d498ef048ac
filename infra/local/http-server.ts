import type { IncomingMessage, Server } from 'node:http';

/** Starts `server` on 127.0.0.1 (or `host`) and answers its origin; port 0 takes a free one. */
export const listenOn = (server: Server, port: number, host = '127.0.0.1'): Promise<string> =>
  new Promise((resolve, reject) => {
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

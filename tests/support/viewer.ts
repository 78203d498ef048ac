import { request } from 'node:http';

export interface ViewerResponse {
  status: number;
  // Tests assert on the body's shape; typing every response here would only repeat the contract.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * A client of this test file's local server (tests/integration/setup.ts) whose connections leave from
 * one loopback address (127.0.0.x), as a campus behind one NAT address reaches CloudFront. The server
 * passes the address on as CloudFront's viewer address; whatever headers the client adds, it cannot
 * pass as another.
 */
export function viewerAt(localAddress: string) {
  const origin = new URL(process.env.SES_ENDPOINT!);
  const call = (
    method: string,
    path: string,
    options: { body?: string | object; headers?: Record<string, string> } = {},
  ) =>
    new Promise<ViewerResponse>((resolve, reject) => {
      const body =
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body);
      const headers = {
        ...(typeof options.body === 'object' ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      };
      const sent = request(
        { host: origin.hostname, port: origin.port, method, path, localAddress, headers, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const json = String(response.headers['content-type'] ?? '').includes('json') && text;
            resolve({ status: response.statusCode ?? 0, body: json ? JSON.parse(text) : text });
          });
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  return {
    address: localAddress,
    send: call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, { headers }),
    post: (path: string, body?: string | object, headers?: Record<string, string>) =>
      call('POST', path, { body, headers }),
  };
}

export type Viewer = ReturnType<typeof viewerAt>;

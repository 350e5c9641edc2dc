import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { UPSTREAM_ORIGINS, upstreamHandlers } from '../test-fixtures/upstream.ts';

/**
 * Serves the recorded upstream responses on loopback: `/{service}/path` is answered as the
 * real `{origin}/path` would be. Unrecorded requests get 502, as a failed upstream would.
 */
export async function startUpstreamServer(): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const [, service, ...rest] = (req.url ?? '/').split('/');
    const origin = UPSTREAM_ORIGINS[service as keyof typeof UPSTREAM_ORIGINS];
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const response = origin
      ? await getResponse(upstreamHandlers, new Request(`${origin}/${rest.join('/')}`, { method: req.method, body }))
      : undefined;
    if (!response) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`No recorded response for ${req.method} ${req.url}`);
      return;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

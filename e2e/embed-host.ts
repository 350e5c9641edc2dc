import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A shul's own website, for the embed journey: a page on another loopback origin (127.0.0.2,
 * so it is cross-site to the app on 127.0.0.1) that pastes the snippet the manager page shows.
 */
export async function startEmbedHost(snippet: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Our shul's website</title></head>
<body>
<h1>Welcome to our shul</h1>
<p>Our times, kept up to date on Shul Finder:</p>
${snippet}
<p id="after">Below the schedule</p>
</body>
</html>`;
  const server = createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.2', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.2:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

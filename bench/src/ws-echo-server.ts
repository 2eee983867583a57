/**
 * The baseline of `bench:sockets`: a plain `ws` echo server on a bare Node HTTP server, nothing else,
 * printing the same fixture line and answering the same /api/bench/stats as bench-server.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ noServer: true });
wss.on('connection', (ws) => ws.on('message', (data) => ws.send(data)));
const server = createServer((req, res) => {
  if (req.url?.startsWith('/api/bench/stats')) {
    if (req.url.includes('gc=1')) (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        external: memory.external,
        eventLoopP99Ms: 0,
        eventLoopMaxMs: 0,
        handles: process.getActiveResourcesInfo().length,
        liveClients: wss.clients.size,
      }),
    );
    return;
  }
  res.statusCode = 404;
  res.end();
});
server.on('upgrade', (req, socket, head) =>
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws)),
);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(
    `${JSON.stringify({ url: `http://127.0.0.1:${port}`, store: 'ws', pid: process.pid, advisors: [], advisorIds: [], coaches: [] })}\n`,
  );
});
process.on('SIGTERM', () => process.exit(0));

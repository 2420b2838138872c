// A small HTTP proxy on loopback that hands each request to the next of several CMS processes in turn, as a load
// balancer in front of a cluster would (`npm run cluster`, tests and the two-process benchmark; across machines use
// nginx, HAProxy or the platform's balancer, see README "Several processes"). It sets X-Forwarded-For to the
// client's own address (replacing what the client sent, which it could make up) and X-Forwarded-Proto/-Host.
import http from 'node:http';

/**
 * Starts the proxy on `port` (0: any free port) in front of `targets` (base URLs such as http://127.0.0.1:1401).
 * Resolves with its URL, `close()` and `counts` (requests sent to each target, in the order of `targets`).
 */
export function startRoundRobinProxy(targets, { port = 0, host = '127.0.0.1' } = {}) {
  const upstreams = targets.map((target) => new URL(target));
  const counts = upstreams.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    counts[index]++;
    const upstream = upstreams[index];
    const out = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream ${upstream.host} failed: ${error.message}`);
    });
    req.pipe(out);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://${host}:${bound}`,
        counts,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Two tenants on loopback for the multi-tenant journey (docs/multi-tenant.md): one console build served for every
 * `<tenant>.example.nl` with the API host `api.example.nl:<proxy port>` in its index.html, a proxy that routes
 * `<tenant>.api.example.nl` by the first label of the Host to that tenant's CMS, and one throw-away CMS (own
 * SQLite database, own secrets) per tenant. Chromium resolves *.example.nl to 127.0.0.1 (--host-resolver-rules).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnThrowawayCms } from '../../scripts/lib/throwaway-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', 'dist');
const PORT = Number(process.env.E2E_PORT || 1410);

export const CONSOLE_PORT = PORT + 2;
export const API_PORT = PORT + 3;
export const TENANT_PORTS = { krant: PORT + 4, blad: PORT + 5 } as const;
export type Tenant = keyof typeof TENANT_PORTS;
export const API_HOST = `api.example.nl:${API_PORT}`;
export const consoleUrl = (tenant: Tenant, page = '/') => `http://${tenant}.example.nl:${CONSOLE_PORT}${page}`;
export const apiHostOf = (tenant: Tenant) => `${tenant}.${API_HOST}`;
export const HOST_RESOLVER_RULES = '--host-resolver-rules=MAP *.example.nl 127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** index.html with the API host filled in, as a deployment does it (docs/multi-tenant.md). */
const indexWithApiHost = () => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const meta = `<meta name="newsroom-api-host" content="${API_HOST}" />`;
  const filled = html.replace(/<meta name="newsroom-api-host" content="[^"]*"\s*\/?>/, meta);
  if (filled === html) throw new Error('admin/dist/index.html has no newsroom-api-host meta: build the console first');
  return filled;
};

/** The static console: files from admin/dist, index.html for every route (any host name). */
const consoleServer = () => {
  const index = indexWithApiHost();
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://console').pathname);
    const file = path.normalize(path.join(dist, pathname));
    const asset = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile() && pathname !== '/';
    if (asset) {
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
    } else if (path.extname(pathname)) {
      res.writeHead(404).end();
    } else {
      res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' }).end(index);
    }
  });
};

/** `<tenant>.api.example.nl` → that tenant's CMS, the Host passed on unchanged. */
const hostProxy = () =>
  http.createServer((req, res) => {
    const tenant = String(req.headers.host ?? '').split('.')[0] as Tenant;
    const port = TENANT_PORTS[tenant];
    if (!port) {
      res.writeHead(404).end();
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });

const listen = (server: http.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

const healthy = async (port: number, deadline: number) => {
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/_health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the CMS on ${port} did not start`);
};

export type Tenants = { stop: () => Promise<void> };

/** Starts both tenants' CMS, the console and the proxy; `stop` ends what it started. */
export async function startTenants(): Promise<Tenants> {
  const children: ChildProcess[] = Object.entries(TENANT_PORTS).map(([tenant, port]) =>
    spawnThrowawayCms({
      port,
      stdio: 'ignore',
      env: {
        CONSOLE_ORIGINS: `http://*.example.nl:${CONSOLE_PORT}`,
        CONSOLE_URL: consoleUrl(tenant as Tenant),
        DEMO_CONTENT_ITEMS: '5',
      },
    }),
  );
  const servers = [consoleServer(), hostProxy()];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
  try {
    await listen(servers[0], CONSOLE_PORT);
    await listen(servers[1], API_PORT);
    const deadline = Date.now() + 180_000;
    await Promise.all(Object.values(TENANT_PORTS).map((port) => healthy(port, deadline)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

export type Answer = { status: number; body: any; headers: http.IncomingHttpHeaders };

/** A call to a tenant's API through the proxy, as a script (Bearer) or with a cookie. */
export const callApi = (
  tenant: Tenant,
  method: string,
  pathname: string,
  options: { jwt?: string; cookie?: string; body?: unknown } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: API_PORT,
        method,
        path: pathname,
        headers: {
          host: apiHostOf(tenant),
          ...(options.jwt ? { authorization: `Bearer ${options.jwt}` } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

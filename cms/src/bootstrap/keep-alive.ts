import type { Core } from '@strapi/strapi';

/**
 * Node closes an idle keep-alive connection after 5 s. A client that sends on it at that moment (a proxy or load
 * balancer with a longer idle time, a website's HTTP client, a browser test's API context) gets ECONNRESET for a
 * request the server never read. The server waits longer than the clients do instead (load balancers commonly keep
 * idle connections 60 s); the headers timeout must stay above it.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(strapi: Core.Strapi) {
  const server = (strapi.server as { httpServer?: { keepAliveTimeout: number; headersTimeout: number } }).httpServer;
  if (!server) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

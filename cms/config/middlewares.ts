import { uploadOrigins } from '../src/extensions/upload/origins';
import { allowedConsoleOrigin, consoleOriginsConfigured, CSRF_RESPONSE_HEADER } from '../src/services/console-origins';

/** The meeting server's origin (docs/meet.md): the /meet page embeds its room, so the console may frame it. */
const meetOrigin = (): string[] => {
  try {
    return process.env.MEET_URL ? [new URL(process.env.MEET_URL).origin] : [];
  } catch {
    return [];
  }
};

/**
 * Consoles on other origins (CONSOLE_ORIGINS, docs/multi-tenant.md): credentials for those origins only, the CSRF
 * header allowed in and out, the download name readable. Websites on any other origin still read the public API
 * (page views, comments, delivery) without credentials. Unset: Strapi's CORS as it was.
 */
const cors = () =>
  consoleOriginsConfigured()
    ? {
        name: 'strapi::cors',
        config: {
          origin: () => '*',
          credentials: (ctx: Parameters<typeof allowedConsoleOrigin>[0]) => Boolean(allowedConsoleOrigin(ctx)),
          headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', CSRF_RESPONSE_HEADER],
          expose: [CSRF_RESPONSE_HEADER, 'Content-Disposition'],
          maxAge: 600,
        },
      }
    : 'strapi::cors';

export default [
  'global::request-log',
  // Outside strapi::errors: every refusal leaves with details.code (src/middlewares/error-codes.ts).
  'global::error-codes',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          // Stored files on S3 (docs/files.md) load from the bucket's origin.
          'img-src': ["'self'", 'data:', 'blob:', ...uploadOrigins()],
          'media-src': ["'self'", 'data:', 'blob:', ...uploadOrigins()],
          'frame-src': ["'self'", ...meetOrigin()],
          'style-src': ["'self'", "'unsafe-inline'"],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  cors(),
  'strapi::poweredBy',
  'strapi::query',
  // Before the body is read: size and per-client rate of the public ingestion endpoints.
  'global::ingestion-limits',
  // The public endpoints websites call on every page view, answered before the rest (src/middlewares/hot-routes.ts).
  'global::hot-routes',
  'strapi::body',
  'global::admission',
  // A write's answer waits until the other processes heard of it (src/middlewares/announced-writes.ts).
  'global::announced-writes',
  'global::refuse-nul',
  'strapi::session',
  'global::session-cookie',
  'global::console',
  'strapi::favicon',
  // Before strapi::public: headers on /uploads, private files refused (src/middlewares/upload-headers.ts).
  'global::upload-headers',
  'strapi::public',
];

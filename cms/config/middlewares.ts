import { uploadOrigins } from '../src/extensions/upload/origins';

/** The meeting server's origin (docs/meet.md): the /meet page embeds its room, so the console may frame it. */
const meetOrigin = (): string[] => {
  try {
    return process.env.MEET_URL ? [new URL(process.env.MEET_URL).origin] : [];
  } catch {
    return [];
  }
};

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
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  // Before the body is read: size and per-client rate of the public ingestion endpoints.
  'global::ingestion-limits',
  // The public endpoints websites call on every page view, answered before the rest (src/middlewares/hot-routes.ts).
  'global::hot-routes',
  'strapi::body',
  'global::refuse-nul',
  'strapi::session',
  'global::session-cookie',
  'global::console',
  'strapi::favicon',
  // Before strapi::public: headers on /uploads, private files refused (src/middlewares/upload-headers.ts).
  'global::upload-headers',
  'strapi::public',
];

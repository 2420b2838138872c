import cronTasks from './cron-tasks';

export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // X-Forwarded-* is trusted only when an operator says a proxy is in front (rate limits key on the client IP).
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  app: { keys: env.array('APP_KEYS') },
  logger: { config: { level: env('LOG_LEVEL', 'http') }, startup: { enabled: env.bool('STARTUP_MESSAGE', true) } },
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
});

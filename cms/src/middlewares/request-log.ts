/**
 * Strapi's request log line (`strapi::logger`: method, url, time, status at the `http` level), written only when
 * that level is on. Strapi's own middleware formats every line and hands it to winston, which drops it at the
 * default `info` level; on the public endpoints that cost about 4 % of a request.
 */
export default (_config: unknown, { strapi }) =>
  async (ctx, next) => {
    if (!strapi.log.isLevelEnabled('http')) return next();
    const start = Date.now();
    await next();
    strapi.log.http(`${ctx.method} ${ctx.url} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
  };

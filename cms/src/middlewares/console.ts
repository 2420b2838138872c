/**
 * Serves the built react-admin console (admin/dist) at `/`. Client-side routes such as
 * /sales/invoices fall back to index.html; /api, /graphql, /admin and /uploads are left alone.
 */
import fs from 'fs';
import path from 'path';

const RESERVED = [
  /^\/api(\/|$)/,
  /^\/graphql(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/uploads(\/|$)/,
  /^\/_health$/,
  /^\/i18n(\/|$)/,
  /^\/content-manager(\/|$)/,
  /^\/content-type-builder(\/|$)/,
  /^\/upload(\/|$)/,
  /^\/users-permissions(\/|$)/,
  /^\/documentation(\/|$)/,
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};

export default (config, { strapi }) => {
  const root = path.resolve(process.env.CONSOLE_DIR || path.join(strapi.dirs.app.root, '..', 'admin', 'dist'));
  const indexFile = path.join(root, 'index.html');

  return async (ctx, next) => {
    if (!['GET', 'HEAD'].includes(ctx.method) || RESERVED.some((re) => re.test(ctx.path))) return next();
    if (!fs.existsSync(indexFile)) return next();

    const requested = path.normalize(path.join(root, decodeURIComponent(ctx.path)));
    if (!requested.startsWith(root)) return next();
    const isAsset = fs.existsSync(requested) && fs.statSync(requested).isFile();
    const file = isAsset ? requested : indexFile;
    if (!isAsset && path.extname(ctx.path)) return next(); // a missing asset is a real 404

    ctx.type = TYPES[path.extname(file)] || 'application/octet-stream';
    // Hashed bundles can be cached forever; index.html must be fresh so updates are seen.
    ctx.set(
      'Cache-Control',
      file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    ctx.body = fs.createReadStream(file);
  };
};

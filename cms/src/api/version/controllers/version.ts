/**
 * The running product version and its changelog. Public, so the console can notice a newer
 * server before and after sign-in and show the update-available modal.
 */
import fs from 'fs';
import path from 'path';
import type { Ctx, WithStrapi } from '../../../strapi-types';

let cached: { version: string; changelog: string } | undefined;

const load = (root: string) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const changelogFile = path.join(root, 'CHANGELOG.md');
  const changelog = fs.existsSync(changelogFile) ? fs.readFileSync(changelogFile, 'utf8') : '';
  return { version: String(process.env.APP_VERSION_OVERRIDE || pkg.version), changelog };
};

export default ({ strapi }: WithStrapi) => ({
  async find(ctx: Ctx) {
    cached ??= load(path.resolve(strapi.dirs.app.root, '..'));
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = cached;
  },
});

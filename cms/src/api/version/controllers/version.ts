/**
 * The running product version and its changelog. Public, so the console can notice a newer
 * server before and after sign-in and show the update-available modal.
 */
import type { VersionInfo } from '@newsroom/config';
import fs from 'fs';
import path from 'path';

let cached: VersionInfo | undefined;

const load = (root: string) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const changelogFile = path.join(root, 'CHANGELOG.md');
  const changelog = fs.existsSync(changelogFile) ? fs.readFileSync(changelogFile, 'utf8') : '';
  return { version: String(process.env.APP_VERSION_OVERRIDE || pkg.version), changelog } satisfies VersionInfo;
};

export default ({ strapi }) => ({
  async find(ctx) {
    cached ??= load(path.resolve(strapi.dirs.app.root, '..'));
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = cached;
  },
});

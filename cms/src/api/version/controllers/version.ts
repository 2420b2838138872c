/**
 * The running product version and its release notes for users, in the asker's language
 * (GET /api/version?locale=nl|en). Public, so the console can notice a newer server before and after
 * sign-in and show the update-available modal. The developers' CHANGELOG.md is not served.
 */
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { RELEASE_NOTE_LOCALES, releaseNoteLocale, type ReleaseNoteLocale, type VersionInfo } from '@newsroom/config';

type Loaded = { version: string; notes: Record<ReleaseNoteLocale, string> };
let cached: Loaded | undefined;

const load = (root: string): Loaded => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const read = (locale: ReleaseNoteLocale) => {
    const file = path.join(root, 'release-notes', `${locale}.md`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  const notes = Object.fromEntries(RELEASE_NOTE_LOCALES.map((locale) => [locale, read(locale)]));
  return {
    version: String(process.env.APP_VERSION_OVERRIDE || pkg.version),
    notes: notes as Record<ReleaseNoteLocale, string>,
  };
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    cached ??= load(path.resolve(strapi.dirs.app.root, '..'));
    const locale = releaseNoteLocale(ctx.query?.locale);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { version: cached.version, locale, releaseNotes: cached.notes[locale] } satisfies VersionInfo;
  },
});

/**
 * Demo folders for the file manager (/files, docs/files.md): the demo covers move into `public/omslagen/`, and a
 * small image bank (`public/beeldbank/2026/`) and an empty `public/logos/` show folders, previews and sizes.
 * Once: skipped when `omslagen` exists. Off in API tests and production like every demo.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row, Strapi } from '../strapi-types';
import { gradientPng } from './demo-images';
import { childFolders, ROOT } from '../api/file-manager/services/folders';

const BANK: [string, number[], number[]][] = [
  ['redactie-vergadering.png', [36, 59, 85], [242, 153, 74]],
  ['drukpers.png', [20, 30, 48], [36, 59, 85]],
  ['lezersavond.png', [118, 75, 162], [240, 101, 72]],
];

export async function seedDemoFiles(strapi: Strapi): Promise<boolean> {
  if (process.env.DEMO_FILES === 'false') return false;
  if ((await childFolders(strapi, ROOT, 'omslagen')).length) return false;
  const files = strapi.service('api::file-manager.file-manager');
  for (const [parent, name] of [
    ['public/', 'omslagen'],
    ['public/', 'beeldbank'],
    ['public/beeldbank/', '2026'],
    ['public/', 'logos'],
  ])
    await files.createFolder(parent, name);

  const covers: Row[] = await strapi.db.query('plugin::upload.file').findMany({
    where: { name: { $startsWith: 'omslag-' }, folderPath: '/' },
    select: ['id'],
  });
  for (const cover of covers) await files.updateFile(cover.id, { to: 'public/omslagen/' });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
  try {
    const uploads = BANK.map(([name, from, to]) => {
      const filepath = path.join(dir, name);
      fs.writeFileSync(filepath, gradientPng(800, 533, from, to));
      return { filepath, originalFilename: name, mimetype: 'image/png', size: fs.statSync(filepath).size };
    });
    await files.upload('public/beeldbank/2026/', uploads);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return true;
}

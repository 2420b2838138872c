// Builds only what changed since the last build, so a second `npm start` is quick.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminDir, bin, cmsDir, configDir, root } from './paths.mjs';

const newest = (dir) => {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.tmp', '.cache', '.strapi', 'e2e', 'public'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (exit ${result.status})`);
}

export function buildConfig() {
  run(bin('tsc'), ['-p', path.join(configDir, 'tsconfig.json')]);
}

export function buildConsole({ force = false } = {}) {
  const stamp = path.join(adminDir, 'dist', 'index.html');
  const sources = Math.max(
    newest(path.join(adminDir, 'src')),
    newest(path.join(configDir, 'src')),
    builtAt(path.join(root, 'package.json')),
    builtAt(path.join(adminDir, 'index.html')),
  );
  if (!force && builtAt(stamp) > sources) return false;
  console.log('Building the console (admin/) ...');
  run('npm', ['run', 'build', '-w', 'admin']);
  return true;
}

export function buildCms({ withPanel = true } = {}) {
  const panel = path.join(cmsDir, 'dist', 'build', 'index.html');
  if (withPanel && !fs.existsSync(panel)) {
    console.log('Building the CMS and its developer panel (first start only) ...');
    run(bin('strapi'), ['build', '--minify'], { cwd: cmsDir, env: { STRAPI_TELEMETRY_DISABLED: 'true' } });
    return;
  }
  run(bin('tsc'), ['-p', path.join(cmsDir, 'tsconfig.json')]);
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from './database';

const root = path.resolve(__dirname, '..', '..', '..');

/**
 * The tests load the compiled app, so compile config and cms once before any file runs. Then boot it once
 * on a template database that each test app's database is copied from (TEST_TEMPLATE_DATABASE); the
 * template is dropped when the run ends.
 */
export default async function setup() {
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  execFileSync(tsc, ['-p', path.join(root, 'config', 'tsconfig.json')], { stdio: 'inherit' });
  execFileSync(tsc, ['-p', path.join(root, 'cms', 'tsconfig.json')], { stdio: 'inherit' });

  const template = await createTestDatabase({ prefix: 'nb_template' });
  execFileSync(process.execPath, [path.join(__dirname, 'template-build.cjs'), JSON.stringify(template.env)], {
    stdio: 'inherit',
    cwd: path.join(root, 'cms'),
  });
  process.env.TEST_TEMPLATE_DATABASE = template.name;
  return () => template.drop();
}

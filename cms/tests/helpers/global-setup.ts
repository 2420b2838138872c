import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The tests load the compiled app, so compile config and cms once before any file runs. */
export default function setup() {
  const root = path.resolve(__dirname, '..', '..', '..');
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  execFileSync(tsc, ['-p', path.join(root, 'config', 'tsconfig.json')], { stdio: 'inherit' });
  execFileSync(tsc, ['-p', path.join(root, 'cms', 'tsconfig.json')], { stdio: 'inherit' });
}

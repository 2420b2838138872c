// `npm run typecheck`: the TypeScript compiler over each half without writing anything (run by .ci/run).
import { spawnSync } from 'node:child_process';
import { buildConfig } from './lib/build.mjs';
import { adminDir, bin, cmsDir } from './lib/paths.mjs';

// The CMS reads the shared package from its build (config/dist), which a clean checkout does not have yet;
// building it is also the compiler's check of config/.
buildConfig();
console.log('ok   typecheck config');

const projects = [
  ['cms', cmsDir, 'tsconfig.json'],
  ['cms (strict: services, controllers, policies)', cmsDir, 'tsconfig.strict.json'],
  ['admin', adminDir, 'tsconfig.json'],
];
let failed = 0;
for (const [name, cwd, tsconfig] of projects) {
  const run = spawnSync(bin('tsc'), ['-p', tsconfig, '--noEmit', '--incremental', 'false'], { cwd, stdio: 'inherit' });
  console.log(`${run.status === 0 ? 'ok  ' : 'FAIL'} typecheck ${name}`);
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);

// `npm run typecheck`: the TypeScript compiler over each half without writing anything (run by .ci/run).
import { spawnSync } from 'node:child_process';
import { adminDir, bin, cmsDir, configDir } from './lib/paths.mjs';

const projects = [
  ['config', configDir, 'tsconfig.json'],
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

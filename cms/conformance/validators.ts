/**
 * The official UBL validators (`shared/validators/` beside the repository: UBL 2.1 schema, CEN EN 16931
 * and Peppol BIS Billing 3 rules). VALIDATORS_DIR names the folder; otherwise the nearest `shared/validators`
 * beside the repository or any folder above it (the project root's `../shared/validators`, or a worktree's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export function validatorsDir(from = path.resolve(__dirname, '..', '..')): string {
  if (process.env.VALIDATORS_DIR) return path.resolve(process.env.VALIDATORS_DIR);
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'validators');
    if (fs.existsSync(path.join(candidate, 'validate-ubl'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No shared/validators found above ${from}: set VALIDATORS_DIR.`);
  }
}

export type UblReport = { status: number; lines: string[]; last: string };

/** Runs `validate-ubl` once over all files (one Java start per rule set). */
export function validateUbl(files: string[]): UblReport {
  const run = spawnSync(path.join(validatorsDir(), 'validate-ubl'), files, {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n');
  return { status: run.status ?? 2, lines, last: lines.at(-1) ?? '' };
}

// The UBL conformance layer's tools: the official validators in shared/validators (beside the repository,
// or VALIDATORS_DIR) and Debian's Saxon-HE and xmllint they run on, installed with apt-get when missing
// (like Chromium in chromium.mjs).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const SAXON = process.env.SAXON_JAR || '/usr/share/java/Saxon-HE.jar';
const onPath = (tool) => {
  try {
    execSync(`command -v ${tool}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

/** A local repository this checkout was cloned from (a CI run in a temporary clone), if any. */
const clonedFrom = () => {
  try {
    const url = execSync('git remote get-url origin', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return url && fs.existsSync(url) ? path.resolve(root, url) : null;
  } catch {
    return null;
  }
};

/**
 * The validators folder: VALIDATORS_DIR, else the nearest `shared/validators` beside the repository or a folder
 * above it, else beside the local repository it was cloned from.
 */
export function validatorsDir() {
  if (process.env.VALIDATORS_DIR) return path.resolve(process.env.VALIDATORS_DIR);
  const starts = [root, clonedFrom()].filter(Boolean);
  for (const start of starts) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'shared', 'validators');
      if (fs.existsSync(path.join(candidate, 'validate-ubl'))) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`No shared/validators found beside ${starts.join(' or ')} or above: set VALIDATORS_DIR.`);
}

export function ensureValidators() {
  const dir = validatorsDir();
  if (!fs.existsSync(SAXON) || !onPath('xmllint') || !onPath('java')) {
    if (process.getuid?.() !== 0)
      throw new Error(
        "The UBL validators need Saxon-HE and xmllint: run 'apt-get install -y libsaxonhe-java libxml2-utils' as root.",
      );
    console.log("Installing the UBL validators' tools from Debian (apt-get install libsaxonhe-java libxml2-utils) ...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsaxonhe-java libxml2-utils',
      { stdio: 'inherit' },
    );
  }
  return dir;
}

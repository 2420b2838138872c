// Browser tests use Debian's Chromium; never a browser download of Playwright's own.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium is missing at ${CHROMIUM}: run 'apt-get install -y chromium' as root.`);
  console.log('Installing Chromium from Debian (apt-get install chromium) ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
    stdio: 'inherit',
  });
  return CHROMIUM;
}

// Creates cms/.env with fresh random secrets on first run, so every install has its own keys.
// Production deployments set these variables themselves; an existing file is never overwritten.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';

const secret = () => randomBytes(24).toString('base64');

export function ensureSecrets(envFile) {
  if (existsSync(envFile)) return false;
  const lines = [
    '# Generated on first start. Keep private; do not commit.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    '',
  ];
  writeFileSync(envFile, lines.join('\n'), { mode: 0o600 });
  return true;
}

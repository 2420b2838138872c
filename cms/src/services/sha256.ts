import { createHash } from 'node:crypto';

/** Hex SHA-256 of a text or bytes: stored codes and tokens (never the secret itself) and file fingerprints. */
export const sha256 = (value: Buffer | string) => createHash('sha256').update(value).digest('hex');

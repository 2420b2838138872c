import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'cms');
export const adminDir = path.join(root, 'admin');
export const configDir = path.join(root, 'config');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

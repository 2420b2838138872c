import { builtinMagazinePlatform } from './builtin';
import { httpMagazinePlatform } from './http';
import type { MagazinePlatform } from './types';

export type { MagazinePlatform, MagazineRequest, MagazineCustomer } from './types';
export { MagazinePlatformError } from './types';

/** The HTTP platform when `MAGAZINE_PLATFORM_URL` is set (bearer `MAGAZINE_PLATFORM_TOKEN`), else the built-in one. */
export function magazinePlatformFromEnv(env = process.env): MagazinePlatform {
  const url = env.MAGAZINE_PLATFORM_URL?.trim();
  if (url) return httpMagazinePlatform({ url, token: env.MAGAZINE_PLATFORM_TOKEN?.trim() || undefined });
  return builtinMagazinePlatform();
}

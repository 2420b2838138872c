/** One override per e-mail and language (made at start, after Strapi's schema sync); `save` relies on it. */
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

export const SYSTEM_EMAIL_UNIQUE_INDEX = 'system_emails_key_language_uq';

export async function ensureSystemEmailIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::system-email.system-email');
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    SYSTEM_EMAIL_UNIQUE_INDEX,
    meta.table,
    meta.column('key'),
    meta.column('language'),
  ]);
}

/**
 * Where the profile events come from, for the places that cannot say it in one line themselves: a profile
 * written through the document service (REST, GraphQL, the console, a public subscription's new lead) is
 * PROFILE_CREATED when new and TAG_ADDED for each tag it did not have before; a paid order is ORDER_PAID for the
 * profile of its e-mail address (else its customer's). Each fire logs its own failure (../fire.ts).
 */
import { dbModel } from '../../services/db-model';
import type { Row, Strapi } from '../../strapi-types';
import { fireAutomations } from './fire';
import { reading } from '../../services/reading';

const PROFILE = 'api::profile.profile';

async function tagIdsOf(strapi: Strapi, where: { id: number } | { documentId: string }): Promise<Set<number>> {
  const profile = dbModel(strapi, PROFILE);
  const link = profile.link('tags');
  const rows: Row[] = await reading(strapi, (db) =>
    db(`${link.name} as l`)
      .join(`${profile.table} as p`, 'p.id', `l.${link.joinColumn.name}`)
      .select(`l.${link.inverseJoinColumn!.name} as tag`)
      .where('id' in where ? { 'p.id': where.id } : { 'p.document_id': where.documentId }),
  );
  return new Set(rows.map((r) => Number(r.tag)));
}

/**
 * Wraps a profile's document write (profile/document-rules.ts): fires after it succeeded. `data` is what the write
 * sends: one that does not send `tags` leaves the profile's tags as they were, so they are not read before and after.
 */
export async function aroundProfileWrite<T>(
  strapi: Strapi,
  action: 'create' | 'update',
  documentId: string | undefined,
  data: Row | null | undefined,
  next: () => Promise<T>,
): Promise<T> {
  const tagsSent = !data || 'tags' in data;
  const before =
    tagsSent && action === 'update' && documentId ? await tagIdsOf(strapi, { documentId }) : new Set<number>();
  const written = await next();
  const id = Number((written as Row | undefined)?.id);
  if (!Number.isInteger(id) || id <= 0) return written;
  if (action === 'create') await fireAutomations(strapi, 'PROFILE_CREATED', { profileIds: [id] });
  if (!tagsSent) return written;
  const after = await tagIdsOf(strapi, { id }).catch(() => new Set<number>());
  for (const tagId of after)
    if (!before.has(tagId)) await fireAutomations(strapi, 'TAG_ADDED', { profileIds: [id], tagId });
  return written;
}

/** An order `onPaid` handler (registered in src/index.ts; runs inside the pay transaction). */
export const automationsOnPaidOrder =
  (strapi: Strapi) =>
  async ({ order }: { order: Row }): Promise<void> => {
    const full = await strapi.db
      .query('api::order.order')
      .findOne({ where: { id: order.id }, select: ['id', 'email'], populate: { customer: { select: ['email'] } } });
    const email = String(full?.email || full?.customer?.email || '')
      .trim()
      .toLowerCase();
    if (!email) return;
    const profile = dbModel(strapi, PROFILE);
    const rows: Row[] = await reading(strapi, (db) =>
      db(profile.table)
        .select('id')
        .whereRaw('lower(??) = ?', [profile.column('email'), email])
        .limit(1),
    );
    const ids = rows.map((r) => Number(r.id));
    await fireAutomations(strapi, 'ORDER_PAID', { profileIds: ids });
  };

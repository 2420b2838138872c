/**
 * SPEC 5's cover removal days (site configuration `content.coverRemovalDays`, docs/settings.md): a content item
 * keeps its cover for that many days after its publication date; the daily cron (config/cron-tasks.ts) takes the
 * cover off older items. 0 = covers stay. The image stays in the media library (another item or page may use it;
 * the file manager removes files); only the link goes, on every locale (the cover is not localized), through the
 * query engine so the read caches empty as on any content write.
 */
import type { WithStrapi } from '../../../strapi-types';

const CONTENT = 'api::content.content';
const DAY_MS = 86_400_000;
const BATCH = 200;

export default ({ strapi }: WithStrapi) => ({
  /** The moment before which a publication date loses its cover, or null when the rule is off. */
  async cutoff(now = new Date()): Promise<Date | null> {
    const { content } = await strapi.service('api::config.config').merged();
    const days = Number(content.coverRemovalDays) || 0;
    return days > 0 ? new Date(now.getTime() - days * DAY_MS) : null;
  },

  /** Takes the cover off every item published before the cutoff; returns how many items lost it. */
  async run(now = new Date()): Promise<number> {
    const cutoff = await this.cutoff(now);
    if (!cutoff) return 0;
    const done = new Set<string>();
    for (;;) {
      const rows = await strapi.db.query(CONTENT).findMany({
        where: {
          publicationDate: { $lt: cutoff.toISOString() },
          cover: { id: { $notNull: true } },
          documentId: { $notIn: [...done] },
        },
        select: ['documentId'],
        limit: BATCH,
      });
      const documentIds = [...new Set(rows.map((row: { documentId: string }) => row.documentId))];
      if (!documentIds.length) return done.size;
      const locales = await strapi.db
        .query(CONTENT)
        .findMany({ where: { documentId: { $in: documentIds } }, select: ['id'] });
      for (const { id } of locales) await strapi.db.query(CONTENT).update({ where: { id }, data: { cover: null } });
      for (const documentId of documentIds) done.add(documentId);
    }
  },
});

/** Content in the top-bar search (registered at bootstrap). */
export const contentSearchProvider = (strapi) => ({
  type: 'content',
  action: 'api::content.content.find',
  async search(q: string, limit: number) {
    const rows = await strapi.db.query('api::content.content').findMany({
      where: { $or: [{ title: { $containsi: q } }, { slug: { $containsi: q } }, { introduction: { $containsi: q } }] },
      select: ['documentId', 'title', 'type', 'status', 'locale'],
      orderBy: { updatedAt: 'desc' },
      limit,
    });
    return rows.map((row) => ({
      type: 'content',
      id: row.documentId,
      title: row.title,
      subtitle: `${row.type} · ${row.status} · ${row.locale}`,
      url: `/content/${row.documentId}${row.locale && row.locale !== 'nl' ? `?locale=${row.locale}` : ''}`,
    }));
  },
});

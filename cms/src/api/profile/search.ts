/** Profiles in the top-bar search (registered at bootstrap). */
export const profileSearchProvider = (strapi) => ({
  type: 'profile',
  action: 'api::profile.profile.find',
  async search(q: string, limit: number) {
    const rows = await strapi.db.query('api::profile.profile').findMany({
      where: {
        $or: [
          { firstName: { $containsi: q } },
          { lastName: { $containsi: q } },
          { email: { $containsi: q } },
          { screenName: { $containsi: q } },
        ],
      },
      select: ['documentId', 'firstName', 'lastName', 'email'],
      orderBy: { updatedAt: 'desc' },
      limit,
    });
    return rows.map((row) => ({
      type: 'profile',
      id: row.documentId,
      title: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
      subtitle: row.email,
      url: `/users/${row.documentId}/show`,
    }));
  },
});

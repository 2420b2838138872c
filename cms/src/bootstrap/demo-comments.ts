/**
 * Demo readers' comments on published articles: mostly approved, a queue of pending ones, a few
 * rejected, replies, and reader reports, so /comments and its menu badge have something to show.
 */
const COMMENT_UID = 'plugin::comments.comment';
const REPORT_UID = 'plugin::comments.comment-report';

const READERS = [
  ['Joost Bakker', 'joost.bakker@example.nl'],
  ['Fatima El Amrani', 'fatima@example.nl'],
  ['Kees de Groot', 'kees.degroot@example.nl'],
  ['Lotte Visser', 'lotte.visser@example.nl'],
  ['Ahmed Yilmaz', 'ahmed.y@example.nl'],
];
const TEXTS = [
  'Helder stuk, dank voor de uitleg.',
  'Ik mis de kant van de bewoners in dit verhaal.',
  'Eindelijk iemand die dit goed uitzoekt!',
  'Klopt het bedrag in de derde alinea wel?',
  'Dit speelt bij ons in de wijk al jaren.',
  'Wat een onzin, dit is gewoon propaganda.',
  'Goed dat jullie hier aandacht aan besteden.',
];

export async function seedDemoComments(strapi, articles: number = 30) {
  const items = await strapi.db.query('api::content.content').findMany({
    where: { status: 'PUBLISHED', type: 'ARTICLE', locale: 'nl' },
    select: ['documentId'],
    orderBy: { id: 'asc' },
    limit: articles,
  });
  const now = Date.now();
  const created: { id: number; status: string }[] = [];
  for (const [i, item] of items.entries()) {
    for (let k = 0; k < 1 + (i % 3); k++) {
      const n = i * 3 + k;
      const [name, email] = READERS[n % READERS.length];
      const status = n % 9 === 4 ? 'REJECTED' : i < 6 && k === 0 ? 'PENDING' : 'APPROVED';
      const row = await strapi.db.query(COMMENT_UID).create({
        data: {
          content: TEXTS[n % TEXTS.length],
          related: `api::content.content:${item.documentId}`,
          locale: 'nl',
          authorId: `demo-${n % READERS.length}`,
          authorName: name,
          authorEmail: email,
          threadOf: k === 2 ? created[created.length - 1]?.id : null,
          createdAt: new Date(now - n * 47 * 60_000),
        },
      });
      created.push({ id: row.id, status });
    }
  }
  for (const status of ['APPROVED', 'REJECTED', 'PENDING']) {
    const ids = created.filter((c) => c.status === status).map((c) => c.id);
    if (ids.length)
      await strapi.db.query(COMMENT_UID).updateMany({ where: { id: { $in: ids } }, data: { approvalStatus: status } });
  }
  const reported = created.filter((c) => c.status === 'APPROVED').slice(0, 2);
  for (const { id } of reported) {
    await strapi.db
      .query(REPORT_UID)
      .create({ data: { related: id, reason: 'BAD_LANGUAGE', content: 'Dit vind ik kwetsend.', resolved: false } });
  }
  return created.length;
}

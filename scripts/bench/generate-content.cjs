// Fills a database with N content items for the content benchmark, quickly: set-based inserts
// through Strapi's query layer plus the tag link rows, not one document-service call per item.
// Usage: node generate-content.cjs <count>   (database chosen by the DATABASE_* environment)
const path = require('node:path');
const { randomBytes } = require('node:crypto');

const cmsDir = path.resolve(__dirname, '..', '..', 'cms');
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [cmsDir] }));
const UID = 'api::content.content';
const TYPES = ['ARTICLE', 'ARTICLE', 'ARTICLE', 'AUDIO', 'VIDEO', 'DOWNLOAD', 'PAGE'];
const docId = () => randomBytes(12).toString('hex').slice(0, 24);

(async () => {
  const count = Number(process.argv[2] || 100_000);
  const strapi = await createStrapi({
    appDir: cmsDir,
    distDir: path.join(cmsDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  const started = Date.now();
  const tags = [];
  for (let i = 0; i < 50; i++)
    tags.push(await strapi.documents('api::tag.tag').create({ data: { name: `Tag ${i}`, slug: `tag-${i}` } }));
  const now = Date.now();
  const meta = strapi.db.metadata.get(UID);
  const join = meta.attributes.tags.joinTable;
  const knex = strapi.db.connection;
  const BATCH = 500;
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + BATCH); i++) {
      const at = new Date(now - i * 60_000);
      rows.push({
        documentId: docId(),
        locale: 'nl',
        type: TYPES[i % TYPES.length],
        title: `Bericht ${i} over de regio`,
        slug: `bericht-${i}`,
        introduction: `Inleiding bij bericht ${i}.`,
        status: i % 5 === 4 ? 'UNPUBLISHED' : 'PUBLISHED',
        publicationDate: i % 5 === 4 ? null : at,
        access: i % 7 === 0 ? 'SUBSCRIBERS' : 'EVERYONE',
        leadAccess: 'ALWAYS',
        preModeration: 'SITE',
        commentsEnabled: true,
        createdAt: at,
        updatedAt: at,
        publishedAt: at,
      });
    }
    await strapi.db.transaction(async ({ trx }) => {
      await strapi.db.query(UID).createMany({ data: rows });
      const created = await trx(meta.tableName)
        .select('id', meta.attributes.slug.columnName ?? 'slug')
        .whereIn(
          'slug',
          rows.map((r) => r.slug),
        );
      const links = created.flatMap((row) => {
        const n = Number(String(row.slug).split('-')[1]);
        return [tags[n % 50], tags[(n * 7 + 3) % 50]]
          .filter((t, j, a) => a.indexOf(t) === j)
          .map((tag, j) => ({
            [join.joinColumn.name]: row.id,
            [join.inverseJoinColumn.name]: tag.id,
            [join.orderColumnName]: j + 1,
          }));
      });
      await trx.batchInsert(join.name, links, 500);
    });
    if ((offset / BATCH) % 20 === 0) process.stdout.write(`  ${offset + rows.length} items\r`);
  }
  // After a bulk load the planner has no statistics yet (autovacuum gets there a minute later);
  // without them PostgreSQL walks all 80,000 published rows for one tag. Both stock and our
  // queries are measured on analysed tables, as a DBA would leave them after a load.
  await knex.raw('ANALYZE');
  console.log(`\n${count} items and their tags in ${Math.round((Date.now() - started) / 1000)} s`);
  await strapi.destroy();
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});

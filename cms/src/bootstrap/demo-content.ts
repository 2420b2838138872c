/**
 * Realistic Dutch demo content: taxonomies and DEMO_CONTENT_ITEMS items (default 300) across
 * every type and state. Written through the document service, so the content rules apply.
 */
import { slugify } from '@newsroom/config';
import { uploadDemoCovers } from './demo-images';
import { seedDemoComments } from './demo-comments';

const AUTHORS = [
  'Sanne de Wit',
  'Pieter Hendriks',
  'Fatima el Amrani',
  'Joris van Dam',
  'Mirjam Koster',
  'Kees Brouwer',
  'Lieke Postma',
  'Ahmed Yilmaz',
];
const TAGS = [
  'Verkiezingen',
  'Klimaat',
  'Woningmarkt',
  'Onderwijs',
  'Zorg',
  'Voetbal',
  'Cultuur',
  'Economie',
  'Verkeer',
  'Gemeenteraad',
  'Festival',
  'Landbouw',
  'Energie',
  'Veiligheid',
  'Wetenschap',
  // A near-duplicate of 'Klimaat' for the tag manager's merge (/settings/tags, docs/tags.md).
  'Klimaatverandering',
];
const CATEGORIES = ['Nieuws', 'Sport', 'Cultuur', 'Economie', 'Opinie', 'Regio'];
const PAGE_CATEGORIES = ['Service', 'Over ons', 'Juridisch'];
const DOSSIER_CATEGORIES = ['Politiek', 'Samenleving'];
const DOSSIERS = [
  ['Gemeenteraadsverkiezingen 2026', 0],
  ['De woningnood', 1],
  ['Energietransitie in de regio', 1],
  ['Het nieuwe stadion', 0],
] as const;
const SUBJECTS = [
  'De gemeente',
  'De provincie',
  'Het kabinet',
  'Het waterschap',
  'De buurtvereniging',
  'De ondernemersvereniging',
  'De scholengemeenschap',
  'De politie',
  'Het ziekenhuis',
  'De voetbalclub',
];
const VERBS = [
  'investeert in',
  'protesteert tegen',
  'kiest voor',
  'twijfelt over',
  'werkt aan',
  'stemt over',
  'praat over',
  'besluit over',
];
const OBJECTS = [
  'nieuwe fietspaden',
  'betaalbare woningen',
  'een groener centrum',
  'het openbaar vervoer',
  'de jeugdzorg',
  'een zonnepark',
  'het festivalseizoen',
  'veiliger verkeer',
  'de bibliotheek',
  'windmolens op zee',
];
const TYPES = ['ARTICLE', 'ARTICLE', 'ARTICLE', 'ARTICLE', 'ARTICLE', 'AUDIO', 'VIDEO', 'DOWNLOAD', 'PAGE', 'REDIRECT'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

async function createAll(strapi, uid: string, rows: Record<string, unknown>[]) {
  const ids: string[] = [];
  for (const data of rows) ids.push((await strapi.documents(uid).create({ data })).documentId);
  return ids;
}

export async function seedDemoContent(strapi, count = Number(process.env.DEMO_CONTENT_ITEMS ?? 300)) {
  if (count <= 0 || (await strapi.db.query('api::content.content').count()) > 0) return 0;
  const covers = await uploadDemoCovers(strapi);
  const authors = await createAll(
    strapi,
    'api::author.author',
    AUTHORS.map((name) => ({ name, slug: slugify(name), bio: `${name} schrijft voor de redactie.` })),
  );
  const tags = await createAll(
    strapi,
    'api::tag.tag',
    TAGS.map((name) => ({ name, slug: slugify(name) })),
  );
  const categories = await createAll(
    strapi,
    'api::category.category',
    CATEGORIES.map((name) => ({ name, slug: slugify(name) })),
  );
  const pageCategories = await createAll(
    strapi,
    'api::page-category.page-category',
    PAGE_CATEGORIES.map((name) => ({ name, slug: slugify(name) })),
  );
  const dossierCategories = await createAll(
    strapi,
    'api::dossier-category.dossier-category',
    DOSSIER_CATEGORIES.map((name) => ({ name, slug: slugify(name) })),
  );
  const dossiers = await createAll(
    strapi,
    'api::dossier.dossier',
    DOSSIERS.map(([title, c]) => ({
      title,
      slug: slugify(title),
      dossierCategory: dossierCategories[c],
      cover: covers[c],
    })),
  );
  await createAll(strapi, 'api::block.block', [
    { name: 'Nieuwsbrief-aanmelding', kind: 'HTML', content: '<p>Meld je aan voor onze dagelijkse nieuwsbrief.</p>' },
    { name: 'Tip de redactie', kind: 'TEXT', content: 'Heb je een tip? Mail tips@example.nl.' },
    { name: 'Podcast-speler', kind: 'EMBED', content: 'https://open.spotify.com/embed/show/demo' },
  ]);

  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const type = pick(TYPES, i);
    const title = `${pick(SUBJECTS, i)} ${pick(VERBS, i * 3 + 1)} ${pick(OBJECTS, i * 7 + 2)}`;
    const status = i % 10 === 9 ? 'PLANNED' : i % 7 === 6 ? 'UNPUBLISHED' : 'PUBLISHED';
    const data: Record<string, unknown> = {
      type,
      title,
      slug: `${slugify(title)}-${i + 1}`,
      introduction: `${title}. Een achtergrondverhaal van de redactie over wat dit betekent voor de regio.`,
      body: `<p>${title}.</p><p>Volgens betrokkenen is het een belangrijke stap. “We willen dat iedereen kan meepraten,” zegt een woordvoerder.</p><h2>Wat betekent dit?</h2><p>De komende maanden wordt duidelijk wat de gevolgen zijn.</p>`,
      cover: pick(covers, i),
      authors: [pick(authors, i), ...(i % 4 === 0 ? [pick(authors, i + 3)] : [])],
      tags: [pick(tags, i), pick(tags, i * 5 + 2)].filter((v, k, a) => a.indexOf(v) === k),
      categories: [pick(categories, i)],
      highlightedCategory: pick(categories, i),
      dossier: i % 6 === 0 ? pick(dossiers, i) : null,
      status,
      publishAt: status === 'PLANNED' ? new Date(now + (i + 1) * 3_600_000).toISOString() : null,
      access: i % 5 === 0 ? 'SUBSCRIBERS' : i % 11 === 0 ? 'LEADS' : 'EVERYONE',
      leadAccess: i % 22 === 0 ? 'HOURS' : 'ALWAYS',
      leadAccessHours: i % 22 === 0 ? 48 : null,
    };
    if (type === 'AUDIO' || type === 'VIDEO') data.mediaUrl = `https://media.example.nl/${type.toLowerCase()}/${i + 1}`;
    if (type === 'PAGE')
      Object.assign(data, { pageCategory: pick(pageCategories, i), authors: [], tags: [], access: 'EVERYONE' });
    if (type === 'REDIRECT')
      Object.assign(data, {
        redirectTarget: `/archief/${i + 1}`,
        redirectCode: pick([301, 302, 307, 308, 200], i),
        access: 'EVERYONE',
      });
    await strapi.documents('api::content.content').create({ data, locale: 'nl' });
  }
  await seedDemoComments(strapi);
  return count;
}

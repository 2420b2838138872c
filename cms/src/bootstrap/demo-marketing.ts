/**
 * Demo marketing, so no marketing screen starts empty: a zone group, five zones, one content of each of the six
 * types (a popup for VIP readers at most once per 7 days), four bundles and two months of impressions and clicks.
 * Seeded once per database (its own flag); DEMO_MARKETING=false leaves it out (the API tests).
 */
import type { Strapi } from '../strapi-types';
import { STATS_TABLE } from '../api/marketing/services/events';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const create = async (strapi: Strapi, uid: string, data: Record<string, unknown>) =>
  (await strapi.documents(uid as any).create({ data } as any)) as unknown as { id: number; documentId: string };

export async function seedDemoMarketing(strapi: Strapi, now = Date.now()) {
  if (process.env.DEMO_MARKETING === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoMarketingSeeded' })) return false;
  const ZONE = 'api::marketing-zone.marketing-zone';
  const CONTENT = 'api::marketing-content.marketing-content';
  const BUNDLE = 'api::marketing-bundle.marketing-bundle';
  const sides = await create(strapi, 'api::marketing-zone-group.marketing-zone-group', {
    name: 'Zijkolommen',
    description: 'De rechterkolommen van de voorpagina en de artikelen.',
  });
  const zone = (name: string, key: string, width: number, height: number, group?: string) =>
    create(strapi, ZONE, { name, key, width, height, ...(group ? { group } : {}) });
  const top = await zone('Leaderboard voorpagina', 'home-top', 728, 90);
  await zone('Zijkolom voorpagina', 'home-side', 300, 250, sides.documentId);
  await zone('Zijkolom artikel', 'article-side', 300, 600, sides.documentId);
  const popups = await zone('Pop-up', 'site-popup', 500, 400);
  const alerts = await zone('Meldingsbalk', 'alert-bar', 1200, 60);

  const banner = await create(strapi, CONTENT, {
    name: 'Winteractie abonnement',
    type: 'IMAGE',
    fields: { imageUrl: '/demo/winteractie.png', altText: 'Drie maanden lezen voor € 1', linkUrl: '/abonneren' },
    startsAt: new Date(now - 30 * DAY).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
  });
  const html = await create(strapi, CONTENT, {
    name: 'Podcast-tip',
    type: 'HTML',
    fields: {
      html: '<div style="font:16px sans-serif;padding:12px"><strong>Nieuw:</strong> de podcast Stad &amp; Regio</div>',
    },
    devices: ['DESKTOP', 'TABLET'],
  });
  const video = await create(strapi, CONTENT, {
    name: 'Video: achter de schermen',
    type: 'VIDEO',
    fields: { videoUrl: 'https://media.example.nl/redactie.mp4', caption: 'Een dag op de redactie' },
    pages: ['/artikel'],
  });
  const newsletter = await create(strapi, CONTENT, {
    name: 'Aanmelden Cultuurbrief',
    type: 'NEWSLETTER',
    fields: { title: 'Elke vrijdag de cultuuragenda', newsletter: 'cultuurbrief', buttonText: 'Aanmelden' },
    capCount: 3,
    capDays: 30,
  });
  const popup = await create(strapi, CONTENT, {
    name: 'VIP-lezersavond',
    type: 'POPUP',
    fields: {
      title: 'Kom naar de lezersavond',
      body: 'Als VIP-lezer ben je welkom op 12 december.',
      buttonText: 'Aanmelden',
    },
    audience: 'TAG',
    audienceTag: 'vip',
    capCount: 1,
    capDays: 7,
  });
  const alert = await create(strapi, CONTENT, {
    name: 'Storing bezorging',
    type: 'WEBALERT',
    fields: { message: 'Door het weer kan de krant vandaag later komen.', level: 'WARNING' },
    startsAt: new Date(now - 2 * DAY).toISOString(),
    endsAt: new Date(now - DAY).toISOString(),
  });
  const bundle = (name: string, place: Record<string, string>, items: Array<[{ documentId: string }, number]>) =>
    create(strapi, BUNDLE, { name, ...place, items: items.map(([c, weight]) => ({ content: c.documentId, weight })) });
  const leaderboard = await bundle('Leaderboard najaar', { zone: top.documentId }, [
    [banner, 3],
    [html, 1],
  ]);
  await bundle('Zijkolommen', { zoneGroup: sides.documentId }, [
    [video, 1],
    [newsletter, 2],
  ]);
  const pops = await bundle('Pop-ups', { zone: popups.documentId }, [[popup, 1]]);
  await bundle('Meldingen', { zone: alerts.documentId }, [[alert, 1]]);

  // Two months of results: a deterministic daily pattern (no Math.random), a few hours a day.
  const rows: Record<string, unknown>[] = [];
  const placements: Array<[{ documentId: string }, { documentId: string }, { documentId: string }, number, number]> = [
    [top, leaderboard, banner, 900, 11],
    [top, leaderboard, html, 300, 6],
    [popups, pops, popup, 40, 4],
  ];
  for (let day = 0; day < 60; day++)
    for (const [z, b, c, base, ctr] of placements)
      for (const hourOfDay of [8, 12, 20]) {
        const hour = Math.floor((now - day * DAY) / HOUR) - hourOfDay;
        const impressions = Math.round((base / 3) * (1 + ((day * 7 + hourOfDay) % 5) / 10));
        rows.push({
          hour,
          zone_id: z.documentId,
          bundle_id: b.documentId,
          content_id: c.documentId,
          impressions,
          clicks: Math.round((impressions * ctr) / 1000),
        });
      }
  for (let i = 0; i < rows.length; i += 200) await strapi.db.connection(STATS_TABLE).insert(rows.slice(i, i + 200));
  await store.set({ key: 'demoMarketingSeeded', value: true });
  return true;
}

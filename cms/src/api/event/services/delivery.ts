/**
 * The public events API for websites (service `api::event.delivery`; docs/events.md "Delivery API"): published
 * events only, upcoming first by beginsAt, with their programme (items' sessions and speakers resolved), sessions
 * with their seats left, partners and the availability of each published ticket product. Internal fields (history,
 * attendee tag, registration form, ticket release, confirmation text and flags, tags) never leave. No read cache:
 * availability changes with every order, so answers are only cacheable for a short while (Cache-Control in the
 * controller).
 */
import { blockSessionIds } from '@newsroom/config';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::event.event';
const PRODUCT = 'api::product.product';
export const DELIVERY_PAGE_MAX = 100;

const media = (file: Row | null | undefined) =>
  file?.url
    ? {
        url: file.url,
        alternativeText: file.alternativeText ?? null,
        width: file.width ?? null,
        height: file.height ?? null,
      }
    : null;

const instant = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const t = new Date(value as string).getTime();
  return Number.isNaN(t) ? null : t;
};

const summary = (e: Row) => ({
  slug: e.slug,
  title: e.title,
  description: e.description ?? null,
  location: e.location ?? null,
  beginsAt: e.beginsAt,
  endsAt: e.endsAt,
  cover: media(e.cover),
  redirectUri: e.redirectUri ?? null,
  categories: (e.categories ?? []).map((c: Row) => ({ name: c.name, slug: c.slug })),
});

/** A session with its seats left: capacity minus the seats its tickets hold; null without a capacity. */
const sessionView = (s: Row, taken: Map<number, number>) => ({
  documentId: s.documentId,
  title: s.title,
  beginsAt: s.beginsAt,
  endsAt: s.endsAt,
  location: s.location ?? null,
  capacity: s.capacity ?? null,
  remaining:
    s.capacity === null || s.capacity === undefined ? null : Math.max(0, Number(s.capacity) - (taken.get(s.id) ?? 0)),
});

/**
 * A ticket product's availability now: on sale inside its window; remaining = its stock, or its session's seats left
 * when fewer (the session's capacity is shared by all its products); sold out at 0.
 */
export function availability(p: Row, now: number, sessionLeft: number | null = null) {
  const from = instant(p.ticketSaleBeginsAt);
  const until = instant(p.ticketSaleEndsAt);
  const stock = p.stock === null || p.stock === undefined ? null : Math.max(0, Number(p.stock));
  const remaining = stock === null ? sessionLeft : sessionLeft === null ? stock : Math.min(stock, sessionLeft);
  const soldOut = remaining === 0;
  return {
    documentId: p.documentId,
    name: p.name,
    description: p.description ?? null,
    price: p.price,
    taxPercentage: Number(p.taxPercentage),
    session: p.eventSession ? { documentId: p.eventSession.documentId, title: p.eventSession.title } : null,
    saleBeginsAt: p.ticketSaleBeginsAt ?? null,
    saleEndsAt: p.ticketSaleEndsAt ?? null,
    onSale: !soldOut && (from === null || from <= now) && (until === null || now < until),
    remaining,
    soldOut,
  };
}

export default ({ strapi }: WithStrapi) => ({
  async list(query: Row, now = new Date()) {
    const page = Math.max(1, Math.floor(Number(query.page)) || 1);
    const pageSize = Math.min(DELIVERY_PAGE_MAX, Math.max(1, Math.floor(Number(query.pageSize)) || 25));
    const where: Row = { published: true };
    const from = instant(query.from);
    const until = instant(query.until);
    // Without `from`: what has not ended yet. With it: what begins from then on.
    if (from !== null) where.beginsAt = { $gte: new Date(from).toISOString() };
    else where.endsAt = { $gt: now.toISOString() };
    if (until !== null) where.$and = [{ beginsAt: { $lt: new Date(until).toISOString() } }];
    if (typeof query.category === 'string' && query.category) where.categories = { slug: query.category };
    const [rows, total] = await Promise.all([
      strapi.db.query(UID).findMany({
        where,
        populate: { cover: true, categories: { select: ['name', 'slug'] } },
        orderBy: [{ beginsAt: 'asc' }, { id: 'asc' }],
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.db.query(UID).count({ where }),
    ]);
    return {
      data: rows.map(summary),
      meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
    };
  },

  async item(slug: unknown, now = new Date()) {
    if (typeof slug !== 'string' || !slug || slug.length > 80) return null;
    const event = await strapi.db.query(UID).findOne({
      where: { slug: slug.toLowerCase(), published: true },
      populate: {
        cover: true,
        categories: { select: ['name', 'slug'] },
        sessions: true,
        partners: { populate: { logo: true, categories: { select: ['name', 'slug'] } } },
      },
    });
    if (!event) return null;
    const products = await strapi.db.query(PRODUCT).findMany({
      where: { type: 'TICKET', published: true, event: { id: event.id } },
      populate: { eventSession: { select: ['documentId', 'title'] } },
      orderBy: [{ price: 'asc' }, { id: 'asc' }],
    });
    const sessions = [...(event.sessions ?? [])].sort(
      (a: Row, b: Row) => (instant(a.beginsAt) ?? 0) - (instant(b.beginsAt) ?? 0),
    );
    const taken: Map<number, number> = await strapi
      .service('api::ticket.seats')
      .taken(sessions.filter((s: Row) => s.capacity !== null && s.capacity !== undefined).map((s: Row) => s.id));
    const byId = new Map(sessions.map((s: Row) => [String(s.documentId), sessionView(s, taken)]));
    const known = blockSessionIds(event.blocks).filter((id) => byId.has(id));
    const blocks = (Array.isArray(event.blocks) ? event.blocks : []).map((block: Row) => ({
      type: block.type,
      title: block.title ?? null,
      items: (Array.isArray(block.items) ? block.items : []).map((item: Row) => ({
        image: item.image ?? null,
        title: item.title ?? null,
        subtitle: item.subtitle ?? null,
        startsAt: item.startsAt ?? null,
        endsAt: item.endsAt ?? null,
        person: item.person ?? null,
        content: item.content ?? null,
        location: item.location ?? null,
        link: item.link ?? null,
        fields: Array.isArray(item.fields) ? item.fields : [],
        sessions: (Array.isArray(item.sessions) ? item.sessions : [])
          .filter((id: unknown) => known.includes(String(id)))
          .map((id: unknown) => byId.get(String(id))),
        speakers: Array.isArray(item.speakers)
          ? item.speakers.map((s: Row) => ({ name: s.name, function: s.function ?? null }))
          : [],
      })),
    }));
    return {
      ...summary(event),
      text: event.text ?? null,
      blocks,
      sessions: sessions.map((s: Row) => byId.get(String(s.documentId))),
      partners: (event.partners ?? []).map((p: Row) => ({
        name: p.name,
        slug: p.slug,
        logo: media(p.logo),
        website: p.website ?? null,
        categories: (p.categories ?? []).map((c: Row) => ({ name: c.name, slug: c.slug })),
      })),
      tickets: products.map((p: Row) =>
        availability(p, now.getTime(), byId.get(String(p.eventSession?.documentId))?.remaining ?? null),
      ),
    };
  },
});

import { backfillInvoiceSeriesDates } from '../api/invoice/services/series-dates';
import { ensureSearchIndexes } from '../api/search/services/prefix';
import { ensureSubscriptionIndexes } from '../api/subscription/services/indexes';
import { dbModel, type DbModel } from '../services/db-model';
import type { Row, Strapi } from '../strapi-types';
import { ensureDirectDebitIndexes } from '../api/direct-debit/indexes';
import { ensureLogIndexes } from '../api/log-entry/indexes';
import { ensureMagazineSyncIndexes } from '../api/magazine-sync/indexes';
import { ensureTicketIndexes } from '../api/ticket/indexes';
import { ensurePushIndexes } from '../api/push-subscription/indexes';
import { ensureSystemEmailIndexes } from '../api/system-email/indexes';

/** Unique, case-insensitive: one profile per e-mail address, one tag, newsletter or product category per slug, one product per SKU, one customer per debtor id. */
export const UNIQUE_INDEXES = {
  profileEmail: { uid: 'api::profile.profile', attribute: 'email', name: 'profiles_email_lower_uq' },
  profileTagSlug: { uid: 'api::profile-tag.profile-tag', attribute: 'slug', name: 'profile_tags_slug_lower_uq' },
  newsletterSlug: { uid: 'api::newsletter.newsletter', attribute: 'slug', name: 'newsletters_slug_lower_uq' },
  productCategorySlug: {
    uid: 'api::product-category.product-category',
    attribute: 'slug',
    name: 'product_categories_slug_lower_uq',
  },
  productSku: { uid: 'api::product.product', attribute: 'sku', name: 'products_sku_lower_uq' },
  customerDebtorId: { uid: 'api::customer.customer', attribute: 'debtorId', name: 'customers_debtor_id_lower_uq' },
  mailListSlug: { uid: 'api::mail-list.mail-list', attribute: 'slug', name: 'mail_lists_slug_lower_uq' },
  mandateReference: { uid: 'api::mandate.mandate', attribute: 'reference', name: 'mandates_reference_lower_uq' },
  vacancySlug: { uid: 'api::vacancy.vacancy', attribute: 'slug', name: 'vacancies_slug_lower_uq' },
  eventSlug: { uid: 'api::event.event', attribute: 'slug', name: 'events_slug_lower_uq' },
  eventCategorySlug: {
    uid: 'api::event-category.event-category',
    attribute: 'slug',
    name: 'event_categories_slug_lower_uq',
  },
  partnerSlug: { uid: 'api::partner.partner', attribute: 'slug', name: 'partners_slug_lower_uq' },
  partnerCategorySlug: {
    uid: 'api::partner-category.partner-category',
    attribute: 'slug',
    name: 'partner_categories_slug_lower_uq',
  },
  vacancyCategorySlug: {
    uid: 'api::vacancy-category.vacancy-category',
    attribute: 'slug',
    name: 'vacancy_categories_slug_lower_uq',
  },
  vacancyPropertySlug: {
    uid: 'api::vacancy-property.vacancy-property',
    attribute: 'slug',
    name: 'vacancy_properties_slug_lower_uq',
  },
} as const;

/**
 * An expression index on lower(column) (SQLite and PostgreSQL). Rows that already break it (data from
 * before the index) are reported, not fatal: the application check still refuses new duplicates.
 */
async function ensureLowerUniqueIndex(
  strapi: Strapi,
  { uid, attribute, name }: { uid: string; attribute: string; name: string },
) {
  const meta = dbModel(strapi, uid);
  const column = meta.column(attribute);
  const knex = strapi.db.connection;
  try {
    await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (lower(??))`, [name, meta.table, column]);
  } catch (error) {
    const duplicates = await knex(meta.table)
      .select(knex.raw('lower(??) as value', [column]))
      .count({ count: '*' })
      .groupByRaw('lower(??)', [column])
      .havingRaw('count(*) > 1')
      .limit(20)
      .catch(() => []);
    strapi.log.error(
      `Unique index ${name} not created: ${meta.table}.${column} has values that differ only in case ` +
        `(${duplicates.map((d: Row) => `${d.value} ×${d.count}`).join(', ') || (error as Error).message}). Merge or change them and restart.`,
    );
  }
}

/**
 * Indexes Strapi's schema does not declare but our list queries need at scale (100k+ items):
 * published content per language, newest first. CREATE INDEX IF NOT EXISTS works on SQLite and PostgreSQL.
 * These stay here, not in database/migrations: they sit on the content types' own tables, which Strapi's
 * schema sync creates after the migrations have run (a fresh database has none of them yet), and their
 * table and column names come from the content types' metadata. Tables that are not content types are
 * made by the migrations.
 */
export async function ensureIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::content.content');
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)`, [
    'contents_listing_idx',
    meta.table,
    col('locale'),
    col('status'),
    col('publicationDate'),
  ]);
  for (const index of Object.values(UNIQUE_INDEXES)) await ensureLowerUniqueIndex(strapi, index);
  await ensureConsoleListIndexes(strapi);
  await ensureProfileListIndexes(strapi);
  await ensureInvoiceListIndexes(strapi);
  await ensureSubscriptionIndexes(strapi);
  // The top-bar search's lower(...) prefix indexes, as its providers declare them (registered before this runs).
  await ensureSearchIndexes(strapi, strapi.service('api::search.search').indexes());
  await ensureOneDefaultChannel(strapi);
  await ensureOneCustomerPerProfile(strapi);
  await ensureDirectDebitIndexes(strapi);
  await ensureLogIndexes(strapi);
  await ensurePushIndexes(strapi);
  await ensureMagazineSyncIndexes(strapi);
  await ensureTicketIndexes(strapi);
  await ensureSystemEmailIndexes(strapi);
  // Invoice series made before they kept their last date learn it (the column: database/migrations).
  await backfillInvoiceSeriesDates(strapi);
}

/**
 * The profile list at a million rows (console `/users`: newest first, 25 per page, filtered by type,
 * account status, created since, tags or newsletters). Strapi sorts `createdAt:desc` as
 * `created_at DESC, id ASC`, so the indexes carry both in that order and a page is read straight from
 * the index; the link tables get (target, profile) so "profiles with this tag" is one index range.
 */
export async function ensureProfileListIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::profile.profile');
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  const newestFirst = async (name: string, leading: string[]) => {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${leading.map(() => '??, ').join('')}?? DESC, ?? ASC)`, [
      name,
      meta.table,
      ...leading,
      col('createdAt'),
      'id',
    ]);
  };
  await newestFirst('profiles_created_idx', []);
  await newestFirst('profiles_type_created_idx', [col('type')]);
  if (meta.attribute('accountStatus')) await newestFirst('profiles_account_status_created_idx', [col('accountStatus')]);
  await ensureLinkIndexes(strapi, meta, ['tags', 'newsletters'], 'profile');
  await ensureSegmentIndexes(strapi);
}

/**
 * The console's default sorts (Strapi adds `id ASC` after the field): the order list newest first and the content
 * list (per language) last changed first. Without them every page sorted the whole table, wide JSON and HTML
 * columns included (the order list cost ten times its query under the mixed load, scripts/bench/mixed.mjs).
 */
async function ensureConsoleListIndexes(strapi: Strapi) {
  const order = dbModel(strapi, 'api::order.order');
  const content = dbModel(strapi, 'api::content.content');
  const knex = strapi.db.connection;
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (?? DESC, ?? ASC)', [
    'orders_created_idx',
    order.table,
    order.column('createdAt'),
    'id',
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ?? DESC, ?? ASC)', [
    'contents_locale_updated_idx',
    content.table,
    content.column('locale'),
    content.column('updatedAt'),
    'id',
  ]);
}

/** (target, owner) on each relation's link table, so "the rows linked to this one" is one index range. */
async function ensureLinkIndexes(strapi: Strapi, meta: DbModel, relations: string[], owner: string) {
  for (const relation of relations) {
    const join = meta.joinTable(relation);
    if (!join) continue;
    await strapi.db.connection.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
      `${join.name}_target_${owner}_idx`,
      join.name,
      join.inverseJoinColumn.name,
      join.joinColumn.name,
    ]);
  }
}

/**
 * The invoice list at 100k+ (console `/sales/invoices`): each tab is a status, sorted by invoice date,
 * due date, serial, open amount or last change; a customer's invoices; the credit notes of an invoice.
 */
export async function ensureInvoiceListIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::invoice.invoice');
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection;
  const bySort = [
    ['invoices_status_date_idx', 'invoiceDate', 'DESC'],
    ['invoices_status_due_idx', 'dueDate', 'ASC'],
    ['invoices_status_serial_idx', 'serial', 'DESC'],
    ['invoices_status_open_idx', 'openAmount', 'DESC'],
    ['invoices_status_updated_idx', 'updatedAt', 'DESC'],
  ] as const;
  for (const [name, attribute, direction] of bySort) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ?? ${direction}, ?? ASC)`, [
      name,
      meta.table,
      col('status'),
      col(attribute),
      'id',
    ]);
  }
  // The search scans this instead of the wide rows (services/list-narrowing.ts).
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
    'invoices_search_idx',
    meta.table,
    col('serial'),
    col('reference'),
    'id',
  ]);
  await ensureLinkIndexes(strapi, meta, ['customer', 'channel', 'creditOf', 'order'], 'invoice');
}

/** At most one default channel, also under concurrent writes (a partial unique index, SQLite and PostgreSQL). */
export async function ensureOneDefaultChannel(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::channel.channel');
  const column = meta.column('isDefault', 'is_default');
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??) WHERE ??`, [
    'channels_one_default_uq',
    meta.table,
    column,
    column,
  ]);
}

/** A person is an employee of at most one customer: the profile → customer link is unique per profile. */
export const ONE_CUSTOMER_INDEX = 'profiles_customer_lnk_profile_uq';
async function ensureOneCustomerPerProfile(strapi: Strapi) {
  const join = dbModel(strapi, 'api::profile.profile').joinTable('customer');
  if (join)
    await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
      ONE_CUSTOMER_INDEX,
      join.name,
      join.joinColumn.name,
    ]);
}

/**
 * Segments (api/segment/services/compile.ts) at a million profiles: the profile fields a segment most often
 * combines, with the id, so a count by type, language and opt-in is read from this index alone (PostgreSQL:
 * an index-only scan, hashed against the tag's profiles; SQLite: the id is the rowid, in every index anyway).
 * On PostgreSQL the id is an INCLUDE column, not a key: as a fourth key column the index was picked by the
 * foreign-key checks of a large import's link rows (planned while the table looked empty), scanning it whole
 * per row, which made a 100,000-row import ten times slower.
 */
async function ensureSegmentIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::profile.profile');
  const knex = strapi.db.connection;
  const columns = ['type', 'language', 'optIn'].filter((name) => meta.attribute(name)).map((name) => meta.column(name));
  const keys = columns.map(() => '??').join(', ');
  const postgres = strapi.db.dialect.client === 'postgres';
  await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${keys})${postgres ? ' INCLUDE (??)' : ''}`, [
    'profiles_segment_cover_idx',
    meta.table,
    ...columns,
    ...(postgres ? ['id'] : []),
  ]);
}

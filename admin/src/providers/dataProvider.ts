import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiPathOf, resourceEntry, type ResourceEntry } from '@/registry/resources';
import { api } from './api';
import { customerApi } from './customerApi';
import { mailListApi } from './mailListApi';
import { invoiceApi } from './invoiceApi';
import { mandateApi } from './mandateApi';
import { vacancyApi } from './vacancyApi';
import { directDebitApi } from './directDebitApi';
import { savedFilterApi } from './savedFilterApi';
import { contentLinkApi } from './contentLinkApi';
import { orderApi } from './orderApi';
import { subscriptionApi } from './subscriptionApi';
import { magazineSyncApi } from './magazineSyncApi';
import { mailTemplateApi } from './mailTemplateApi';
import { campaignApi } from './campaignApi';
import { formApi } from './formApi';
import { settingsApi } from './settingsApi';
import { request } from './http';
import { buildListQuery, populateParts, withQuery, type Populate } from './strapiQuery';

export const API_BASE = '/api';

interface StrapiList {
  data: Array<Record<string, unknown>>;
  meta?: { pagination?: { total?: number } };
}

/** react-admin's id is Strapi 5's documentId; the numeric row id stays available as numericId. */
export const toRecord = (item: Record<string, unknown>): RaRecord => ({
  ...item,
  id: (item.documentId ?? item.id) as Identifier,
  numericId: item.id,
});

// Strapi 5 rejects writes that carry its own bookkeeping fields.
const SYSTEM_FIELDS = ['id', 'documentId', 'numericId', 'createdAt', 'updatedAt', 'publishedAt', 'expanded'];
// Set by the server only (localized content: its publication date, locale and translations).
const READ_ONLY_FIELDS = ['publicationDate', 'locale', 'localizations'];

const docIdOf = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? ((value as Record<string, unknown>).documentId ?? (value as Record<string, unknown>).id)
    : value;

/**
 * A record of a resource with relations: each relation becomes its documentId(s), which the
 * reference inputs edit, and the populated objects stay readable under `expanded` for the lists.
 */
export const toResourceRecord = (entry: ResourceEntry | undefined, item: Record<string, unknown>): RaRecord => {
  const record = toRecord(item);
  if (!entry?.relations) return record;
  const expanded: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(entry.relations)) {
    if (!(field in item)) continue;
    const value = item[field];
    expanded[field] = value;
    if (kind === 'many') record[field] = Array.isArray(value) ? value.map(docIdOf) : [];
    else record[field] = value ? docIdOf(value) : null;
  }
  return { ...record, expanded };
};

export const toPayload = (data: Record<string, unknown>, entry?: ResourceEntry): Record<string, unknown> => {
  const payload = Object.fromEntries(
    Object.entries(data).filter(
      ([key]) => !SYSTEM_FIELDS.includes(key) && !(entry?.localized && READ_ONLY_FIELDS.includes(key)),
    ),
  );
  for (const field of entry?.media ?? []) {
    if (!(field in payload)) continue;
    const value = payload[field];
    // An upload is written as its numeric id (a list of them for multiple media); the console keeps the objects for the preview.
    const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: unknown }).id : (v ?? null));
    payload[field] = Array.isArray(value) ? value.map(idOf) : idOf(value);
  }
  for (const [field, kind] of Object.entries(entry?.relations ?? {})) {
    if (!(field in payload)) continue;
    const value = payload[field];
    payload[field] = kind === 'many' ? (Array.isArray(value) ? value.map(docIdOf) : []) : value ? docIdOf(value) : null;
  }
  return { ...payload, ...(entry?.fixed ?? {}) };
};

const blankish = (value: unknown) => value === undefined || value === null || value === '';
const sameValue = (a: unknown, b: unknown) => (blankish(a) && blankish(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * What an update sends. A resource with `updatable` fields (orders: the rest is fixed and the server
 * answers 409 for any other field, even unchanged) sends only those of them the user changed.
 */
export const updateData = (
  entry: ResourceEntry | undefined,
  data: Record<string, unknown>,
  previous: Record<string, unknown> = {},
) =>
  entry?.updatable
    ? Object.fromEntries(
        entry.updatable.filter((k) => k in data && !sameValue(data[k], previous[k])).map((k) => [k, data[k]]),
      )
    : data;

const localeOf = (meta: unknown): string | undefined => (meta as { locale?: string } | undefined)?.locale || undefined;
const localeQuery = (resource: string, meta: unknown): string => {
  const locale = localeOf(meta);
  return locale && resourceEntry(resource)?.localized ? `locale=${encodeURIComponent(locale)}` : '';
};
const joinQuery = (...parts: string[]) => parts.filter(Boolean).join('&');

/** Reading one record brings its relations and media along, so the form can show them. */
const defaultPopulate = (entry: ResourceEntry | undefined): string[] | undefined => {
  const fields = [...Object.keys(entry?.relations ?? {}), ...(entry?.media ?? [])];
  return fields.length ? fields : undefined;
};

const collectionUrl = (resource: string) => `${API_BASE}/${apiPathOf(resource)}`;
const documentUrl = (resource: string, id: Identifier) =>
  `${collectionUrl(resource)}/${encodeURIComponent(String(id))}`;

const metaPopulate = (meta: unknown) => (meta as { populate?: Populate } | undefined)?.populate;

const crud: DataProvider = {
  getList: async (resource, params) => {
    const entry = resourceEntry(resource);
    const { locale, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
    const localized = entry?.localized && typeof locale === 'string' && locale !== '';
    const query = buildListQuery({
      page: params.pagination?.page,
      perPage: params.pagination?.perPage,
      sortField: params.sort?.field,
      sortOrder: params.sort?.order,
      filter: { ...(entry?.localized ? filter : params.filter), ...(entry?.fixed ?? {}) },
      searchFields: entry?.searchFields,
      populate: metaPopulate(params.meta),
    });
    const url = withQuery(
      collectionUrl(resource),
      joinQuery(query, localized ? `locale=${encodeURIComponent(String(locale))}` : ''),
    );
    const json = await request<StrapiList>(url);
    return {
      data: json.data.map((item) => toResourceRecord(entry, item)) as never,
      total: json.meta?.pagination?.total ?? json.data.length,
    };
  },
  getOne: async (resource, params) => {
    const entry = resourceEntry(resource);
    const query = joinQuery(
      populateParts(metaPopulate(params.meta) ?? defaultPopulate(entry)).join('&'),
      localeQuery(resource, params.meta),
    );
    const json = await request<{ data: Record<string, unknown> }>(withQuery(documentUrl(resource, params.id), query));
    return { data: toResourceRecord(entry, json.data) as never };
  },
  getMany: async (resource, params) => {
    const query = buildListQuery({
      page: 1,
      perPage: params.ids.length,
      filter: { documentId: params.ids },
      populate: metaPopulate(params.meta),
    });
    const json = await request<StrapiList>(
      withQuery(collectionUrl(resource), joinQuery(query, localeQuery(resource, params.meta))),
    );
    return { data: json.data.map((item) => toResourceRecord(resourceEntry(resource), item)) as never };
  },
  getManyReference: async (resource, params) =>
    crud.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
  create: async (resource, params) => {
    const entry = resourceEntry(resource);
    // meta.populate: the answer carries the same relations and components as the form read.
    const json = await request<{ data: Record<string, unknown>; meta?: Record<string, unknown> }>(
      withQuery(
        collectionUrl(resource),
        joinQuery(localeQuery(resource, params.meta), populateParts(metaPopulate(params.meta)).join('&')),
      ),
      { method: 'POST', body: { data: toPayload(params.data, entry) } },
    );
    // The answer's meta (e.g. a new customer's `warnings`) for screens that read it through a mutationFn.
    return { data: toResourceRecord(entry, json.data) as never, meta: json.meta };
  },
  update: async (resource, params) => {
    const entry = resourceEntry(resource);
    const json = await request<{ data: Record<string, unknown> }>(
      withQuery(
        documentUrl(resource, params.id),
        joinQuery(localeQuery(resource, params.meta), populateParts(metaPopulate(params.meta)).join('&')),
      ),
      { method: 'PUT', body: { data: toPayload(updateData(entry, params.data, params.previousData), entry) } },
    );
    return { data: toResourceRecord(entry, json.data) as never };
  },
  updateMany: async (resource, params) => {
    const entry = resourceEntry(resource);
    await Promise.all(
      params.ids.map((id) =>
        request(documentUrl(resource, id), { method: 'PUT', body: { data: toPayload(params.data, entry) } }),
      ),
    );
    return { data: params.ids };
  },
  delete: async (resource, params) => {
    await request(withQuery(documentUrl(resource, params.id), localeQuery(resource, params.meta)), {
      method: 'DELETE',
    });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => request(documentUrl(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },
};

/** CRUD for react-admin plus the named non-CRUD calls (DESIGN convention 5). */
export const dataProvider = {
  ...crud,
  ...api,
  ...customerApi,
  ...orderApi,
  ...subscriptionApi,
  ...magazineSyncApi,
  ...invoiceApi,
  ...mandateApi,
  ...directDebitApi,
  ...savedFilterApi,
  ...contentLinkApi,
  ...mailTemplateApi,
  ...mailListApi,
  ...campaignApi,
  ...formApi,
  ...settingsApi,
  ...vacancyApi,
};
export type AppDataProvider = typeof dataProvider;

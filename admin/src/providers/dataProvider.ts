import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiPathOf, resourceEntry } from '../layout/areas';
import { api } from './api';
import { request } from './http';
import { buildListQuery, populateParts, withQuery } from './strapiQuery';

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
const SYSTEM_FIELDS = ['id', 'documentId', 'numericId', 'createdAt', 'updatedAt', 'publishedAt'];
export const toPayload = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !SYSTEM_FIELDS.includes(key)));

const collectionUrl = (resource: string) => `${API_BASE}/${apiPathOf(resource)}`;
const documentUrl = (resource: string, id: Identifier) =>
  `${collectionUrl(resource)}/${encodeURIComponent(String(id))}`;

const metaPopulate = (meta: unknown) => (meta as { populate?: string | string[] } | undefined)?.populate;

const crud: DataProvider = {
  getList: async (resource, params) => {
    const query = buildListQuery({
      page: params.pagination?.page,
      perPage: params.pagination?.perPage,
      sortField: params.sort?.field,
      sortOrder: params.sort?.order,
      filter: params.filter,
      searchFields: resourceEntry(resource)?.searchFields,
      populate: metaPopulate(params.meta),
    });
    const json = await request<StrapiList>(withQuery(collectionUrl(resource), query));
    return { data: json.data.map(toRecord) as never, total: json.meta?.pagination?.total ?? json.data.length };
  },
  getOne: async (resource, params) => {
    const query = populateParts(metaPopulate(params.meta)).join('&');
    const json = await request<{ data: Record<string, unknown> }>(withQuery(documentUrl(resource, params.id), query));
    return { data: toRecord(json.data) as never };
  },
  getMany: async (resource, params) => {
    const query = buildListQuery({
      page: 1,
      perPage: params.ids.length,
      filter: { documentId: params.ids },
      populate: metaPopulate(params.meta),
    });
    const json = await request<StrapiList>(withQuery(collectionUrl(resource), query));
    return { data: json.data.map(toRecord) as never };
  },
  getManyReference: async (resource, params) =>
    crud.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
  create: async (resource, params) => {
    const json = await request<{ data: Record<string, unknown> }>(collectionUrl(resource), {
      method: 'POST',
      body: { data: toPayload(params.data) },
    });
    return { data: toRecord(json.data) as never };
  },
  update: async (resource, params) => {
    const json = await request<{ data: Record<string, unknown> }>(documentUrl(resource, params.id), {
      method: 'PUT',
      body: { data: toPayload(params.data) },
    });
    return { data: toRecord(json.data) as never };
  },
  updateMany: async (resource, params) => {
    await Promise.all(
      params.ids.map((id) =>
        request(documentUrl(resource, id), { method: 'PUT', body: { data: toPayload(params.data) } }),
      ),
    );
    return { data: params.ids };
  },
  delete: async (resource, params) => {
    await request(documentUrl(resource, params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => request(documentUrl(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },
};

/** CRUD for react-admin plus the named non-CRUD calls (DESIGN convention 5). */
export const dataProvider = { ...crud, ...api };
export type AppDataProvider = typeof dataProvider;

import { expect } from 'vitest';
import type { Client } from './client';

/** A marketing record through the REST API (201 expected), as data. */
export async function make(client: Client, plural: string, data: Record<string, unknown>) {
  const res = await client.post(`/api/${plural}`, { data });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

export const image = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'IMAGE',
  fields: { imageUrl: 'https://cdn.example.nl/banner.png', altText: name },
  ...extra,
});

/** A zone with a bundle showing the given contents (documentIds) with weights. */
export async function zoneWith(client: Client, key: string, items: Array<{ content: string; weight: number }>) {
  const zone = await make(client, 'marketing-zones', { name: `Zone ${key}`, key, width: 300, height: 250 });
  const bundle = await make(client, 'marketing-bundles', { name: `Bundle ${key}`, zone: zone.documentId, items });
  return { zone, bundle };
}

export const codesOf = (res: { body: any }) =>
  (res.body?.error?.details?.errors ?? []).map((e: any) => `${e.path.join('.')}:${e.code}`);

/** Shared set-up of the mailing-list tests: lists and profiles made through the API, members read back. */
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { Client } from './client';

export function mailListHelpers(current: () => { app: TestApp; admin: Client }) {
  let seq = 0;
  const createList = (data: Record<string, unknown>, client = current().admin) =>
    client.post('/api/mail-lists', { data });
  async function list(data: Record<string, unknown> = {}) {
    seq += 1;
    const res = await createList({ name: `Lijst ${seq}`, slug: `lijst-${seq}-${Date.now() % 100000}`, ...data });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; documentId: string; slug: string; name: string };
  }
  async function profile(email: string, data: Record<string, unknown> = {}) {
    const res = await current().admin.post('/api/profiles', { data: { type: 'LEAD', email, ...data } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; documentId: string };
  }
  const members = async (documentId: string, query = '') =>
    (await current().admin.get(`/api/mail-lists/${documentId}/members${query}`)).body;
  const memberCount = async (documentId: string) =>
    (await current().admin.get(`/api/mail-lists/${documentId}`)).body.data.memberCount as number;
  const setMaxLists = async (maxLists: number) => {
    const res = await current().admin.put('/api/config', { data: { engagement: { maxLists } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const upload = (documentId: string, content: string | Buffer, name = 'adressen.csv') => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    return current().admin.post(`/api/mail-lists/${documentId}/members/import`, form);
  };
  return { createList, list, profile, members, memberCount, setMaxLists, upload };
}

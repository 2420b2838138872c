/** Shared set-up of the e-mail template tests: approved sender domains, published articles, a template. */
import type { TestApp } from './app';
import type { Client } from './client';

export const TEMPLATES = '/api/email-templates';

export async function setSenderDomains(app: TestApp, senderDomains: string[]) {
  const documents = app.strapi.documents('api::config.config');
  const config = await documents.findFirst({ populate: ['engagement'] });
  const { id: _id, ...engagement } = config.engagement ?? {};
  await documents.update({ documentId: config.documentId, data: { engagement: { ...engagement, senderDomains } } });
}

/** A published article (access rule optional), as its documentId. */
export async function publishArticle(admin: Client, data: Record<string, unknown>) {
  const res = await admin.post('/api/contents?locale=nl', { data: { type: 'ARTICLE', status: 'PUBLISHED', ...data } });
  if (res.status !== 201) throw new Error(`article not created: ${JSON.stringify(res.body)}`);
  return res.body.data.documentId as string;
}

export const textBlock = (html: string) => ({ type: 'text', html });

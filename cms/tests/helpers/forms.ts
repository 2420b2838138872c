/** Shared set-up of the forms tests: a form with every field type, a submission, the thread it opened. */
import type { TestApp } from './app';
import type { Client } from './client';

export const THREAD = 'api::form-thread.form-thread';

export const CONTACT_FIELDS = [
  { key: 'name', label: 'Naam', type: 'text', required: true },
  { key: 'email', label: 'E-mail', type: 'email', required: true },
  { key: 'phone', label: 'Telefoon', type: 'phone' },
  { key: 'question', label: 'Vraag', type: 'longText', required: true },
  { key: 'topic', label: 'Onderwerp', type: 'select', options: ['Abonnement', 'Bezorging'] },
  { key: 'days', label: 'Dagen', type: 'checkboxes', options: ['ma', 'di'] },
  { key: 'since', label: 'Sinds', type: 'date' },
  { key: 'attachment', label: 'Bijlage', type: 'file' },
  {
    key: 'privacy',
    label: 'Privacy',
    type: 'consent',
    required: true,
    consentText: 'Ik ga akkoord met de privacyverklaring.',
  },
];

let counter = 0;

export function formHelpers(current: () => { app: TestApp; admin: Client }) {
  const make = async (data: Record<string, unknown> = {}) => {
    counter += 1;
    const res = await current().admin.post('/api/forms', {
      data: { name: `Contact ${counter}`, slug: `contact-${counter}-${Date.now()}`, fields: CONTACT_FIELDS, ...data },
    });
    if (res.status !== 201) throw new Error(`form not made: ${JSON.stringify(res.body)}`);
    return res.body.data as { documentId: string; id: number; slug: string; name: string };
  };
  const submit = (slug: string, body: Record<string, unknown> | FormData) =>
    current().app.client().post(`/api/forms/public/${slug}/submissions`, body);
  const valid = (email: string) => ({
    values: { name: 'Jan Jansen', email, question: 'Waar blijft mijn krant?', privacy: true },
  });
  /** The thread of the latest submission from an address. */
  const threadOf = async (email: string) =>
    (
      await current()
        .app.strapi.db.query(THREAD)
        .findMany({
          where: { email },
          orderBy: { id: 'desc' },
          limit: 1,
          populate: { profile: true, form: true, files: true },
        })
    )[0];
  const logLines = (documentId: string) =>
    current()
      .app.strapi.db.query('api::log-entry.log-entry')
      .findMany({
        where: { subjectType: 'form-thread', subjectId: documentId },
        orderBy: { id: 'asc' },
      });
  return { make, submit, valid, threadOf, logLines };
}

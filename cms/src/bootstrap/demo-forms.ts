/**
 * Demo forms (issue #20): a contact form and a news-tip form with a file field, and a handful of submissions
 * in each status, made through the real steps (the public submission, a staff reply by e-mail into the
 * outbox, the submitter's answer, status moves, an assignment), so the screen shows what a working week
 * leaves. Seeded once per database (its own key); off with DEMO_FORMS=false (the API tests).
 */
import type { FormField } from '@newsroom/config';
import type { Row, Strapi } from '../strapi-types';

const FORM = 'api::form.form';
const THREAD = 'api::form-thread.form-thread';

const CONTACT: FormField[] = [
  { key: 'name', label: 'Naam', type: 'text', required: true },
  { key: 'email', label: 'E-mail', type: 'email', required: true },
  { key: 'phone', label: 'Telefoon', type: 'phone' },
  {
    key: 'topic',
    label: 'Onderwerp',
    type: 'select',
    required: true,
    options: ['Abonnement', 'Bezorging', 'Factuur', 'Anders'],
  },
  { key: 'message', label: 'Bericht', type: 'longText', required: true },
  {
    key: 'privacy',
    label: 'Privacy',
    type: 'consent',
    required: true,
    consentText: 'Ik ga akkoord met de privacyverklaring van Dagkrant Media.',
  },
];

const TIP: FormField[] = [
  { key: 'name', label: 'Naam', type: 'text' },
  { key: 'email', label: 'E-mail', type: 'email', required: true },
  { key: 'tip', label: 'Je tip', type: 'longText', required: true },
  { key: 'when', label: 'Wanneer gebeurde het?', type: 'date' },
  { key: 'areas', label: 'Regio', type: 'checkboxes', options: ['Utrecht', 'Amersfoort', 'Zeist'] },
  { key: 'attachment', label: 'Foto of document', type: 'file' },
];

type Step = { reply?: string; answer?: string; status?: string; assign?: boolean };
const SUBMISSIONS: { form: 'contact' | 'tip'; values: Row; steps: Step[] }[] = [
  {
    form: 'contact',
    values: {
      name: 'Sanne de Wit',
      email: 'sanne.dewit@example.com',
      topic: 'Bezorging',
      message: 'Mijn krant kwam deze week twee keer niet.',
      privacy: true,
    },
    steps: [],
  },
  {
    form: 'contact',
    values: {
      name: 'Pieter Bakker',
      email: 'pieter.bakker@example.com',
      phone: '06 12345678',
      topic: 'Factuur',
      message: 'Ik zie twee keer dezelfde factuur.',
      privacy: true,
    },
    steps: [{ assign: true }, { status: 'in_progress' }],
  },
  {
    form: 'contact',
    values: {
      name: 'Fatima el Amrani',
      email: 'fatima.elamrani@example.com',
      topic: 'Abonnement',
      message: 'Kan ik mijn abonnement pauzeren tijdens de vakantie?',
      privacy: true,
    },
    steps: [{ reply: 'Zeker, geef de data door, dan pauzeren we de bezorging.' }],
  },
  {
    form: 'tip',
    values: {
      name: 'Joost Verhoeven',
      email: 'joost.verhoeven@example.com',
      tip: 'Bij de Oudegracht is een nieuwe brug geplaatst.',
      when: '2026-11-20',
      areas: ['Utrecht'],
    },
    steps: [{ reply: 'Dank je! Heb je er een foto van?' }, { answer: 'Ja, ik stuur hem morgen.' }],
  },
  {
    form: 'tip',
    values: { email: 'anoniem.lezer@example.com', tip: 'Het gemeentehuis gaat op zaterdag dicht.' },
    steps: [{ status: 'closed' }],
  },
];

export async function seedDemoForms(strapi: Strapi): Promise<boolean> {
  if (process.env.DEMO_FORMS === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoFormsSeeded' })) return false;
  const forms = {
    contact: await strapi.documents(FORM).create({
      data: {
        name: 'Contact',
        slug: 'contact',
        fields: CONTACT,
        active: true,
        successMessage: 'Bedankt, we nemen binnen twee werkdagen contact op.',
      } as any,
    }),
    tip: await strapi.documents(FORM).create({
      data: {
        name: 'Tip de redactie',
        slug: 'tip-de-redactie',
        fields: TIP,
        active: true,
        description: 'Nieuws gezien? Laat het ons weten.',
      } as any,
    }),
  };
  const staff = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: 'marketing@example.com' } });
  const threads = strapi.service(THREAD);
  for (const submission of SUBMISSIONS) {
    await strapi
      .service('api::form-thread.submission')
      .submit(forms[submission.form].slug, { values: submission.values }, {});
    const thread = await strapi.db
      .query(THREAD)
      .findOne({ where: { email: submission.values.email }, orderBy: { id: 'desc' } });
    for (const step of submission.steps) {
      if (step.assign && staff)
        await strapi.documents(THREAD).update({ documentId: thread.documentId, data: { assignee: staff.id } as any });
      if (step.status) await threads.move(thread.documentId, step.status, staff);
      if (step.reply) await threads.reply(thread.documentId, step.reply, staff);
      if (step.answer) await threads.answer(thread.id, step.answer, 'reply-link');
    }
  }
  await store.set({ key: 'demoFormsSeeded', value: new Date().toISOString() });
  return true;
}

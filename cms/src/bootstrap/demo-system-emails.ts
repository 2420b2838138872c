/**
 * Demo system e-mail (#23, docs/system-emails.md): the Dutch ticket confirmation changed by the publisher, so
 * /settings/emails shows a changed e-mail next to the defaults. Once per database (its own key), so a reset in the
 * console stays a reset; DEMO_SETTINGS=false skips it with the other settings demo (the API tests).
 */
import type { Strapi } from '../strapi-types';

export async function seedDemoSystemEmails(strapi: Strapi): Promise<boolean> {
  if (process.env.DEMO_SETTINGS === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoSystemEmailsSeeded' })) return false;
  await strapi.service('api::system-email.system-email').save('ticket-confirmation', 'nl', {
    subject: 'Tot straks bij {{event}}!',
    body: [
      'Hallo,',
      '',
      'Wat leuk dat je erbij bent.',
      '{{#confirmationText}}',
      '',
      '{{confirmationText}}',
      '{{/confirmationText}}',
      '',
      'In de bijlage vind je {{#several}}je {{count}} tickets{{/several}}{{^several}}je ticket{{/several}}. Laat de QR-code bij de ingang scannen, op je telefoon of geprint.',
      '',
      'Tot dan!',
      'De redactie van Dagkrant',
    ].join('\n'),
  });
  await store.set({ key: 'demoSystemEmailsSeeded', value: true });
  return true;
}

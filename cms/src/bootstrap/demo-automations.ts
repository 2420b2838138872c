/**
 * Demo automations (part of the demo engagement, ./demo-engagement.ts), so /mail/triggers/automations is not
 * empty: a welcome to the public list's new subscribers, switched on, and a thank-you an hour after a paid order,
 * switched off. Each sends its own draft campaign, parked in PENDING_NEXT_RUN while its automation is on.
 */
import type { Row, Strapi } from '../strapi-types';

const AUTOMATION = 'api::campaign-automation.campaign-automation';

export async function seedDemoAutomations(
  strapi: Strapi,
  { list, template, sender }: { list: Row; template: Row; sender: { fromName: string; fromEmail: string } },
) {
  const campaign = (name: string, subject: string) =>
    strapi.documents('api::campaign.campaign').create({
      data: { name, subject, template: template.documentId, ...sender },
    } as any);
  const welcome = await campaign('Welkom bij de Cultuurbrief', 'Welkom bij de Cultuurbrief');
  await strapi.documents(AUTOMATION).create({
    data: {
      name: 'Welkom nieuwe Cultuurbrief-lezers',
      event: 'LIST_SUBSCRIBED',
      list: list.documentId,
      delayMinutes: 0,
      campaign: welcome.documentId,
      active: true,
    },
  } as any);
  const thanks = await campaign('Bedankt voor je bestelling', 'Bedankt voor je bestelling');
  await strapi.documents(AUTOMATION).create({
    data: {
      name: 'Bedankt na een betaalde bestelling',
      event: 'ORDER_PAID',
      delayMinutes: 60,
      campaign: thanks.documentId,
      active: false,
    },
  } as any);
}

/**
 * Fields an action owns (status, serials, totals, paid, credited, history ...) are declared once per
 * content type in @newsroom/config (`<TYPE>_SERVER_OWNED`) and collected here. A caller that sends one is
 * refused with 400 `server_owned`, on create and on update:
 * - REST: every core create/update validates its input through `strapi.contentAPI.validate.input`; the
 *   check runs first there, so the answer names the fields (Strapi's own check would only say "Invalid key");
 * - GraphQL: the fields are marked non-writable, so they are not in the mutation's input type and the
 *   request is refused before it runs.
 * The services' own writes (the document service, db queries) are not requests and keep setting them.
 */
import type { ContentTypeUid, Strapi } from '../strapi-types';
import {
  CAMPAIGN_SERVER_OWNED,
  CHANNEL_SERVER_OWNED,
  CONTENT_SERVER_OWNED,
  CUSTOMER_SERVER_OWNED,
  DIRECT_DEBIT_SERVER_OWNED,
  EMAIL_TEMPLATE_SERVER_OWNED,
  INVOICE_SERVER_OWNED,
  MANDATE_SERVER_OWNED,
  ORDER_SERVER_OWNED,
  PAYMENT_SERVER_OWNED,
  PROFILE_NOTE_SERVER_OWNED,
  PROFILE_SERVER_OWNED,
  SUBSCRIPTION_SERVER_OWNED,
  type FieldFailure,
} from '@newsroom/config';
import { SEGMENT_SERVER_OWNED } from '@newsroom/config';
import { refuseFields } from '../services/errors';
import { MAIL_LIST_SERVER_OWNED, MARKETING_CONTENT_SERVER_OWNED } from '@newsroom/config';
import { FORM_THREAD_SERVER_OWNED } from '@newsroom/config';
import { EVENT_SERVER_OWNED } from '@newsroom/config';
import { APPLICATION_SERVER_OWNED, VACANCY_SERVER_OWNED } from '@newsroom/config';
import { TICKET_SERVER_OWNED, TRIGGER_SERVER_OWNED } from '@newsroom/config';
import { PUSH_SUBSCRIPTION_SERVER_OWNED } from '@newsroom/config';
import { AUTOMATION_SERVER_OWNED } from '@newsroom/config';

export const SERVER_OWNED: Record<string, readonly string[]> = {
  'api::order.order': ORDER_SERVER_OWNED,
  'api::campaign-trigger.campaign-trigger': TRIGGER_SERVER_OWNED,
  'api::campaign-automation.campaign-automation': AUTOMATION_SERVER_OWNED,
  'api::invoice.invoice': INVOICE_SERVER_OWNED,
  'api::payment.payment': PAYMENT_SERVER_OWNED,
  'api::customer.customer': CUSTOMER_SERVER_OWNED,
  'api::channel.channel': CHANNEL_SERVER_OWNED,
  'api::profile.profile': PROFILE_SERVER_OWNED,
  'api::profile-note.profile-note': PROFILE_NOTE_SERVER_OWNED,
  'api::content.content': CONTENT_SERVER_OWNED,
  'api::email-template.email-template': EMAIL_TEMPLATE_SERVER_OWNED,
  'api::mail-list.mail-list': MAIL_LIST_SERVER_OWNED,
  'api::segment.segment': SEGMENT_SERVER_OWNED,
  'api::campaign.campaign': CAMPAIGN_SERVER_OWNED,
  'api::subscription.subscription': SUBSCRIPTION_SERVER_OWNED,
  'api::mandate.mandate': MANDATE_SERVER_OWNED,
  'api::direct-debit.direct-debit': DIRECT_DEBIT_SERVER_OWNED,
  'api::form-thread.form-thread': FORM_THREAD_SERVER_OWNED,
  'api::marketing-content.marketing-content': MARKETING_CONTENT_SERVER_OWNED,
  'api::event.event': EVENT_SERVER_OWNED,
  'api::vacancy.vacancy': VACANCY_SERVER_OWNED,
  'api::vacancy-application.vacancy-application': APPLICATION_SERVER_OWNED,
  'api::ticket.ticket': TICKET_SERVER_OWNED,
  'api::push-subscription.push-subscription': PUSH_SUBSCRIPTION_SERVER_OWNED,
};

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The server-owned fields in a request's `data`, as failures: [{path: ['status'], code: 'server_owned', params: {owner: 'order'}}]. */
export function serverOwnedFailures(
  schema: { uid?: string; info?: { displayName?: string } } | undefined,
  data: unknown,
): FieldFailure[] {
  const fields = SERVER_OWNED[schema?.uid ?? ''] ?? [];
  if (!isRecord(data)) return [];
  const owner = String(schema?.info?.displayName ?? 'record').toLowerCase();
  return fields
    .filter((field) => field in data)
    .map((field) => ({ path: [field], code: 'server_owned', params: { owner } }));
}

export function registerServerOwned(strapi: Strapi) {
  for (const [uid, fields] of Object.entries(SERVER_OWNED)) {
    const attributes: Record<string, any> = strapi.contentType(uid as ContentTypeUid).attributes;
    for (const field of fields) {
      if (!attributes[field]) throw new Error(`${uid} has no attribute ${field} (listed as server-owned).`);
      attributes[field].writable = false;
    }
  }
  const validate = strapi.contentAPI.validate;
  const validateInput = validate.input;
  validate.input = async (data: any, schema: any, options: any) => {
    const failures = Array.isArray(data)
      ? data.flatMap((entry) => serverOwnedFailures(schema, entry))
      : serverOwnedFailures(schema, data);
    if (failures.length) refuseFields(failures);
    return validateInput(data, schema, options);
  };
}

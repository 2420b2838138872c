import { request } from '@/providers/http';

const triggerUrl = (documentId: string) => `/api/campaign-triggers/${encodeURIComponent(documentId)}`;
type TriggerAnswer = { data: Record<string, unknown> };

/**
 * The trigger page's own calls. Silent: the page explains a refusal (switched off, the campaign not ready to
 * send) beside its buttons in the user's language, as the campaign page does.
 */
export const triggerApi = {
  /** POST /api/campaign-triggers/:id/run (action api::campaign-trigger.campaign-trigger.runNow). */
  runNow: (documentId: string) =>
    request<TriggerAnswer>(`${triggerUrl(documentId)}/run`, { method: 'POST', silent: true }),
  /** Switches the schedule on or off (an update of `active` alone). */
  setActive: (documentId: string, active: boolean) =>
    request<TriggerAnswer>(triggerUrl(documentId), { method: 'PUT', body: { data: { active } }, silent: true }),
};

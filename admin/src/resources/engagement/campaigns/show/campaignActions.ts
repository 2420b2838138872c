import { canMoveCampaign, CAMPAIGN_EDITABLE_STATUSES, type CampaignStatus } from '@newsroom/config';
import type { RaRecord } from 'react-admin';

/** The page's buttons in their order; test opens its own dialog, edit goes to the form. */
export const PAGE_ACTIONS = [
  'schedule',
  'unschedule',
  'send',
  'pause',
  'resume',
  'cancel',
  'duplicate',
  'test',
  'edit',
] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

/** Asked before they run: sending reaches everyone at once, cancelling cannot be undone. */
export const CONFIRMED: readonly PageAction[] = ['send', 'cancel'];

/** Which actions the campaign's status allows (config CAMPAIGN_TRANSITIONS); permissions are checked apart. */
export const possibleActions = (record: RaRecord): PageAction[] => {
  const status = String(record.status) as CampaignStatus;
  const can = (to: CampaignStatus) => canMoveCampaign(status, to);
  const email = (record.channel ?? 'EMAIL') === 'EMAIL';
  const allowed: Record<PageAction, boolean> = {
    // A scheduled campaign keeps its date in the form; "schedule" fixes it, "send" goes now.
    schedule: can('SCHEDULED') && record.schedule === 'SCHEDULED' && !!record.scheduledAt,
    unschedule: status === 'SCHEDULED' && can('OPEN'),
    send: can('IMMEDIATE'),
    pause: can('PAUSED'),
    resume: status === 'PAUSED' && can('EXECUTING'),
    // Cancelling a campaign that started ends it as completed (with cancelledAt), so its results stay.
    cancel: ['IMMEDIATE', 'PREPARING', 'EXECUTING', 'PAUSED', 'PENDING'].includes(status) && can('COMPLETED'),
    duplicate: status !== 'DELETED',
    test: email && status !== 'DELETED',
    edit: CAMPAIGN_EDITABLE_STATUSES.includes(status),
  };
  return PAGE_ACTIONS.filter((action) => allowed[action]);
};

/** The progress is polled while one of these holds. */
// PENDING: an A/B campaign between its test, its winner and its rest.
export const SENDING_STATUSES: readonly string[] = ['IMMEDIATE', 'PREPARING', 'EXECUTING', 'PAUSED', 'PENDING'];
/** A campaign in one of these has (had) recipients, so it has statistics. */
export const HAS_RESULTS = (record: RaRecord) =>
  SENDING_STATUSES.includes(String(record.status)) ||
  ['COMPLETED', 'SUCCESS'].includes(String(record.status)) ||
  !!record.startedAt;

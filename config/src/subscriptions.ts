/**
 * Subscriptions (issue #19, SPEC sections 3 and 4 "Subscription"): statuses, the actions and from which
 * statuses they run, the "kind" of a subscription and what the daily run does with one on a given day.
 * Shared by the CMS (authority) and the console (which buttons it offers). Dates are Amsterdam calendar
 * days `YYYY-MM-DD` (subscription-dates.ts does the period arithmetic).
 */
import { periodIndexOf, type CalendarDay, type Recurrence } from './subscription-dates';

export const SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'ENDED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_PAYMENT_METHODS = ['CREDIT', 'DIRECT_DEBIT'] as const;

/** Why a subscription ended (its `endReason`). */
export const SUBSCRIPTION_END_REASONS = ['END_DATE', 'AUTO_STOP', 'FOLLOW_UP', 'STAFF'] as const;
export type SubscriptionEndReason = (typeof SUBSCRIPTION_END_REASONS)[number];

/** The actions of `POST /api/subscriptions/:id/<action>` and the statuses each starts from. */
export const SUBSCRIPTION_ACTIONS = {
  activate: { from: ['PENDING'] },
  'activate-now': { from: ['PENDING'] },
  end: { from: ['PENDING', 'ACTIVE'] },
} as const satisfies Record<string, { from: readonly SubscriptionStatus[] }>;
export type SubscriptionAction = keyof typeof SUBSCRIPTION_ACTIONS;

export const canRunSubscriptionAction = (action: SubscriptionAction, status: string) =>
  (SUBSCRIPTION_ACTIONS[action].from as readonly string[]).includes(status);

/** Set only by the subscription's own steps: a request that sends one is refused (400 server_owned). */
export const SUBSCRIPTION_SERVER_OWNED = [
  'status',
  'order',
  'startDate',
  'endDate',
  'nextPaymentDate',
  'followUp',
  'previous',
  'kindKey',
  'customerKey',
  'source',
  'activatedAt',
  'deactivatedAt',
  'endReason',
  'history',
] as const;

/** The refusal of SPEC section 8 (409). */
export const SUBSCRIPTION_SAME_KIND_CODE = 'subscription_active_same_kind';
export const SUBSCRIPTION_SAME_KIND_MESSAGE = 'The customer already has an active subscription of the same kind.';

/**
 * The kind of a subscription is its product's follow-up family: subscription products joined by `followUp`
 * links, in either direction, are one kind (a trial month and the yearly subscription it turns into). The
 * key of a family is its smallest product id. `links` are [product id, follow-up product id or null].
 */
export function kindKeys(links: readonly (readonly [number, number | null | undefined])[]): Map<number, number> {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    // Path compression: every id on the way points at the root.
    for (let at = id; at !== root;) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const add = (id: number) => (parent.has(id) ? undefined : parent.set(id, id));
  for (const [product, followUp] of links) {
    add(product);
    if (followUp == null) continue;
    add(followUp);
    const [a, b] = [find(product), find(followUp)];
    if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
  }
  return new Map([...parent.keys()].map((id) => [id, find(id)]));
}

/** What the daily run needs to know of a subscription and its product. */
export type DueInput = {
  status: string;
  startDate?: CalendarDay | null;
  endDate?: CalendarDay | null;
  nextPaymentDate?: CalendarDay | null;
  recurrence: Recurrence | null;
  autoStop?: boolean | null;
  hasFollowUp?: boolean;
  invoiceMode?: string | null;
};

export type DueStep = 'start' | 'end' | 'followUp' | 'autoStop' | 'invoice' | 'advance';

/**
 * The one step that is due for a subscription on `today`, or null (the daily run repeats until null):
 * - PENDING with a start date that came: start;
 * - ACTIVE with an end date that came: end (END_DATE);
 * - ACTIVE whose next payment date came, after its first period: the follow-up when the product has one,
 *   else the end when the product stops after one period (AUTO_STOP);
 * - otherwise, when the next payment date came and falls before the end date: the period's invoice
 *   (invoice mode INVOICE or DRAFT), or only moving the date on (NONE).
 */
export function dueStep(s: DueInput, today: CalendarDay): DueStep | null {
  if (s.status === 'PENDING') return s.startDate && s.startDate <= today ? 'start' : null;
  if (s.status !== 'ACTIVE') return null;
  if (s.endDate && s.endDate <= today) return 'end';
  if (!s.nextPaymentDate || s.nextPaymentDate > today || !s.recurrence || !s.startDate) return null;
  const period = periodIndexOf(s.startDate, s.recurrence, s.nextPaymentDate);
  if (period >= 1 && s.hasFollowUp) return 'followUp';
  if (period >= 1 && s.autoStop) return 'autoStop';
  return s.invoiceMode === 'INVOICE' || s.invoiceMode === 'DRAFT' ? 'invoice' : 'advance';
}

/** Profile types on activation and after the last active subscription ended (SPEC section 2: with and without an account). */
export const subscriberType = (hasAccount: boolean) => (hasAccount ? 'SUBSCRIBER' : 'SUBSCRIBER_NO_ACCOUNT');
export const customerProfileType = (hasAccount: boolean) => (hasAccount ? 'CUSTOMER' : 'CUSTOMER_NO_ACCOUNT');

/**
 * Public ingestion endpoints (what anonymous callers or readers send in volume), and the search, get a body-size
 * cap (413) and a per-client rate limit (429 with Retry-After), before the body is read. Which endpoints, and why these numbers,
 * is in the README ("Public endpoints: limits"). Sign-in, password and confirmation codes have their own
 * throttle in api::account.
 */
import { admit, bodyFits, createRateLimiter } from '../services/rate-limit';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

type Endpoint = { name: string; method: string; path: RegExp; maxBytes: number; perMinute: number };

export const INGESTION_ENDPOINTS = (): Endpoint[] => [
  // Page views: a browser flushes every 5 s (12 a minute); 200 events of up to 2048 characters fit in 512 KB.
  {
    name: 'statistics',
    method: 'POST',
    path: /^\/api\/statistics\/?$/,
    maxBytes: 512 * 1024,
    perMinute: intFromEnv('STATISTICS_MAX_PER_MINUTE', 120),
  },
  // Provider webhooks name one payment id; each is stored before it is processed.
  {
    name: 'payment-webhooks',
    method: 'POST',
    path: /^\/api\/payments\/webhook\/[^/]+\/?$/,
    maxBytes: 8 * 1024,
    perMinute: intFromEnv('WEBHOOKS_MAX_PER_MINUTE', 300),
  },
  // The top-bar search (signed-in staff): a person submits a few a minute; a script looping over names gets 429.
  {
    name: 'search',
    method: 'GET',
    path: /^\/api\/search\/?$/,
    maxBytes: 0,
    perMinute: intFromEnv('SEARCH_MAX_PER_MINUTE', 60),
  },
  // Readers' comments and abuse reports.
  {
    name: 'comments',
    method: 'POST',
    path: /^\/api\/comments\/[^/]+(\/comment\/[^/]+\/report-abuse)?\/?$/,
    maxBytes: 32 * 1024,
    perMinute: intFromEnv('COMMENTS_MAX_PER_MINUTE', 20),
  },
  // Preview and share links (GET /api/delivery/links/{token}): a person opens one now and then; a crawler
  // trying tokens is held back here before the database is asked (the HMAC already makes guessing futile).
  {
    name: 'content-links',
    method: 'GET',
    path: /^\/api\/delivery\/links\/[^/]+\/?$/,
    maxBytes: 1024,
    perMinute: intFromEnv('CONTENT_LINKS_MAX_PER_MINUTE', 60),
  },
  // Job boards' application forms: a person applies now and then; a script posting applications (spam, or
  // mail bombing an employer) is held back per client. The body holds a CV of up to 10 MB.
  {
    name: 'vacancy-applications',
    method: 'POST',
    path: /^\/api\/delivery\/vacancies\/[^/]+\/applications\/?$/,
    maxBytes: 10 * 1024 * 1024 + 64 * 1024,
    perMinute: intFromEnv('APPLICATIONS_MAX_PER_MINUTE', 5),
  },
  // The public vacancy list and pages (job boards and crawlers read them; answers are cacheable).
  {
    name: 'vacancy-board',
    method: 'GET',
    path: /^\/api\/delivery\/vacancies(\/[^/]+)?\/?$/,
    maxBytes: 1024,
    perMinute: intFromEnv('VACANCY_BOARD_MAX_PER_MINUTE', 120),
  },
  // The public events list and pages (websites and crawlers read them; answers are cacheable for 30 s).
  {
    name: 'event-delivery',
    method: 'GET',
    path: /^\/api\/delivery\/events(\/[^/]+)?\/?$/,
    maxBytes: 1024,
    perMinute: intFromEnv('EVENT_DELIVERY_MAX_PER_MINUTE', 120),
  },
  // Website subscribe forms: a person subscribes once; a script posting addresses (mail bombing someone
  // with confirmation e-mails) is held back per client.
  {
    name: 'list-subscribe',
    method: 'POST',
    path: /^\/api\/engagement\/lists\/[^/]+\/subscribe\/?$/,
    maxBytes: 4 * 1024,
    perMinute: intFromEnv('LIST_SUBSCRIBE_MAX_PER_MINUTE', 10),
  },
  // The list confirmation and unsubscribe pages and their forms (signed links; a crawler trying tokens waits).
  {
    name: 'list-pages',
    method: 'GET',
    path: /^\/api\/engagement\/(lists\/confirm|unsubscribe)\/[^/]+\/?$/,
    maxBytes: 1024,
    perMinute: intFromEnv('LIST_PAGES_MAX_PER_MINUTE', 60),
  },
  {
    name: 'list-unsubscribe-post',
    method: 'POST',
    path: /^\/api\/engagement\/unsubscribe\/[^/]+\/?$/,
    maxBytes: 4 * 1024,
    perMinute: intFromEnv('LIST_PAGES_MAX_PER_MINUTE', 60),
  },
  // Public forms (#20): a person submits a form once in a while (files up to 10 MB each); a script posting
  // submissions is held back per client. The reply page is posted by a person answering a staff reply.
  {
    name: 'form-submit',
    method: 'POST',
    path: /^\/api\/forms\/public\/[^/]+\/submissions\/?$/,
    maxBytes: 25 * 1024 * 1024,
    perMinute: intFromEnv('FORM_SUBMIT_MAX_PER_MINUTE', 5),
  },
  {
    name: 'form-reply',
    method: 'POST',
    path: /^\/api\/forms\/replies\/[^/]+\/?$/,
    maxBytes: 64 * 1024,
    perMinute: intFromEnv('FORM_REPLY_MAX_PER_MINUTE', 20),
  },
  // The forms' inbound mail: the mail provider's stream of answers, like its bounce webhook; a mail with
  // its HTML fits in 1 MB (the answer itself is cut at 10,000 characters).
  {
    name: 'form-inbound',
    method: 'POST',
    path: /^\/api\/forms\/inbound\/?$/,
    maxBytes: 1024 * 1024,
    perMinute: intFromEnv('MAIL_WEBHOOKS_MAX_PER_MINUTE', 600),
  },
  // Engagement tracking: one reader loads a pixel and follows a link now and then, but image proxies (Gmail,
  // Apple) fetch for many readers from few addresses, so the window is wide; each hit is one indexed look-up.
  // the bounce webhook is one sender's stream of events.
  {
    name: 'engagement-tracking',
    method: 'GET',
    path: /^\/api\/engagement\/(open|click)\/[^/]+\/?$/,
    maxBytes: 0,
    perMinute: intFromEnv('TRACKING_MAX_PER_MINUTE', 1200),
  },
  {
    name: 'mail-webhooks',
    method: 'POST',
    path: /^\/api\/engagement\/webhooks\/bounces\/?$/,
    maxBytes: 8 * 1024,
    perMinute: intFromEnv('MAIL_WEBHOOKS_MAX_PER_MINUTE', 600),
  },
  // The SMS gateway's inbound webhook (replies such as STOP, docs/sms.md): one gateway's stream of short texts.
  {
    name: 'sms-inbound',
    method: 'POST',
    path: /^\/api\/sms\/inbound\/?$/,
    maxBytes: 8 * 1024,
    perMinute: intFromEnv('SMS_INBOUND_MAX_PER_MINUTE', 600),
  },
  // Its delivery reports: one or more per message sent, so at the highest sending rate (1000/s) a minute's worth.
  {
    name: 'sms-status',
    method: 'POST',
    path: /^\/api\/sms\/status\/?$/,
    maxBytes: 8 * 1024,
    perMinute: intFromEnv('SMS_STATUS_MAX_PER_MINUTE', 60_000),
  },
  // Marketing zones: a page asks each of its zones once per view (a few a page); readers behind one address
  // (an office, a school) share the window, so it is wide. Impressions and clicks come in batches like page views.
  {
    name: 'marketing-zones',
    method: 'GET',
    path: /^\/api\/marketing\/zones\/[^/]+\/content\/?$/,
    maxBytes: 0,
    perMinute: intFromEnv('MARKETING_ZONES_MAX_PER_MINUTE', 1200),
  },
  {
    name: 'marketing-events',
    method: 'POST',
    path: /^\/api\/marketing\/events\/?$/,
    maxBytes: 128 * 1024,
    perMinute: intFromEnv('MARKETING_EVENTS_MAX_PER_MINUTE', 120),
  },
  // Web push (#22): a browser registers once (again when its subscription changes or the reader signs in or out)
  // and fetches the public key now and then (cacheable for an hour); a script registering made-up browsers or
  // removing endpoints it guessed is held back per client. A PushSubscription's JSON fits in 4 KB.
  {
    name: 'push-public-key',
    method: 'GET',
    path: /^\/api\/push\/public-key\/?$/,
    maxBytes: 0,
    perMinute: intFromEnv('PUSH_PUBLIC_KEY_MAX_PER_MINUTE', 120),
  },
  {
    name: 'push-subscriptions',
    method: 'POST',
    path: /^\/api\/push\/subscriptions(\/remove)?\/?$/,
    maxBytes: 4 * 1024,
    perMinute: intFromEnv('PUSH_SUBSCRIBE_MAX_PER_MINUTE', 20),
  },
];

export default () => {
  const endpoints = INGESTION_ENDPOINTS().map((e) => ({
    ...e,
    limiter: createRateLimiter({ max: e.perMinute, windowMs: 60_000 }),
  }));
  return async (ctx, next) => {
    const endpoint = endpoints.find((e) => e.method === ctx.method && e.path.test(ctx.path));
    if (endpoint && !(bodyFits(ctx, endpoint.maxBytes) && admit(ctx, endpoint.limiter))) return;
    await next();
  };
};

/**
 * The one table behind the menu, the routes, the access checks (authProvider.canAccess) and the data
 * provider's resource → API mapping (DESIGN convention 6). Data only: providers read it, so it imports
 * nothing of the screens or the shell. Only screens that work today are listed.
 */
export interface ResourceEntry {
  /** react-admin resource name = the route below '/', e.g. 'settings/log' is /settings/log. */
  name: string;
  /** Strapi plural API id: /api/{api}. */
  api: string;
  /** users-permissions action needed to see and open it. */
  permission: string;
  /** Fields the list search box (`q`) looks in. */
  searchFields: string[];
  /**
   * Values every record of this resource has (permanent list filter and create default), e.g. the
   * pages screen is the contents API with type PAGE.
   */
  fixed?: Record<string, string>;
  /** Relations the list and the form read: populated on read, written back as documentId(s). */
  relations?: Record<string, 'one' | 'many'>;
  /** Media fields: populated on read, written back as the upload's numeric id. */
  media?: string[];
  /** Localized API (Strapi i18n): the `locale` filter and meta become the `locale` query parameter. */
  localized?: boolean;
  /** Only these fields may change after creation: an update sends just the ones the user changed. */
  updatable?: string[];
  /**
   * The resource's screens that another API's action opens, by react-admin action: the profile import is
   * `import` on users, answered by api::profile-import.profile-import.analyze (registry/access.ts).
   */
  otherActions?: Record<string, string>;
}

const FILE_ACTIONS = ['createFolder', 'updateFolder', 'deleteFolder', 'updateFile', 'deleteFile', 'upload'];
const CONTENT_RELATIONS: Record<string, 'one' | 'many'> = {
  authors: 'many',
  tags: 'many',
  categories: 'many',
  highlightedCategory: 'one',
  dossier: 'one',
  pageCategory: 'one',
};

const content = (name: string, fixed?: Record<string, string>): ResourceEntry => ({
  name,
  api: 'contents',
  permission: 'api::content.content.find',
  searchFields: ['title', 'introduction'],
  fixed,
  relations: CONTENT_RELATIONS,
  media: ['cover', 'mediaFile', 'downloadFile'],
  localized: true,
});

const taxonomy = (
  name: string,
  api: string,
  uid: string,
  searchFields = ['name'],
  extra: Partial<ResourceEntry> = {},
): ResourceEntry => ({
  name,
  api,
  permission: `api::${uid}.${uid}.find`,
  searchFields,
  ...extra,
});

export const RESOURCES: ResourceEntry[] = [
  {
    name: 'users',
    api: 'profiles',
    permission: 'api::profile.profile.find',
    searchFields: ['firstName', 'lastName', 'email', 'screenName'],
    relations: { tags: 'many', newsletters: 'many' },
    media: ['avatar'],
    // The import wizard (/users/import) and its progress page (/users/import/{jobId}).
    otherActions: { import: 'api::profile-import.profile-import.analyze', importProgress: 'api::job.job.findOne' },
  },
  // The log (docs/log.md): every entry type, read only, administrators; its "sent e-mails" tab is the outbox.
  {
    name: 'settings/log',
    api: 'log-entries',
    permission: 'api::log-entry.log-entry.find',
    searchFields: ['action', 'note'],
  },
  {
    name: 'settings/log/emails',
    api: 'outbox-messages',
    permission: 'api::outbox-message.outbox-message.find',
    searchFields: ['to', 'subject'],
  },
  content('content'),
  content('content/pages', { type: 'PAGE' }),
  content('content/redirects', { type: 'REDIRECT' }),
  taxonomy('content/authors', 'authors', 'author', ['name', 'email'], { media: ['avatar'] }),
  taxonomy('content/tags', 'tags', 'tag'),
  taxonomy('content/categories', 'categories', 'category'),
  taxonomy('content/pages/categories', 'page-categories', 'page-category'),
  taxonomy('content/dossiers', 'dossiers', 'dossier', ['title', 'description'], {
    relations: { dossierCategory: 'one' },
    media: ['cover'],
  }),
  taxonomy('content/dossiers/categories', 'dossier-categories', 'dossier-category'),
  taxonomy('content/blocks', 'blocks', 'block', ['name', 'content'], { media: ['image'] }),
  {
    name: 'sales/channels',
    api: 'channels',
    permission: 'api::channel.channel.find',
    searchFields: ['name', 'company', 'invoiceSerialPrefix'],
    media: ['invoiceLogo'],
  },
  {
    name: 'sales/products',
    api: 'products',
    permission: 'api::product.product.find',
    searchFields: ['name', 'description', 'sku'],
    relations: {
      categories: 'many',
      channel: 'one',
      tags: 'many',
      tagsBirth: 'many',
      tagsWill: 'many',
      followUp: 'one',
      event: 'one',
      eventSession: 'one',
      partners: 'many',
    },
    media: ['images'],
  },
  taxonomy('sales/products/categories', 'product-categories', 'product-category', ['name', 'description']),
  {
    name: 'sales/customers',
    api: 'customers',
    permission: 'api::customer.customer.find',
    searchFields: ['name', 'contact', 'email', 'debtorId'],
    relations: { tags: 'many' },
    media: ['logo'],
    // The customer tabs' buttons: the subscription, magazine platform and mandate APIs' actions.
    otherActions: {
      subscriptions: 'api::subscription.subscription.find',
      subscriptionAdd: 'api::subscription.subscription.create',
      subscriptionActivate: 'api::subscription.subscription.activate',
      subscriptionActivateNow: 'api::subscription.subscription.activateNow',
      subscriptionEnd: 'api::subscription.subscription.end',
      magazineSyncs: 'api::magazine-sync.magazine-sync.find',
      magazineSyncRetry: 'api::magazine-sync.magazine-sync.retry',
      mandates: 'api::mandate.mandate.find',
      mandateCreate: 'api::mandate.mandate.create',
      mandateRevoke: 'api::mandate.mandate.revoke',
      mandatePdf: 'api::mandate.mandate.pdf',
    },
  },
  {
    name: 'vacancies',
    api: 'vacancies',
    permission: 'api::vacancy.vacancy.find',
    searchFields: ['title', 'location', 'employer.name'],
    relations: { employer: 'one', categories: 'many' },
    // The vacancy page's applications and the employer's credits.
    otherActions: {
      applications: 'api::vacancy-application.vacancy-application.find',
      applicationMove: 'api::vacancy-application.vacancy-application.move',
      applicationCv: 'api::vacancy-application.vacancy-application.cv',
      credits: 'api::vacancy.vacancy.credits',
    },
  },
  taxonomy('vacancies/categories', 'vacancy-categories', 'vacancy-category', ['name', 'description']),
  taxonomy('vacancies/properties', 'vacancy-properties', 'vacancy-property', ['name', 'slug']),
  // Events and partners (issue #21): the event page's sessions tab works on /events/sessions.
  {
    name: 'events',
    api: 'events',
    permission: 'api::event.event.find',
    searchFields: ['title', 'location', 'slug'],
    relations: { categories: 'many', partners: 'many', tags: 'many', form: 'one' },
    media: ['cover'],
  },
  taxonomy('events/categories', 'event-categories', 'event-category', ['name', 'description']),
  {
    name: 'events/sessions',
    api: 'event-sessions',
    permission: 'api::event-session.event-session.find',
    searchFields: ['title', 'location'],
    relations: { event: 'one' },
  },
  {
    name: 'partners',
    api: 'partners',
    permission: 'api::partner.partner.find',
    searchFields: ['name', 'city', 'email'],
    relations: { categories: 'many' },
    media: ['logo'],
  },
  taxonomy('partners/categories', 'partner-categories', 'partner-category', ['name', 'description']),
  {
    name: 'events/tickets',
    api: 'tickets',
    permission: 'api::ticket.ticket.find',
    searchFields: ['number', 'firstName', 'lastName', 'email'],
    relations: { event: 'one', session: 'one', order: 'one', customer: 'one' },
    // cms/src/api/ticket: only the holder's names and e-mail change.
    updatable: ['firstName', 'lastName', 'email'],
    otherActions: { revoke: 'api::ticket.ticket.revoke', guestList: 'api::ticket.ticket.guestList' },
  },
  {
    name: 'sales/orders',
    api: 'orders',
    permission: 'api::order.order.find',
    searchFields: ['serial', 'reference', 'customer.displayName'],
    relations: { customer: 'one', channel: 'one' },
    // cms/src/api/order/services/order.ts EDITABLE: lines, parties and amounts are fixed once created.
    updatable: ['reference', 'notes', 'customerComment', 'addressee', 'email', 'paymentLink', 'paymentDueAt'],
  },
  {
    name: 'sales/invoices',
    api: 'invoices',
    permission: 'api::invoice.invoice.find',
    searchFields: ['serial', 'reference', 'customer.displayName'],
    relations: { customer: 'one', channel: 'one', order: 'one', creditOf: 'one', creditNotes: 'many' },
    // The invoice page's direct-debit card (its collections and their actions).
    otherActions: {
      directDebits: 'api::direct-debit.direct-debit.find',
      directDebitRetry: 'api::direct-debit.direct-debit.retry',
      directDebitCancel: 'api::direct-debit.direct-debit.cancel',
      directDebitToPaymentLink: 'api::direct-debit.direct-debit.toPaymentLink',
      directDebitSetStatus: 'api::direct-debit.direct-debit.setStatus',
      // The invoice list's bank collections: the day's pain.008 file and the bank's returns.
      directDebitBatch: 'api::direct-debit.direct-debit.batch',
      directDebitReturns: 'api::direct-debit.direct-debit.returns',
    },
    // Only a draft changes, and only its writable fields (the rest is the server's: number, status, amounts, history).
    updatable: [
      'channel',
      'customer',
      'addressee',
      'description',
      'lines',
      'invoiceDate',
      'paymentTerm',
      'reference',
      'comments',
      'recipients',
      'paymentMethod',
      'reverseCharge',
      'exemptionReason',
      'deliveryDate',
      'periodStart',
      'periodEnd',
    ],
  },
  {
    name: 'mail/segments',
    api: 'segments',
    permission: 'api::segment.segment.find',
    searchFields: ['name', 'description'],
  },
  // Read-only list over the moderation route; approve/reject are named calls (providers/api.ts).
  {
    name: 'comments',
    api: 'comments/moderate/all',
    permission: 'plugin::comments.admin.findAll',
    searchFields: ['content'],
  },
  {
    name: 'mail/emailtemplates',
    api: 'email-templates',
    permission: 'api::email-template.email-template.find',
    searchFields: ['name', 'subject'],
  },
  // Engagement: mailing lists (/mail/lists); the members' routes are their own actions (addMembers ...).
  taxonomy('mail/lists', 'mail-lists', 'mail-list', ['name', 'slug', 'description']),
  // Engagement: triggers (/mail/triggers) run a campaign on a cron schedule; "run now" is its own action.
  {
    name: 'mail/triggers',
    api: 'campaign-triggers',
    permission: 'api::campaign-trigger.campaign-trigger.find',
    searchFields: ['name', 'cron'],
    relations: { campaign: 'one' },
    otherActions: { runNow: 'api::campaign-trigger.campaign-trigger.runNow' },
  },
  // Engagement: event automations, the second tab of /mail/triggers: a campaign sent when something happens to a profile.
  {
    name: 'mail/triggers/automations',
    api: 'campaign-automations',
    permission: 'api::campaign-automation.campaign-automation.find',
    searchFields: ['name'],
    relations: { campaign: 'one', list: 'one', tag: 'one' },
  },
  // Engagement: campaigns (actions api::campaign.campaign.<action>; statistics its own action) and the
  // completed ones older than the engagement settings' legacyAfterDays, read-only.
  {
    name: 'mail/campaigns',
    api: 'campaigns',
    permission: 'api::campaign.campaign.find',
    searchFields: ['name', 'subject'],
    relations: { segment: 'one', template: 'one' },
    otherActions: { statistics: 'api::campaign.statistics.read' },
  },
  // Forms (#20): the builder (/forms) and the submissions with their threads (/forms/threads); a thread's
  // status, reply, export and files are its own actions (api::form-thread.form-thread.<action>).
  taxonomy('forms', 'forms', 'form', ['name', 'slug', 'description']),
  {
    name: 'forms/threads',
    api: 'form-threads',
    permission: 'api::form-thread.form-thread.find',
    searchFields: ['email', 'name'],
    relations: { form: 'one', assignee: 'one' },
    media: ['files'],
    otherActions: {
      setStatus: 'api::form-thread.form-thread.setStatus',
      reply: 'api::form-thread.form-thread.reply',
    },
    updatable: ['assignee'],
  },
  {
    name: 'mail/legacy/campaigns',
    api: 'campaigns',
    permission: 'api::campaign.campaign.find',
    searchFields: ['name', 'subject'],
    relations: { segment: 'one', template: 'one' },
    otherActions: { statistics: 'api::campaign.statistics.read' },
  },
  // Marketing zones (issue #20, docs/marketing.md): contents, bundles, zones and zone groups.
  {
    name: 'marketing/content',
    api: 'marketing-contents',
    permission: 'api::marketing-content.marketing-content.find',
    searchFields: ['name'],
  },
  {
    name: 'marketing/bundles',
    api: 'marketing-bundles',
    permission: 'api::marketing-bundle.marketing-bundle.find',
    searchFields: ['name'],
    relations: { zone: 'one', zoneGroup: 'one' },
  },
  {
    name: 'marketing/zones',
    api: 'marketing-zones',
    permission: 'api::marketing-zone.marketing-zone.find',
    searchFields: ['name', 'key', 'description'],
    relations: { group: 'one' },
  },
  taxonomy('marketing/zone-groups', 'marketing-zone-groups', 'marketing-zone-group', ['name', 'description']),
  // Web push (#22, docs/push.md): /push lists the devices websites registered, with the overview's counts; a test
  // push is api::push-subscription.push-subscription.test, the counts .overview.
  {
    name: 'push',
    api: 'push-subscriptions',
    permission: 'api::push-subscription.push-subscription.find',
    searchFields: ['endpoint', 'userAgent'],
    relations: { profile: 'one' },
  },
  // Push campaigns (/push/campaigns): the campaigns API narrowed to channel PUSH by the list, same actions.
  {
    name: 'push/campaigns',
    api: 'campaigns',
    permission: 'api::campaign.campaign.find',
    searchFields: ['name', 'pushTitle', 'pushBody'],
    relations: { segment: 'one' },
  },
  // /files (docs/files.md): shown with the media library's find (SPEC 6); its calls are the file-manager actions.
  {
    name: 'files',
    api: 'file-manager',
    permission: 'plugin::upload.content-api.find',
    searchFields: [],
    otherActions: {
      ...Object.fromEntries(FILE_ACTIONS.map((a) => [a, `api::file-manager.file-manager.${a}`])),
    },
  },
];

/** The permission for another action on the same API, e.g. actionFor('content/tags', 'delete'). */
export const actionFor = (resource: string, action: string): string | undefined => {
  const permission = RESOURCES.find((r) => r.name === resource)?.permission;
  return permission?.replace(/\.find$/, `.${action}`);
};

export const resourceEntry = (name: string): ResourceEntry | undefined => RESOURCES.find((r) => r.name === name);

/** Unknown resources map to themselves, so `getList('profiles')` also works. */
export const apiPathOf = (resource: string): string => resourceEntry(resource)?.api ?? resource;

/** The permission behind a resource's screens; throws for a name the table does not have. */
export const permissionOf = (resource: string): string => {
  const entry = RESOURCES.find((r) => r.name === resource);
  if (!entry) throw new Error(`registry: unknown resource ${resource}`);
  return entry.permission;
};

// The pages that are not resources live in ./pages.ts; re-exported so callers keep one import.
export { PAGES } from './pages';

/**
 * Roles of SPEC section 6: administrator (every action), editor (a restricted custom role:
 * no profiles, no outbox) and the built-in authenticated and public roles. Grants are added on
 * every start so a new API is available to administrators at once; nothing is ever revoked here,
 * so changes made by an administrator in the Strapi panel are kept.
 */
const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

/** What every signed-in console user needs to use their own account and the shell. */
export const SELF_SERVICE_ACTIONS = [
  'api::me.me.find',
  'api::me.me.updatePreferences',
  'api::me.me.updateProfile',
  'api::me.me.changePassword',
  'api::me.me.uploadAvatar',
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.user.me',
  'api::config.config.find',
  'plugin::i18n.locales.listLocales',
  'api::statistic.statistic.create',
];

/** The publisher's website sends its visitors' page views anonymously (POST /api/statistics). */
export const PAGE_VIEW_SENDER_ACTIONS = ['api::statistic.statistic.create'];

/** A customer's vacancy admins (SPEC 6): the service checks the flag, so every signed-in account holds these. */
export const EMPLOYER_ACTIONS = ['api::vacancy.employer.*'];

/** Readers of the publisher's site: approved comments on what they may read (see src/extensions/comments). */
export const COMMENT_READER_ACTIONS = [
  'plugin::comments.client.findAllFlat',
  'plugin::comments.client.findAllInHierarchy',
];
export const COMMENT_WRITER_ACTIONS = [
  ...COMMENT_READER_ACTIONS,
  'plugin::comments.client.post',
  'plugin::comments.client.put',
  'plugin::comments.client.reportAbuse',
  'plugin::comments.client.removeComment',
];
/** Moderators also read comments as readers do (anonymous callers may, so every signed-in role may too). */
export const COMMENT_MODERATOR_ACTIONS = [
  ...COMMENT_READER_ACTIONS,
  'plugin::comments.admin.findAll',
  'plugin::comments.admin.count',
  'plugin::comments.admin.approveComment',
  'plugin::comments.admin.rejectComment',
  'plugin::comments.admin.approveMany',
  'plugin::comments.admin.rejectMany',
];

/** Saved filters on every list (SPEC section 3): each user's own, scoped by the service. */
export const SAVED_FILTER_ACTIONS = [
  'api::saved-filter.saved-filter.find',
  'api::saved-filter.saved-filter.create',
  'api::saved-filter.saved-filter.delete',
];

/** Preview and share links of content (SPEC section 9): whoever writes content may show it before it is out. */
export const CONTENT_LINK_ACTIONS = [
  'api::content-link.content-link.find',
  'api::content-link.content-link.create',
  'api::content-link.content-link.revoke',
];

/** The file manager (/files) without deleting, for the roles that already upload media (docs/files.md). */
export const FILE_MANAGER_ACTIONS = ['list', 'createFolder', 'updateFolder', 'updateFile', 'upload'].map(
  (a) => `api::file-manager.file-manager.${a}`,
);

const WRITE_NOT_DELETE = ['find', 'findOne', 'create', 'update'];
const TAXONOMIES = ['author', 'tag', 'category', 'page-category', 'dossier', 'dossier-category', 'block'];

/** The restricted editor writes content and its taxonomies but may not delete them. */
export const EDITOR_ACTIONS = [
  ...SELF_SERVICE_ACTIONS,
  'api::search.search.find',
  // Staff read the REST API's description (GET /api/openapi.json); readers and the public do not.
  'api::openapi.openapi.find',
  'api::statistic.statistic.contentReport',
  ...WRITE_NOT_DELETE.map((a) => `api::content.content.${a}`),
  'api::content.content.bulkStatus',
  'api::content.content.accessPreview',
  ...CONTENT_LINK_ACTIONS,
  // Sharing content to the site's social accounts (#23, /settings/social): whoever writes content may share it.
  'api::social-share.social-share.find',
  'api::social-share.social-share.status',
  'api::social-share.social-share.share',
  ...SAVED_FILTER_ACTIONS,
  ...TAXONOMIES.flatMap((t) => WRITE_NOT_DELETE.map((a) => `api::${t}.${t}.${a}`)),
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  ...FILE_MANAGER_ACTIONS,
  ...COMMENT_MODERATOR_ACTIONS,
  // The video meeting with support (#23): every staff member may ask for help.
  'api::meet.meet.auth',
];

/**
 * The marketing role (SPEC 6: the marketing menus show to administrators and marketing): every action of the
 * engagement APIs (`.*` stands for all of a controller's actions) and the reading their pickers need.
 */
export const MARKETING_ACTIONS = [
  ...SELF_SERVICE_ACTIONS,
  ...COMMENT_READER_ACTIONS,
  'api::search.search.find',
  // The content statistics page, in marketing's menu by SPEC 6's search permission, reads the content report.
  'api::statistic.statistic.contentReport',
  ...SAVED_FILTER_ACTIONS,
  'api::campaign.campaign.*',
  'api::campaign.statistics.*',
  'api::campaign-trigger.campaign-trigger.*',
  'api::campaign-automation.campaign-automation.*',
  'api::segment.segment.*',
  'api::email-template.email-template.*',
  'api::mail-list.mail-list.*',
  // Forms (#20): the builder and the threads (read, assign, status, reply, export, files).
  'api::form.form.*',
  'api::form-thread.form-thread.*',
  // Marketing zones (issue #20): contents, zones, zone groups, bundles, the overview and the results.
  'api::marketing-content.marketing-content.*',
  'api::marketing-zone.marketing-zone.*',
  'api::marketing-zone-group.marketing-zone-group.*',
  'api::marketing-bundle.marketing-bundle.*',
  'api::marketing.marketing.overview',
  'api::marketing.marketing.results',
  // Events and partners (issue #21): events, categories, sessions, partners and their categories.
  'api::event.event.*',
  'api::event-category.event-category.*',
  'api::event-session.event-session.*',
  'api::partner.partner.*',
  'api::partner-category.partner-category.*',
  // Tickets (#21): list, names, revoke, scan, check-in counts, door key, guest list, order PDF and re-send.
  'api::ticket.ticket.*',
  // Web push (#22): the devices, a test push and the /push overview (the public registration needs no grant).
  'api::push-subscription.push-subscription.*',
  // The video meeting with support (#23).
  'api::meet.meet.auth',
  // The export builder (#23): exports of the lists marketing reads (tickets, form submissions), polled as jobs.
  'api::export-definition.export-definition.*',
  'api::export-definition.export.*',
  'api::job.job.find',
  'api::job.job.findOne',
  ...['content', 'tag', 'category', 'profile-tag', 'newsletter', 'product'].flatMap((t) => [
    `api::${t}.${t}.find`,
    `api::${t}.${t}.findOne`,
  ]),
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  ...FILE_MANAGER_ACTIONS,
];

export const ROLE_DEFINITIONS = [
  {
    type: 'administrator',
    name: 'Administrator',
    description: 'Every action in the back office.',
    actions: 'all' as const,
  },
  {
    type: 'editor',
    name: 'Editor',
    description: 'Restricted editor: content areas, no profiles or system logs.',
    actions: EDITOR_ACTIONS,
  },
  {
    type: 'marketing',
    name: 'Marketing',
    description: 'Engagement and marketing: campaigns, segments, lists, e-mail templates and marketing zones.',
    actions: MARKETING_ACTIONS,
  },
  {
    type: 'authenticated',
    name: 'Authenticated',
    description: 'Default role given to authenticated user.',
    actions: [...SELF_SERVICE_ACTIONS, ...COMMENT_WRITER_ACTIONS, ...EMPLOYER_ACTIONS],
  },
  {
    type: 'public',
    name: 'Public',
    description: 'Default role given to unauthenticated user.',
    actions: [...COMMENT_READER_ACTIONS, ...PAGE_VIEW_SENDER_ACTIONS],
  },
];

export function allContentApiActions(strapi): string[] {
  const map = strapi.plugin('users-permissions').service('users-permissions').getActions();
  const actions: string[] = [];
  for (const [prefix, { controllers }] of Object.entries<any>(map)) {
    for (const [controller, handlers] of Object.entries<any>(controllers)) {
      for (const handler of Object.keys(handlers)) actions.push(`${prefix}.${controller}.${handler}`);
    }
  }
  return actions;
}

/** The listed actions that exist; `prefix.*` stands for every existing action of that controller. */
export const expandActions = (listed: readonly string[], every: readonly string[]): string[] =>
  listed.flatMap((action) =>
    action.endsWith('.*')
      ? every.filter((one) => one.startsWith(action.slice(0, -1)))
      : every.includes(action)
        ? [action]
        : [],
  );

export async function ensureRoles(strapi) {
  const every = allContentApiActions(strapi);
  const ids: Record<string, number> = {};
  for (const definition of ROLE_DEFINITIONS) {
    let role = await strapi.db.query(ROLE).findOne({ where: { type: definition.type } });
    role ??= await strapi.db.query(ROLE).create({
      data: { type: definition.type, name: definition.name, description: definition.description },
    });
    ids[definition.type] = role.id;
    const wanted = definition.actions === 'all' ? every : expandActions(definition.actions, every);
    const existing = new Set(
      (await strapi.db.query(PERMISSION).findMany({ where: { role: role.id }, select: ['action'] })).map(
        (p) => p.action,
      ),
    );
    const missing = wanted.filter((action) => !existing.has(action));
    for (const action of missing) await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }
  return ids;
}

/** Pages that are not resources, with the permission their route guard and menu item need. */
export const PAGES = {
  // SPEC section 6: statistics pages need the search permission.
  contentStatistics: { route: '/content/statistics', permission: 'api::search.search.find' },
  // The sales dashboard; /sales shows the same page.
  salesOverview: { route: '/sales/overview', permission: 'api::order.order.revenue' },
  // Engagement: the overview (what sends, what is scheduled, last results) and the statistics of all campaigns.
  mailOverview: { route: '/mail', permission: 'api::campaign.campaign.find' },
  mailStatistics: { route: '/mail/statistics', permission: 'api::campaign.statistics.read' },
  // Marketing zones: what runs where now, and the results.
  marketingOverview: { route: '/marketing', permission: 'api::marketing.marketing.overview' },
  // Tickets (#21): the check-in screen at the door.
  eventsCheckIn: { route: '/events/check-in', permission: 'api::ticket.ticket.scan' },
  // Settings (#23): the overview (every signed-in user reads the configuration; its cards follow the permissions),
  // the general settings (SPEC 6: api::config.config.update) and the social accounts and sharing.
  settingsOverview: { route: '/settings', permission: 'api::config.config.find' },
  settingsGeneral: { route: '/settings/general', permission: 'api::config.config.update' },
  // The tag manager (docs/tags.md): content tags and profile tags of each kind, administrators.
  settingsTags: { route: '/settings/tags', permission: 'api::tag-manager.tag-manager.find' },
  settingsSocial: { route: '/settings/social', permission: 'api::social-share.social-share.find' },
  // System e-mails (docs/system-emails.md): administrators change the texts of the mails the product sends.
  settingsEmails: { route: '/settings/emails', permission: 'api::system-email.system-email.find' },
  // SPEC 6: the meet item needs api::meet.meet.auth (left out of /api/me without a meeting server, docs/meet.md).
  meet: { route: '/meet', permission: 'api::meet.meet.auth' },
  // The export builder (#23, docs/exports.md): from each list's "Export…" button and the profile menu.
  exports: { route: '/exports', permission: 'api::export-definition.export.start' },
} as const;

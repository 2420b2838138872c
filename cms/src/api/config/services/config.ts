import { factories } from '@strapi/strapi';
import { ENGAGEMENT_SETTINGS_DEFAULTS, type EngagementSettings } from '@newsroom/config';

export const CONFIG_DEFAULTS = {
  global: { siteName: 'Newsroom', frontendURI: 'http://localhost:3000', hasCurrentInstall: true, domains: [] },
  content: { resizeWidth: 1200, resizeHeight: 675, publishReactions: false, addHighlightedCategoryToDefault: false },
  pages: {
    editor: 'blocks',
    fonts: [{ label: 'Arial', value: 'Arial, Helvetica, sans-serif' }],
    bodyValues: {
      backgroundColor: '#ffffff',
      contentWidth: '700px',
      fontFamily: { label: 'Arial', value: 'Arial, Helvetica, sans-serif' },
    },
  },
  social: { contentPath: '/artikel', vacancyPath: '/vacature' },
  sales: { orderSerialLength: 6, orderStartWithSerial: 1 },
  engagement: ENGAGEMENT_SETTINGS_DEFAULTS,
  engagementEditorSettings: null,
};

export default factories.createCoreService('api::config.config', ({ strapi }) => ({
  /** Creates the single configuration document with the defaults when it does not exist yet. */
  async ensureDefaults() {
    const existing = await strapi.documents('api::config.config').findFirst();
    if (!existing) await strapi.documents('api::config.config').create({ data: CONFIG_DEFAULTS as any });
  },

  /** The engagement settings (sender domains, rate, limits) merged over their defaults. */
  async engagementSettings(): Promise<EngagementSettings> {
    const stored = await strapi.documents('api::config.config').findFirst({ populate: ['engagement'] } as any);
    const own = Object.fromEntries(
      Object.entries((stored as any)?.engagement ?? {}).filter(
        ([key, value]) => key !== 'id' && value !== null && value !== undefined,
      ),
    );
    const settings = { ...ENGAGEMENT_SETTINGS_DEFAULTS, ...own } as EngagementSettings;
    settings.senderDomains = Array.isArray(settings.senderDomains)
      ? settings.senderDomains.map((domain) => String(domain).trim().toLowerCase()).filter(Boolean)
      : [];
    return settings;
  },
}));

import { factories } from '@strapi/strapi';

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
  engagementEditorSettings: null,
};

export default factories.createCoreService('api::config.config', ({ strapi }) => ({
  /** Creates the single configuration document with the defaults when it does not exist yet. */
  async ensureDefaults() {
    const existing = await strapi.documents('api::config.config').findFirst();
    if (!existing) await strapi.documents('api::config.config').create({ data: CONFIG_DEFAULTS as any });
  },
}));

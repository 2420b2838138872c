import { factories } from '@strapi/strapi';
import {
  ENGAGEMENT_SETTINGS_DEFAULTS,
  SITE_COMPONENTS,
  SITE_CONFIG_DEFAULTS,
  mergedSiteConfig,
  siteConfigFailures,
  storedFields,
  type EngagementSettings,
  type SiteSettings,
} from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import type { Row } from '../../../strapi-types';

const UID = 'api::config.config';

/** What the first start stores: SPEC 3's defaults, the editor settings left to their defaults (null). */
export const CONFIG_DEFAULTS = { ...SITE_CONFIG_DEFAULTS, engagementEditorSettings: null };

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Objects merged key by key (a partial change of the editor settings keeps the rest); other values replace. */
function deepMerge(base: unknown, over: unknown): unknown {
  if (!isObject(over)) return over;
  const out: Record<string, unknown> = isObject(base) ? { ...base } : {};
  for (const [key, value] of Object.entries(over)) out[key] = deepMerge(out[key], value);
  return out;
}

export default factories.createCoreService(UID, ({ strapi }) => {
  /** Every component section, also those other areas add (the log's retention): all are read and merged alike. */
  const components = (): string[] =>
    Object.entries(strapi.getModel(UID).attributes)
      .filter(([, attribute]) => (attribute as { type?: string }).type === 'component')
      .map(([name]) => name);

  return {
    /** Creates the single configuration document with the defaults when it does not exist yet. */
    async ensureDefaults() {
      const existing = await strapi.documents(UID).findFirst();
      if (!existing) await strapi.documents(UID).create({ data: CONFIG_DEFAULTS as any });
    },

    /** The stored row with every section (null when the first start has not made it yet). */
    async stored(): Promise<Row | null> {
      return strapi.db.query(UID).findOne({ populate: components() });
    },

    /** The configuration as it applies (stored over SPEC 3's defaults): what GET /api/config answers. */
    async merged(): Promise<SiteSettings & { documentId?: string }> {
      const stored = await this.stored();
      const others = components().filter((name) => !(SITE_COMPONENTS as readonly string[]).includes(name));
      return {
        ...(stored?.documentId ? { documentId: stored.documentId } : {}),
        ...Object.fromEntries(others.map((name) => [name, storedFields(stored?.[name])])),
        ...mergedSiteConfig(stored),
      };
    },

    /**
     * Every write (REST, GraphQL, scripts): a section sent is merged over the stored one, so a partial change keeps
     * the other fields and sections; the result is checked by the shared rules (400 with `details.errors`).
     * A null field goes back to its default; an empty string clears a text.
     */
    async prepareWrite(data: Row): Promise<Row> {
      const input: Row = { ...(data ?? {}) };
      const stored = (await this.stored()) ?? {};
      const sent = new Set<string>();
      for (const section of components()) {
        if (!(section in input) || input[section] === null) continue;
        if (!isObject(input[section])) refuseFields([{ path: [section], code: 'bodyValues' }]);
        sent.add(section);
        // A null field goes back to its default (the merged view shows the default under a null).
        const { id: _id, ...sentFields } = input[section] as Row;
        input[section] = { ...storedFields(stored[section]), ...sentFields };
        if (section === 'engagement' && Array.isArray(input.engagement.senderDomains))
          input.engagement.senderDomains = input.engagement.senderDomains.map((d: unknown) =>
            String(d).trim().toLowerCase(),
          );
      }
      if (isObject(input.engagementEditorSettings)) {
        sent.add('engagementEditorSettings');
        input.engagementEditorSettings = deepMerge(
          stored.engagementEditorSettings ?? {},
          input.engagementEditorSettings,
        );
      }
      // The rules see each sent section as it will apply (defaults under it); unsent sections are not judged again.
      const applied = mergedSiteConfig({ ...stored, ...input });
      const failures = siteConfigFailures(
        Object.fromEntries([...sent].map((section) => [section, applied[section as keyof SiteSettings]])),
      ).filter((failure) => sent.has(String(failure.path[0])));
      if (failures.length) refuseFields(failures);
      return input;
    },

    /** The engagement settings (sender domains, rate, limits) merged over their defaults. */
    async engagementSettings(): Promise<EngagementSettings> {
      const stored = await strapi.db.query(UID).findOne({ populate: ['engagement'] });
      const settings = { ...ENGAGEMENT_SETTINGS_DEFAULTS, ...storedFields(stored?.engagement) } as EngagementSettings;
      settings.senderDomains = Array.isArray(settings.senderDomains)
        ? settings.senderDomains.map((domain) => String(domain).trim().toLowerCase()).filter(Boolean)
        : [];
      return settings;
    },
  };
});

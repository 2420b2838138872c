import type { EngagementSettings } from '@newsroom/config';
import { useSite } from '@/providers/SiteContext';

/** The age (days) after which a completed campaign is legacy; the default until the configuration is read. */
export const useLegacyAfterDays = (): number | undefined =>
  (useSite().config as { engagement?: Partial<EngagementSettings> } | undefined)?.engagement?.legacyAfterDays;

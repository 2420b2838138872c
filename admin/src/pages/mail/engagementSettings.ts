import {
  EMAIL_RE,
  ENGAGEMENT_SETTINGS_DEFAULTS,
  MAX_MESSAGES_PER_SECOND,
  type EngagementSettings,
} from '@newsroom/config';

/** The settings as the dialog edits them: the domains one per line, numbers as typed. */
export type SettingsDraft = Omit<EngagementSettings, 'senderDomains'> & { senderDomains: string };

export const NUMBER_FIELDS = [
  'messagesPerSecond',
  'maxSegments',
  'maxLists',
  'legacyAfterDays',
  'autoPauseAfterErrors',
  'softBounceLimit',
  'frequencyCapMessages',
  'frequencyCapDays',
] as const;

/** The fields that may be 0 (the frequency cap: 0 = no cap). */
const ZERO_ALLOWED: readonly string[] = ['frequencyCapMessages'];

const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;

export const draftOf = (stored: Partial<EngagementSettings> | undefined): SettingsDraft => {
  const merged = {
    ...ENGAGEMENT_SETTINGS_DEFAULTS,
    ...Object.fromEntries(Object.entries(stored ?? {}).filter(([, v]) => v !== null && v !== undefined)),
  };
  return { ...merged, senderDomains: (merged.senderDomains ?? []).join('\n') } as SettingsDraft;
};

export const domainsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);

/** What is wrong, field → catalog key; empty when the draft may be saved. */
export function settingsProblems(draft: SettingsDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const domains = domainsOf(draft.senderDomains);
  if (domains.some((d) => !DOMAIN_RE.test(d))) problems.senderDomains = 'app.engagement_settings.bad_domain';
  const from = draft.defaultFromEmail.trim().toLowerCase();
  if (from && !EMAIL_RE.test(from)) problems.defaultFromEmail = 'app.engagement_settings.bad_email';
  // SPEC 5: a sender address must end with an approved domain; the default one too.
  else if (from && !domains.some((d) => from.endsWith(`@${d}`)))
    problems.defaultFromEmail = 'app.engagement_settings.not_approved';
  for (const key of NUMBER_FIELDS) {
    const value = Number(draft[key]);
    const max =
      key === 'messagesPerSecond'
        ? MAX_MESSAGES_PER_SECOND
        : key === 'frequencyCapDays'
          ? 365
          : key === 'frequencyCapMessages'
            ? 1000
            : 100_000;
    const min = ZERO_ALLOWED.includes(key) ? 0 : 1;
    if (!Number.isInteger(value) || value < min || value > max)
      problems[key] = min === 0 ? 'app.engagement_settings.bad_number_zero' : 'app.engagement_settings.bad_number';
  }
  return problems;
}

/** The payload of the configuration's `engagement` component. */
export const payloadOf = (draft: SettingsDraft): EngagementSettings => ({
  ...draft,
  senderDomains: domainsOf(draft.senderDomains),
  defaultFromName: draft.defaultFromName.trim(),
  defaultFromEmail: draft.defaultFromEmail.trim().toLowerCase(),
  ...Object.fromEntries(NUMBER_FIELDS.map((key) => [key, Number(draft[key])])),
});

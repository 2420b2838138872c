import { describe, expect, it } from 'vitest';
import { draftOf, payloadOf, settingsProblems } from './engagementSettings';

describe('engagement settings draft', () => {
  it('starts from the stored settings over the defaults, domains one per line', () => {
    const draft = draftOf({ senderDomains: ['krant.nl', 'nieuws.krant.nl'], messagesPerSecond: 50 });
    expect(draft.senderDomains).toBe('krant.nl\nnieuws.krant.nl');
    expect(draft.messagesPerSecond).toBe(50);
    expect(draft.softBounceLimit).toBe(3);
  });

  it('refuses a bad domain, a default sender outside the approved domains and numbers below 1', () => {
    const draft = {
      ...draftOf(undefined),
      senderDomains: 'krant.nl\nniet een domein',
      defaultFromEmail: 'x@elders.com',
    };
    expect(settingsProblems(draft)).toMatchObject({
      senderDomains: 'app.engagement_settings.bad_domain',
      defaultFromEmail: 'app.engagement_settings.not_approved',
    });
    expect(settingsProblems({ ...draftOf(undefined), legacyAfterDays: 0 })).toEqual({
      legacyAfterDays: 'app.engagement_settings.bad_number',
    });
  });

  it('takes a frequency cap of 0 (no cap) but not below, and a window of 1 to 365 days', () => {
    expect(draftOf(undefined)).toMatchObject({ frequencyCapMessages: 0, frequencyCapDays: 7 });
    expect(settingsProblems({ ...draftOf(undefined), frequencyCapMessages: 0 })).toEqual({});
    expect(settingsProblems({ ...draftOf(undefined), frequencyCapMessages: -1, frequencyCapDays: 400 })).toEqual({
      frequencyCapMessages: 'app.engagement_settings.bad_number_zero',
      frequencyCapDays: 'app.engagement_settings.bad_number',
    });
  });

  it('saves domains as a lower-cased list and numbers as numbers', () => {
    const draft = {
      ...draftOf(undefined),
      senderDomains: 'Krant.NL, @nieuws.krant.nl',
      defaultFromEmail: ' Redactie@Krant.nl ',
      messagesPerSecond: '40' as unknown as number,
    };
    expect(settingsProblems(draft)).toEqual({});
    expect(payloadOf(draft)).toMatchObject({
      senderDomains: ['krant.nl', 'nieuws.krant.nl'],
      defaultFromEmail: 'redactie@krant.nl',
      messagesPerSecond: 40,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { canRead, type Reader } from '../src/api/content/services/access';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

const readers: Record<string, Reader> = {
  anonymous: { signedIn: false },
  account: { signedIn: true, profileType: 'ACCOUNT', tags: [] },
  tagged: { signedIn: true, profileType: 'ACCOUNT', tags: ['premium'] },
  subscriber: { signedIn: true, profileType: 'SUBSCRIBER', tags: [] },
  customer: { signedIn: true, profileType: 'CUSTOMER', tags: [] },
  leadJustBefore: { signedIn: true, profileType: 'LEAD', registeredAt: new Date(hoursAgo(24).getTime() + 1000) },
  leadJustAfter: { signedIn: true, profileType: 'LEAD', registeredAt: new Date(hoursAgo(24).getTime() - 1000) },
};

const rules = {
  EVERYONE: { access: 'EVERYONE' },
  USERS: { access: 'USERS' },
  TAG: { access: 'TAG', accessTag: 'premium' },
  SUBSCRIBERS: { access: 'SUBSCRIBERS' },
  LEADS_ALWAYS: { access: 'LEADS', leadAccess: 'ALWAYS' },
  LEADS_24H: { access: 'LEADS', leadAccess: 'HOURS', leadAccessHours: 24 },
};

// rule → reader → allowed
const expected: Record<keyof typeof rules, Record<keyof typeof readers, boolean>> = {
  EVERYONE: {
    anonymous: true,
    account: true,
    tagged: true,
    subscriber: true,
    customer: true,
    leadJustBefore: true,
    leadJustAfter: true,
  },
  USERS: {
    anonymous: false,
    account: true,
    tagged: true,
    subscriber: true,
    customer: true,
    leadJustBefore: true,
    leadJustAfter: true,
  },
  TAG: {
    anonymous: false,
    account: false,
    tagged: true,
    subscriber: false,
    customer: false,
    leadJustBefore: false,
    leadJustAfter: false,
  },
  SUBSCRIBERS: {
    anonymous: false,
    account: false,
    tagged: false,
    subscriber: true,
    customer: false,
    leadJustBefore: false,
    leadJustAfter: false,
  },
  LEADS_ALWAYS: {
    anonymous: false,
    account: false,
    tagged: false,
    subscriber: true,
    customer: false,
    leadJustBefore: true,
    leadJustAfter: true,
  },
  LEADS_24H: {
    anonymous: false,
    account: false,
    tagged: false,
    subscriber: true,
    customer: false,
    leadJustBefore: true,
    leadJustAfter: false,
  },
};

describe('content access: every rule against every reader kind', () => {
  for (const [ruleName, rule] of Object.entries(rules)) {
    for (const [readerName, reader] of Object.entries(readers)) {
      const allowed = expected[ruleName][readerName];
      it(`${ruleName} ${allowed ? 'lets' : 'refuses'} ${readerName}`, () => {
        const verdict = canRead(rule, reader, now);
        expect(verdict.allowed).toBe(allowed);
        expect(verdict.reason).toEqual(expect.any(String));
      });
    }
  }

  it("matches the item's tag with the slugs of the profile's ACCESS tags, ignoring case", () => {
    expect(canRead({ access: 'TAG', accessTag: ' Premium ' }, readers.tagged, now)).toEqual({
      allowed: true,
      reason: 'has_tag',
    });
    expect(canRead({ access: 'TAG', accessTag: 'premium-plus' }, readers.tagged, now)).toEqual({
      allowed: false,
      reason: 'tag_required',
    });
  });

  it('explains a refusal to a reader who is not signed in', () => {
    expect(canRead(rules.SUBSCRIBERS, readers.anonymous, now).reason).toBe('sign_in_required');
    expect(canRead(rules.LEADS_24H, readers.leadJustAfter, now).reason).toBe('lead_access_expired');
  });
});

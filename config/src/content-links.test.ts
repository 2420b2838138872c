import { describe, expect, it } from 'vitest';
import { contentLinkExpiresAt, isShareLinkExpiry, SHARE_LINK_EXPIRIES } from './content-links';

const now = new Date('2026-03-01T12:00:00Z');
const hoursAfter = (date: Date | null) => (date ? (date.getTime() - now.getTime()) / 3_600_000 : null);

describe('content link expiry', () => {
  it('ends a preview after 7 days whatever is asked', () => {
    expect(hoursAfter(contentLinkExpiresAt('PREVIEW', undefined, now))).toBe(7 * 24);
    expect(hoursAfter(contentLinkExpiresAt('PREVIEW', 'UNLIMITED', now))).toBe(7 * 24);
  });

  it('ends a share link after the chosen SPEC section 9 expiry, or never', () => {
    expect(SHARE_LINK_EXPIRIES).toEqual(['UNLIMITED', '1Y', '30D', '7D', '1D', '12H']);
    const hours = SHARE_LINK_EXPIRIES.map((expiry) => hoursAfter(contentLinkExpiresAt('SHARE', expiry, now)));
    expect(hours).toEqual([null, 365 * 24, 30 * 24, 7 * 24, 24, 12]);
  });

  it('knows the choices', () => {
    expect(isShareLinkExpiry('30D')).toBe(true);
    expect(isShareLinkExpiry('2D')).toBe(false);
    expect(isShareLinkExpiry(null)).toBe(false);
  });
});

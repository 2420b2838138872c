// Telling people's opens and clicks from machines' (pure rules of cms/src/api/engagement-tracking/classify.ts).
import { describe, expect, it } from 'vitest';
import { classifyClick, classifyOpen } from '../src/api/engagement-tracking/classify';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const GMAIL_PROXY = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
const at = new Date('2026-11-25T10:00:00Z');
const minutesBefore = (m: number) => new Date(at.getTime() - m * 60_000);

describe('opens', () => {
  it('counts a mail client a minute after delivery, and the Gmail image proxy, as people', () => {
    expect(classifyOpen({ userAgent: SAFARI, ip: '203.0.113.9', sentAt: minutesBefore(1), at }).machine).toBe(false);
    expect(classifyOpen({ userAgent: GMAIL_PROXY, ip: '66.249.84.1', sentAt: minutesBefore(30), at }).machine).toBe(
      false,
    );
  });

  it('counts Apple Mail Privacy Protection, scanners, no user agent and opens on delivery as machines', () => {
    expect(classifyOpen({ userAgent: 'Mozilla/5.0', ip: '198.51.100.4', sentAt: minutesBefore(60), at })).toEqual({
      machine: true,
      reason: 'apple-mpp',
    });
    expect(classifyOpen({ userAgent: SAFARI, ip: '17.58.1.2', sentAt: minutesBefore(60), at }).reason).toBe(
      'apple-mpp',
    );
    expect(classifyOpen({ userAgent: 'Barracuda Sentinel (EE)', at }).reason).toBe('scanner');
    expect(classifyOpen({ userAgent: '', at }).reason).toBe('no-user-agent');
    expect(classifyOpen({ userAgent: SAFARI, sentAt: new Date(at.getTime() - 3000), at }).reason).toBe('on-delivery');
    expect(classifyOpen({ userAgent: SAFARI, sentAt: at.getTime() - 3000, at }).reason).toBe('on-delivery');
  });
});

describe('clicks', () => {
  it('counts a person clicking minutes after delivery as a click', () => {
    expect(classifyClick({ userAgent: SAFARI, method: 'GET', sentAt: minutesBefore(5), at }).machine).toBe(false);
  });

  it('counts link scanners, HEAD requests and clicks on delivery as scanner clicks', () => {
    expect(classifyClick({ userAgent: 'Microsoft Office SafeLinks', method: 'GET', at }).reason).toBe('scanner');
    expect(classifyClick({ userAgent: 'python-requests/2.31', method: 'GET', at }).reason).toBe('scanner');
    expect(classifyClick({ userAgent: SAFARI, method: 'HEAD', at }).reason).toBe('head-request');
    expect(
      classifyClick({ userAgent: SAFARI, method: 'GET', sentAt: new Date(at.getTime() - 2000).toISOString(), at })
        .reason,
    ).toBe('on-delivery');
  });
});

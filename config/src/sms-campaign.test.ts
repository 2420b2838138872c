import { describe, expect, it } from 'vitest';
import { SMS_MAX_PARTS, smsSegments, smsTextFailure } from './sms';
import { SMS_TEXT_MAX_LENGTH, isFinalSmsReport, smsCampaignFigures, smsReportStatus } from './sms-campaign';

describe('the campaign text limit', () => {
  it('is the longest text that fits in SMS_MAX_PARTS parts', () => {
    const longest = 'a'.repeat(SMS_TEXT_MAX_LENGTH);
    expect(smsSegments(longest).parts).toBe(SMS_MAX_PARTS);
    expect(smsTextFailure(longest)).toBeNull();
    expect(smsTextFailure(`${longest}a`)).toBe('sms_text_too_long');
    // UCS-2 reaches the parts limit long before the character limit.
    expect(smsTextFailure('ç'.repeat(6 * 67))).toBeNull();
    expect(smsTextFailure('ç'.repeat(6 * 67 + 1))).toBe('sms_text_too_long');
  });
});

describe('delivery reports', () => {
  it('reads the gateway’s status words, final and interim', () => {
    expect(smsReportStatus(' Delivered ')).toBe('delivered');
    expect(smsReportStatus('delivery_failed')).toBe('delivery_failed');
    expect(smsReportStatus('buffered')).toBe('buffered');
    expect(smsReportStatus('opened')).toBeNull();
    expect(smsReportStatus(7)).toBeNull();
    expect(isFinalSmsReport('expired')).toBe(true);
    expect(isFinalSmsReport('sent')).toBe(false);
    expect(isFinalSmsReport(null)).toBe(false);
  });

  it('counts what awaits a report and the delivery rate', () => {
    expect(
      smsCampaignFigures({ sent: 8, failed: 1, pending: 1, delivered: 4, undelivered: 1, stored: 1, parts: 16 }),
    ).toEqual({
      recipients: 10,
      sent: 8,
      failed: 1,
      pending: 1,
      delivered: 4,
      undelivered: 1,
      awaitingReport: 2,
      stored: 1,
      parts: 16,
      deliveryRate: 0.5,
    });
    expect(
      smsCampaignFigures({ sent: 0, failed: 0, pending: 0, delivered: 0, undelivered: 0, stored: 0, parts: 0 })
        .deliveryRate,
    ).toBe(0);
  });
});

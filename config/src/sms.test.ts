import { describe, expect, it } from 'vitest';
import {
  GSM7_BASIC,
  GSM7_EXTENSION,
  SMS_FAILURE_CODES,
  SMS_MAX_PARTS,
  e164ToMsisdn,
  isGsm7,
  isSmsOriginator,
  isStopReply,
  msisdnToE164,
  normalisePhone,
  smsSegments,
  smsTextFailure,
} from './sms';

describe('normalisePhone', () => {
  it('reads Dutch numbers in every usual notation', () => {
    for (const input of [
      '06-12345678',
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '(06) 12345678',
      '+31 6 1234 5678',
      '+31612345678',
      '+31 (0)6 1234 5678',
      '+31 06 12345678',
      '0031612345678',
      '0031 (0)6-12345678',
      ' +31-6-12345678 ',
    ])
      expect(normalisePhone(input), input).toBe('+31612345678');
    expect(normalisePhone('0201234567')).toBe('+31201234567');
    expect(normalisePhone('020-123 45 67')).toBe('+31201234567');
    expect(normalisePhone('020/1234567')).toBe('+31201234567');
    expect(normalisePhone('0800-1234')).toBe('+318001234');
  });

  it('reads other countries given with + or 00, and national numbers of the default country', () => {
    expect(normalisePhone('+32 470 12 34 56')).toBe('+32470123456');
    expect(normalisePhone('0032 470 12 34 56')).toBe('+32470123456');
    expect(normalisePhone('+49 (0)30 1234567')).toBe('+49301234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+1 (212) 555-0123')).toBe('+12125550123');
    expect(normalisePhone('+352 621 123 456')).toBe('+352621123456');
    expect(normalisePhone('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(normalisePhone('030 1234567', 'de')).toBe('+49301234567');
    expect(normalisePhone(31612345678)).toBeNull();
  });

  it('refuses letters, other signs, missing prefixes and wrong lengths', () => {
    for (const input of [
      '',
      '   ',
      'abc',
      '06-1234567a',
      'tel:+31612345678',
      '+31 6 1234 5678 ext 12',
      '06#12345678',
      '+31+612345678',
      '612345678', // no 0, no +: ambiguous
      '31612345678', // a gateway's MSISDN is read by msisdnToE164
      '06-1234567', // 8 digits after the 0
      '06-123456789', // 10
      '+31 6 1234 56789',
      '+0 123 456 789',
      '+123456', // 6 digits
      '+1234567890123456', // 16 digits
      '0000612345678',
      '0612345678'.repeat(5),
    ])
      expect(normalisePhone(input), input).toBeNull();
    expect(normalisePhone('0612345678', 'US')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
    expect(normalisePhone(undefined)).toBeNull();
    expect(normalisePhone({})).toBeNull();
  });

  it('accepts E.164 at its limits of 7 and 15 digits', () => {
    expect(normalisePhone('+683 1234')).toBe('+6831234');
    expect(normalisePhone('+123 456 789 012 345')).toBe('+123456789012345');
  });

  it('converts MSISDNs as gateways send them', () => {
    expect(msisdnToE164('31612345678')).toBe('+31612345678');
    expect(msisdnToE164(31612345678)).toBe('+31612345678');
    expect(msisdnToE164('+31612345678')).toBe('+31612345678');
    expect(msisdnToE164('0612345678')).toBe('+31612345678');
    expect(msisdnToE164('3161234567')).toBeNull();
    expect(msisdnToE164('Newsroom')).toBeNull();
    expect(e164ToMsisdn('+31612345678')).toBe('31612345678');
  });
});

describe('isSmsOriginator', () => {
  it('takes a number or 1-11 letters and digits with a letter', () => {
    expect(
      ['Newsroom', 'Krant 2026', 'A', '+31612345678', '31612345678', '3197010203040'].map(isSmsOriginator),
    ).toEqual([true, true, true, true, true, true]);
    expect(['', 'NewsroomNews', '12', ' Krant', 'Krant!', 'Kränt', null, '+0612345678'].map(isSmsOriginator)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('GSM 03.38', () => {
  it('has the 128 positions of the basic table and the 10 of the extension table', () => {
    expect([...GSM7_BASIC]).toHaveLength(128);
    expect(new Set(GSM7_BASIC).size).toBe(128);
    expect(GSM7_BASIC[0x00]).toBe('@');
    expect(GSM7_BASIC[0x02]).toBe('$');
    expect(GSM7_BASIC[0x09]).toBe('Ç');
    expect(GSM7_BASIC[0x10]).toBe('Δ');
    expect(GSM7_BASIC[0x1b]).toBe('\u001b');
    expect(GSM7_BASIC[0x24]).toBe('¤');
    expect(GSM7_BASIC[0x40]).toBe('¡');
    expect(GSM7_BASIC[0x5f]).toBe('§');
    expect(GSM7_BASIC[0x60]).toBe('¿');
    expect(GSM7_BASIC[0x7f]).toBe('à');
    expect([...GSM7_EXTENSION].sort()).toEqual(['\f', '[', '\\', ']', '^', '{', '|', '}', '~', '€'].sort());
  });

  it('tells GSM-7 texts from others', () => {
    expect(isGsm7('Hallo Ägnes, één keer @ € 5!')).toBe(true);
    for (const c of ['ç', 'á', 'ë', 'ï', 'Ş', '`', '’', '“', '\u001b', '😀', 'ł'])
      expect(isGsm7(`a${c}b`), JSON.stringify(c)).toBe(false);
  });
});

describe('smsSegments', () => {
  it('sends up to 160 GSM-7 septets in one part, then 153 a part', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', characters: 0, parts: 0, perPart: 160, remaining: 160 });
    expect(smsSegments('Hallo')).toEqual({ encoding: 'GSM-7', characters: 5, parts: 1, perPart: 160, remaining: 155 });
    expect(smsSegments('a'.repeat(160))).toMatchObject({ parts: 1, perPart: 160, remaining: 0 });
    expect(smsSegments('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      characters: 161,
      parts: 2,
      perPart: 153,
      remaining: 145,
    });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ parts: 3, remaining: 152 });
  });

  it('counts € [ ] { } ~ ^ | \\ as two septets each', () => {
    for (const c of ['€', '[', ']', '{', '}', '~', '^', '|', '\\', '\f'])
      expect(smsSegments(`a${c}`), c).toMatchObject({ encoding: 'GSM-7', characters: 3 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ characters: 160, parts: 1, remaining: 0 });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ characters: 162, parts: 2, perPart: 153 });
    // 152 septets, then an extension character: its escape and septet stay together in the next part.
    expect(smsSegments('a'.repeat(152) + '€' + 'a'.repeat(10))).toMatchObject({
      characters: 164,
      parts: 2,
      remaining: 153 - 12,
    });
  });

  it('switches the whole text to UCS-2 for one other character: 70, then 67 a part', () => {
    expect(smsSegments('Café ç')).toEqual({ encoding: 'UCS-2', characters: 6, parts: 1, perPart: 70, remaining: 64 });
    expect(smsSegments('ç'.repeat(70))).toMatchObject({ parts: 1, remaining: 0 });
    expect(smsSegments('ç'.repeat(71))).toMatchObject({ parts: 2, perPart: 67, remaining: 63 });
    expect(smsSegments('ç'.repeat(134))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsSegments('€ ç')).toMatchObject({ encoding: 'UCS-2', characters: 3 });
  });

  it('counts an emoji (a surrogate pair) as two units and never splits it', () => {
    expect(smsSegments('Hoi 😀')).toEqual({ encoding: 'UCS-2', characters: 6, parts: 1, perPart: 70, remaining: 64 });
    expect(smsSegments('😀'.repeat(35))).toMatchObject({ characters: 70, parts: 1 });
    expect(smsSegments('😀'.repeat(36))).toMatchObject({ characters: 72, parts: 2, remaining: 67 - 6 });
    // 66 units, then a pair: it does not fit in the 67th unit, so it opens part two.
    expect(smsSegments('a'.repeat(66) + '😀' + 'ç'.repeat(3))).toMatchObject({
      characters: 71,
      parts: 2,
      remaining: 67 - 5,
    });
  });

  it('refuses empty texts and texts of more than SMS_MAX_PARTS parts', () => {
    expect(SMS_MAX_PARTS).toBe(6);
    expect(smsTextFailure('')).toBe('sms_text_empty');
    expect(smsTextFailure(' \n ')).toBe('sms_text_empty');
    expect(smsTextFailure(undefined)).toBe('sms_text_empty');
    expect(smsTextFailure('a'.repeat(153 * 6))).toBeNull();
    expect(smsTextFailure('a'.repeat(153 * 6 + 1))).toBe('sms_text_too_long');
    expect(smsTextFailure('ç'.repeat(67 * 6))).toBeNull();
    expect(smsTextFailure('ç'.repeat(67 * 6 + 1))).toBe('sms_text_too_long');
    expect(SMS_FAILURE_CODES).toEqual(expect.arrayContaining(['sms_text_empty', 'sms_text_too_long', 'sms_opted_out']));
  });
});

describe('isStopReply', () => {
  it('knows the stop words in any case and spacing', () => {
    for (const text of [
      'STOP',
      'stop',
      ' Stop ',
      'Stop.',
      'STOP!',
      'stop all',
      'STOP   ALL',
      'Unsubscribe',
      'afmelden',
      'Stoppen',
      'STOP NIEUWS',
      'stop nieuws',
      'Stop\tsport',
      'ＳＴＯＰ',
    ])
      expect(isStopReply(text), text).toBe(true);
  });

  it('ignores other texts', () => {
    for (const text of [
      '',
      'STOPP',
      'stop de persen, mooi artikel',
      'please stop',
      'Niet stoppen',
      'Bedankt!',
      'STOP NIEUWS NU',
      'STOP?',
      'UNSUBSCRIBE ME',
      null,
      42,
      'stop'.padEnd(300, ' '),
    ])
      expect(isStopReply(text), String(text)).toBe(false);
  });
});

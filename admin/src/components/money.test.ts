import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from './money';

describe('money inputs in the user locale', () => {
  it('writes cents the Dutch way in nl and the English way in en', () => {
    expect(formatAmountInput(2495, 'nl')).toBe('24,95');
    expect(formatAmountInput(123450, 'nl')).toBe('1234,50');
    expect(formatAmountInput(2495, 'en')).toBe('24.95');
    expect(formatAmountInput(null, 'nl')).toBe('');
  });

  it('reads Dutch amounts, and a pasted 24.95 too', () => {
    expect(parseAmountInput('24,95', 'nl')).toBe(2495);
    expect(parseAmountInput('24.95', 'nl')).toBe(2495);
    expect(parseAmountInput('1.234,50', 'nl')).toBe(123450);
    expect(parseAmountInput('1.234', 'nl')).toBe(123400);
    expect(parseAmountInput('€ 7', 'nl')).toBe(700);
    expect(parseAmountInput('', 'nl')).toBeNull();
  });

  it('reads English amounts with commas grouping thousands', () => {
    expect(parseAmountInput('24.95', 'en')).toBe(2495);
    expect(parseAmountInput('1,234.50', 'en')).toBe(123450);
  });

  it('says NaN for what is no amount (the input refuses to save it)', () => {
    expect(parseAmountInput('twaalf', 'nl')).toBeNaN();
    expect(parseAmountInput('24,955', 'nl')).toBeNaN();
    expect(parseAmountInput('24,95', 'en')).toBeNaN();
  });
});

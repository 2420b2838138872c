import { describe, expect, it } from 'vitest';
import { creditQuantityFailure, creditableLines } from './creditLines';

describe('credit quantities', () => {
  it('take up to three decimals of what is left of a line (hours, kilos)', () => {
    const record = {
      lines: [{ description: 'Uren', unitPrice: 8333, quantity: 2.125, taxPercentage: 21 }],
      expanded: { creditNotes: [{ lines: [{ line: 0, quantity: 1.1 }] }] },
    };
    const [line] = creditableLines(record);
    expect(line.remaining).toBe(1.025);
    expect(creditQuantityFailure('1.025', line.remaining)).toBeNull();
    expect(creditQuantityFailure('0.0005', line.remaining)).toEqual({ code: 'decimals', params: { max: 3 } });
    expect(creditQuantityFailure('1.5', line.remaining)).toEqual({ code: 'maxValue', params: { max: 1.025 } });
    expect(creditQuantityFailure('x', line.remaining)).toEqual({ code: 'numeric' });
  });
});

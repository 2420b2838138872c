import { describe, expect, it } from 'vitest';
import { translatedChoices } from './translatedChoices';

describe('translatedChoices', () => {
  it('names every id by its catalog key under the prefix, in the order given', () => {
    expect(translatedChoices('app.orders.types', ['TICKET', 'PRODUCT'])).toEqual([
      { id: 'TICKET', name: 'app.orders.types.TICKET' },
      { id: 'PRODUCT', name: 'app.orders.types.PRODUCT' },
    ]);
  });
});

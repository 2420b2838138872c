import { describe, expect, it } from 'vitest';
import { CMS_HEAP_FLAGS, cmsNodeOptions } from './node-options.mjs';

describe('CMS node options', () => {
  it('adds the young-generation size to what NODE_OPTIONS holds, unless it sets one itself', () => {
    expect(cmsNodeOptions('')).toBe(CMS_HEAP_FLAGS);
    expect(cmsNodeOptions('--enable-source-maps')).toBe(`--enable-source-maps ${CMS_HEAP_FLAGS}`);
    expect(cmsNodeOptions('--max-semi-space-size=16')).toBe('--max-semi-space-size=16');
  });
});

import { describe, expect, it } from 'vitest';
import { LAYOUT_DEFAULTS, LAYOUT_RESET, invalidPreferenceKeys, sanitizePreferences } from './layout';
import { SESSION_LIFETIME_MS } from './limits';

describe('layout preferences', () => {
  it('new users start vertical, fluid, dark sidebar, default size, fixed, dark topbar (section 9)', () => {
    expect(LAYOUT_DEFAULTS).toEqual({
      layoutType: 'vertical',
      layoutWidth: 'fluid',
      leftSidebarType: 'dark',
      leftSidebarSize: 'default',
      menuPosition: 'fixed',
      topbar: 'dark',
      checked: false,
    });
  });

  it('reset gives horizontal, fluid, fixed, light sidebar, default size, dark topbar (section 2)', () => {
    expect(LAYOUT_RESET).toMatchObject({
      layoutType: 'horizontal',
      layoutWidth: 'fluid',
      menuPosition: 'fixed',
      leftSidebarType: 'light',
      leftSidebarSize: 'default',
      topbar: 'dark',
    });
  });

  it('keeps only known keys with allowed values', () => {
    expect(sanitizePreferences({ layoutType: 'two-column', topbar: 'pink', role: 'admin', checked: true })).toEqual({
      layoutType: 'two-column',
      checked: true,
    });
    expect(invalidPreferenceKeys({ layoutType: 'two-column', topbar: 'pink', role: 'admin' })).toEqual([
      'topbar',
      'role',
    ]);
    expect(sanitizePreferences(null)).toEqual({});
  });
});

describe('session lifetime', () => {
  it('is 26784e5 ms, 31 days', () => {
    expect(SESSION_LIFETIME_MS / 86_400_000).toBe(31);
  });
});

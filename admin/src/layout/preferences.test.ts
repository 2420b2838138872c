import { LAYOUT_DEFAULTS, LAYOUT_RESET } from '@newsroom/config';
import { describe, expect, it } from 'vitest';
import { fromStored, hasSidebar, layoutFromQuery, preferencesReducer } from './preferences';

describe('layout preference reducer', () => {
  it('loads stored preferences over the defaults and drops unknown values', () => {
    const state = preferencesReducer(LAYOUT_DEFAULTS, {
      type: 'load',
      preferences: { layoutType: 'detached', topbar: 'purple', extra: 1 },
    });
    expect(state).toEqual({ ...LAYOUT_DEFAULTS, layoutType: 'detached' });
  });

  it('starts a new user on vertical, fluid, dark sidebar, default size, fixed, dark topbar', () => {
    expect(fromStored(null)).toMatchObject({
      layoutType: 'vertical',
      layoutWidth: 'fluid',
      leftSidebarType: 'dark',
      leftSidebarSize: 'default',
      menuPosition: 'fixed',
      topbar: 'dark',
    });
  });

  it('applies a change at once and keeps the rest', () => {
    const state = preferencesReducer(LAYOUT_DEFAULTS, { type: 'apply', changes: { layoutWidth: 'boxed' } });
    expect(state).toEqual({ ...LAYOUT_DEFAULTS, layoutWidth: 'boxed' });
    expect(preferencesReducer(state, { type: 'apply', changes: { leftSidebarSize: 'huge' as never } })).toEqual(state);
  });

  it('resets to horizontal, fluid, fixed, light sidebar, default size, dark topbar', () => {
    const changed = {
      ...LAYOUT_DEFAULTS,
      layoutType: 'two-column',
      topbar: 'light',
      leftSidebarSize: 'compact',
    } as const;
    const state = preferencesReducer(changed, { type: 'reset' });
    expect(state).toEqual(LAYOUT_RESET);
    expect(state).toMatchObject({
      layoutType: 'horizontal',
      layoutWidth: 'fluid',
      menuPosition: 'fixed',
      leftSidebarType: 'light',
      leftSidebarSize: 'default',
      topbar: 'dark',
    });
  });

  it('the menu toggle switches between condensed and default', () => {
    const condensed = preferencesReducer(LAYOUT_DEFAULTS, { type: 'toggleCondensed' });
    expect(condensed.leftSidebarSize).toBe('condensed');
    expect(preferencesReducer(condensed, { type: 'toggleCondensed' }).leftSidebarSize).toBe('default');
    const compact = { ...LAYOUT_DEFAULTS, leftSidebarSize: 'compact' } as const;
    expect(preferencesReducer(compact, { type: 'toggleCondensed' }).leftSidebarSize).toBe('condensed');
  });

  it('reads ?layout= and only accepts known layouts', () => {
    expect(layoutFromQuery('?layout=two-column')).toBe('two-column');
    expect(layoutFromQuery('?q=x&layout=horizontal')).toBe('horizontal');
    expect(layoutFromQuery('?layout=diagonal')).toBeUndefined();
    expect(layoutFromQuery('')).toBeUndefined();
    expect(hasSidebar({ ...LAYOUT_DEFAULTS, layoutType: 'horizontal' })).toBe(false);
  });
});

import { SITE_CONFIG_DEFAULTS } from '@newsroom/config';
import { describe, expect, it } from 'vitest';
import { FIELDS, draftOf, effectsOf, payloadOf, problemsOf } from './generalSettings';

describe('general settings form', () => {
  it('reads every field from the merged configuration and writes the same sections back', () => {
    const draft = draftOf({
      global: { siteName: 'De Krant', frontendURI: 'https://krant.nl', domains: ['krant.nl'] },
    } as never);
    expect(draft['global.siteName']).toBe('De Krant');
    expect(draft['global.domains']).toBe('krant.nl');
    expect(draft['engagementEditorSettings.bodyValues.backgroundColor']).toBe('#e7e7e7');
    expect(draft['pages.fonts']).toBe('Arial = Arial, Helvetica, sans-serif');
    const payload = payloadOf(draft) as Record<string, any>;
    expect(Object.keys(payload)).toEqual(['global', 'content', 'pages', 'social', 'sales', 'engagementEditorSettings']);
    expect(payload.sales).toEqual({ orderSerialLength: 6, orderStartWithSerial: 1 });
    expect(payload.pages.fonts).toEqual(SITE_CONFIG_DEFAULTS.pages.fonts);
    expect(payload.engagementEditorSettings.borderRadius).toBe(4);
    expect(problemsOf(draft)).toEqual({});
    expect(FIELDS.length).toBeGreaterThan(30);
  });

  it('flags what the shared rules refuse, by field path', () => {
    const draft = {
      ...draftOf(undefined),
      'global.frontendURI': 'geen adres',
      'content.coverRemovalDays': '-1',
      'sales.orderSerialLength': '2',
      'sales.orderStartWithSerial': '100',
      'pages.fonts': '',
      'engagementEditorSettings.border.top': '1px wavy red',
    };
    expect(problemsOf(draft)).toMatchObject({
      'global.frontendURI': { code: 'url' },
      'content.coverRemovalDays': { code: 'minValue' },
      'sales.orderStartWithSerial': { code: 'serialCapacity', params: { max: 99 } },
      'pages.fonts': { code: 'fonts' },
      'engagementEditorSettings.border.top': { code: 'cssBorder' },
    });
  });

  it('shows what the settings do: cover size, first order number, article link', () => {
    const draft = {
      ...draftOf(undefined),
      'content.resizeWidth': '800',
      'sales.orderSerialLength': '8',
      'content.coverRemovalDays': '30',
    };
    expect(effectsOf(draft)).toEqual({
      cover: { width: '800', height: '675' },
      coverDays: 30,
      orderNumber: '00000001',
      articleLink: 'http://localhost:3000/artikel/voorbeeld-artikel',
    });
  });
});

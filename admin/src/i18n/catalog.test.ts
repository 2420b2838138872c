import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { AREAS, catalogOf, type AreaCatalog } from './catalog';

const PARTS: (keyof AreaCatalog)[] = ['menu', 'resources', 'screens', 'validation', 'errorCodes', 'errorNames'];
const files = import.meta.glob<Record<string, unknown>>(['./en/*.ts', './nl/*.ts'], { eager: true });

describe('catalogOf', () => {
  it('lists every module that adds an area, so none is left out of a catalog', () => {
    const areaFiles = Object.entries(files)
      .filter(([, exports]) => PARTS.some((part) => part in exports))
      .map(([file]) => file.replace(/^\.\/(en|nl)\/|\.ts$/g, ''));
    expect([...new Set(areaFiles)].sort()).toEqual([...AREAS].sort());
  });

  it("puts each part of an area where react-admin and the screens look for it, over the shell's own", () => {
    const english = Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith('./en/')));
    const en = catalogOf('en', englishMessages, english) as Record<string, any>;
    expect(en.ra.action.save).toBe('Save');
    expect(en.app.menu.comments).toBe('Comments');
    expect(en.app.menu.home).toBe('Home');
    expect(en.resources['sales/invoices'].name).toMatch(/^Invoice/);
    expect(en.app.validation.codes.atLeastOneLine).toBe('An order needs at least one product');
    expect(en.app.validation.codes.required).toBe('Required');
    expect(en.app.errors.codes.content_link_limit).toMatch(/revoke one first/);
    expect(en.app.errors.codes.channel_frozen).toMatch(/^This channel has issued invoices/);
    expect(en.app.errors.names).toEqual(files['./en/errorCodes.ts'].errorNames);
    expect(en.app.content_links.title).toBe('Preview & share');
    expect(en.app.sales_dashboard.title).toBe('Sales overview');
  });
});

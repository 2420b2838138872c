import { describe, expect, it } from 'vitest';
import { check, kindsOfAllowedTypes, storedFits, textFailure, USES } from '../src/services/upload-policy';

const file = (content: Buffer | string, name: string) => ({
  buffer: Buffer.isBuffer(content) ? content : Buffer.from(content, 'latin1'),
  originalFilename: name,
});
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error) => error.details?.code,
  );

describe('upload policy', () => {
  it('takes Word 97-2003 by its OLE2 container for a CV and stores its own MIME type', async () => {
    expect(await check(file(CFB, 'cv.doc'), 'cv')).toEqual({ mime: 'application/msword', ext: 'doc' });
    expect(await refusal(check(file(CFB, 'sheet.xls'), 'cv'))).toBe('file_type_not_allowed');
    expect(await check(file(CFB, 'sheet.xls'), 'media')).toEqual({ mime: 'application/vnd.ms-excel', ext: 'xls' });
  });

  it('reads CSV as text in UTF-8, Windows-1252 and UTF-16 with BOM, but not markup or binary', async () => {
    expect(await check(file('naam;plaats\nJosé;Zaandam\n', 'a.csv'), 'import')).toEqual({
      mime: 'text/csv',
      ext: 'csv',
    });
    expect(await check(file(Buffer.from('naam;plaats\nJos\xe9;Zaandam\n', 'latin1'), 'a.csv'), 'import')).toMatchObject(
      { ext: 'csv' },
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('naam;plaats\n', 'utf16le')]);
    expect(await check(file(utf16, 'a.csv'), 'import')).toMatchObject({ ext: 'csv' });
    expect(textFailure(Buffer.from('  <!DOCTYPE html><p>x'))).toBe('markup');
    expect(textFailure(Buffer.from('a;b\n"<img src=x onerror=alert(1)>";c'))).toBeNull();
    expect(textFailure(Buffer.from('a;b\n<script>alert(1)</script>'))).toBe('markup');
    expect(textFailure(Buffer.from([0x61, 0x00, 0x62]))).toBe('binary');
    expect(await refusal(check(file('', 'a.csv'), 'import'))).toBe('file_type_not_allowed');
  });

  it('refuses SVG even without script, for every use', async () => {
    for (const use of Object.keys(USES) as (keyof typeof USES)[]) {
      expect(await refusal(check(file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg'), use))).toBe(
        'file_type_not_allowed',
      );
    }
  });

  it("judges a stored file against a media field's allowedTypes", () => {
    expect(storedFits({ mime: 'image/png', ext: '.png' }, kindsOfAllowedTypes(['images']))).toBe(true);
    expect(storedFits({ mime: 'application/pdf', ext: '.pdf' }, kindsOfAllowedTypes(['images']))).toBe(false);
    expect(storedFits({ mime: 'image/png', ext: '.pdf' }, kindsOfAllowedTypes(['files', 'images']))).toBe(false);
    expect(storedFits({ mime: 'audio/mpeg', ext: '.mp3' }, kindsOfAllowedTypes(['audios', 'videos']))).toBe(true);
    expect(storedFits({ mime: 'application/msword', ext: '.doc' }, USES.cv)).toBe(true);
  });
});

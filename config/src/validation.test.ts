import { describe, expect, it } from 'vitest';
import { OWN_PROFILE_RULES, rules, validateFields } from './validation';

describe('section 5 rules', () => {
  it('twitter and instagram take a username without the @ sign', () => {
    expect(rules.username('redactie_nl')).toBeNull();
    expect(rules.username('@redactie')).toEqual({ code: 'usernameAt' });
    expect(rules.username('met spatie')).toEqual({ code: 'username' });
  });

  it('facebook and linkedin take a link to a profile on that network', () => {
    const facebook = rules.profileLink('facebook.com');
    expect(facebook('https://www.facebook.com/redactie')).toBeNull();
    expect(facebook('https://facebook.com/')).toMatchObject({ code: 'profileLink' });
    expect(facebook('https://evil.example/facebook.com/x')).toMatchObject({ code: 'profileLink' });
    expect(rules.profileLink('linkedin.com')('https://nl.linkedin.com/in/jan')).toBeNull();
  });

  it('url needs http or https', () => {
    expect(rules.url('https://example.nl')).toBeNull();
    expect(rules.url('javascript:alert(1)')).toEqual({ code: 'url' });
    expect(rules.url('example.nl')).toEqual({ code: 'url' });
  });

  it('slug is alphanumeric with dashes; folder names are lowercase and do not start with a dash', () => {
    expect(rules.slug('mijn-artikel-2')).toBeNull();
    expect(rules.slug('mijn artikel')).toEqual({ code: 'slug' });
    expect(rules.folderName('fotos-2026')).toBeNull();
    expect(rules.folderName('-fotos')).toEqual({ code: 'folderName' });
    expect(rules.folderName('Fotos')).toEqual({ code: 'folderName' });
  });

  it('required refuses empty and blank values; other rules accept empty', () => {
    expect(rules.required('')).toEqual({ code: 'required' });
    expect(rules.required('  ')).toEqual({ code: 'required' });
    expect(rules.email('')).toBeNull();
    expect(rules.email('iemand@example.nl')).toBeNull();
    expect(rules.email('iemand@example')).toEqual({ code: 'email' });
  });

  it('validateFields reports the first failing rule per field with its path', () => {
    const failures = validateFields(
      { twitter: '@x', website: 'https://ok.example', bio: 'x'.repeat(2001) },
      OWN_PROFILE_RULES,
    );
    expect(failures).toEqual([
      { path: ['bio'], code: 'maxLength', params: { max: 2000 } },
      { path: ['twitter'], code: 'usernameAt' },
    ]);
  });
});

describe('pathOrUrl', () => {
  it('takes an absolute http(s) URL or a path starting with one slash', () => {
    expect(rules.pathOrUrl('/nieuws/artikel')).toBeNull();
    expect(rules.pathOrUrl('https://example.nl/x')).toBeNull();
    expect(rules.pathOrUrl('//evil.example')).toEqual({ code: 'pathOrUrl' });
    expect(rules.pathOrUrl('nieuws')).toEqual({ code: 'pathOrUrl' });
    expect(rules.pathOrUrl('javascript:alert(1)')).toEqual({ code: 'pathOrUrl' });
  });
});

describe('text input (control characters and bidi overrides)', () => {
  it('refuses C0, DEL, C1 and the bidi embeddings, overrides and isolates in short text', () => {
    for (const bad of [
      'a\u0000b',
      'tab\there',
      'line\nbreak',
      'del\u007f',
      'c1\u0085',
      'rlo\u202e',
      'lre\u202a',
      'lri\u2066',
      'pdi\u2069',
    ]) {
      expect(rules.plainText(bad), JSON.stringify(bad)).toEqual({ code: 'control_characters', params: undefined });
    }
    // Letters of any script and the plain direction marks (U+200E, U+200F) are text.
    for (const good of ['Zoë Ångström', 'שלום', 'مرحبا', 'a\u200eb', '', null])
      expect(rules.plainText(good)).toBeNull();
  });

  it('lets long text keep tab, new line and carriage return, nothing else', () => {
    expect(rules.longText('Regel 1\r\nRegel 2\tmet tab')).toBeNull();
    expect(rules.longText('nul\u0000')).toEqual({ code: 'control_characters', params: undefined });
    expect(rules.longText('escape\u001b[31m')).toEqual({ code: 'control_characters', params: undefined });
    expect(rules.longText('omdraaien\u202e')).toEqual({ code: 'control_characters', params: undefined });
  });
});

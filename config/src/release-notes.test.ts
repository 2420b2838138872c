import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RELEASE_NOTE_LOCALES,
  latestReleaseNoteSection,
  releaseNoteLocale,
  releaseNoteSection,
  releaseNoteVersions,
} from './release-notes';

const root = path.resolve(__dirname, '..', '..');
const notesOf = (locale: string) => fs.readFileSync(path.join(root, 'release-notes', `${locale}.md`), 'utf8');
const WORKSPACES = ['.', 'config', 'cms', 'admin', 'scripts'];
const packageVersions = () =>
  [
    ...new Set(
      WORKSPACES.map((dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version),
    ),
  ] as string[];

const SAMPLE = `# Wat is er nieuw

## 1.8.1 – 26 juni 2025
### Opgelost
- Betalingen komen weer binnen.

## 1.8.0 – 1 juni 2025
- Koppeling met het abonnementenblad.
`;

describe('release notes for users', () => {
  it('have a section for every version in the package.json files, in every language', () => {
    for (const locale of RELEASE_NOTE_LOCALES) {
      const versions = releaseNoteVersions(notesOf(locale));
      for (const version of packageVersions()) {
        expect(versions, `release-notes/${locale}.md has no "## ${version}" section`).toContain(version);
        // A heading alone is not a note: the section says something under it.
        expect(releaseNoteSection(notesOf(locale), version)!.split('\n').length).toBeGreaterThan(2);
      }
    }
  });

  it('list the same versions in the same order in every language', () => {
    const [first, ...others] = RELEASE_NOTE_LOCALES.map((locale) => releaseNoteVersions(notesOf(locale)));
    for (const versions of others) expect(versions).toEqual(first);
  });

  it('are written for users: no API paths or developer words', () => {
    for (const locale of RELEASE_NOTE_LOCALES) {
      const text = notesOf(locale);
      expect(text).not.toMatch(/\/api\/|`|\bPOST\b|\bGET\b|read cache|Strapi|GraphQL|PostgreSQL/);
    }
  });

  it('cut out the section of one version, or the newest one', () => {
    expect(releaseNoteVersions(SAMPLE)).toEqual(['1.8.1', '1.8.0']);
    expect(releaseNoteSection(SAMPLE, '1.8.1')).toBe(
      '## 1.8.1 – 26 juni 2025\n### Opgelost\n- Betalingen komen weer binnen.',
    );
    expect(releaseNoteSection(SAMPLE, 'v1.8.0')).toContain('abonnementenblad');
    expect(releaseNoteSection(SAMPLE, '9.9.9')).toBeUndefined();
    expect(latestReleaseNoteSection(SAMPLE)).toContain('## 1.8.1');
    expect(latestReleaseNoteSection('# Wat is er nieuw\n')).toBeUndefined();
  });

  it('fall back to Dutch for an unknown language', () => {
    expect(releaseNoteLocale('EN')).toBe('en');
    expect(releaseNoteLocale('de')).toBe('nl');
    expect(releaseNoteLocale(undefined)).toBe('nl');
  });
});

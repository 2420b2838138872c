/**
 * Release notes for users (release-notes/<language>.md at the repository root): one "## <version> – <date>"
 * section per version, written for editors and finance staff. The developers' CHANGELOG.md is separate.
 * The server serves them at GET /api/version?locale=; the console shows them at /changelog and in the
 * update modal.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './limits';

/** Every console language has its release notes. */
export const RELEASE_NOTE_LOCALES = LANGUAGES;
export type ReleaseNoteLocale = Language;

/** A console language, or the default (Dutch) for anything else. */
export const releaseNoteLocale = (value: unknown): ReleaseNoteLocale =>
  RELEASE_NOTE_LOCALES.find((locale) => locale === String(value ?? '').toLowerCase()) ?? DEFAULT_LANGUAGE;

const versionOfHeading = (line: string): string | undefined => line.match(/^##\s+\[?v?(\d+\.\d+\.\d+[^\]\s]*)\]?/)?.[1];

/** The versions with a section, newest (first in the file) first. */
export const releaseNoteVersions = (markdown: string): string[] =>
  markdown
    .split(/\r?\n/)
    .map(versionOfHeading)
    .filter((version): version is string => !!version);

/** The section of one version ("## 1.8.1 – 26 juni 2025" up to the next "## "). */
export const releaseNoteSection = (markdown: string, version: string): string | undefined => {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => versionOfHeading(line) === version.replace(/^v/, ''));
  if (start < 0) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^##\s/.test(line));
  return [lines[start], ...(end < 0 ? rest : rest.slice(0, end))].join('\n').trim();
};

/** The newest section, for a version that has none of its own. */
export const latestReleaseNoteSection = (markdown: string): string | undefined => {
  const [newest] = releaseNoteVersions(markdown);
  return newest ? releaseNoteSection(markdown, newest) : undefined;
};

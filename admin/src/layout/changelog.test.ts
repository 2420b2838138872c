import { describe, expect, it } from 'vitest';
import { changelogSection, isNewVersion, latestChangelogSection, renderMarkdown } from './changelog';

const CHANGELOG = `# Changelog

## [Unreleased]

## [1.8.1] - 2025-06-26
### Fixed
- Payment provider webhook retries.

## [1.8.0] - 2025-06-01
### Added
- Subscription-magazine integration.
`;

describe('changelog', () => {
  it('cuts out the section of one version', () => {
    expect(changelogSection(CHANGELOG, '1.8.1')).toBe(
      '## [1.8.1] - 2025-06-26\n### Fixed\n- Payment provider webhook retries.',
    );
    expect(changelogSection(CHANGELOG, '1.8.0')).toContain('Subscription-magazine');
    expect(changelogSection(CHANGELOG, '9.9.9')).toBeUndefined();
  });

  it('falls back to the newest released section (not Unreleased)', () => {
    expect(latestChangelogSection(CHANGELOG)).toContain('## [1.8.1] - 2025-06-26');
    expect(latestChangelogSection('# Changelog\n')).toBeUndefined();
  });

  it('renders markdown but never raw HTML or script links', () => {
    const html = renderMarkdown(
      '# Title\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [good](https://example.com)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://example.com"');
  });

  it('compares versions ignoring a leading v', () => {
    expect(isNewVersion('1.8.1', '1.8.0')).toBe(true);
    expect(isNewVersion('v1.8.1', '1.8.1')).toBe(false);
    expect(isNewVersion(undefined, '1.8.1')).toBe(false);
  });
});

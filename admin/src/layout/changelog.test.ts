import { describe, expect, it } from 'vitest';
import { isNewVersion, renderMarkdown } from './changelog';

describe('changelog', () => {
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

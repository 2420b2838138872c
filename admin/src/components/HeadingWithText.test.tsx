import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { HeadingWithText, PageHeadingWithText } from './HeadingWithText';

describe('HeadingWithText', () => {
  it('shows the translated title at the level asked for, with its explanation under it', () => {
    renderWithAdmin(
      <HeadingWithText
        titleKey="app.content_statistics.top_title"
        textKey="app.content_statistics.top_help"
        variant="subtitle2"
        component="h4"
        gap={2}
      />,
    );
    const title = screen.getByText('Meest bekeken');
    expect(title.tagName).toBe('H4');
    expect(title).toHaveClass('MuiTypography-subtitle2');
    const text = screen.getByText('Klik op een rij om de grafiek tot dat item te beperken.');
    expect(text).toHaveClass('MuiTypography-body2');
    expect(title.nextElementSibling).toBe(text);
  });

  it("is a card's title (an h6 as h2) unless told otherwise", () => {
    renderWithAdmin(
      <HeadingWithText titleKey="app.content_statistics.top_title" textKey="app.content_statistics.top_help" />,
    );
    const title = screen.getByText('Meest bekeken');
    expect(title.tagName).toBe('H2');
    expect(title).toHaveClass('MuiTypography-h6');
  });

  it('makes the page title of a sign-in or error page an h1 with a body1 introduction', () => {
    renderWithAdmin(<PageHeadingWithText titleKey="app.auth.forgot.title" textKey="app.auth.forgot.text" gap={3} />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveClass('MuiTypography-h5', 'MuiTypography-gutterBottom');
    expect(title.nextElementSibling).toHaveClass('MuiTypography-body1');
    expect(title.nextElementSibling?.textContent).not.toBe('');
  });
});

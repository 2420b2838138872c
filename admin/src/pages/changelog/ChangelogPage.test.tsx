import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/layout/Footer';
import { LOCALE_STORAGE_KEY } from '@/providers/i18nProvider';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ChangelogPage } from './ChangelogPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(LOCALE_STORAGE_KEY);
});

const NOTES = {
  nl: '# Wat is er nieuw\n\n## 0.1.0 – 22 november 2026\n### Facturen\n- Facturen mailen naar de klant.',
  en: "# What's new\n\n## 0.1.0 – 22 November 2026\n### Invoices\n- E-mail invoices to the customer.",
};
const versionRoute = () => ({
  'GET /api/version': (call: { url: string }) => {
    const locale = new URL(call.url, 'http://x').searchParams.get('locale') === 'en' ? 'en' : 'nl';
    return { body: { version: '0.1.0', locale, releaseNotes: NOTES[locale] } };
  },
});

describe("what's new (/changelog)", () => {
  it('shows the release notes for users in Dutch by default', async () => {
    const { calls } = mockFetchRoutes(versionRoute());
    renderWithAdmin(<ChangelogPage />, { path: '/changelog' });
    const notes = await screen.findByTestId('changelog');
    expect(notes).toHaveTextContent('Facturen mailen naar de klant.');
    expect(notes).toHaveAttribute('lang', 'nl');
    // The page title says "Wat is er nieuw"; the file's own title is not repeated under it.
    expect(notes.querySelector('h1')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/version?locale=nl']);
  });

  it('shows the English release notes to a user who works in English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    mockFetchRoutes(versionRoute());
    renderWithAdmin(<ChangelogPage />, { path: '/changelog' });
    const notes = await screen.findByTestId('changelog');
    expect(notes).toHaveTextContent('E-mail invoices to the customer.');
    expect(notes).not.toHaveTextContent('Facturen');
  });

  it('says so when the server has no release notes', async () => {
    mockFetchRoutes({ 'GET /api/version': { body: { version: '0.1.0', locale: 'nl', releaseNotes: '' } } });
    renderWithAdmin(<ChangelogPage />, { path: '/changelog' });
    expect(await screen.findByText('Er is nog geen overzicht van wat er nieuw is.')).toBeInTheDocument();
  });
});

describe('footer', () => {
  it("shows the version users run with a link to what's new", () => {
    renderWithAdmin(<Footer />);
    const link = screen.getByTestId('footer-version');
    expect(link).toHaveTextContent(`Versie ${__APP_VERSION__} · Wat is er nieuw`);
    expect(link).toHaveAttribute('href', '/changelog');
  });
});

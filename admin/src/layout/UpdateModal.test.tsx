import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '../providers/errorBus';
import { mockFetchRoutes } from '../test/fetchMock';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { UpdateModal } from './UpdateModal';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const NOTES = '# Wat is er nieuw\n\n## 99.0.0 – 1 januari 2026\n### Nieuw\n- Nieuwe zoekfunctie\n\n## 1.0.0\n- Oud';

describe('update-available modal', () => {
  it('appears (even before sign-in) when the server runs another version, and cannot be dismissed', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/version': { body: { version: '99.0.0', releaseNotes: NOTES } } });
    renderWithAdmin(<UpdateModal />, { path: '/login' });
    const modal = await screen.findByTestId('update-modal');
    expect(modal).toHaveTextContent('Versie 99.0.0 staat klaar');
    expect(within(modal).getByTestId('update-release-notes')).toHaveTextContent('99.0.0');
    expect(within(modal).getByText('Nieuwe zoekfunctie')).toBeInTheDocument();
    expect(within(modal).queryByText('Oud')).toBeNull();
    fireEvent.keyDown(modal, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) fireEvent.click(backdrop);
    expect(screen.getByTestId('update-modal')).toBeInTheDocument();
    expect(within(modal).getAllByRole('button')).toHaveLength(1);
    expect(within(modal).getByTestId('update-refresh')).toHaveTextContent('Vernieuwen');
    // The release notes for users, in the console's language (Dutch by default).
    expect(calls[0].url).toBe('/api/version?locale=nl');
  });

  it('stays away while the server runs the loaded version, and asks again on window focus', async () => {
    let version = __APP_VERSION__;
    const { calls } = mockFetchRoutes({ 'GET /api/version': () => ({ body: { version, releaseNotes: '' } }) });
    renderWithAdmin(<UpdateModal />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('update-modal')).toBeNull();
    version = '99.0.0';
    fireEvent.focus(window);
    expect(await screen.findByTestId('update-modal')).toHaveTextContent('99.0.0');
  });
});

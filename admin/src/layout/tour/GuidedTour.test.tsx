import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU } from '../areas';
import { filterMenu } from '../menuModel';
import { AppLayout } from '../AppLayout';
import { forgetRememberedPreferences } from '../PreferencesContext';
import { resetLocaleSync } from '../LocaleSync';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { AREA_TEXTS } from './GuidedTour';
import { endTour } from './tourStore';
import { present, tourSteps } from './tourSteps';

afterEach(() => {
  endTour();
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
  resetLocaleSync();
  forgetRememberedPreferences();
});

const TIMEOUT = { timeout: 15_000 };
const server = (id: number, preferences: Record<string, unknown>) =>
  mockFetchRoutes({
    'GET /api/me': {
      body: {
        id,
        email: 'anna@example.com',
        username: 'anna',
        profile: { id: 3, documentId: 'p3', firstName: 'Anna', lastName: 'Admin', locale: 'NL', avatar: null },
        allowedActions: ['api::profile.profile.find', 'api::content.content.find'],
        groups: ['editor'],
        preferences,
      },
    },
    'GET /api/config': { body: { data: { global: { siteName: 'De Krant' } } } },
    'GET /api/i18n/locales': { body: [{ code: 'nl', isDefault: true }, { code: 'en' }] },
    'GET /api/version': { body: { version: __APP_VERSION__, releaseNotes: '' } },
    'PUT /api/me/preferences': (call: RecordedCall) => ({ body: call.body }),
    'POST /api/statistics': { status: 204 },
  });

const tourSaves = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url === '/api/me/preferences' && 'tourCompleted' in (c.body as any).preferences);

describe('guided tour', () => {
  it('starts on a first sign-in, walks the areas the user may use, and stores that it was seen when skipped', async () => {
    const { calls } = server(11, {});
    renderWithAdmin(<AppLayout>inhoud</AppLayout>);
    expect(await screen.findByText('Welkom in de backoffice', {}, TIMEOUT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Volgende/ }));
    expect(await screen.findByText(/Alle profielen: lezers, leads/, {}, TIMEOUT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    await waitFor(() => expect(tourSaves(calls).map((c) => c.body)).toEqual([{ preferences: { tourCompleted: 1 } }]));
    expect(screen.queryByText('Welkom in de backoffice')).toBeNull();
  });

  it('stays away for a user who has seen it, and starts again from the profile menu', async () => {
    server(12, { tourCompleted: 1 });
    renderWithAdmin(<AppLayout>inhoud</AppLayout>);
    await userEvent.click(await screen.findByTestId('profile-menu', {}, TIMEOUT));
    expect(screen.queryByText('Welkom in de backoffice')).toBeNull();
    await userEvent.click(await screen.findByTestId('profile-menu-tour'));
    expect(await screen.findByText('Welkom in de backoffice', {}, TIMEOUT)).toBeInTheDocument();
  });

  it('differs per role: the steps follow the menu the user may see, and leave out what is not on screen', () => {
    const editor = tourSteps(filterMenu(MENU, ['api::content.content.find'], ['editor']), AREA_TEXTS);
    const marketing = tourSteps(
      filterMenu(MENU, ['api::content.content.find', 'api::campaign.campaign.find'], ['marketing']),
      AREA_TEXTS,
    );
    expect(editor.map((s) => s.textKey)).toContain('app.tour.areas.content');
    expect(editor.map((s) => s.textKey)).not.toContain('app.tour.areas.engagement');
    expect(marketing.map((s) => s.textKey)).toContain('app.tour.areas.engagement');
    const root = document.createElement('div');
    root.innerHTML = '<input data-testid="search-input" />';
    expect(present(editor, root).map((s) => s.target)).toEqual(['body', '[data-testid="search-input"]']);
  });
});

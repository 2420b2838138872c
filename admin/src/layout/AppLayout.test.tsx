import { LAYOUT_RESET } from '@newsroom/config';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '../providers/errorBus';
import { forgetMe } from '../providers/session';
import { mockFetchRoutes, type RecordedCall } from '../test/fetchMock';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { AppLayout } from './AppLayout';
import { resetLocaleSync } from './LocaleSync';
import { forgetRememberedPreferences } from './PreferencesContext';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
  resetLocaleSync();
  forgetRememberedPreferences();
});

const me = (preferences: Record<string, unknown>, allowedActions = ['api::profile.profile.find'], locale = 'NL') => ({
  id: 1,
  email: 'admin@example.com',
  username: 'admin',
  profile: { id: 3, documentId: 'p3', firstName: 'Anna', lastName: 'Admin', locale, avatar: null },
  allowedActions,
  groups: ['administrator'],
  // A returning user: the guided tour has its own test (tour/GuidedTour.test.tsx).
  preferences: { tourCompleted: 1, ...preferences },
});

interface ServerOptions {
  preferences?: Record<string, unknown>;
  allowed?: string[];
  locale?: string;
  version?: string;
  releaseNotes?: string;
}

const server = (options: ServerOptions = {}) =>
  mockFetchRoutes({
    'GET /api/me': { body: me(options.preferences ?? {}, options.allowed, options.locale) },
    'GET /api/config': { body: { data: { global: { siteName: 'De Krant' } } } },
    'GET /api/i18n/locales': { body: [{ code: 'nl', isDefault: true }, { code: 'en' }] },
    'GET /api/version': {
      body: { version: options.version ?? __APP_VERSION__, releaseNotes: options.releaseNotes ?? '' },
    },
    'PUT /api/me/preferences': (call: RecordedCall) => ({ body: call.body }),
    'PUT /api/me/profile': { body: { data: {} } },
    'POST /api/statistics': { status: 204 },
  });

const shell = async (path = '/', options: ServerOptions = {}) => {
  const fetch = server(options);
  renderWithAdmin(
    <AppLayout>
      <p>inhoud</p>
      {/* Uncontrolled: its text lives in the DOM node, so a remount would empty it. */}
      <input aria-label="page input" data-testid="page-input" />
    </AppLayout>,
    { path },
  );
  return { ...fetch, root: await screen.findByTestId('app-shell') };
};

/** A window of the given width for MUI's useMediaQuery; returns a resize function. */
const stubWindowWidth = (initial: number) => {
  let width = initial;
  const queries = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    queries.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    queries.forEach((entry) => entry.listeners.forEach((listener) => listener()));
  };
};

const chooseLanguage = async (name: string) => {
  fireEvent.mouseDown(screen.getByTestId('language-select'));
  fireEvent.click(await screen.findByRole('option', { name }));
};

const savedPreferences = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url === '/api/me/preferences').map((c) => (c.body as { preferences: unknown }).preferences);

describe('console shell', () => {
  it('follows the stored layout preference and lists only permitted menu items', async () => {
    const { root } = await shell('/', { preferences: { layoutType: 'detached', leftSidebarType: 'brand' } });
    expect(root).toHaveAttribute('data-layout', 'detached');
    expect(root).toHaveAttribute('data-sidebar-color', 'brand');
    expect(screen.getByTestId('menu-item-/')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('menu-item-/users')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-item-/settings/log')).toBeNull();
    expect(screen.queryByTestId('menu-group-settings')).toBeNull();
    expect(await screen.findByText('De Krant')).toBeInTheDocument();
    expect(screen.getByText('inhoud')).toBeInTheDocument();
  });

  it('starts a new user on the defaults; ?layout= switches the layout for this visit without saving it', async () => {
    const { root, calls } = await shell('/users?layout=two-column');
    await waitFor(() => expect(root).toHaveAttribute('data-layout', 'two-column'));
    expect(root).toHaveAttribute('data-layout-width', 'fluid');
    expect(root).toHaveAttribute('data-topbar', 'dark');
    expect(screen.getByTestId('menu-item-/users')).toHaveAttribute('aria-current', 'page');
    // Other changes are saved with the user's own layout, not the link's.
    await userEvent.setup().click(screen.getByTestId('menu-toggle'));
    await waitFor(() => expect(savedPreferences(calls)).toHaveLength(1));
    expect(savedPreferences(calls)[0]).toMatchObject({ layoutType: 'vertical', leftSidebarSize: 'condensed' });
    expect(root).toHaveAttribute('data-layout', 'two-column');
  });

  it('a layout chosen in the theme panel ends the visit layout and is saved', async () => {
    const { root, calls } = await shell('/?layout=detached');
    await waitFor(() => expect(root).toHaveAttribute('data-layout', 'detached'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('theme-panel-toggle'));
    await user.click(await screen.findByTestId('theme-layoutType-horizontal'));
    expect(root).toHaveAttribute('data-layout', 'horizontal');
    await waitFor(() => expect(savedPreferences(calls)).toHaveLength(1));
    expect(savedPreferences(calls)[0]).toMatchObject({ layoutType: 'horizontal' });
  });

  it('keeps the page mounted (typed text and all) when the layout or the window width changes', async () => {
    const narrow = stubWindowWidth(1400);
    const { root } = await shell();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('page-input'), 'half a title');
    await user.click(screen.getByTestId('theme-panel-toggle'));
    for (const layout of ['horizontal', 'detached', 'two-column', 'vertical']) {
      await user.click(await screen.findByTestId(`theme-layoutType-${layout}`));
      expect(root).toHaveAttribute('data-layout', layout);
      expect(screen.getByTestId('page-input')).toHaveValue('half a title');
    }
    await user.keyboard('{Escape}');
    act(() => narrow(800));
    await waitFor(() => expect(root).toHaveAttribute('data-mobile', 'true'));
    expect(screen.getByTestId('page-input')).toHaveValue('half a title');
    act(() => narrow(1400));
    await waitFor(() => expect(root).toHaveAttribute('data-mobile', 'false'));
    expect(screen.getByTestId('page-input')).toHaveValue('half a title');
  });

  it('applies theme panel changes at once, saves them, and resets to the defaults of the panel', async () => {
    const { root, calls } = await shell();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('theme-panel-toggle'));
    const panel = await screen.findByTestId('theme-panel');
    await user.click(within(panel).getByLabelText('Begrensd'));
    expect(root).toHaveAttribute('data-layout-width', 'boxed');
    await user.click(within(panel).getByLabelText('Compact'));
    expect(root).toHaveAttribute('data-sidebar-size', 'compact');
    await user.click(within(panel).getByRole('button', { name: 'Standaardinstellingen herstellen' }));
    expect(root).toHaveAttribute('data-layout', 'horizontal');
    expect(within(panel).queryByText('Kleur zijbalk')).toBeNull();
    // Saved, the last save with the final state (that quick clicks coalesce into one save is
    // preferenceSaver.test.ts's, with fake timers: here a busy machine may click slower than the delay).
    await waitFor(() => expect(savedPreferences(calls).at(-1)).toEqual(LAYOUT_RESET));
  });

  it('the menu toggle switches between condensed and default', async () => {
    const { root } = await shell();
    await userEvent.setup().click(screen.getByTestId('menu-toggle'));
    expect(root).toHaveAttribute('data-sidebar-size', 'condensed');
    await userEvent.setup().click(screen.getByTestId('menu-toggle'));
    expect(root).toHaveAttribute('data-sidebar-size', 'default');
  });

  it('changing the language switches the UI and saves it to the profile', async () => {
    const { calls } = await shell();
    expect(screen.getByTestId('menu-item-/users')).toHaveTextContent('Profielen');
    await chooseLanguage('English');
    await waitFor(() => expect(screen.getByTestId('menu-item-/users')).toHaveTextContent('Profiles'));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/me/profile')?.body).toEqual({ data: { locale: 'en' } }),
    );
    expect(localStorage.getItem('nb.locale')).toBe('en');
  });

  it('keeps layout changes when a language switch remounts the screen', async () => {
    const { root } = await shell();
    await userEvent.setup().click(screen.getByTestId('menu-toggle'));
    expect(root).toHaveAttribute('data-sidebar-size', 'condensed');
    await chooseLanguage('English');
    // Condensed: icon only, the label is the accessible name.
    await waitFor(() => expect(screen.getByTestId('menu-item-/users')).toHaveAccessibleName('Profiles'));
    expect(screen.getByTestId('app-shell')).toHaveAttribute('data-sidebar-size', 'condensed');
  });

  it('after login the profile language wins over the stored choice', async () => {
    localStorage.setItem('nb.locale', 'nl');
    await shell('/', { locale: 'EN', allowed: ['api::log-entry.log-entry.find'] });
    await waitFor(() => expect(screen.getByTestId('menu-group-settings')).toHaveTextContent('Settings'));
    expect(screen.queryByTestId('menu-item-/users')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('menu-group-settings'));
    expect(await screen.findByTestId('menu-item-/settings/log')).toHaveTextContent('Logs');
  });

  it('the top-bar search empties the box after submitting', async () => {
    await shell();
    const user = userEvent.setup();
    const input = screen.getByTestId('search-input');
    await user.type(input, 'jansen{Enter}');
    expect(input).toHaveValue('');
  });
});

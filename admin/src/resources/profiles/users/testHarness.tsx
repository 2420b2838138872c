import { fireEvent, render, waitFor } from '@testing-library/react';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  Notification,
  RecordContextProvider,
  Resource,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider, toRecord } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { GUARDED_RESOURCES, preloadScreens } from '../..';
import { PROFILE_PERMISSIONS } from './permissions';
import { AccountTab } from './tabs/AccountTab';
import { userRoutes } from './routes';

// The screens load lazily in the app; here they are fetched up front, outside every test's time limit.
await preloadScreens();

/**
 * What every test file of the profile screens needs: a longer time limit (a whole console per test on a shared
 * two-core machine), no scrolling (react-admin scrolls to the top after navigating; jsdom cannot), and after
 * each test the real fetch, no pending errors and no remembered user.
 */
export const prepareProfileTests = ({ testTimeout = 60_000 } = {}) => {
  vi.setConfig({ testTimeout });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  afterEach(() => {
    vi.unstubAllGlobals();
    resetErrorBus();
    forgetMe();
  });
};

/** Every profile action (the administrator). */
export const ALL_PROFILE_ACTIONS = Object.values(PROFILE_PERMISSIONS);

export const meWith = (allowedActions: string[]) => ({
  id: 1,
  email: 'admin@example.com',
  username: 'admin',
  profile: {
    id: 1,
    documentId: 'me1',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@example.com',
    language: 'NL',
    locale: 'NL',
  },
  allowedActions,
  groups: ['administrator'],
  preferences: { tourCompleted: 1 },
});

export const page = (data: unknown[], total = data.length) => ({
  body: { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: Math.max(1, Math.ceil(total / 25)), total } } },
});

export const TAGS = [
  { id: 1, documentId: 't-access', name: 'Premium', slug: 'premium', kind: 'ACCESS' },
  { id: 2, documentId: 't-event', name: 'Beurs 2025', slug: 'beurs-2025', kind: 'EVENT' },
  { id: 3, documentId: 't-sport', name: 'Sport', slug: 'sport', kind: 'INTEREST' },
];
export const NEWSLETTERS = [
  { id: 1, documentId: 'n-daily', name: 'Dagelijks nieuws', slug: 'dagelijks', public: true },
  { id: 2, documentId: 'n-sport', name: 'Sportbrief', slug: 'sport', public: true },
];

/** The look-ups of the filters and pickers. */
export const LOOKUPS = {
  'GET /api/profile-tags': page(TAGS),
  'GET /api/newsletters': page(NEWSLETTERS),
};

/** The console's resources and the profile routes (as App.tsx mounts them) at `path`. */
export const renderConsole = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <AdminUI>
          <CustomRoutes>{userRoutes}</CustomRoutes>
          {GUARDED_RESOURCES.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );

/**
 * Only the account tab of a profile (as the form shows it), with the toasts, at /users/{documentId}; the
 * list route is a marker. The whole console and its six-tab form are what made these tests slow.
 */
export const renderAccountTab = (profile: Record<string, unknown>) =>
  render(
    <TestMemoryRouter initialEntries={[`/users/${String(profile.documentId)}`]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <ResourceContextProvider value="users">
          <Routes>
            <Route
              path="/users/:id"
              element={
                <RecordContextProvider value={toRecord(profile)}>
                  <AccountTab />
                </RecordContextProvider>
              }
            />
            <Route path="/users" element={<div data-testid="users-list" />} />
          </Routes>
          <Notification />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );

/*
 * Queries by plain DOM instead of *ByRole: the whole console with a six-tab form is a large DOM, and
 * ByRole works out the accessible role and name of every element on each try (most of these tests' time).
 */
const byText = (selector: string, text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim() === text);

/** Clicks the tab with this label once it is there. */
export const openTab = async (name: string) => {
  const tab = await waitFor(() => {
    const found = byText('[role="tab"]', name);
    if (!found) throw new Error(`No tab "${name}"`);
    return found;
  });
  fireEvent.click(tab);
};

/** The labels of the form's tabs, in order. */
export const tabLabels = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);

/** A form input by its name (`email`, `addresses.1.postcode`), once it is there; *ByLabelText is as slow as ByRole here. */
export const fieldNamed = (name: string) =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`No field "${name}"`);
    return input;
  });

/** The open dialog, once it is there. */
export const findDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('No dialog');
    return dialog;
  });

/** A button by its text inside `root` (a dialog, a section). */
export const buttonIn = (root: ParentNode, text: string) => {
  const button = byText('button', text, root);
  if (!button) throw new Error(`No button "${text}"`);
  return button;
};

export const PROFILE = {
  id: 7,
  documentId: 'p7',
  firstName: 'Piet',
  lastName: 'Bakker',
  email: 'piet@example.nl',
  type: 'SUBSCRIBER',
  language: 'NL',
  accountStatus: 'CONFIRMED',
  blocked: false,
  allowMessages: true,
  emailNotifications: true,
  optIn: false,
  avatar: null,
  addresses: [
    {
      id: 11,
      company: null,
      firstName: 'Piet',
      lastName: 'Bakker',
      address: 'Damrak 1',
      postcode: '1012 LG',
      city: 'Amsterdam',
      country: 'NL',
      defaultBilling: true,
      defaultShipping: false,
    },
  ],
  tags: [TAGS[2]],
  newsletters: [NEWSLETTERS[0]],
  cv: null,
  createdAt: '2025-06-26T10:00:00.000Z',
  updatedAt: '2025-06-26T10:00:00.000Z',
};

export const NOTES = [
  {
    id: 2,
    documentId: 'nt2',
    text: 'Belde over zijn abonnement.',
    authorName: 'Ada Admin',
    createdAt: '2025-01-15T09:30:00.000Z',
    updatedAt: '2025-01-15T09:30:00.000Z',
    canEdit: true,
  },
  {
    id: 1,
    documentId: 'nt1',
    text: 'Kwam langs op de beurs.',
    authorName: 'Eva Editor',
    createdAt: '2025-01-10T08:00:00.000Z',
    updatedAt: '2025-01-10T08:00:00.000Z',
    canEdit: false,
  },
];

type Route = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

export const setup = (extra: Record<string, Route> = {}, actions: string[] = ALL_PROFILE_ACTIONS) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(actions) },
    'GET /api/profiles': page([PROFILE]),
    'GET /api/profiles/p7': { body: { data: PROFILE } },
    'GET /api/profile-notes': page(NOTES),
    ...LOOKUPS,
    ...extra,
  });

export const puts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.url.startsWith('/api/profiles/p7'));

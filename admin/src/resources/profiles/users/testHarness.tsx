import { render } from '@testing-library/react';
import { AdminContext, AdminUI, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { createI18nProvider } from '@/providers/i18nProvider';
import { GUARDED_RESOURCES, preloadScreens } from '../..';
import { PROFILE_PERMISSIONS } from './permissions';
import { userRoutes } from './routes';

// The screens load lazily in the app; here they are fetched up front, outside every test's time limit.
await preloadScreens();

/** Every profile action (the administrator). */
export const ALL_PROFILE_ACTIONS = Object.values(PROFILE_PERMISSIONS);

export const meWith = (allowedActions: string[]) => ({
  id: 1,
  email: 'admin@example.com',
  username: 'admin',
  profile: { id: 1, documentId: 'me1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', locale: 'NL' },
  allowedActions,
  groups: ['administrator'],
  preferences: {},
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

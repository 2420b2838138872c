import { render } from '@testing-library/react';
import { AdminContext, AdminUI, Resource, TestMemoryRouter } from 'react-admin';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { createI18nProvider } from '@/providers/i18nProvider';
import { GUARDED_RESOURCES, preloadScreens } from '../..';

// The screens load lazily in the app; here they are fetched up front, outside every test's time limit.
await preloadScreens();

export const ADMIN_ACTIONS = [
  'api::content.content.find',
  'api::content.content.findOne',
  'api::content.content.create',
  'api::content.content.update',
  'api::content.content.delete',
  'api::content.content.bulkStatus',
  'api::content.content.bulkDelete',
  'api::content.content.accessPreview',
  'api::tag.tag.find',
  'api::tag.tag.create',
  'api::tag.tag.update',
  'api::tag.tag.delete',
];

/** The demo editor: no delete, no bulk delete. */
export const EDITOR_ACTIONS = ADMIN_ACTIONS.filter((a) => !a.endsWith('.delete') && !a.endsWith('.bulkDelete'));

export const meWith = (allowedActions: string[]) => ({
  id: 1,
  email: 'editor@example.com',
  username: 'editor',
  profile: { id: 3, documentId: 'p3', firstName: 'Eva', lastName: 'Editor', email: 'editor@example.com', locale: 'NL' },
  allowedActions,
  groups: ['authenticated'],
  preferences: { tourCompleted: 1 },
});

export const emptyList = { body: { data: [], meta: { pagination: { total: 0 } } } };

/** Lookups the reference inputs make. */
export const LOOKUPS = {
  'GET /api/authors': {
    body: { data: [{ id: 1, documentId: 'au1', name: 'Anna Auteur' }], meta: { pagination: { total: 1 } } },
  },
  'GET /api/tags': emptyList,
  'GET /api/categories': emptyList,
  'GET /api/dossiers': emptyList,
  'GET /api/page-categories': emptyList,
};

/** The console's real resources (guards included) at `path`, with the default react-admin layout. */
export const renderConsole = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <AdminUI>
          {GUARDED_RESOURCES.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );

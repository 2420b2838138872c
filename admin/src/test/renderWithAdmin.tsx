import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createI18nProvider } from '../providers/i18nProvider';

/** The real providers (fetch is mocked by the test) around one screen. */
export const renderWithAdmin = (ui: ReactElement, { path = '/' }: { path?: string } = {}) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
